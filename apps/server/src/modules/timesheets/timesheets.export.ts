import { ACCESS_MESSAGES, daysBetween, isAdmin, TIMESHEET_MESSAGES } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { singleSheetWorkbook } from '../../lib/xlsx';
import { findProject } from '../projects';
import * as repo from './timesheets.repository';

const MAX_EXPORT_DAYS = 366;

/**
 * A project's logged hours per person and week as .xlsx, for billing: admins, or the project's manager.
 * Hours come from the stored days, so the file always agrees with the timesheets.
 */
export async function exportProjectHours(
  deps: Deps,
  actor: Actor,
  query: { projectCode: string; fromDate: string; toDate: string },
) {
  const project = (await findProject(deps.db, actor.organizationId, query.projectCode))?.project;
  if (!project) throw notFound('Project not found.');
  if (!isAdmin(actor.role) && project.managerId.toLowerCase() !== actor.employeeId.toLowerCase())
    throw forbidden(ACCESS_MESSAGES.projectHoursExport);
  const days = daysBetween(query.fromDate, query.toDate);
  if (!(days >= 0 && days <= MAX_EXPORT_DAYS)) throw fieldError('toDate', TIMESHEET_MESSAGES.exportRange(MAX_EXPORT_DAYS));
  const rows = await repo.projectHoursByWeek(deps.db, actor.organizationId, project.projectCode, query.fromDate, query.toDate);
  const file = await singleSheetWorkbook(
    'Project Hours',
    [
      { header: 'Week Start', width: 14 },
      { header: 'Employee ID', width: 14 },
      { header: 'Employee Name', width: 28 },
      { header: 'Hours', width: 10 },
    ],
    rows.map((r) => [r.weekStart, r.employeeId, r.employeeName, Number(r.hundredths) / 100]),
  );
  return { file, fileName: `${project.projectCode}-hours-${query.fromDate}-to-${query.toDate}.xlsx` };
}
