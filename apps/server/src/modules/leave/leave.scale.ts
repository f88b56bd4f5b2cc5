import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idOf, lit, type ScaleContext } from '../../seed/scale-context';

/**
 * Leave requests of the generated people: a past approved casual leave for every 4th person, a pending
 * earned leave (Monday–Wednesday, Tuesday–Thursday or Wednesday–Friday) a month or two ahead for every 15th (so managers' and HR's queues are long). Balances need no rows:
 * the ledger accrues on first read (leave.ledger.ts), as it does for a real organisation.
 */
export async function seedScaleLeave(tx: Executor, ctx: ScaleContext) {
  const org = lit(ctx.organizationId);
  await tx.execute(
    sql.raw(`
    INSERT INTO leave_requests (organization_id, employee_id, leave_name, start_date, end_date, duration, reason, status,
      manager_decided_by, manager_comments, manager_decided_at, created_at, updated_at)
    SELECT ${org}, e.employee_id, 'CASUALLEAVE', d.day, d.day + 1, 2, 'Family function.', 'APPROVED',
      em.reporting_manager_id, 'Approved.', d.day - 5, d.day - 7, d.day - 5
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n
    JOIN employees e ON e.employee_id = ${idOf(ctx, 'n')}
    JOIN employments em ON em.employee_id = e.employee_id
    CROSS JOIN LATERAL (SELECT current_date - (20 + n % 60) AS day) d
    WHERE n % 4 = 0 AND em.reporting_manager_id IS NOT NULL AND extract(isodow from d.day) < 5`),
  );
  await tx.execute(
    sql.raw(`
    INSERT INTO leave_requests (organization_id, employee_id, leave_name, start_date, end_date, duration, reason, status, created_at, updated_at)
    SELECT ${org}, e.employee_id, 'EARNLEAVE', d.day, d.day + 2, 3, 'Visiting family.', 'PENDING', now() - make_interval(hours => n % 96),
      now() - make_interval(hours => n % 96)
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n
    JOIN employees e ON e.employee_id = ${idOf(ctx, 'n')}
    -- a Monday, Tuesday or Wednesday 4–8 weeks ahead, so the three days stay in one working week whatever today is
    CROSS JOIN LATERAL (SELECT date_trunc('week', current_date + (30 + n % 20))::date + (n % 3) AS day) d
    WHERE n % 15 = 0`),
  );
}
