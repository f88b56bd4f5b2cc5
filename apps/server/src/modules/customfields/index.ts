import type { ServerModule } from '../../lib/module';
import { employeeExtraColumnsHook } from '../employees';
import { employeeImportColumns } from './customfields.employee-import';
import { customfieldsRoutes } from './customfields.routes';
import { seedDemoCustomFields } from './customfields.seed';
/** The organisation's own fields on records (BEYOND §B8): definitions with read and edit roles, typed values. */
import './customfields.employee-list';

// the cf_<key> columns of the employee import, its template and the export, plugged into employees
employeeExtraColumnsHook.provide(employeeImportColumns);

/** For reports: the employee fields a caller reads (the headcount report's groups). */
export { employeeCustomFieldColumns } from './customfields.bulk';
export { customFields, customFieldValues } from './customfields.tables';

/** What customfields brings to the app (lib/module.ts). */
export const customfieldsModule: ServerModule = {
  name: 'customfields',
  routes: customfieldsRoutes,
  demoSeeds: [{ run: seedDemoCustomFields }],
};
