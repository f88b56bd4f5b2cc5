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
export { employeesRoutes } from './employees.routes';
export { findContact, fullName, toProfile } from './employees.service';
export { employeeCounts, employees, employments, monthDay, searchText } from './employees.tables';
export { welcomeToSetPassword } from './employees.welcome';
export { requireDepartmentReference, requireDesignationReference, requireEmployeeReference } from './references';
