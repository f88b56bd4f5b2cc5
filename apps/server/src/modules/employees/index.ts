import type { ServerModule } from '../../lib/module';
import { contactHook } from '../auth';
import { departmentInUseHook, employeeReferenceHook } from '../organization';
import { isDepartmentInUse } from './employees.repository';
import { employeesRoutes } from './employees.routes';
import { seedScalePeople } from './employees.scale';
import { findContact } from './employees.service';
import { requireEmployeeReference } from './references';
// the employee kind of import (employee/import), plugged into the import framework
import './employee-import';

contactHook.provide(findContact);
employeeReferenceHook.provide(requireEmployeeReference);
departmentInUseHook.provide(isDepartmentInUse);

/** For customfields: the organisation's own columns of the employee import, its template and the export. */
export { type EmployeeExtraColumn, type EmployeeExtraColumns, employeeExtraColumnsHook } from './employee-import.hooks';
export { type EmployeeListCondition, type EmployeeListFilterSource, registerEmployeeListFilter } from './employee-list.hooks';
export { isReporteeOf, mayViewRecord, requireEmployeeAccess } from './employees.access';
/** For tests that fill many people at once (the reports' rebuild): the bulk writes an employee import uses. */
export { insertPeople as insertEmployeesBulk, upsertEmployments as upsertEmploymentsBulk } from './employees.bulk';
/** For profile and approvals: what employees asks of the modules above it. */
export { currentEmploymentHook, profileChangesHook } from './employees.hooks';
export {
  emailTakenByAnother,
  employeeUpdate,
  findEmployee,
  findEmployeeInOrganization,
  findEmployment,
  isDepartmentInUse,
  listEmployeeIds,
  listReportees,
  searchFilter as employeeSearchFilter,
  updateEmployee,
  upsertEmployment,
} from './employees.repository';
export { findContact, fullName, toProfile } from './employees.service';
export { employeeCounts, employees, employments, monthDay, searchText } from './employees.tables';
export { requireDepartmentReference, requireDesignationReference, requireEmployeeReference } from './references';

/** What employees brings to the app (lib/module.ts). */
export const employeesModule: ServerModule = {
  name: 'employees',
  routes: employeesRoutes,
  scaleSteps: [{ name: 'people, accounts, employments', run: seedScalePeople }],
};
