import type { ServerModule } from '../../lib/module';
import { notificationsRoutes } from './notifications.routes';

export { registerAwaitingAnswer, registerRequestStatus } from './notifications.repository';
export { type Announcement, type MailContact, notify, notifyTogether } from './notifications.service';
export { notifications } from './notifications.tables';

/** What notifications brings to the app (lib/module.ts). */
export const notificationsModule: ServerModule = { name: 'notifications', routes: notificationsRoutes };
