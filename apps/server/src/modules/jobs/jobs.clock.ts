import cronParser from 'cron-parser';

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
