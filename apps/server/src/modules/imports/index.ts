import type { ServerModule } from '../../lib/module';
import { importsRoutes } from './imports.routes';
import './employee-import';

export {
  type CellError,
  type CreatedRecord,
  forEachChunk,
  type ImportRunOptions,
  type Rejection,
  settleChunk,
} from './imports.chunks';
export { defineImportKind, type ImportKindDefinition } from './imports.kinds';
export type { SheetRow } from './imports.parse';

/** What imports brings to the app (lib/module.ts). */
export const importsModule: ServerModule = { name: 'imports', routes: importsRoutes };
