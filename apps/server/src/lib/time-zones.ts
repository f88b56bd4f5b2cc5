/** The server's own time zone: an organisation's times are in it until the organisation picks one. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (yyyy-MM-dd) of `now` in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
