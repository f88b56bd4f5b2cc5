/** Months and financial years for payroll: a month is 'yyyy-MM'; the financial year runs April to March. */
export const PAYROLL_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const PAYROLL_DATE_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

function monthParts(month: string): { year: number; month: number } {
  const match = PAYROLL_MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`not a month (yyyy-MM): ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

export function daysInMonth(month: string): number {
  const { year, month: number } = monthParts(month);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
}

/** '2026-11' → '2026-27'; '2027-03' → '2026-27'. */
export function financialYearOf(month: string): string {
  const { year, month: number } = monthParts(month);
  const start = number >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The months of the financial year after this one: April → 11, March → 0. */
export function monthsLeftAfter(month: string): number {
  const { month: number } = monthParts(month);
  return (15 - number) % 12;
}

/** The ESI contribution period a month falls in: '2026-04'…'2026-09' → '2026-04', '2026-10'…'2027-03' → '2026-10'. */
export function esiContributionPeriodOf(month: string): string {
  const { year, month: number } = monthParts(month);
  if (number >= 4 && number <= 9) return `${year}-04`;
  return number >= 10 ? `${year}-10` : `${year - 1}-10`;
}

/** Whether a 'yyyy-MM-dd' text is a real calendar date. */
export function isCalendarDate(text: string): boolean {
  const match = PAYROLL_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Days of the month outside [joiningDate, leavingDate] (both inclusive; null = no bound): the days before joining
 * and after leaving, which BEYOND §B5 counts as without pay.
 */
export function daysOutsideEmployment(month: string, joiningDate: string | null, leavingDate: string | null): number {
  const days = daysInMonth(month);
  const first = `${month}-01`;
  const last = `${month}-${String(days).padStart(2, '0')}`;
  const start = joiningDate && joiningDate > first ? joiningDate : first;
  const end = leavingDate && leavingDate < last ? leavingDate : last;
  if (start > end) return days;
  const dayOf = (date: string): number => Number(date.slice(8, 10));
  return days - (dayOf(end) - dayOf(start) + 1);
}
