// What the bench scripts (bench-attendance.ts, bench-payroll.ts) open the same way: the bench database, its
// largest organisation, and the deps a service runs with outside the server.
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import type { Deps } from '../apps/server/src/lib/deps';

/** The bench database: DATABASE_URL, else PGlite under DATA_DIR (./data). */
export const openBenchDatabase = () =>
  openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });

/** The organisation with the most people (what `npm run seed:scale` made), and the deps to time its services with. */
export async function largestOrganization(database: Database) {
  const db = database.db;
  const [largest] = (
    await db.execute<{ id: string; n: string }>(
      sql`select organization_id as id, count(*) as n from employees group by 1 order by 2 desc limit 1`,
    )
  ).rows;
  if (!largest) throw new Error('no organisation to measure (run npm run seed:scale first)');
  const log = { error: (details: unknown, message: string) => console.error(message, details) };
  return { largest, deps: { db, log } as unknown as Deps };
}
