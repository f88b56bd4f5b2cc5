import type { ServerModule } from '../../lib/module';
import { customfieldsRoutes } from './customfields.routes';
import { seedDemoCustomFields } from './customfields.seed';
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
export { customFields, customFieldValues } from './customfields.tables';

/** What customfields brings to the app (lib/module.ts). */
export const customfieldsModule: ServerModule = {
  name: 'customfields',
  routes: customfieldsRoutes,
  demoSeeds: [{ run: seedDemoCustomFields }],
};
