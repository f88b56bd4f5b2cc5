export { isReporteeOf, requireEmployeeAccess } from './employees.access';
export {
  emailTakenByAnother,
  employeeUpdate,
  findEmployee,
  findEmployeeInOrganization,
  findEmployment,
  isDepartmentInUse,
  listReportees,
  searchFilter as employeeSearchFilter,
  updateEmployee,
  upsertEmployment,
} from './employees.repository';
export { employeesRoutes } from './employees.routes';
export { findContact, fullName, toProfile } from './employees.service';
export { employeeCounts, employees, employments, monthDay, searchText } from './employees.tables';
export { requireDepartmentReference, requireDesignationReference, requireEmployeeReference } from './references';
