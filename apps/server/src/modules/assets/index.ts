/** The asset register; exits read who holds what. */
export { assetsHeldBy } from './assets.repository';
export { assetsRoutes } from './assets.routes';
export { seedDemoAssets } from './assets.seed';
export { assetAssignments, assets } from './assets.tables';
