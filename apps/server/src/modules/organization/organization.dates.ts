import { type DateFormat, effectiveDateFormat } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverTimeZone } from '../../lib/time-zones';
import { organizations } from './organization.tables';
import { timeZoneSubselect } from './time-zone';

/** The format in force from what the organisation chose and its time zone (none: the server's zone). */
export const dateFormatFrom = (chosen: string | null, timeZone: string | null): DateFormat =>
  effectiveDateFormat(chosen, timeZone ?? serverTimeZone());

/** What {@link dateFormatFrom} needs, to read in a caller's own statement that has `organizations` in its FROM. */
export const dateFormatColumns = () => ({
  chosenDateFormat: organizations.dateFormat,
  timeZone: timeZoneSubselect(organizations.organizationId),
});

/**
 * How the server writes an organisation's dates in what people read (mails, notifications, downloads): its
 * chosen format, else its country's custom (as every screen shows them). Unknown organisations get the default.
 */
export async function organizationDateFormat(db: Executor, organizationId: string): Promise<DateFormat> {
  const [row] = await db.select(dateFormatColumns()).from(organizations).where(eq(organizations.organizationId, organizationId));
  return dateFormatFrom(row?.chosenDateFormat ?? null, row?.timeZone ?? null);
}
