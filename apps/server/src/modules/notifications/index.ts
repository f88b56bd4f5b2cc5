export { registerRequestStatus } from './notifications.repository';
export { notificationsRoutes } from './notifications.routes';
export { type Announcement, type MailContact, notify, notifyTogether } from './notifications.service';
export { notifications } from './notifications.tables';
