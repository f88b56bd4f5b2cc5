import cronParser from 'cron-parser';

/** The server's own time zone: an organisation's schedules run in it until the organisation picks one. */
export const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The latest time at or before `now` the cron fires in `timeZone`, or null if it never fired in the last year. */
export function previousFire(cron: string, timeZone: string, now: Date): Date | null {
  try {
    const at = cronParser
      .parseExpression(cron, { tz: timeZone, currentDate: new Date(now.getTime() + 1000) })
      .prev()
      .toDate();
    return now.getTime() - at.getTime() <= 366 * 86_400_000 ? at : null;
  } catch {
    return null;
  }
}

export function nextFire(cron: string, timeZone: string, now: Date): Date {
  return cronParser.parseExpression(cron, { tz: timeZone, currentDate: now }).next().toDate();
}

/** The calendar date (yyyy-MM-dd) of `now` in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
