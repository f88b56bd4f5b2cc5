import type { ServerModule } from '../../lib/module';
import { assetsRoutes } from './assets.routes';
import { seedDemoAssets } from './assets.seed';

/** The asset register; exits read who holds what. */
export { assetsHeldBy } from './assets.repository';
export { assetAssignments, assets } from './assets.tables';

/** What assets brings to the app (lib/module.ts). */
export const assetsModule: ServerModule = { name: 'assets', routes: assetsRoutes, demoSeeds: [{ run: seedDemoAssets }] };
