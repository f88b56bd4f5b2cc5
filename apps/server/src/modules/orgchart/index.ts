import type { ServerModule } from '../../lib/module';
import { orgchartRoutes } from './orgchart.routes';

/** What orgchart brings to the app (lib/module.ts). */
export const orgchartModule: ServerModule = { name: 'orgchart', routes: orgchartRoutes };
