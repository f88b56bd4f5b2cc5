import type { ServerModule } from '../../lib/module';
import { dashboardRoutes } from './dashboard.routes';

/** What dashboard brings to the app (lib/module.ts). */
export const dashboardModule: ServerModule = { name: 'dashboard', routes: dashboardRoutes };
