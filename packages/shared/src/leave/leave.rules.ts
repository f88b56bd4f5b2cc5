import { addDays, daysBetween, parseIsoDate } from '../common/dates';
import { HALF_DAY, LEAVE_START_DAYS_BACK, type LedgerKind } from './leave.constants';

/** Spec 3 §5: inclusive calendar days from start to end, minus 0.5 for a half day; null when not computable. */
export function leaveDuration(startDate: string, endDate: string, isHalfDay: boolean): number | null {
  const days = daysBetween(startDate, endDate);
  if (Number.isNaN(days) || days < 0) return null;
  return days + 1 - (isHalfDay ? HALF_DAY : 0);
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
