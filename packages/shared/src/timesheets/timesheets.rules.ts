import { addDays, parseIsoDate, toIsoDate } from '../common';
import { MAX_HOURS_PER_DAY } from './timesheets.constants';
import type { TimesheetProjectWeek } from './timesheets.schemas';

/** Spec 3 §5: only digits and one decimal point, up to 2 characters ("8", "10", "7.", ".5"). */
export const HOURS_INPUT = /^(?=.{1,2}$)\d*\.?\d*$/;

/** The Monday of the week holding `iso` (weeks run Monday to Sunday). */
export function weekStartOf(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return toIsoDate(date);
}

/** The seven dates of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export const isMonday = (iso: string) => parseIsoDate(iso)?.getUTCDay() === 1;

/** Hours kept exactly as hundredths of an hour (7.5 h → 750), never as floats. */
export function toHundredths(hours: number | string): number {
  const value = typeof hours === 'number' ? hours : Number(hours === '' || hours === '.' ? 0 : hours);
  return Math.round(value * 100);
}

export const fromHundredths = (hundredths: number) => hundredths / 100;

/** Hours shown to 2 decimals (spec 3 §9). */
export const formatHours = (hundredths: number) => (hundredths / 100).toFixed(2);

export type DayHours = { date: string; hundredths: number };
export type ProjectDay = DayHours & { projectCode: string };

/** The days, among those given, whose hours across all projects exceed a day's 24. */
export function overfullDays(entries: readonly ProjectDay[]): string[] {
  const perDay = new Map<string, number>();
  for (const e of entries) perDay.set(e.date, (perDay.get(e.date) ?? 0) + e.hundredths);
  return [...perDay].filter(([, total]) => total > MAX_HOURS_PER_DAY * 100).map(([date]) => date);
}

export const sumHundredths = (days: readonly { hundredths: number }[]) => days.reduce((sum, d) => sum + d.hundredths, 0);

/** Spec 3 §5 monthly lookup: month 1–12 and year 1000–9999, else the current week is shown instead. */
export function isValidMonthLookup(month: unknown, year: unknown): boolean {
  const m = Number(month);
  const y = Number(year);
  return Number.isInteger(m) && m >= 1 && m <= 12 && Number.isInteger(y) && y >= 1000 && y <= 9999;
}

/** The weeks (Mondays) that overlap the month: a week belongs to every month it touches. */
export function weeksOfMonth(year: number, month: number): string[] {
  const first = toIsoDate(new Date(Date.UTC(year, month - 1, 1)));
  const last = toIsoDate(new Date(Date.UTC(year, month, 0)));
  const weeks: string[] = [];
  for (let monday = weekStartOf(first); monday <= last; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** Spec 3 §9: the approval summary shows 4 weekly periods going back from the week start. */
export function summaryWeeks(weekStart: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(weekStart, -7 * i));
}

/**
 * The monthly lookup's rows: every week of the month up to the current one, newest first, each with its
 * latest submission or null. A week never submitted (last week, on a Monday) is listed too, so it can be
 * filled in; the spec's "current week row" is the newest of them.
 */
export function monthWeekRows<S extends { fromDate: string }>(
  year: number,
  month: number,
  currentWeek: string,
  submitted: readonly S[],
): { fromDate: string; toDate: string; summary: S | null }[] {
  const byWeek = new Map(submitted.map((s) => [s.fromDate, s]));
  const weeks = new Set(weeksOfMonth(year, month).filter((monday) => monday <= currentWeek));
  for (const s of submitted) weeks.add(s.fromDate);
  return [...weeks]
    .sort((a, b) => b.localeCompare(a))
    .map((fromDate) => ({ fromDate, toDate: addDays(fromDate, 6), summary: byWeek.get(fromDate) ?? null }));
}

/**
 * "Copy last week": last week's hours, each moved seven days on, for the projects of this week and only on
 * days up to today (the server refuses future days and days without the assignment).
 */
export function copyLastWeekHours(
  lastWeek: readonly TimesheetProjectWeek[],
  thisWeek: readonly TimesheetProjectWeek[],
  today: string,
): { projectCode: string; date: string; hours: number }[] {
  const assigned = new Set(thisWeek.map((p) => p.projectCode));
  return lastWeek.flatMap((project) =>
    assigned.has(project.projectCode)
      ? project.projectTimingsDTOList
          .map((t) => ({ projectCode: project.projectCode, date: addDays(t.date, 7), hours: t.working_hours }))
          .filter((copy) => copy.hours > 0 && copy.date <= today)
      : [],
  );
}

/**
 * The original client saves a project's week as one total without dates (API.md §4.13). The server keeps
 * hours per day, so the total is placed on the week's days by one rule, and `getTimeSheets` reads the days
 * back with the same sum, so the client's own total adds up across sittings:
 * - the days already holding hours keep them; only the difference between the new total and their sum moves;
 * - a rise goes on the latest day that may take hours (`anchor`: today in the current week, the Sunday of a
 *   past week), then the day before it, and so on back to Monday, each day up to its `room` (24 hours less
 *   the other projects' hours, nothing on a day without the assignment);
 * - a fall is taken from the latest day holding hours backwards.
 * An empty list when a rise does not fit the days up to the anchor.
 */
export function placeWeekTotal(input: {
  monday: string;
  anchor: string;
  current: ReadonlyMap<string, number>;
  target: number;
  room: (date: string) => number;
}): DayHours[] {
  const days = weekDays(input.monday).map((date) => ({ date, hundredths: input.current.get(date) ?? 0 }));
  let left = input.target - sumHundredths(days);
  for (const day of [...days].reverse()) {
    if (left === 0) break;
    if (left > 0) {
      if (day.date > input.anchor) continue;
      const add = Math.min(left, Math.max(0, input.room(day.date) - day.hundredths));
      day.hundredths += add;
      left -= add;
    } else {
      const take = Math.min(-left, day.hundredths);
      day.hundredths -= take;
      left += take;
    }
  }
  return left === 0 ? days : [];
}
