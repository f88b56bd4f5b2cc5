import {
  type AttendanceDay,
  addDays,
  type DayPunch,
  dayOfPunch,
  deriveDay,
  minutesFrom,
  type Regularisation,
  type RosteredSpan,
  type ShiftRules,
  shiftSpan,
  timeOfMinute,
  wallClockOf,
} from '@hrms/shared';
import type { Executor } from '../../db/client';
import * as repo from './time-attendance.repository';

export const shiftRulesOf = (row: repo.ShiftRow): ShiftRules => ({
  start: row.startTime,
  end: row.endTime,
  breakMinutes: row.breakMinutes,
  graceMinutes: row.graceMinutes,
  halfDayMinutes: row.halfDayMinutes,
  fullDayMinutes: row.fullDayMinutes,
  weeklyOff: row.weeklyOff,
});

type RosteredDay = RosteredSpan & { code: string; rules: ShiftRules };

/** Roster days by person, then by date, each with its shift's rules (worked out once per shift). */
function indexRoster(rows: readonly { employeeId: string; date: string; shiftId: number }[], shifts: readonly repo.ShiftRow[]) {
  const ruleOf = new Map(
    shifts.map((s) => {
      const rules = shiftRulesOf(s);
      return [s.id, { code: s.code, rules, span: shiftSpan(rules) }];
    }),
  );
  const byPerson = new Map<string, Map<string, RosteredDay>>();
  for (const row of rows) {
    const shift = ruleOf.get(row.shiftId);
    if (!shift) continue;
    const days = byPerson.get(row.employeeId) ?? new Map<string, RosteredDay>();
    byPerson.set(row.employeeId, days);
    days.set(row.date, { date: row.date, ...shift.span, code: shift.code, rules: shift.rules });
  }
  return byPerson;
}

const dayKey = (employeeId: string, date: string) => `${employeeId}|${date}`;

/** The days of these people (null = the organisation) from `from` to `to`, each person's in date order. */
type DaysOfPeople = (
  db: Executor,
  organizationId: string,
  timeZone: string,
  people: readonly string[] | null,
  from: string,
  to: string,
) => Promise<Map<string, AttendanceDay[]>>;

/**
 * Each rostered day of these people (null = the organisation) from `from` to `to`, worked out from the
 * punches, the roster, approved leave, holidays and approved attendance requests (regularisations):
 * one read of each, whatever the number of people and days, then the shared day rules.
 */
export const deriveDays: DaysOfPeople = async (db, organizationId, timeZone, people, from, to) => {
  // the neighbouring days take part in the "nearer shift wins" rule
  const [rosterFrom, rosterTo] = [addDays(from, -1), addDays(to, 1)];
  const punchesFrom = new Date(`${addDays(from, -2)}T00:00:00Z`);
  const punchesTo = new Date(`${addDays(to, 3)}T00:00:00Z`);
  const [rosterRows, shifts, punches, leave, holidayRows, regularisations] = await Promise.all([
    repo.listRosterShiftIds(db, organizationId, { employeeIds: people, from: rosterFrom, to: rosterTo }),
    repo.listShifts(db, organizationId),
    repo.listPunches(db, organizationId, people, punchesFrom, punchesTo),
    repo.listApprovedLeave(db, organizationId, { employeeIds: people, from, to }),
    repo.listHolidayDates(db, organizationId, from, to),
    repo.listRegularisations(db, organizationId, { employeeIds: people, from, to }),
  ]);
  const roster = indexRoster(rosterRows, shifts);

  const punchesOfDay = new Map<string, DayPunch[]>();
  for (const punch of punches) {
    const days = roster.get(punch.employeeId);
    if (!days) continue;
    const moment = wallClockOf(punch.at, timeZone);
    const candidates = [addDays(moment.date, -1), moment.date, addDays(moment.date, 1)]
      .map((date) => days.get(date))
      .filter((d): d is RosteredDay => d !== undefined);
    const date = dayOfPunch(candidates, moment);
    if (!date) continue;
    const key = dayKey(punch.employeeId, date);
    const list = punchesOfDay.get(key) ?? [];
    list.push({ minute: minutesFrom(date, moment), type: punch.type });
    punchesOfDay.set(key, list);
  }

  const onLeave = new Set<string>();
  for (const l of leave) {
    for (let d = l.startDate < from ? from : l.startDate; d <= l.endDate && d <= to; d = addDays(d, 1)) {
      onLeave.add(dayKey(l.employeeId, d));
    }
  }
  const holidayDates = new Set(holidayRows.map((h) => h.date));
  const regularised = new Map<string, Regularisation>(regularisations.map((r) => [dayKey(r.employeeId, r.date), r]));

  const result = new Map<string, AttendanceDay[]>();
  for (const [employeeId, days] of roster) {
    const list: AttendanceDay[] = [];
    for (const day of days.values()) {
      if (day.date < from || day.date > to) continue;
      const key = dayKey(employeeId, day.date);
      const derived = deriveDay({
        date: day.date,
        shift: day.rules,
        punches: punchesOfDay.get(key) ?? [],
        onLeave: onLeave.has(key),
        holiday: holidayDates.has(day.date),
        regularisation: regularised.get(key) ?? null,
      });
      list.push({
        date: day.date,
        shift: day.code,
        firstIn: derived.firstInMinute === null ? null : timeOfMinute(derived.firstInMinute),
        lastOut: derived.lastOutMinute === null ? null : timeOfMinute(derived.lastOutMinute),
        workedMinutes: derived.workedMinutes,
        lateMinutes: derived.lateMinutes,
        earlyMinutes: derived.earlyMinutes,
        overtimeMinutes: derived.overtimeMinutes,
        status: derived.status,
      });
    }
    list.sort((a, b) => a.date.localeCompare(b.date));
    result.set(employeeId, list);
  }
  return result;
};

/** The months (yyyy-MM) a period touches. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

/** The last day (yyyy-MM-dd) of a month (yyyy-MM). */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`, -1);
}

const frozenDay = (row: repo.LockedDayRow): AttendanceDay => ({
  date: row.date,
  shift: row.shift,
  firstIn: row.firstIn,
  lastOut: row.lastOut,
  workedMinutes: row.workedMinutes,
  lateMinutes: row.lateMinutes,
  earlyMinutes: row.earlyMinutes,
  overtimeMinutes: row.overtimeMinutes,
  status: row.status,
});

/**
 * The days of these people in a period as everyone sees them: a locked month's days as they were frozen
 * by its lock (whatever changed since), the other months' worked out now. people null = the organisation.
 */
export const readDays: DaysOfPeople = async (db, organizationId, timeZone, people, from, to) => {
  const months = monthsOf(from, to);
  const locked = new Set(await repo.lockedMonths(db, organizationId, months));
  if (locked.size === 0) return deriveDays(db, organizationId, timeZone, people, from, to);
  const [derived, frozen] = await Promise.all([
    locked.size === months.length
      ? new Map<string, AttendanceDay[]>()
      : deriveDays(db, organizationId, timeZone, people, from, to),
    repo.listLockedDays(db, organizationId, { employeeIds: people, from, to }),
  ]);
  const result = new Map<string, AttendanceDay[]>();
  for (const [employeeId, list] of derived) {
    result.set(
      employeeId,
      list.filter((d) => !locked.has(d.date.slice(0, 7))),
    );
  }
  for (const row of frozen) {
    const list = result.get(row.employeeId) ?? [];
    list.push(frozenDay(row));
    result.set(row.employeeId, list);
  }
  for (const list of result.values()) list.sort((a, b) => a.date.localeCompare(b.date));
  return result;
};
