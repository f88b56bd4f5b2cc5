import { addDays, daysBetween, parseIsoDate } from '../common';
import type { WeekOff } from '../organization';
import { HALF_DAY, LEAVE_START_DAYS_BACK, type LeaveGender, type LedgerKind } from './leave.constants';

/** Spec 3 §5: inclusive calendar days from start to end, minus 0.5 for a half day; null when not computable. */
export function leaveDuration(startDate: string, endDate: string, isHalfDay: boolean): number | null {
  const days = daysBetween(startDate, endDate);
  if (Number.isNaN(days) || days < 0) return null;
  return days + 1 - (isHalfDay ? HALF_DAY : 0);
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Whether a date is one of the person's rostered working days: true or false once time and attendance
 * (BEYOND §B6) knows their roster, undefined when it does not (the weekly offs decide then).
 */
export type RosteredDayLookup = (isoDate: string) => boolean | undefined;

/** What decides a person's working days (BEYOND §B9). */
export type WorkingDayCalendar = {
  /** The organisation's weekOfOne/weekOfTwo; 'Noweekoff' means none. */
  weeklyOffs: readonly WeekOff[];
  /** Dates (yyyy-MM-dd) of the holidays that apply to the person (blank location or theirs). */
  holidayDates: readonly string[];
  /** The seam for rosters: when it answers for a date, it overrides the weekly offs. */
  rosteredDay?: RosteredDayLookup;
};

/** The organisation's weekly offs as the spec stores them: Saturday and Sunday when unset. */
export function weeklyOffsOf(org: { weekOfOne?: WeekOff | null; weekOfTwo?: WeekOff | null }): WeekOff[] {
  return [org.weekOfOne ?? 'Saturday', org.weekOfTwo ?? 'Sunday'];
}

/**
 * Holiday locations meaning everyone: blank (BEYOND §B9) and the spec's own wording, since the holiday form
 * requires a location and the demo data writes 'All Locations'.
 */
const EVERY_LOCATION = new Set(['', 'all locations']);

/** A holiday counts for a person when its location is blank (or all locations) or the person's (case and spacing aside). */
export function holidayAppliesTo(holidayLocation: string, personLocation: string | null): boolean {
  const where = holidayLocation.trim().toLowerCase();
  return EVERY_LOCATION.has(where) || (personLocation !== null && where === personLocation.trim().toLowerCase());
}

/**
 * BEYOND §B9: the working days from start to end inclusive (not a weekly off, unless rostered; not a
 * holiday), minus 0.5 for a half day; null when not computable. 0 when the range holds no working day.
 */
export function workingLeaveDuration(
  startDate: string,
  endDate: string,
  isHalfDay: boolean,
  calendar: WorkingDayCalendar,
): number | null {
  const days = daysBetween(startDate, endDate);
  if (Number.isNaN(days) || days < 0) return null;
  const holidays = new Set(calendar.holidayDates);
  let working = 0;
  for (let i = 0; i <= days; i++) {
    const date = addDays(startDate, i);
    if (holidays.has(date)) continue;
    const rostered = calendar.rosteredDay?.(date);
    const weekday = WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
    if (rostered ?? !calendar.weeklyOffs.includes(weekday)) working++;
  }
  return working === 0 ? 0 : working - (isHalfDay ? HALF_DAY : 0);
}

/** The duration a leave must carry: calendar days (the spec) or, when the organisation says so, working days. */
export function expectedLeaveDuration(
  startDate: string,
  endDate: string,
  isHalfDay: boolean,
  workingDays: WorkingDayCalendar | null,
): number | null {
  return workingDays === null
    ? leaveDuration(startDate, endDate, isHalfDay)
    : workingLeaveDuration(startDate, endDate, isHalfDay, workingDays);
}

/** Spec 3 §5: the start date may be from 7 days ago up to 1 year ahead (inclusive), relative to today. */
export function startDateInWindow(startDate: string, today: string): boolean {
  if (!parseIsoDate(startDate)) return false;
  const earliest = addDays(today, -LEAVE_START_DAYS_BACK);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const latest = new Date(Date.UTC(y + 1, m - 1, d));
  if (latest.getUTCMonth() !== m - 1) latest.setUTCDate(0);
  return startDate >= earliest && startDate <= latest.toISOString().slice(0, 10);
}

/** Two inclusive date ranges share at least one day. */
export function rangesOverlap(a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** Rounds to whole half days (balances move in halves). */
export const toHalfDays = (value: number) => Math.round(value * 2) / 2;

/**
 * Months of `year` a person earns leave in: from the joining month (when they joined on or before
 * the 15th; otherwise from the next month) to December. 0 when they join after the year.
 */
export function eligibleMonths(joinDate: string, year: number): { first: number; months: number } {
  const [jy, jm, jd] = joinDate.split('-').map(Number) as [number, number, number];
  if (jy < year) return { first: 1, months: 12 };
  if (jy > year) return { first: 13, months: 0 };
  const first = jd <= 15 ? jm : jm + 1;
  return { first, months: Math.max(0, 13 - first) };
}

/**
 * Monthly accrual (beyond the spec): a yearly count is earned month by month, pro rata for people who
 * join mid-year. The amount credited for a month is the growth of the cumulative entitlement rounded
 * to half days, so the year's credits add up exactly to count × eligible months / 12 (rounded).
 * Answers the credit for `month` (1–12), 0 when not eligible that month.
 */
export function monthlyAccrual(yearlyCount: number, joinDate: string, year: number, month: number): number {
  const { first } = eligibleMonths(joinDate, year);
  if (month < first || month > 12) return 0;
  const k = month - first + 1;
  const cumulative = (n: number) => toHalfDays((yearlyCount * n) / 12);
  return cumulative(k) - cumulative(k - 1);
}

/** Accrued so far in `year` up to and including `month`. */
export function accruedTo(yearlyCount: number, joinDate: string, year: number, month: number): number {
  let total = 0;
  for (let m = 1; m <= Math.min(month, 12); m++) total += monthlyAccrual(yearlyCount, joinDate, year, m);
  return total;
}

export type LedgerMovement = { kind: LedgerKind; days: number };

/** A balance is the sum of its ledger movements (DESIGN §8.5): credits positive, debits negative. */
export function foldBalance(movements: readonly LedgerMovement[]): number {
  return toHalfDays(movements.reduce((sum, m) => sum + m.days, 0));
}

/** Unused days carried into the next year: none when the type does not carry forward; at most the cap. */
export function carryForwardAmount(unused: number, carryForward: boolean, cap: number | null): number {
  if (!carryForward || unused <= 0) return 0;
  return toHalfDays(cap === null ? unused : Math.min(unused, cap));
}

/**
 * Whether a leave type of `typeGender` is offered to a person whose profile says `personGender` (BEYOND §B9):
 * ALL types to everyone; FEMALE and MALE types only to a person whose profile says Female or Male.
 */
export function leaveTypeOfferedTo(typeGender: LeaveGender, personGender: string | null | undefined): boolean {
  if (typeGender === 'ALL') return true;
  return (typeGender === 'FEMALE' && personGender === 'Female') || (typeGender === 'MALE' && personGender === 'Male');
}
