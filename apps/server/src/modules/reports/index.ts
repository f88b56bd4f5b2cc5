import type { ServerModule } from '../../lib/module';
import { reportsRoutes } from './reports.routes';

export { rebuildReportSummaries } from './reports.rebuild';
export { headcountBuckets } from './reports.tables';

/** What reports brings to the app (lib/module.ts). */
export const reportsModule: ServerModule = { name: 'reports', routes: reportsRoutes };
