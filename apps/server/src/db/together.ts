import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Runs several writes (INSERT/UPDATE/DELETE without RETURNING) as one statement, each but the last a
 * data-modifying CTE: one round trip instead of one per write, all or nothing like any statement. The
 * writes must not read each other's rows (CTEs see the snapshot from before the statement). Nulls are
 * skipped, so callers pass "no rows" as null.
 */
export async function executeTogether(db: Executor, writes: readonly (SQLWrapper | null)[]): Promise<void> {
  const present = writes.filter((w): w is SQLWrapper => w !== null);
  const last = present.pop();
  if (!last) return;
  // getSQL(), not the builder itself: the template would wrap a builder in parentheses
  const ctes = present.map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write.getSQL()})`);
  await db.execute(ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL());
}
