import { addDays, parseIsoDate } from '../common';
import type { WhosOutRow } from './whos-out.schemas';

/** Monday of the week holding the day (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const date = parseIsoDate(day);
  if (!date) return day;
  return addDays(day, -((date.getUTCDay() + 6) % 7));
}

/** The week view's range: Monday to Sunday around the day. */
export function weekRange(day: string): { from: string; to: string } {
  const from = mondayOf(day);
  return { from, to: addDays(from, 6) };
}

/** The month view's range: whole weeks, from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGridRange(day: string): { from: string; to: string } {
  const first = `${day.slice(0, 7)}-01`;
  const next = parseIsoDate(first)!;
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = addDays(next.toISOString().slice(0, 10), -1);
  return { from: mondayOf(first), to: addDays(mondayOf(last), 6) };
}

/** Every day from `from` to `to`, both included. */
export function daysOfRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The leave rows covering the day. */
export function peopleOutOn(rows: readonly WhosOutRow[], day: string): WhosOutRow[] {
  return rows.filter((r) => r.startDate <= day && day <= r.endDate);
}
