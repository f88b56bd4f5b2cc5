import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { serverTimeZone } from '../../lib/time-zones';
import { organizationTimeZones } from './organization.tables';

/** The zone the organisation's dates and times are in and its schedules run in (default: the server's). */
export async function organizationTimeZone(deps: Pick<Deps, 'db'>, organizationId: string): Promise<string> {
  return (await findTimeZone(deps.db, organizationId)) ?? serverTimeZone();
}

/** The zone the organisation chose, or null while it runs in the server's. */
export async function findTimeZone(db: Executor, organizationId: string): Promise<string | null> {
  const [row] = await db.select().from(organizationTimeZones).where(eq(organizationTimeZones.organizationId, organizationId));
  return row?.timeZone ?? null;
}

/** Every organisation that chose a zone, by organisation. */
export async function listTimeZones(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select().from(organizationTimeZones);
  return new Map(rows.map((r) => [r.organizationId, r.timeZone]));
}

export async function saveTimeZone(db: Executor, organizationId: string, timeZone: string): Promise<void> {
  await db
    .insert(organizationTimeZones)
    .values({ organizationId, timeZone })
    .onConflictDoUpdate({ target: organizationTimeZones.organizationId, set: { timeZone } });
}

/** The organisation's time zone as a sub-select for a caller's own statement (null when none was chosen: the server's zone). */
export const timeZoneSubselect = (organizationId: SQLWrapper) =>
  sql<
    string | null
  >`(select ${organizationTimeZones.timeZone} from ${organizationTimeZones} where ${organizationTimeZones.organizationId} = ${organizationId})`;
