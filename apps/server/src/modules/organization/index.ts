export { dateFormatColumns, dateFormatFrom, organizationDateFormat } from './organization.dates';
export {
  findDepartment,
  findDesignation,
  findOrganization,
  insertOrganization,
  listDepartments,
  listDesignations,
  takeEmployeeNumber,
  takeEmployeeNumbers,
} from './organization.repository';
export { organizationRoutes } from './organization.routes';
export { findSmtpSettings } from './organization.service';
export { departments, organizations } from './organization.tables';
export { readApprovalSettings, readLeaveSettings } from './workflow-settings.service';
