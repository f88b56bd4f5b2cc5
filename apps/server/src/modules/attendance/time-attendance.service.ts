import {
  type AttendanceDay,
  type AttendanceDaysQuery,
  type AttendanceLockResult,
  type AttendanceLockSummary,
  type AttendanceUnlock,
  addDays,
  CLOCK_SKEW_ALLOWANCE_MINUTES,
  type ClockRequest,
  type ClockResult,
  checkFence,
  type DevicePunches,
  dayOfPunch,
  type FenceSite,
  inaccuratePositionMessage,
  isAdmin,
  lopDaysOf,
  TIME_ATTENDANCE_MESSAGES as M,
  OFFLINE_PUNCH_MAX_AGE_HOURS,
  outsideFenceMessage,
  type RosterAssign,
  type RosterCells,
  type RosterPattern,
  type RosterQuery,
  type RosterRow,
  type Shift,
  type ShiftUpsert,
  type Site,
  type SiteUpsert,
  shiftSpan,
  wallClockOf,
} from '@hrms/shared';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { AppError, conflict, fieldError, forbidden, notFound, withCode } from '../../lib/errors';
import { requireEmployeeAccess } from '../employees';
import { organizationTimeZone } from '../organization';
import { deriveDays, lastDayOf, monthsOf, readDays, shiftRulesOf } from './time-attendance.days';
import * as repo from './time-attendance.repository';
import { monthUnlockRefusal } from './time-attendance.unlock-guards';

const unprocessable = (message: string) => new AppError(422, message);

const toShift = (row: repo.ShiftRow): Shift => ({
  code: row.code,
  name: row.name,
  ...shiftRulesOf(row),
  weeklyOff: [...row.weeklyOff],
});
const toSite = (row: repo.SiteRow): Site => ({
  code: row.code,
  name: row.name,
  latitude: row.latitude,
  longitude: row.longitude,
  radiusMeters: row.radiusMeters,
  ipRanges: row.ipRanges,
});

/**
 * Creates or replaces one of the organisation's coded settings (a shift or a site), recorded in the audit as a
 * create or an update; answers it as the API shows it.
 */
function saveCoded<Row, View>(
  deps: Deps,
  actor: Actor,
  code: string,
  entity: string,
  rows: {
    find: (tx: Executor, organizationId: string, code: string) => Promise<Row | null>;
    upsert: (tx: Executor, organizationId: string, code: string) => Promise<Row>;
  },
  view: (row: Row) => View,
): Promise<View> {
  return deps.db.transaction(async (tx) => {
    const before = await rows.find(tx, actor.organizationId, code);
    const after = view(await rows.upsert(tx, actor.organizationId, code));
    await recordAudit(tx, actor, {
      entity,
      entityId: code,
      action: before ? 'update' : 'create',
      before: before ? view(before) : undefined,
      after,
      employeeId: null,
    });
    return after;
  });
}

/** Creates or replaces a shift (admin; the route checks the role). */
export function saveShift(deps: Deps, actor: Actor, code: string, input: ShiftUpsert): Promise<Shift> {
  const rows = { find: repo.findShift, upsert: (tx: Executor, org: string, c: string) => repo.upsertShift(tx, org, c, input) };
  return saveCoded(deps, actor, code, 'attendance-shift', rows, toShift);
}

/** Creates or replaces a site (admin). */
export function saveSite(deps: Deps, actor: Actor, code: string, input: SiteUpsert): Promise<Site> {
  const rows = { find: repo.findSite, upsert: (tx: Executor, org: string, c: string) => repo.upsertSite(tx, org, c, input) };
  return saveCoded(deps, actor, code, 'attendance-site', rows, toSite);
}

export async function listShifts(deps: Deps, actor: Actor): Promise<Shift[]> {
  return (await repo.listShifts(deps.db, actor.organizationId)).map(toShift);
}

export async function listSites(deps: Deps, actor: Actor): Promise<Site[]> {
  return (await repo.listSites(deps.db, actor.organizationId)).map(toSite);
}

/** Admin: everyone; HR: their people; a manager: their direct reportees; anyone else rosters nobody. */
function peopleScope(actor: Actor): repo.PeopleScope {
  if (isAdmin(actor.role)) return { kind: 'all' };
  if (actor.role === 'ROLE_HR') return { kind: 'hr', employeeId: actor.employeeId };
  if (actor.role === 'ROLE_MANAGER') return { kind: 'manager', employeeId: actor.employeeId };
  throw forbidden(M.rosterOnlyLeaders);
}

async function requireMonthsOpen(deps: Deps, organizationId: string, months: readonly string[]) {
  const locked = await repo.lockedMonths(deps.db, organizationId, [...new Set(months)]);
  if (locked.length > 0)
    throw conflict(withCode('timeAttendance.monthLockedIn', M.monthLockedIn, { months: locked.sort().join(', ') }));
}

/** True when the attendance of that day's month is locked (the spec's attendance requests ask this). */
export async function isDayLocked(deps: Deps, organizationId: string, date: string): Promise<boolean> {
  return (await repo.lockedMonths(deps.db, organizationId, [date.slice(0, 7)])).length > 0;
}

/**
 * The distinct people of a roster edit, each of them the caller's to roster (404 for someone the
 * organisation does not have, 403 for someone else's people).
 */
async function requireRosterable(deps: Deps, actor: Actor, ids: readonly string[]): Promise<string[]> {
  const scope = peopleScope(actor);
  const employeeIds = [...new Set(ids)];
  const people = await repo.findPeopleWithLines(deps.db, actor.organizationId, employeeIds);
  const found = new Set(people.map((p) => p.employeeId));
  const missing = employeeIds.find((id) => !found.has(id));
  if (missing) throw notFound(withCode('timeAttendance.employeeNotFound', M.employeeNotFound, { employeeId: missing }));
  const notMine = people.find(
    (p) =>
      (scope.kind === 'hr' && p.hrId !== scope.employeeId) ||
      (scope.kind === 'manager' && p.reportingManagerId !== scope.employeeId),
  );
  if (notMine) throw forbidden(M.notYourPeople);
  return employeeIds;
}

/** The shifts of these codes by code; a code the organisation does not have is a 400 on `field`. */
async function requireShifts(deps: Deps, organizationId: string, codes: readonly string[], field: string) {
  const shifts = new Map((await repo.listShifts(deps.db, organizationId)).map((s) => [s.code, s]));
  const unknown = codes.find((code) => !shifts.has(code));
  if (unknown) throw fieldError(field, withCode('timeAttendance.shiftUnknownCode', M.shiftUnknownCode, { code: unknown }));
  return shifts;
}

/** The audit row of rostering people for a period: who, on what (`rostered`), from when to when. */
const auditRosterPeriod = (
  tx: Executor,
  actor: Actor,
  employeeIds: string[],
  period: { from: string; to: string },
  rostered: Record<string, unknown>,
) =>
  recordAudit(tx, actor, {
    entity: 'attendance-roster',
    entityId: `${period.from}..${period.to}`,
    action: 'update',
    after: { employeeIds, ...rostered, from: period.from, to: period.to },
    employeeId: employeeIds.length === 1 ? employeeIds[0] : null,
  });

/**
 * Rosters people by a rotation of shifts week by week (the roster grid's "fill by pattern"): week 1 of
 * the period gets the first shift, week 2 the second…, starting over after the last; one statement.
 */
export async function assignRosterPattern(deps: Deps, actor: Actor, input: RosterPattern) {
  const employeeIds = await requireRosterable(deps, actor, input.employeeIds);
  const [shifts, site] = await Promise.all([
    requireShifts(deps, actor.organizationId, input.weeks, 'weeks'),
    repo.findSite(deps.db, actor.organizationId, input.site),
  ]);
  if (!site) throw fieldError('site', M.siteUnknown);
  await requireMonthsOpen(deps, actor.organizationId, monthsOf(input.from, input.to));
  const weekShiftIds = input.weeks.map((code) => shifts.get(code)?.id ?? 0);
  await deps.db.transaction(async (tx) => {
    await repo.assignRosterPattern(tx, {
      organizationId: actor.organizationId,
      employeeIds,
      weekShiftIds,
      siteId: site.id,
      from: input.from,
      to: input.to,
    });
    await auditRosterPeriod(tx, actor, employeeIds, input, { weeks: input.weeks, site: site.code });
  });
  return { assigned: employeeIds.length };
}

/**
 * The roster grid's cell edit: chosen days of chosen people get a shift and site, or no roster at all
 * (shift null); the same access and locked-month rules as a period. Answers the number of days.
 */
export async function editRosterCells(deps: Deps, actor: Actor, input: RosterCells) {
  const cells = [...new Map(input.cells.map((c) => [`${c.employeeId}|${c.date}`, c])).values()];
  const employeeIds = await requireRosterable(
    deps,
    actor,
    cells.map((c) => c.employeeId),
  );
  let assignment: { shiftId: number; siteId: number } | null = null;
  if (input.shift !== null) {
    const [shift, site] = await Promise.all([
      repo.findShift(deps.db, actor.organizationId, input.shift),
      repo.findSite(deps.db, actor.organizationId, input.site ?? ''),
    ]);
    if (!shift) throw fieldError('shift', M.shiftUnknown);
    if (!site) throw fieldError('site', M.siteUnknown);
    assignment = { shiftId: shift.id, siteId: site.id };
  }
  await requireMonthsOpen(
    deps,
    actor.organizationId,
    cells.map((c) => c.date.slice(0, 7)),
  );
  await deps.db.transaction(async (tx) => {
    await repo.editRosterCells(tx, actor.organizationId, cells, assignment);
    await recordAudit(tx, actor, {
      entity: 'attendance-roster',
      entityId: 'cells',
      action: input.shift === null ? 'delete' : 'update',
      after: { cells, shift: input.shift, site: input.shift === null ? null : input.site },
      employeeId: employeeIds.length === 1 ? employeeIds[0] : null,
    });
  });
  return { days: cells.length };
}

/**
 * Rosters people on a shift and site for every day of a period (BEYOND §B6): each person must be the
 * caller's to roster, the shift and site must exist, and no day may fall in a locked month.
 */
export async function assignRoster(deps: Deps, actor: Actor, input: RosterAssign) {
  const employeeIds = await requireRosterable(deps, actor, input.employeeIds);
  const [shift, site] = await Promise.all([
    repo.findShift(deps.db, actor.organizationId, input.shift),
    repo.findSite(deps.db, actor.organizationId, input.site),
  ]);
  if (!shift) throw fieldError('shift', M.shiftUnknown);
  if (!site) throw fieldError('site', M.siteUnknown);
  await requireMonthsOpen(deps, actor.organizationId, monthsOf(input.from, input.to));

  await deps.db.transaction(async (tx) => {
    await repo.assignRosterDays(tx, {
      organizationId: actor.organizationId,
      employeeIds,
      shiftId: shift.id,
      siteId: site.id,
      from: input.from,
      to: input.to,
    });
    await auditRosterPeriod(tx, actor, employeeIds, input, { shift: shift.code, site: site.code });
  });
  return { assigned: employeeIds.length };
}

/** The roster grid: the caller's people (optionally one person or department) with their days in a period. */
export async function listRosters(deps: Deps, actor: Actor, query: RosterQuery): Promise<RosterRow[]> {
  const scope = peopleScope(actor);
  const people = await repo.listRosterPeople(deps.db, actor.organizationId, scope, query);
  const days = await repo.listRosterCodes(
    deps.db,
    actor.organizationId,
    people.map((p) => p.employeeId),
    query.from,
    query.to,
  );
  const byPerson = new Map<string, RosterRow['days']>();
  for (const day of days) {
    const list = byPerson.get(day.employeeId) ?? [];
    list.push({ date: day.date, shift: day.shift, site: day.site });
    byPerson.set(day.employeeId, list);
  }
  return people.map((p) => ({
    employeeId: p.employeeId,
    name: `${p.firstname} ${p.lastname}`.trim(),
    days: byPerson.get(p.employeeId) ?? [],
  }));
}

function clockInstant(input: ClockRequest, now: Date): Date {
  if (!input.at) return now;
  const at = new Date(input.at);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_ALLOWANCE_MINUTES * 60_000) throw unprocessable(M.atInFuture);
  if (now.getTime() - at.getTime() > OFFLINE_PUNCH_MAX_AGE_HOURS * 3_600_000) throw unprocessable(M.atTooOld);
  return at;
}

const clockResult = (row: { id: number; at: Date; type: 'IN' | 'OUT' | null; siteCode: string | null }): ClockResult => ({
  id: row.id,
  at: row.at.toISOString(),
  type: row.type ?? 'IN',
  site: row.siteCode ?? '',
});

/** The first result of a clientId already stored: only its own person gets it back. */
async function earlierClock(deps: Deps, actor: Actor, clientId: string): Promise<ClockResult | null> {
  const earlier = await repo.findClockPunch(deps.db, actor.organizationId, clientId);
  if (!earlier) return null;
  if (earlier.employeeId !== actor.employeeId) throw conflict(M.clientIdTaken, { clientId: M.clientIdTaken });
  return clockResult(earlier);
}

/**
 * A clock-in or -out from the browser or the installed app (BEYOND §B6): the same clientId answers the
 * first result; the punch must fall in a rostered day's window, in an open month, and be at the day's
 * site — its fence, or one of its address ranges (the request's address as Fastify reads it: the socket
 * peer, or X-Forwarded-For only from a proxy TRUST_PROXY names).
 */
export async function clock(deps: Deps, actor: Actor, input: ClockRequest, address: string | null): Promise<ClockResult> {
  const again = await earlierClock(deps, actor, input.clientId);
  if (again) return again;
  const at = clockInstant(input, new Date());
  const timeZone = await organizationTimeZone(deps, actor.organizationId);
  const moment = wallClockOf(at, timeZone);
  const rosterRows = await repo.listRosterDays(
    deps.db,
    actor.organizationId,
    [actor.employeeId],
    addDays(moment.date, -1),
    addDays(moment.date, 1),
  );
  const rostered = rosterRows.map((r) => ({ ...r, ...shiftSpan(shiftRulesOf(r.shift)) }));
  const date = dayOfPunch(rostered, moment);
  const day = rostered.find((r) => r.date === date);
  if (!day) throw unprocessable(M.noRoster);
  await requireMonthsOpen(deps, actor.organizationId, [day.date.slice(0, 7)]);

  const site: FenceSite = day.site;
  const position =
    input.latitude != null && input.longitude != null
      ? { latitude: input.latitude, longitude: input.longitude, accuracyMeters: input.accuracyMeters ?? 0 }
      : null;
  const verdict = checkFence([site], position, address);
  if (verdict && !verdict.inside) {
    if (verdict.reason === 'noPosition') throw unprocessable(M.positionRequired);
    if (verdict.reason === 'inaccurate')
      throw unprocessable(inaccuratePositionMessage(verdict.site.name, verdict.accuracyMeters));
    throw unprocessable(outsideFenceMessage(verdict.site.name, verdict.meters));
  }
  const inserted = await repo.insertClockPunch(deps.db, {
    organizationId: actor.organizationId,
    employeeId: actor.employeeId,
    at,
    type: input.type,
    clientId: input.clientId,
    siteId: day.site.id,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    accuracyMeters: input.accuracyMeters ?? null,
    address,
  });
  if (!inserted) {
    // the same clientId raced in from a second request: answer as that one did
    const raced = await earlierClock(deps, actor, input.clientId);
    if (raced) return raced;
    throw conflict(M.clientIdTaken);
  }
  return { id: inserted.id, at: at.toISOString(), type: input.type, site: day.site.code };
}

/**
 * A terminal's batch of punches (an API token of scope attendance:write): people the organisation does
 * not know are listed, never dropped silently; a punch (employee, at, device) is stored once.
 */
export async function recordDevicePunches(deps: Deps, actor: Actor, input: DevicePunches) {
  if (!actor.apiToken) throw forbidden(M.devicesOnly);
  const ids = [...new Set(input.punches.map((p) => p.employeeId))];
  const known = await repo.knownEmployeeIds(deps.db, actor.organizationId, ids);
  const unknown = ids.filter((id) => !known.has(id));
  const punches = input.punches
    .filter((p) => known.has(p.employeeId))
    .map((p) => ({ employeeId: p.employeeId, at: new Date(p.at).toISOString() }));
  const timeZone = await organizationTimeZone(deps, actor.organizationId);
  const months = new Set(punches.map((p) => wallClockOf(new Date(p.at), timeZone).date.slice(0, 7)));
  // a punch in the first hours of a month may belong to the last day of the month before
  for (const month of [...months]) months.add(addDays(`${month}-01`, -1).slice(0, 7));
  await requireMonthsOpen(deps, actor.organizationId, [...months]);
  const accepted =
    punches.length === 0 ? 0 : await repo.insertDevicePunches(deps.db, actor.organizationId, input.deviceId, punches);
  return { accepted, duplicates: punches.length - accepted, unknown };
}

/** One person's rostered days in a period, worked out; the person, their manager and HR, or an admin. */
export async function listDays(deps: Deps, actor: Actor, query: AttendanceDaysQuery) {
  const employee = await requireEmployeeAccess(deps, actor, query.employeeId, 'view');
  const timeZone = await organizationTimeZone(deps, actor.organizationId);
  const days = await readDays(deps.db, actor.organizationId, timeZone, [employee.employeeId], query.from, query.to);
  return days.get(employee.employeeId) ?? [];
}

/**
 * Locks a month (admin): its rostered days are worked out once more and frozen as they are, and each
 * person's days without pay (absent 1, half day ½) are kept for payroll; from then on the month's
 * punches, rosters and attendance requests are refused, and a day changes only through an unlock. A
 * second lock is 409.
 */
export async function lockMonth(deps: Deps, actor: Actor, month: string): Promise<AttendanceLockResult> {
  const timeZone = await organizationTimeZone(deps, actor.organizationId);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.takeMonthLock(tx, actor.organizationId, month, actor.employeeId))) throw conflict(M.alreadyLocked);
    const days = await deriveDays(tx, actor.organizationId, timeZone, null, `${month}-01`, lastDayOf(month));
    const rows: { employeeId: string; lopDays: number }[] = [];
    const frozen: (AttendanceDay & { employeeId: string })[] = [];
    for (const [employeeId, list] of days) {
      if (list.length > 0) rows.push({ employeeId, lopDays: lopDaysOf(list.map((d) => d.status)) });
      for (const day of list) frozen.push({ ...day, employeeId });
    }
    rows.sort((a, b) => a.employeeId.localeCompare(b.employeeId));
    // halves are exact in binary floating point, so the sum is exact too
    const lopDays = rows.reduce((sum, r) => sum + r.lopDays, 0);
    await repo.saveLockRows(tx, actor.organizationId, month, rows, { people: rows.length, lopDays });
    await repo.saveLockedDays(tx, actor.organizationId, month, frozen);
    await recordAudit(tx, actor, {
      entity: 'attendance-lock',
      entityId: month,
      action: 'create',
      after: { month, people: rows.length, lopDays },
      employeeId: null,
    });
    return { month, people: rows.length, lopDays, rows };
  });
}

/**
 * Opens a locked month again (admin, HR) with a reason, kept in the audit trail with the lock it undoes:
 * its frozen days and days without pay go, and its days are worked out from the punches, roster, leave
 * and holidays as they are now until it is locked again. 409 when the month is not locked, or when a
 * module that took its days refuses (payroll: the month's pay run is locked or published).
 */
export async function unlockMonth(deps: Deps, actor: Actor, input: AttendanceUnlock) {
  return deps.db.transaction(async (tx) => {
    const refusal = await monthUnlockRefusal(tx, actor.organizationId, input.month);
    const removed = await repo.removeMonthLock(tx, actor.organizationId, input.month);
    if (!removed) throw conflict(M.notLocked);
    if (refusal) throw conflict(refusal);
    const lock = { month: removed.month, people: removed.people, lopDays: Number(removed.lopDays) };
    await recordAudit(tx, actor, {
      entity: 'attendance-lock',
      entityId: input.month,
      action: 'delete',
      before: { ...lock, lockedBy: removed.lockedBy, lockedAt: removed.lockedAt.toISOString() },
      after: { reason: input.reason },
      employeeId: null,
    });
    return lock;
  });
}

/** The organisation's locked months, newest first (admin, HR). */
export async function listMonthLocks(deps: Deps, actor: Actor): Promise<AttendanceLockSummary[]> {
  const rows = await repo.listMonthLocks(deps.db, actor.organizationId);
  return rows.map((r) => ({
    month: r.month,
    people: r.people,
    lopDays: Number(r.lopDays),
    lockedBy: r.lockedBy,
    lockedAt: r.lockedAt.toISOString(),
  }));
}

/**
 * For payroll: each person's days without pay in a locked month (absent 1, half day ½), empty when the
 * month is not locked.
 */
export async function attendanceLopDays(db: Executor, organizationId: string, month: string): Promise<Map<string, number>> {
  const rows = await repo.listLockRows(db, organizationId, month);
  return new Map(rows.map((r) => [r.employeeId, Number(r.lopDays)]));
}
