import type { ServerModule } from '../../lib/module';
import { importsRoutes } from './imports.routes';

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

/**
 * What imports brings to the app (lib/module.ts): the framework only; the kinds are defined by the modules
 * that own their data (employees' employee-import.ts, leave's leave.import.ts) and served by its routes.
 */
export const importsModule: ServerModule = { name: 'imports', routes: importsRoutes };
