import {
  addDays,
  isAdmin,
  isMonday,
  TIMESHEET_MESSAGES as M,
  MAX_HOURS_PER_WEEK,
  overfullDays,
  sumHundredths,
  TIMESHEET_STATUS_LABELS,
  type TimesheetProjectWeek,
  type TimesheetSave,
  type TimesheetStatus,
  type TimesheetSubmit,
  type TimesheetWeekSummary,
  todayIso,
  toHundredths,
  weekStartOf,
  weeksOfMonth,
  weekTotalValue,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, fieldError, forbidden } from '../../lib/errors';
import { announceFiled, listWindow, requireSomeApprover } from '../approvals';
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

  await deps.db.transaction(async (tx) => {
    await repo.saveProjectDays(
      tx,
      { organizationId: employee.organizationId, employeeId: employee.employeeId, projectCode: input.projectCode },
      days,
    );
    await repo.deleteProjectWeekTotal(tx, employee.employeeId, input.projectCode, monday);
    await recordAudit(tx, actor, {
      entity: 'timesheet',
      entityId: `${employee.employeeId}:${input.projectCode}:${monday}`,
      action: mode,
      after: { days },
    });
  });
  return {
    message: mode === 'create' ? M.saved : M.updated,
    employeeId: employee.employeeId,
    projectCode: input.projectCode,
    weekStartDate: monday,
    working_hours: (sumHundredths(days) / 100).toFixed(2),
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
 * The original client's save (API.md §4.13): only the week's total, no date. It is recorded for the
 * project and the current week (the server's today, the organisation's clock), replacing that
 * project's day rows of the week; the employee must be assigned to the project on some day of the
 * week up to today, and the week's hours across projects stay within 7 × 24.
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
  const monday = weekStartOf(today);
  const sunday = addDays(monday, 6);
  await requireOpenWeek(deps, employee.employeeId, monday, mode);
  if (hundredths > 0) {
    const assignments = await assignmentsBetween(deps.db, employee.organizationId, employee.employeeId, monday, today);
    const assigned = assignments.some(
      (a) => sameId(a.projectCode, input.projectCode) && a.startDate <= today && (!a.endDate || a.endDate >= monday),
    );
    if (!assigned) throw fieldError('projectCode', M.notAssignedThisWeek(input.projectCode));
  }
  const [entries, totals] = await Promise.all([
    repo.listEntries(deps.db, employee.employeeId, monday, sunday),
    repo.listWeekTotals(deps.db, employee.employeeId, monday, monday),
  ]);
  const others = [...entries, ...totals]
    .filter((row) => !sameId(row.projectCode, input.projectCode))
    .reduce((sum, row) => sum + row.hundredths, 0);
  if (others + hundredths > MAX_HOURS_PER_WEEK * 100) throw fieldError('working_hours', M.weekOverLimit);

  await deps.db.transaction(async (tx) => {
    await repo.saveProjectWeekTotal(
      tx,
      { ...employee, projectCode: input.projectCode, weekStart: monday, weekEnd: sunday },
      hundredths,
    );
    await recordAudit(tx, actor, {
      entity: 'timesheet',
      entityId: `${employee.employeeId}:${input.projectCode}:${monday}`,
      action: mode,
      after: { weekTotalHundredths: hundredths },
    });
  });
  return {
    message: mode === 'create' ? M.saved : M.updated,
    employeeId: employee.employeeId,
    projectCode: input.projectCode,
    weekStartDate: monday,
    working_hours: (hundredths / 100).toFixed(2),
  };
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
