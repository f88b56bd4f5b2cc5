export {
  findDepartment,
  findDesignation,
  findOrganization,
  insertOrganization,
  takeEmployeeNumber,
} from './organization.repository';
export { organizationRoutes } from './organization.routes';
export { findSmtpSettings } from './organization.service';
