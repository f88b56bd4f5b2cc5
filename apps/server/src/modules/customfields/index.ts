/** The organisation's own fields on records (BEYOND §B8): definitions with read and edit roles, typed values. */
import './customfields.employee-list';

export {
  type ColumnField,
  checkCustomFieldCells,
  customFieldColumn,
  employeeCustomFieldColumns,
  loadCustomFieldValues,
  writeCustomFieldValuesBulk,
} from './customfields.bulk';
export { customfieldsRoutes } from './customfields.routes';
export { seedDemoCustomFields } from './customfields.seed';
export { customFields, customFieldValues } from './customfields.tables';
