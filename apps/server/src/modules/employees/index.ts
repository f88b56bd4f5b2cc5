import type { ServerModule } from '../../lib/module';
import { contactHook } from '../auth';
import { departmentInUseHook, employeeReferenceHook } from '../organization';
import { isDepartmentInUse } from './employees.repository';
import { employeesRoutes } from './employees.routes';
import { seedScalePeople } from './employees.scale';
import { findContact } from './employees.service';
import { requireEmployeeReference } from './references';

contactHook.provide(findContact);
employeeReferenceHook.provide(requireEmployeeReference);
departmentInUseHook.provide(isDepartmentInUse);

export { type EmployeeListCondition, type EmployeeListFilterSource, registerEmployeeListFilter } from './employee-list.hooks';
export { isReporteeOf, mayViewRecord, requireEmployeeAccess } from './employees.access';
/** For imports: many people at once (an import's chunk), read and written set-based. */
export {
  type EmploymentValues,
  insertPeople as insertEmployeesBulk,
  loadDirectory as loadEmployeeDirectory,
  loadPeople as loadEmployeesWithEmployment,
  type PersonValues,
  upsertEmployments as upsertEmploymentsBulk,
} from './employees.bulk';
export {
  type CreatedPerson,
  type CustomValue,
  type PersonRef,
  type PlannedEmployment,
  type RowPlan as EmployeeChangePlan,
  writeEmployeesBulk,
} from './employees.bulk-write';
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
export { welcomeToSetPassword } from './employees.welcome';
export { requireDepartmentReference, requireDesignationReference, requireEmployeeReference } from './references';

/** What employees brings to the app (lib/module.ts). */
export const employeesModule: ServerModule = {
  name: 'employees',
  routes: employeesRoutes,
  scaleSteps: [{ name: 'people, accounts, employments', run: seedScalePeople }],
};
