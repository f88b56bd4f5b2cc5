import type { ServerModule } from '../../lib/module';
import { auditRoutes } from './audit.routes';

/** What audit brings to the app (lib/module.ts). */
export const auditModule: ServerModule = { name: 'audit', routes: auditRoutes };
