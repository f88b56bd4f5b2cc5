import type { ServerModule } from '../../lib/module';
import { searchRoutes } from './search.routes';

/** What search brings to the app (lib/module.ts). */
export const searchModule: ServerModule = { name: 'search', routes: searchRoutes };
