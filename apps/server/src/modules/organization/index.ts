import type { ServerModule } from '../../lib/module';
import { smtpSettingsHook } from '../mail';
import { organizationRoutes } from './organization.routes';
import { findSmtpSettings } from './organization.service';

smtpSettingsHook.provide(findSmtpSettings);

export { dateFormatColumns, dateFormatFrom, organizationDateFormat } from './organization.dates';
/** For employees: what organization asks of the people module above it. */
export { departmentInUseHook, employeeReferenceHook } from './organization.hooks';
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
export { departments, organizations, organizationTimeZones } from './organization.tables';
/** The organisation's time zone: its dates, its times and its schedules. */
export { findTimeZone, listTimeZones, organizationTimeZone, saveTimeZone } from './time-zone';
export { readApprovalSettings, readLeaveSettings } from './workflow-settings.service';

/** What organization brings to the app (lib/module.ts). */
export const organizationModule: ServerModule = { name: 'organization', routes: organizationRoutes };
