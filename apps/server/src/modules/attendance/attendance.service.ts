import {
  type ApprovalListQuery,
  type ApprovedAttendanceDay,
  ATTENDANCE_REPORTEES_PAGE_SIZE,
  type AttendanceApprovalsExportQuery,
  type AttendanceCreate,
  type AttendanceRecord,
  type AttendanceReporteesQuery,
  type AttendanceRequest,
  type AttendanceSelfQuery,
  type AttendanceTrackerExportQuery,
  attendanceExportFileName,
  EMPLOYEE_MESSAGES,
  filterAttendanceRequests,
  formatWorkingHours,
  ATTENDANCE_MESSAGES as M,
  MAX_PAGE_SIZE,
  TIME_ATTENDANCE_MESSAGES,
  workingMinutes,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  announceFiled,
  listWindow as approvalWindow,
  awaitingWindow,
  cancelRequest,
  type MultiLevel,
  multiLevelOf,
  requireListedRequester,
  requireSelf as requireOwnList,
  routingOf,
} from '../approvals';
import { findEmployeeInOrganization, fullName, requireEmployeeAccess } from '../employees';
import './attendance.kind';
import { requestsWorkbook, type TrackerExportRow, trackerWorkbook } from './attendance.export';
import * as repo from './attendance.repository';
import { attendanceRecords } from './attendance.tables';
import { isDayLocked } from './time-attendance.service';

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const toRecord = (row: repo.AttendanceRow): AttendanceRecord => ({
  id: row.id,
  employeeId: row.employeeId,
  attendanceDate: row.attendanceDate,
  inTime: row.inTime,
  outTime: row.outTime,
  totalWorkingHours: formatWorkingHours(row.workingMinutes),
  type: row.type,
  status: row.status,
});

export const toRequest = (row: NonNullable<repo.AttendanceRequestRow>): AttendanceRequest => ({
  id: row.id,
  employeeId: row.employeeId,
  employeeName: row.employeeName ?? '',
  type: row.type,
  inTime: row.inTime,
  outTime: row.outTime,
  attendanceDate: row.attendanceDate,
  totalWorkingHours: formatWorkingHours(row.workingMinutes),
  status: row.status,
  comments: row.comments ?? '',
});

function reporteesWindow(query: { page?: number; pageNumber?: number; size?: number }) {
  const limit = Math.min(query.size ?? ATTENDANCE_REPORTEES_PAGE_SIZE, MAX_PAGE_SIZE);
  return { offset: (query.page ?? query.pageNumber ?? 0) * limit, limit };
}

/** The call is about the caller themself (403 with the given message otherwise). */
function requireCaller(actor: Actor, employeeId: string, message: string) {
  if (!sameId(actor.employeeId, employeeId)) throw forbidden(message);
}

/** Someone must be able to decide the entry (the engine's routing); the message speaks of attendance. */
async function requireSomeApprover(deps: Deps, employeeId: string) {
  const routing = await routingOf(deps.db, employeeId);
  if (!routing.managerId && !routing.hrId) throw conflict(M.noApprover);
}

/**
 * Files the caller's attendance for a past day (DESIGN §8.8): the date window and rules were checked by
 * the shared schema; here the entry must be the caller's own, someone must be able to approve it, and
 * one live entry per day. Working hours are computed here, whatever the client sent.
 */
export async function fileAttendance(deps: Deps, actor: Actor, input: AttendanceCreate) {
  requireCaller(actor, input.employeeId, M.ownOnly);
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, actor.employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  const minutes = workingMinutes(input.inTime, input.outTime);
  if (minutes === null) throw badRequest(M.outBeforeIn, { outTime: M.outBeforeIn });
  await requireSomeApprover(deps, employee.employeeId);
  if (await isDayLocked(deps, actor.organizationId, input.attendanceDate)) {
    throw conflict(TIME_ATTENDANCE_MESSAGES.monthLocked, { attendanceDate: TIME_ATTENDANCE_MESSAGES.monthLocked });
  }

  const { row } = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertRecord(tx, {
      organizationId: actor.organizationId,
      employeeId: employee.employeeId,
      attendanceDate: input.attendanceDate,
      inTime: input.inTime,
      outTime: input.outTime,
      workingMinutes: minutes,
      type: input.type,
    });
    if (!inserted) throw conflict(M.duplicate, { attendanceDate: M.duplicate });
    await recordAudit(tx, actor, {
      entity: 'attendance',
      entityId: String(inserted.id),
      action: 'create',
      after: toRecord(inserted),
    });
    return { row: inserted, announcements: await announceFiled(tx, 'attendance', inserted) };
  });
  return { ...toRecord(row), message: M.added };
}

/** One person's entry of one day, or {} (contract §4.10); self, their manager and HR, or an admin. */
export async function attendanceOfDay(deps: Deps, actor: Actor, query: AttendanceSelfQuery) {
  const employee = await requireEmployeeAccess(deps, actor, query.employeeId, 'view');
  const row = await repo.findDayEntry(deps.db, employee.employeeId, query.attendanceDate);
  return row ? toRecord(row) : {};
}

function reporteeLine(actor: Actor): 'manager' | 'hr' {
  if (actor.role === 'ROLE_MANAGER') return 'manager';
  if (actor.role === 'ROLE_HR') return 'hr';
  throw forbidden(M.reporteesOwnOnly);
}

/**
 * The reportees report of one day (spec 2 §2): one page of the caller's own reportees, each with that
 * day's entries, and how many reportees there are in all.
 */
export async function reporteesAttendance(deps: Deps, actor: Actor, query: AttendanceReporteesQuery) {
  requireCaller(actor, query.employeeId, M.reporteesOwnOnly);
  const line = reporteeLine(actor);
  const [rows, total] = await Promise.all([
    repo.listReporteesDay(deps.db, actor.organizationId, line, actor.employeeId, query.attendanceDate, reporteesWindow(query)),
    repo.countReportees(deps.db, actor.organizationId, line, actor.employeeId),
  ]);
  const byEmployee = new Map<
    string,
    { employeeId: string; employeeName: string; attendanceDTOList: Omit<AttendanceRecord, 'employeeId'>[] }
  >();
  for (const row of rows) {
    let reportee = byEmployee.get(row.employeeId);
    if (!reportee) {
      reportee = { employeeId: row.employeeId, employeeName: row.employeeName ?? '', attendanceDTOList: [] };
      byEmployee.set(row.employeeId, reportee);
    }
    if (row.entry) {
      const { employeeId: _id, ...entry } = toRecord(row.entry);
      reportee.attendanceDTOList.push(entry);
    }
  }
  return { rows: [...byEmployee.values()], total };
}

/** The tracker as shown, as an .xlsx: the person's day, or the caller's reportees report of that day. */
export async function exportTracker(deps: Deps, actor: Actor, query: AttendanceTrackerExportQuery) {
  let rows: TrackerExportRow[];
  if (query.view === 'reportees') {
    const report = (await reporteesAttendance(deps, actor, { ...query, pageNumber: 0, size: MAX_PAGE_SIZE })).rows;
    rows = report.flatMap((r) =>
      r.attendanceDTOList.length
        ? r.attendanceDTOList.map((e) => ({ ...e, employeeId: r.employeeId, employeeName: r.employeeName }))
        : [
            {
              employeeId: r.employeeId,
              employeeName: r.employeeName,
              attendanceDate: query.attendanceDate,
              inTime: '',
              outTime: '',
              totalWorkingHours: '',
              type: '',
              status: '',
            },
          ],
    );
  } else {
    const employee = await requireEmployeeAccess(deps, actor, query.employeeId, 'view');
    const row = await repo.findDayEntry(deps.db, employee.employeeId, query.attendanceDate);
    rows = row ? [{ ...toRecord(row), employeeName: fullName(employee) }] : [];
  }
  return {
    fileName: attendanceExportFileName(query.view, query.employeeId, query.attendanceDate),
    content: await trackerWorkbook(rows),
  };
}

/** The requester's own attendance requests (themself, or an admin of the organisation), newest day first. */
export async function listOwnRequests(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  const employee = await requireListedRequester(deps, actor, query.employeeId);
  const rows = await repo.listRequestsOf(deps.db, actor.organizationId, employee.employeeId, approvalWindow(query));
  return rows.map(toRequest);
}

type Window = { offset: number; limit: number };

async function awaiting(deps: Deps, actor: Actor, windowOf: (multiLevel: MultiLevel) => Window | Promise<Window>) {
  if (actor.role !== 'ROLE_MANAGER' && actor.role !== 'ROLE_HR') return [];
  const multiLevel = multiLevelOf(actor.organizationId);
  const window = await windowOf(multiLevel);
  const rows = await repo.listAwaitingDecision(deps.db, actor.organizationId, actor.employeeId, multiLevel, window);
  return rows.map(toRequest);
}

/** Requests waiting for the caller's decision, as {approvals}; only managers and HR decide. */
export async function listAwaitingApprovals(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  requireOwnList(actor, query.employeeId);
  const windowOf = (multiLevel: MultiLevel) => awaitingWindow(deps.db, attendanceRecords, actor, multiLevel, 'asc', query);
  return { approvals: await awaiting(deps, actor, windowOf) };
}

/** Requests the caller has approved or rejected, most recent first. */
export async function listDecidedRequests(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  requireOwnList(actor, query.employeeId);
  const rows = await repo.listDecidedBy(deps.db, actor.organizationId, actor.employeeId, approvalWindow(query));
  return rows.map(toRequest);
}

/** The approval screen's two tables as an .xlsx, with the table filters when given. */
export async function exportApprovals(deps: Deps, actor: Actor, query: AttendanceApprovalsExportQuery) {
  requireOwnList(actor, query.employeeId);
  const window = { offset: 0, limit: MAX_PAGE_SIZE };
  const filters = {
    employeeId: query.filterEmployeeId,
    employeeName: query.filterEmployeeName,
    type: query.filterType,
    search: query.search,
  };
  const pending = await awaiting(deps, actor, () => window);
  const decided = (await repo.listDecidedBy(deps.db, actor.organizationId, actor.employeeId, window)).map(toRequest);
  return {
    fileName: attendanceExportFileName('approvals', actor.employeeId),
    content: await requestsWorkbook([
      { name: 'Pending', rows: filterAttendanceRequests(pending, filters) },
      { name: 'Approved-Rejected', rows: filterAttendanceRequests(decided, filters) },
    ]),
  };
}

/** The requester withdraws an open request through the engine (spec 3 §2.4); it leaves every list. */
export async function cancelAttendanceRequest(deps: Deps, actor: Actor, id: number) {
  await cancelRequest(deps, actor, 'attendance', id);
  return { message: M.cancelled };
}

/**
 * Approved attendance of one employee per day over [from, to] (both yyyy-MM-dd), for timesheets:
 * one indexed query, no access check (the caller checks).
 */
export async function approvedAttendanceByDay(
  deps: Pick<Deps, 'db'>,
  employeeId: string,
  from: string,
  to: string,
): Promise<ApprovedAttendanceDay[]> {
  const rows = await repo.sumApprovedMinutesByDay(deps.db, employeeId, from, to);
  return rows.map((r) => ({
    attendanceDate: r.attendanceDate,
    minutes: r.minutes,
    hours: Math.round((r.minutes / 60) * 100) / 100,
  }));
}
