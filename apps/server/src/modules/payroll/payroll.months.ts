import { daysInMonth, esiContributionPeriodOf, financialYearOf } from '@hrms/shared';

/** Months as 'yyyy-MM' text (they sort and compare as text); the engine's calendar does the rest. */

export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const firstDayOf = (month: string) => `${month}-01`;
export const lastDayOf = (month: string) => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** April of the financial year the month belongs to. */
export const financialYearStart = (month: string) => `${financialYearOf(month).slice(0, 4)}-04`;

/** The first month of the ESI contribution period (April–September, October–March) the month belongs to. */
export const esiPeriodStart = esiContributionPeriodOf;
