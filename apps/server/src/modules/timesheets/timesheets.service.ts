import {
  addDays,
  isAdmin,
  isMonday,
  TIMESHEET_MESSAGES as M,
  MAX_HOURS_PER_DAY,
  overfullDays,
  placeWeekTotal,
  sumHundredths,
  TIMESHEET_STATUS_LABELS,
  TIMESHEET_WAITING_PAGE_SIZE,
  type TimesheetProjectWeek,
  type TimesheetSave,
  type TimesheetStatus,
  type TimesheetSubmit,
  type TimesheetWaitingQuery,
  type TimesheetWaitingWeek,
  type TimesheetWeekSummary,
  todayIso,
  toHundredths,
  weekDays,
  weekStartOf,
  weeksOfMonth,
  weekTotalValue,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, fieldError, forbidden } from '../../lib/errors';
import { announceFiled, listWindow, requireSelf, requireSomeApprover } from '../approvals';
import { requireEmployeeAccess } from '../employees';
import * as repo from './timesheets.repository';
import { approvedAttendanceHours, assignmentsBetween, leaveAndHolidaysBetween } from './timesheets.sources';

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const LIVE: readonly string[] = ['PENDING', 'MANAGER_APPROVED', 'APPROVED'];

/** An employee reaches only their own timesheet ('You can only view your own timesheet.'); managers and HR their reportees'. */
async function requireTimesheetReader(deps: Deps, actor: Actor, employeeId: string) {
  const ownOnly = actor.role === 'ROLE_EMPLOYEE' || actor.role === 'ROLE_ONBOARDING';
  if (ownOnly && !sameId(actor.employeeId, employeeId)) throw forbidden(M.ownOnly);
  return requireEmployeeAccess(deps, actor, employeeId, 'view');
}

/** Timesheets are filled and submitted by their owner only. */
async function requireTimesheetOwner(deps: Deps, actor: Actor, employeeId: string) {
  if (!sameId(actor.employeeId, employeeId) || isAdmin(actor.role)) throw forbidden(M.ownOnly);
  return requireEmployeeAccess(deps, actor, employeeId, 'view');
}

export function toSummary(row: repo.WeekRow): TimesheetWeekSummary {
  const status = row.status as TimesheetStatus;
  const label = TIMESHEET_STATUS_LABELS[status] ?? row.status;
  const comments = row.hrComments || row.managerComments;
  return {
    id: row.id,
    employeeId: row.employeeId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    weekStartDate: row.fromDate,
    swipeHours: row.swipeHundredths / 100,
    totalHours: row.totalHundredths / 100,
    status: label,
    statusMessage:
      status === 'MANAGER_APPROVED'
        ? 'Approved by the manager, waiting for HR'
        : status === 'PENDING'
          ? 'Waiting for approval'
          : comments,
    comments,
  };
}

/** `getTimeSheets`: one row per project the employee is assigned to in the range, with each day's hours. */
export async function readProjectWeek(
  deps: Deps,
  actor: Actor,
  query: { employeeId: string; startDate: string; endDate: string },
) {
  const employee = await requireTimesheetReader(deps, actor, query.employeeId);
  const from = query.startDate;
  const to = query.endDate < from ? from : query.endDate;
  // the week the owner opens is where the original client's next save without dates belongs
  if (sameId(actor.employeeId, employee.employeeId) && !isAdmin(actor.role) && isMonday(from) && to === addDays(from, 6))
    await repo.recordOpenWeek(deps.db, {
      organizationId: employee.organizationId,
      employeeId: employee.employeeId,
      weekStart: from,
    });
  const days = rangeDays(from, to);
  const [assignments, entries, weekTotals] = await Promise.all([
    assignmentsBetween(deps.db, employee.organizationId, employee.employeeId, from, to),
    repo.listEntries(deps.db, employee.employeeId, from, to),
    repo.listWeekTotals(deps.db, employee.employeeId, from, to),
  ]);
  const hours = new Map(entries.map((e) => [`${e.projectCode}|${e.workDate}`, e.hundredths]));
  const projects = new Map<string, TimesheetProjectWeek>();
  for (const a of assignments)
    if (!projects.has(a.projectCode))
      projects.set(a.projectCode, {
        projectCode: a.projectCode,
        projectName: a.projectName,
        billableLocation: a.billableLocation,
        billability: a.billability,
        projectTimingsDTOList: [],
      });
  // hours logged on a project the employee has since been unassigned from still show
  for (const e of entries)
    if (!projects.has(e.projectCode))
      projects.set(e.projectCode, {
        projectCode: e.projectCode,
        projectName: e.projectCode,
        billableLocation: '',
        billability: '',
        projectTimingsDTOList: [],
      });
  const today = todayIso();
  for (const w of weekTotals) {
    const project = projects.get(w.projectCode) ?? {
      projectCode: w.projectCode,
      projectName: w.projectCode,
      billableLocation: '',
      billability: '',
      projectTimingsDTOList: [],
    };
    project.weekTotalHours = ((project.weekTotalHours ?? 0) * 100 + w.hundredths) / 100;
    projects.set(w.projectCode, project);
    // the original client reads only the days: a total saved without them is shown on days, so its own total adds up
    for (const d of legacyWeekTotalDays(w.weekStart, w.hundredths, today)) {
      const key = `${w.projectCode}|${d.date}`;
      hours.set(key, (hours.get(key) ?? 0) + d.hundredths);
    }
  }
  for (const project of projects.values())
    project.projectTimingsDTOList = days.map((date) => ({
      date,
      working_hours: (hours.get(`${project.projectCode}|${date}`) ?? 0) / 100,
    }));
  return [...projects.values()];
}

function rangeDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length < 62; d = addDays(d, 1)) days.push(d);
  return days;
}

/** `getTimeSheetsAttendance`: approved attendance of each day in the range, as '8h 30m' text. */
export async function readAttendance(
  deps: Deps,
  actor: Actor,
  query: { employeeId: string; startDate: string; endDate: string },
) {
  const employee = await requireTimesheetReader(deps, actor, query.employeeId);
  const rows = await approvedAttendanceHours(
    deps.db,
    employee.organizationId,
    employee.employeeId,
    query.startDate,
    query.endDate,
  );
  return rows.map((r) => ({ attendanceDate: r.date, totalWorkingHours: r.totalWorkingHours }));
}

/** `getTimesheetsLeaves`: approved leave days and holidays in the range. */
export async function readLeaves(deps: Deps, actor: Actor, query: { employeeId: string; fromDate: string; toDate: string }) {
  const employee = await requireTimesheetReader(deps, actor, query.employeeId);
  return leaveAndHolidaysBetween(deps.db, employee.organizationId, employee.employeeId, query.fromDate, query.toDate);
}

/**
 * Saves one project's hours for days of one week (`create`, or `update` of a rejected week). The server
 * stores each day and computes every total; it refuses future days, more than 24 hours a day across
 * projects, days the employee was not assigned to the project, a total that disagrees with the days,
 * and weeks already submitted or approved.
 */
export async function saveProjectHours(deps: Deps, actor: Actor, input: TimesheetSave, mode: 'create' | 'update') {
  const employee = await requireTimesheetOwner(deps, actor, input.employeeId);
  if (!input.days) return saveProjectWeekTotal(deps, actor, employee, input, mode);
  const days = input.days.map((d) => ({ date: d.date, hundredths: toHundredths(d.working_hours) }));
  const monday = weekStartOf(days[0]?.date ?? '');
  if (days.some((d) => weekStartOf(d.date) !== monday) || new Set(days.map((d) => d.date)).size !== days.length)
    throw fieldError('days', M.oneWeek);
  const today = todayIso();
  if (days.some((d) => d.date > today && d.hundredths > 0)) throw fieldError('days', M.futureDay);
  const claimed = input.working_hours ?? input.workingHours;
  if (claimed !== undefined && claimed !== '' && toHundredths(claimed) !== sumHundredths(days))
    throw fieldError('working_hours', M.totalMismatch);

  await requireOpenWeek(deps, employee.employeeId, monday, mode);

  const worked = days.filter((d) => d.hundredths > 0);
  if (worked.length > 0) {
    const assignments = await assignmentsBetween(
      deps.db,
      employee.organizationId,
      employee.employeeId,
      monday,
      addDays(monday, 6),
    );
    for (const day of worked) {
      const assigned = assignments.some(
        (a) => sameId(a.projectCode, input.projectCode) && a.startDate <= day.date && (!a.endDate || a.endDate >= day.date),
      );
      if (!assigned) throw fieldError('projectCode', M.notAssigned(input.projectCode, day.date));
    }
  }
  const others = await repo.otherProjectsHours(
    deps.db,
    employee.employeeId,
    days.map((d) => d.date),
    input.projectCode,
  );
  const overfull = overfullDays([
    ...days.map((d) => ({ ...d, projectCode: input.projectCode })),
    ...[...others].map(([date, hundredths]) => ({ date, hundredths, projectCode: '' })),
  ]);
  if (overfull.length > 0) throw fieldError('days', M.dayOverLimit(overfull[0] as string));

  return storeProjectWeek(deps, actor, { ...employee, projectCode: input.projectCode, monday }, days, mode, {
    saved: sumHundredths(days),
    audited: { days },
  });
}

/**
 * Stores one project's days of a week (dropping a week total saved without days) with its audit row, and
 * answers the save: `saved` hundredths are the hours the answer reports, `audited` what the audit row keeps.
 */
async function storeProjectWeek(
  deps: Deps,
  actor: Actor,
  week: { organizationId: string; employeeId: string; projectCode: string; monday: string },
  days: readonly { date: string; hundredths: number }[],
  mode: 'create' | 'update',
  record: { saved: number; audited: Record<string, unknown> },
) {
  const { organizationId, employeeId, projectCode, monday } = week;
  await deps.db.transaction(async (tx) => {
    await repo.saveProjectDays(tx, { organizationId, employeeId, projectCode }, days);
    await repo.deleteProjectWeekTotal(tx, employeeId, projectCode, monday);
    await recordAudit(tx, actor, {
      entity: 'timesheet',
      entityId: `${employeeId}:${projectCode}:${monday}`,
      action: mode,
      after: record.audited,
    });
  });
  return {
    message: mode === 'create' ? M.saved : M.updated,
    employeeId,
    projectCode,
    weekStartDate: monday,
    working_hours: (record.saved / 100).toFixed(2),
  };
}

/** A week already submitted or approved cannot change; `update` is only for a rejected week. */
async function requireOpenWeek(deps: Deps, employeeId: string, monday: string, mode: 'create' | 'update') {
  const latest = await repo.latestWeek(deps.db, employeeId, monday);
  if (latest && LIVE.includes(latest.status))
    throw conflict(M.weekLocked(TIMESHEET_STATUS_LABELS[latest.status as TimesheetStatus]));
  if (mode === 'update' && latest?.status !== 'REJECTED') throw conflict(M.weekNotRejected);
}

/**
 * The original client's save (API.md §4.13): only the project's week total, no date. It belongs to the
 * week the employee last opened in a grid (`getTimeSheets` over that Monday–Sunday), else the current
 * week; `update` still needs that week rejected, and no submitted or approved week changes. The total is
 * placed on the week's days by `placeWeekTotal` (docs/operations.md, "Compatibility with the original
 * client"), so `getTimeSheets` reads the hours back on days and the client's next total adds to them.
 */
async function saveProjectWeekTotal(
  deps: Deps,
  actor: Actor,
  employee: { organizationId: string; employeeId: string },
  input: TimesheetSave,
  mode: 'create' | 'update',
) {
  const hundredths = toHundredths(weekTotalValue.parse(input.working_hours ?? input.workingHours));
  const today = todayIso();
  const monday = (await repo.openWeekOf(deps.db, employee.employeeId)) ?? weekStartOf(today);
  const sunday = addDays(monday, 6);
  const anchor = today < sunday ? today : sunday;
  await requireOpenWeek(deps, employee.employeeId, monday, mode);
  if (monday > today && hundredths > 0) throw fieldError('working_hours', M.futureDay);
  const [entries, totals, assignments] = await Promise.all([
    repo.listEntries(deps.db, employee.employeeId, monday, sunday),
    repo.listWeekTotals(deps.db, employee.employeeId, monday, monday),
    assignmentsBetween(deps.db, employee.organizationId, employee.employeeId, monday, sunday),
  ]);
  const perDay = weekHoursPerDay(entries, totals, today);
  const mine = perDay.get(input.projectCode.toLowerCase()) ?? new Map<string, number>();
  const others = new Map<string, number>();
  for (const [code, days] of perDay)
    if (code !== input.projectCode.toLowerCase()) for (const [date, h] of days) others.set(date, (others.get(date) ?? 0) + h);
  const assignedOn = (date: string) =>
    assignments.some((a) => sameId(a.projectCode, input.projectCode) && a.startDate <= date && (!a.endDate || a.endDate >= date));
  const days = placeWeekTotal({
    monday,
    anchor,
    current: mine,
    target: hundredths,
    room: (date) => (assignedOn(date) ? MAX_HOURS_PER_DAY * 100 - (others.get(date) ?? 0) : 0),
  });
  if (days.length === 0) {
    const assignedSomeDay = weekDays(monday).some((date) => date <= anchor && assignedOn(date));
    if (!assignedSomeDay)
      throw fieldError(
        'projectCode',
        monday === weekStartOf(today) ? M.notAssignedThisWeek(input.projectCode) : M.notAssignedInWeek(input.projectCode, monday),
      );
    throw fieldError('working_hours', M.weekTotalDoesNotFit);
  }

  return storeProjectWeek(deps, actor, { ...employee, projectCode: input.projectCode, monday }, days, mode, {
    saved: hundredths,
    audited: { weekTotalHundredths: hundredths, days },
  });
}

/**
 * Each project's hours per day (project codes in lower case): the day rows, and a week total saved
 * without days before they were placed on days (older data) laid out by the same rule.
 */
function weekHoursPerDay(
  entries: readonly { projectCode: string; workDate: string; hundredths: number }[],
  totals: readonly { projectCode: string; weekStart: string; hundredths: number }[],
  today: string,
) {
  const perDay = new Map<string, Map<string, number>>();
  const add = (code: string, date: string, h: number) => {
    const days = perDay.get(code.toLowerCase()) ?? new Map<string, number>();
    days.set(date, (days.get(date) ?? 0) + h);
    perDay.set(code.toLowerCase(), days);
  };
  for (const e of entries) add(e.projectCode, e.workDate, e.hundredths);
  for (const w of totals)
    for (const d of legacyWeekTotalDays(w.weekStart, w.hundredths, today)) add(w.projectCode, d.date, d.hundredths);
  return perDay;
}

/** A week total stored without days, shown on days: from the latest day up to today back to Monday, 24 hours a day. */
function legacyWeekTotalDays(monday: string, hundredths: number, today: string) {
  const sunday = addDays(monday, 6);
  const place = (anchor: string) =>
    placeWeekTotal({ monday, anchor, current: new Map(), target: hundredths, room: () => MAX_HOURS_PER_DAY * 100 });
  const days = place(today < sunday ? today : sunday);
  return (days.length > 0 ? days : place(sunday)).filter((d) => d.hundredths > 0);
}

/** `POST timesheetapproval/`: submits a week for approval; its totals are computed here, never taken from the client. */
export async function submitWeek(deps: Deps, actor: Actor, input: TimesheetSubmit) {
  const employee = await requireTimesheetOwner(deps, actor, input.employeeId);
  if (!isMonday(input.fromDate) || input.toDate !== addDays(input.fromDate, 6)) throw fieldError('fromDate', M.weekRange);
  const latest = await repo.latestWeek(deps.db, employee.employeeId, input.fromDate);
  if (latest?.status === 'APPROVED') throw conflict(M.alreadyApproved);
  if (latest && LIVE.includes(latest.status)) throw conflict(M.alreadySubmitted);
  const total = await repo.sumHoursBetween(deps.db, employee.employeeId, input.fromDate, input.toDate);
  if (total === 0) throw badRequest(M.nothingToSubmit);
  const attendance = await approvedAttendanceHours(
    deps.db,
    employee.organizationId,
    employee.employeeId,
    input.fromDate,
    input.toDate,
  );
  const swipe = attendance.reduce((sum, a) => sum + a.hundredths, 0);
  await requireSomeApprover(deps.db, employee.employeeId);
  const { row } = await deps.db.transaction(async (tx) => {
    const row = await repo.insertWeek(tx, {
      organizationId: employee.organizationId,
      employeeId: employee.employeeId,
      fromDate: input.fromDate,
      toDate: input.toDate,
      totalHundredths: total,
      swipeHundredths: swipe,
    });
    await recordAudit(tx, actor, { entity: 'timesheetWeek', entityId: String(row.id), action: 'create', after: toSummary(row) });
    await announceFiled(tx, 'timesheet', row);
    return { row };
  });
  return { ...toSummary(row), message: M.submitted };
}

/** `timesheetapproval/approvals/{employeeId}`: the employee's submitted weeks, newest first. */
export async function listSubmittedWeeks(deps: Deps, actor: Actor, employeeId: string, query: { page?: number; size?: number }) {
  const employee = await requireTimesheetReader(deps, actor, employeeId);
  const rows = await repo.listWeeksOf(deps.db, employee.organizationId, employee.employeeId, listWindow(query));
  return rows.map(toSummary);
}

/** `timesheetapproval/{employeeId}?month&year`: the latest submission of each week touching the month. */
export async function listMonthWeeks(deps: Deps, actor: Actor, employeeId: string, month: { month: number; year: number }) {
  const employee = await requireTimesheetReader(deps, actor, employeeId);
  const weeks = weeksOfMonth(month.year, month.month);
  const rows = await repo.latestWeeks(
    deps.db,
    employee.organizationId,
    employee.employeeId,
    weeks[0] as string,
    weeks[weeks.length - 1] as string,
  );
  return rows.map(toSummary);
}

/**
 * `timesheets/waiting`: the weeks waiting for an approver's decision across their people, one page, with
 * the queue's size. A manager or HR reads their own queue (another approver's is 403); an admin may read
 * any approver's of the organisation (another organisation's person is 404).
 */
export async function listWaitingWeeks(
  deps: Deps,
  actor: Actor,
  query: TimesheetWaitingQuery,
): Promise<{ rows: TimesheetWaitingWeek[]; total: number }> {
  let approverId = actor.employeeId;
  if (query.employeeId && !sameId(query.employeeId, actor.employeeId)) {
    if (!isAdmin(actor.role)) requireSelf(actor, query.employeeId);
    approverId = (await requireEmployeeAccess(deps, actor, query.employeeId, 'view')).employeeId;
  }
  const window = listWindow({ page: query.page, size: query.size ?? TIMESHEET_WAITING_PAGE_SIZE });
  const { rows, total } = await repo.listWaitingWeeks(deps.db, actor.organizationId, approverId, window);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      employeeId: r.employeeId,
      employeeName: r.employeeName,
      fromDate: r.fromDate,
      toDate: r.toDate,
      totalHours: r.totalHundredths / 100,
      status: TIMESHEET_STATUS_LABELS[r.status as TimesheetStatus] ?? r.status,
    })),
  };
}
