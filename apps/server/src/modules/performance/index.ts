import type { ServerModule } from '../../lib/module';
import { performanceRoutes } from './performance.routes';
import { seedDemoPerformance } from './performance.seed';

/** What performance brings to the app (lib/module.ts). */
export const performanceModule: ServerModule = {
  name: 'performance',
  routes: performanceRoutes,
  demoSeeds: [{ run: seedDemoPerformance }],
};
