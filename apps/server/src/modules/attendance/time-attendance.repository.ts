import type { AttendanceDay, ClockType, ShiftUpsert, SiteUpsert, Weekday } from '@hrms/shared';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, employments } from '../employees';
import { holidays } from '../holidays';
import { leaveRequests } from '../leave';
import { attendanceRecords } from './attendance.tables';
import {
  attendanceLockedDays,
  attendanceLockRows,
  attendanceMonthLocks,
  attendancePunches,
  attendanceRosterDays,
  attendanceShifts,
  attendanceSites,
} from './time-attendance.tables';

export type ShiftRow = typeof attendanceShifts.$inferSelect;
export type SiteRow = typeof attendanceSites.$inferSelect;
export type LockedDayRow = typeof attendanceLockedDays.$inferSelect;

export async function upsertShift(db: Executor, organizationId: string, code: string, input: ShiftUpsert) {
  const values = {
    name: input.name,
    startTime: input.start,
    endTime: input.end,
    breakMinutes: input.breakMinutes,
    graceMinutes: input.graceMinutes,
    halfDayMinutes: input.halfDayMinutes,
    fullDayMinutes: input.fullDayMinutes,
    weeklyOff: input.weeklyOff as Weekday[],
  };
  const [row] = await db
    .insert(attendanceShifts)
    .values({ organizationId, code, ...values })
    .onConflictDoUpdate({
      target: [attendanceShifts.organizationId, attendanceShifts.code],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row as ShiftRow;
}

export async function upsertSite(db: Executor, organizationId: string, code: string, input: SiteUpsert) {
  const values = { ...input };
  const [row] = await db
    .insert(attendanceSites)
    .values({ organizationId, code, ...values })
    .onConflictDoUpdate({
      target: [attendanceSites.organizationId, attendanceSites.code],
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row as SiteRow;
}

export function listShifts(db: Executor, organizationId: string) {
  return db
    .select()
    .from(attendanceShifts)
    .where(eq(attendanceShifts.organizationId, organizationId))
    .orderBy(asc(attendanceShifts.code));
}

export function listSites(db: Executor, organizationId: string) {
  return db
    .select()
    .from(attendanceSites)
    .where(eq(attendanceSites.organizationId, organizationId))
    .orderBy(asc(attendanceSites.code));
}

export async function findShift(db: Executor, organizationId: string, code: string) {
  const [row] = await db
    .select()
    .from(attendanceShifts)
    .where(and(eq(attendanceShifts.organizationId, organizationId), eq(attendanceShifts.code, code)));
  return row ?? null;
}

export async function findSite(db: Executor, organizationId: string, code: string) {
  const [row] = await db
    .select()
    .from(attendanceSites)
    .where(and(eq(attendanceSites.organizationId, organizationId), eq(attendanceSites.code, code)));
  return row ?? null;
}

/** These people of the organisation with their reporting lines (the others do not exist for the caller). */
export function findPeopleWithLines(db: Executor, organizationId: string, employeeIds: readonly string[]) {
  return db
    .select({ employeeId: employees.employeeId, reportingManagerId: employments.reportingManagerId, hrId: employments.hrId })
    .from(employees)
    .leftJoin(employments, eq(employments.employeeId, employees.employeeId))
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.employeeId, [...employeeIds])));
}

/** Every day from `from` to `to` for these people gets the shift and site (set-based; an existing day is replaced). */
export async function assignRosterDays(
  db: Executor,
  params: { organizationId: string; employeeIds: readonly string[]; shiftId: number; siteId: number; from: string; to: string },
) {
  await db.execute(sql`
    INSERT INTO attendance_roster_days (organization_id, employee_id, date, shift_id, site_id)
    SELECT ${params.organizationId}, p.employee_id, d::date, ${params.shiftId}, ${params.siteId}
    FROM json_array_elements_text(${JSON.stringify(params.employeeIds)}::json) AS p(employee_id)
    CROSS JOIN generate_series(${params.from}::date, ${params.to}::date, interval '1 day') AS d
    ON CONFLICT (employee_id, date) DO UPDATE SET shift_id = excluded.shift_id, site_id = excluded.site_id`);
}

/** Every day of the period for these people gets the week's shift of a rotation (set-based; existing days replaced). */
export async function assignRosterPattern(
  db: Executor,
  params: {
    organizationId: string;
    employeeIds: readonly string[];
    weekShiftIds: readonly number[];
    siteId: number;
    from: string;
    to: string;
  },
) {
  await db.execute(sql`
    INSERT INTO attendance_roster_days (organization_id, employee_id, date, shift_id, site_id)
    SELECT ${params.organizationId}, p.employee_id, d::date,
      (${JSON.stringify(params.weekShiftIds)}::jsonb ->> (((d::date - ${params.from}::date) / 7) % ${params.weekShiftIds.length}))::int,
      ${params.siteId}
    FROM json_array_elements_text(${JSON.stringify(params.employeeIds)}::json) AS p(employee_id)
    CROSS JOIN generate_series(${params.from}::date, ${params.to}::date, interval '1 day') AS d
    ON CONFLICT (employee_id, date) DO UPDATE SET shift_id = excluded.shift_id, site_id = excluded.site_id`);
}

/** Chosen (person, day) cells get a shift and site, or (assignment null) lose their roster; one statement. */
export async function editRosterCells(
  db: Executor,
  organizationId: string,
  cells: readonly { employeeId: string; date: string }[],
  assignment: { shiftId: number; siteId: number } | null,
) {
  const json = JSON.stringify(cells);
  if (!assignment) {
    await db.execute(sql`
      DELETE FROM attendance_roster_days r
      USING json_to_recordset(${json}::json) AS c("employeeId" text, date date)
      WHERE r.organization_id = ${organizationId} AND r.employee_id = c."employeeId" AND r.date = c.date`);
    return;
  }
  await db.execute(sql`
    INSERT INTO attendance_roster_days (organization_id, employee_id, date, shift_id, site_id)
    SELECT ${organizationId}, c."employeeId", c.date, ${assignment.shiftId}, ${assignment.siteId}
    FROM json_to_recordset(${json}::json) AS c("employeeId" text, date date)
    ON CONFLICT (employee_id, date) DO UPDATE SET shift_id = excluded.shift_id, site_id = excluded.site_id`);
}

/** Who the caller may roster or see: everyone (admin), HR's people, or a manager's direct reportees. */
export type PeopleScope = { kind: 'all' } | { kind: 'hr'; employeeId: string } | { kind: 'manager'; employeeId: string };

function scopeFilter(scope: PeopleScope): SQL | undefined {
  if (scope.kind === 'hr') return eq(employments.hrId, scope.employeeId);
  if (scope.kind === 'manager') return eq(employments.reportingManagerId, scope.employeeId);
  return undefined;
}

/** The people of a roster grid: in the caller's scope, optionally one person or one department, by id. */
export function listRosterPeople(
  db: Executor,
  organizationId: string,
  scope: PeopleScope,
  filter: { employeeId?: string; department?: string },
) {
  return db
    .select({ employeeId: employees.employeeId, firstname: employees.firstname, lastname: employees.lastname })
    .from(employees)
    .innerJoin(employments, eq(employments.employeeId, employees.employeeId))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        scopeFilter(scope),
        filter.employeeId ? eq(employees.employeeId, filter.employeeId) : undefined,
        filter.department ? eq(employments.departmentId, filter.department) : undefined,
      ),
    )
    .orderBy(asc(employments.idNumber), asc(employees.employeeId))
    .limit(2000);
}

/** Whose days a team calendar shows: the roster scopes, or (anyone else) only the caller. */
export type CalendarScope = PeopleScope | { kind: 'self'; employeeId: string };

function calendarFilter(organizationId: string, scope: CalendarScope, department: string | undefined) {
  return and(
    eq(employees.organizationId, organizationId),
    scope.kind === 'self' ? eq(employees.employeeId, scope.employeeId) : scopeFilter(scope),
    department ? eq(employments.departmentId, department) : undefined,
  );
}

/** A page of a team calendar's people, in id-number order (the roster grid's). */
export function listCalendarPeople(
  db: Executor,
  organizationId: string,
  scope: CalendarScope,
  filter: { department?: string; offset: number; limit: number },
) {
  return db
    .select({ employeeId: employees.employeeId, firstname: employees.firstname, lastname: employees.lastname })
    .from(employees)
    .innerJoin(employments, eq(employments.employeeId, employees.employeeId))
    .where(calendarFilter(organizationId, scope, filter.department))
    .orderBy(asc(employments.idNumber), asc(employees.employeeId))
    .offset(filter.offset)
    .limit(filter.limit);
}

/** How many people a team calendar holds (every page). */
export async function countCalendarPeople(db: Executor, organizationId: string, scope: CalendarScope, department?: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .innerJoin(employments, eq(employments.employeeId, employees.employeeId))
    .where(calendarFilter(organizationId, scope, department));
  return Number(row?.n ?? 0);
}

/** These people (null = everyone of the organisation) from `from` to `to` (ISO dates, both included). */
export type PeoplePeriod = { employeeIds: readonly string[] | null; from: string; to: string };

/** The rows of a per-person day table (rostered or locked days) of the organisation in a period. */
const personDaysOf = (
  table: typeof attendanceRosterDays | typeof attendanceLockedDays,
  organizationId: string,
  { employeeIds, from, to }: PeoplePeriod,
) =>
  and(
    eq(table.organizationId, organizationId),
    employeeIds ? inArray(table.employeeId, [...employeeIds]) : undefined,
    gte(table.date, from),
    lte(table.date, to),
  );

/** Rostered days of these people in a period, each with its shift and site. */
export function listRosterDays(db: Executor, organizationId: string, employeeIds: readonly string[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: attendanceRosterDays.employeeId,
      date: attendanceRosterDays.date,
      shift: attendanceShifts,
      site: attendanceSites,
    })
    .from(attendanceRosterDays)
    .innerJoin(attendanceShifts, eq(attendanceShifts.id, attendanceRosterDays.shiftId))
    .innerJoin(attendanceSites, eq(attendanceSites.id, attendanceRosterDays.siteId))
    .where(personDaysOf(attendanceRosterDays, organizationId, { employeeIds, from, to }))
    .orderBy(asc(attendanceRosterDays.employeeId), asc(attendanceRosterDays.date));
}

/**
 * Rostered days of these people (null = the organisation) in a period as bare ids: the day computation
 * looks the shift up in the organisation's few shifts, so thousands of days read no shift or site
 * columns (reading them whole cost ~1.5 s for 500 people's month, against ~10 ms in the database).
 */
export function listRosterShiftIds(db: Executor, organizationId: string, period: PeoplePeriod) {
  if (period.employeeIds?.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: attendanceRosterDays.employeeId,
      date: attendanceRosterDays.date,
      shiftId: attendanceRosterDays.shiftId,
    })
    .from(attendanceRosterDays)
    .where(personDaysOf(attendanceRosterDays, organizationId, period));
}

/** The roster grid's cells: these people's rostered days in a period as shift and site codes. */
export function listRosterCodes(db: Executor, organizationId: string, employeeIds: readonly string[], from: string, to: string) {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      employeeId: attendanceRosterDays.employeeId,
      date: attendanceRosterDays.date,
      shift: attendanceShifts.code,
      site: attendanceSites.code,
    })
    .from(attendanceRosterDays)
    .innerJoin(attendanceShifts, eq(attendanceShifts.id, attendanceRosterDays.shiftId))
    .innerJoin(attendanceSites, eq(attendanceSites.id, attendanceRosterDays.siteId))
    .where(personDaysOf(attendanceRosterDays, organizationId, { employeeIds, from, to }))
    .orderBy(asc(attendanceRosterDays.employeeId), asc(attendanceRosterDays.date));
}

/** Punches between two instants, of these people (null = the whole organisation). */
export function listPunches(db: Executor, organizationId: string, employeeIds: readonly string[] | null, from: Date, to: Date) {
  return db
    .select({ employeeId: attendancePunches.employeeId, at: attendancePunches.at, type: attendancePunches.type })
    .from(attendancePunches)
    .where(
      and(
        eq(attendancePunches.organizationId, organizationId),
        employeeIds ? inArray(attendancePunches.employeeId, [...employeeIds]) : undefined,
        gte(attendancePunches.at, from),
        lte(attendancePunches.at, to),
      ),
    );
}

/** Approved leave overlapping a period, of these people (null = everyone). */
export function listApprovedLeave(db: Executor, organizationId: string, { employeeIds, from, to }: PeoplePeriod) {
  return db
    .select({ employeeId: leaveRequests.employeeId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.organizationId, organizationId),
        eq(leaveRequests.status, 'APPROVED'),
        employeeIds ? inArray(leaveRequests.employeeId, [...employeeIds]) : undefined,
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    );
}

export function listHolidayDates(db: Executor, organizationId: string, from: string, to: string) {
  return db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(eq(holidays.organizationId, organizationId), gte(holidays.date, from), lte(holidays.date, to)));
}

/** Approved attendance requests (the spec's) in a period: they regularise their days. */
export function listRegularisations(db: Executor, organizationId: string, { employeeIds, from, to }: PeoplePeriod) {
  return db
    .select({
      employeeId: attendanceRecords.employeeId,
      date: attendanceRecords.attendanceDate,
      inTime: attendanceRecords.inTime,
      outTime: attendanceRecords.outTime,
    })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.organizationId, organizationId),
        eq(attendanceRecords.status, 'APPROVED'),
        employeeIds ? inArray(attendanceRecords.employeeId, [...employeeIds]) : undefined,
        gte(attendanceRecords.attendanceDate, from),
        lte(attendanceRecords.attendanceDate, to),
      ),
    );
}

export async function findClockPunch(db: Executor, organizationId: string, clientId: string) {
  const [row] = await db
    .select({
      id: attendancePunches.id,
      employeeId: attendancePunches.employeeId,
      at: attendancePunches.at,
      type: attendancePunches.type,
      siteCode: attendanceSites.code,
    })
    .from(attendancePunches)
    .leftJoin(attendanceSites, eq(attendanceSites.id, attendancePunches.siteId))
    .where(and(eq(attendancePunches.organizationId, organizationId), eq(attendancePunches.clientId, clientId)));
  return row ?? null;
}

/** Stores a clock-in once per clientId; null when that clientId is already stored. */
export async function insertClockPunch(
  db: Executor,
  punch: {
    organizationId: string;
    employeeId: string;
    at: Date;
    type: ClockType;
    clientId: string;
    siteId: number;
    latitude: number | null;
    longitude: number | null;
    accuracyMeters: number | null;
    address: string | null;
  },
) {
  const [row] = await db
    .insert(attendancePunches)
    .values(punch)
    .onConflictDoNothing({
      target: [attendancePunches.organizationId, attendancePunches.clientId],
      where: sql`${attendancePunches.clientId} is not null`,
    })
    .returning({ id: attendancePunches.id });
  return row ?? null;
}

/** The ids among these that are people of the organisation. */
export async function knownEmployeeIds(db: Executor, organizationId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.employeeId, [...employeeIds])));
  return new Set(rows.map((r) => r.employeeId));
}

/** A device's batch in one statement; a punch (employee, at, device) already stored is skipped. Answers how many were new. */
export async function insertDevicePunches(
  db: Executor,
  organizationId: string,
  deviceId: string,
  punches: readonly { employeeId: string; at: string }[],
) {
  const result = await db.execute(sql`
    WITH inserted AS (
      INSERT INTO attendance_punches (organization_id, employee_id, at, device_id)
      SELECT ${organizationId}, p."employeeId", p.at, ${deviceId}
      FROM json_to_recordset(${JSON.stringify(punches)}::json) AS p("employeeId" text, at timestamptz)
      ON CONFLICT (employee_id, at, device_id) WHERE device_id IS NOT NULL DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS accepted FROM inserted`);
  return Number((result.rows[0] as { accepted: number } | undefined)?.accepted ?? 0);
}

/** The locked months among these. */
export async function lockedMonths(db: Executor, organizationId: string, months: readonly string[]) {
  if (months.length === 0) return [];
  const rows = await db
    .select({ month: attendanceMonthLocks.month })
    .from(attendanceMonthLocks)
    .where(and(eq(attendanceMonthLocks.organizationId, organizationId), inArray(attendanceMonthLocks.month, [...months])));
  return rows.map((r) => r.month);
}

/** Takes the month's lock; false when it was already taken. */
export async function takeMonthLock(db: Executor, organizationId: string, month: string, lockedBy: string) {
  const rows = await db
    .insert(attendanceMonthLocks)
    .values({ organizationId, month, people: 0, lopDays: 0, lockedBy })
    .onConflictDoNothing()
    .returning({ month: attendanceMonthLocks.month });
  return rows.length > 0;
}

export async function saveLockRows(
  db: Executor,
  organizationId: string,
  month: string,
  rows: readonly { employeeId: string; lopDays: number }[],
  totals: { people: number; lopDays: number },
) {
  if (rows.length > 0) {
    await db.insert(attendanceLockRows).values(rows.map((r) => ({ organizationId, month, ...r })));
  }
  await db
    .update(attendanceMonthLocks)
    .set(totals)
    .where(and(eq(attendanceMonthLocks.organizationId, organizationId), eq(attendanceMonthLocks.month, month)));
}

export function listLockRows(db: Executor, organizationId: string, month: string) {
  return db
    .select({ employeeId: attendanceLockRows.employeeId, lopDays: attendanceLockRows.lopDays })
    .from(attendanceLockRows)
    .where(and(eq(attendanceLockRows.organizationId, organizationId), eq(attendanceLockRows.month, month)));
}

/** Rows per statement when a lock freezes its days (a JSON parameter of a few MB at most). */
const FROZEN_DAYS_CHUNK = 10_000;

/** Freezes a locked month's days as worked out now (set-based, a chunk of rows per statement). */
export async function saveLockedDays(
  db: Executor,
  organizationId: string,
  month: string,
  days: readonly (AttendanceDay & { employeeId: string })[],
) {
  for (let i = 0; i < days.length; i += FROZEN_DAYS_CHUNK) {
    const chunk = JSON.stringify(days.slice(i, i + FROZEN_DAYS_CHUNK));
    await db.execute(sql`
      INSERT INTO attendance_locked_days (organization_id, month, employee_id, date, shift, first_in, last_out,
        worked_minutes, late_minutes, early_minutes, overtime_minutes, status)
      SELECT ${organizationId}, ${month}, d."employeeId", d.date, d.shift, d."firstIn", d."lastOut",
        d."workedMinutes", d."lateMinutes", d."earlyMinutes", d."overtimeMinutes", d.status
      FROM json_to_recordset(${chunk}::json) AS d("employeeId" text, date date, shift text, "firstIn" text, "lastOut" text,
        "workedMinutes" int, "lateMinutes" int, "earlyMinutes" int, "overtimeMinutes" int, status text)`);
  }
}

/** These people's (null = the organisation's) frozen days of locked months in a period. */
export function listLockedDays(db: Executor, organizationId: string, period: PeoplePeriod) {
  if (period.employeeIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(attendanceLockedDays)
    .where(personDaysOf(attendanceLockedDays, organizationId, period))
    .orderBy(asc(attendanceLockedDays.employeeId), asc(attendanceLockedDays.date));
}

/** The organisation's locks, newest month first. */
export function listMonthLocks(db: Executor, organizationId: string) {
  return db
    .select()
    .from(attendanceMonthLocks)
    .where(eq(attendanceMonthLocks.organizationId, organizationId))
    .orderBy(desc(attendanceMonthLocks.month));
}

/** Removes a month's lock with its rows and frozen days (they cascade); the removed lock, or null when there was none. */
export async function removeMonthLock(db: Executor, organizationId: string, month: string) {
  const [row] = await db
    .delete(attendanceMonthLocks)
    .where(and(eq(attendanceMonthLocks.organizationId, organizationId), eq(attendanceMonthLocks.month, month)))
    .returning();
  return row ?? null;
}
