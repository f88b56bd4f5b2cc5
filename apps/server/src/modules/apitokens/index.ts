import type { ServerModule } from '../../lib/module';
import { apitokensRoutes } from './apitokens.routes';

export { findApiTokenByHash, recordApiTokenUse } from './apitokens.service';

/** What apitokens brings to the app (lib/module.ts). */
export const apitokensModule: ServerModule = { name: 'apitokens', routes: apitokensRoutes };
