import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { acrossOrganizations } from '../../db/row-level-security';
import { organizations } from '../organization';
import { jobSchedules } from './jobs.tables';

export type ScheduleState = typeof jobSchedules.$inferSelect;

export async function listOrganizationIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: organizations.organizationId }).from(organizations);
  return rows.map((r) => r.id);
}

export async function listScheduleStates(db: Executor, organizationId?: string): Promise<ScheduleState[]> {
  return db
    .select()
    .from(jobSchedules)
    .where(organizationId ? eq(jobSchedules.organizationId, organizationId) : undefined);
}

/**
 * Marks a run as started at `at` when the schedule is on and its last run is still `expectedLastRun`
 * (`force`: whatever the last run was). Answers whether this caller won the run: of two copies that
 * see the same due run, one claims it.
 */
export async function claimRun(
  db: Executor,
  params: { organizationId: string; name: string; at: Date; expectedLastRun: Date | null; force: boolean },
): Promise<boolean> {
  const guard = params.force
    ? sql`true`
    : sql`${jobSchedules.enabled} and ${jobSchedules.lastRunAt} is not distinct from ${params.expectedLastRun}`;
  const rows = await db
    .insert(jobSchedules)
    .values({ organizationId: params.organizationId, name: params.name, lastRunAt: params.at, lastStatus: null })
    .onConflictDoUpdate({
      target: [jobSchedules.organizationId, jobSchedules.name],
      set: { lastRunAt: params.at, lastStatus: null, lastError: null },
      setWhere: guard,
    })
    .returning({ name: jobSchedules.name });
  return rows.length > 0;
}

export async function recordOutcome(
  db: Executor,
  params: { organizationId: string; name: string; status: 'success' | 'failed'; error?: string },
): Promise<void> {
  await db
    .update(jobSchedules)
    .set({ lastStatus: params.status, lastError: params.error ?? null })
    .where(and(eq(jobSchedules.organizationId, params.organizationId), eq(jobSchedules.name, params.name)));
}

export async function switchSchedule(db: Executor, organizationId: string, name: string, enabled: boolean): Promise<void> {
  await db
    .insert(jobSchedules)
    .values({ organizationId, name, enabled })
    .onConflictDoUpdate({ target: [jobSchedules.organizationId, jobSchedules.name], set: { enabled } });
}

/**
 * Jobs in pg-boss's table by queue and state (set-based; the admin page shows them). The queue's tables belong
 * to no organisation (the policies' role has no grant on them), so the read is the queue's own, unbound work.
 */
export async function countJobsByState(db: Executor): Promise<{ name: string; state: string; n: number }[]> {
  // async: a query runs when awaited, which must happen inside the unbound scope
  const result = await acrossOrganizations(async () =>
    db.execute<{ name: string; state: string; n: string }>(
      sql`select name, state::text as state, count(*) as n from pgboss.job group by name, state`,
    ),
  );
  return result.rows.map((r) => ({ name: r.name, state: r.state, n: Number(r.n) }));
}
