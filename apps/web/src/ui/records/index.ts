// The list-and-dialog shape every records screen is built from: a screen declares its columns, fields and schema.
export { ConfirmDialog } from './ConfirmDialog';
export { DataTable } from './DataTable';
export { Pager } from './Pager';
export { QueryBody } from './QueryBody';
export {
  type FieldInput,
  type FieldSpec,
  type FormHandle,
  type RecordForm,
  RecordFormDialog,
  useRecordForm,
} from './RecordFormDialog';
export { RowActions } from './RowActions';
export { saveFailureMessage } from './save-failure';
export type { Column, EditorMode } from './types';
export { useRecordEditor } from './useRecordEditor';
export { useSelection } from './useSelection';
