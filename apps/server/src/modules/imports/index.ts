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
export { importsRoutes } from './imports.routes';
