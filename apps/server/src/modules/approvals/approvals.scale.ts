import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idOf, lit, type ScaleContext } from '../../seed/scale-context';

/** One pending phone-number change for every 25th generated person, so approval queues are long. */
export async function seedScaleProfileChangeRequests(tx: Executor, ctx: ScaleContext) {
  await tx.execute(
    sql.raw(`
    INSERT INTO profile_change_requests (organization_id, employee_id, field_name, old_value, new_value, status, created_at)
    SELECT ${lit(ctx.organizationId)}, e.employee_id, 'phoneNumber', e.phone_number, (7000000000 + n)::text, 'PENDING',
      now() - make_interval(hours => n % 720)
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n
    JOIN employees e ON e.employee_id = ${idOf(ctx, 'n')}
    WHERE n % 25 = 0`),
  );
}

/**
 * Tops up the queue of one HR partner for the benchmark's decision line (`npm run bench`): every HR
 * reportee of `hrId` without an open phone-number change gets one, PENDING, so a run has thousands of
 * decisions to make whatever earlier runs approved. Set-based; answers how many it filed.
 */
export async function seedWaitingProfileChanges(db: Executor, organizationId: string, hrId: string) {
  const result = await db.execute<{ n: number }>(sql`
    WITH filed AS (INSERT INTO profile_change_requests (organization_id, employee_id, field_name, old_value, new_value, status)
    SELECT e.organization_id, e.employee_id, 'phoneNumber', e.phone_number, (7000000000 + e.id_number % 1000000000)::text, 'PENDING'
    FROM employments m
    JOIN employees e ON e.employee_id = m.employee_id
    WHERE m.hr_id = ${hrId} AND e.organization_id = ${organizationId} AND e.employee_id <> ${hrId}
      AND NOT EXISTS (SELECT 1 FROM profile_change_requests p WHERE p.employee_id = e.employee_id
        AND p.field_name = 'phoneNumber' AND p.status IN ('PENDING', 'MANAGER_APPROVED'))
    RETURNING 1)
    SELECT count(*)::int AS n FROM filed`);
  return Number(result.rows[0]?.n ?? 0);
}
