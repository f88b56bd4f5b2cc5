/** Calendar dates travel as yyyy-MM-dd strings; these helpers read them in UTC so time zones never shift a day. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's calendar date in the local time zone, as yyyy-MM-dd. */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * The same day `months` months later (earlier when negative), or that month's last day when it is shorter:
 * 31 January + 1 month is 28 (or 29) February, 29 February + 12 months is 28 February.
 */
export function addMonthsClamped(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** The same day `years` years later (earlier when negative); 29 February rolls back to 28 February, not into March. */
export function addYears(iso: string, years: number): string {
  return addMonthsClamped(iso, years * 12);
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Whole years from `from` to `to` (both yyyy-MM-dd). */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years -= 1;
  return years;
}

export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return Number.NaN;
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

const zoneClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The format that shows an instant's calendar date and 24-hour time in a time zone, in parts (year, month,
 * day, hour, minute: two digits each, the year four); made once per zone.
 */
export function zoneClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneClockFormats.set(timeZone, format);
  }
  return format;
}
