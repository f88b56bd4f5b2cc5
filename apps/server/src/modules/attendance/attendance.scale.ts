import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idOf, lit, type ScaleContext } from '../../seed/scale-context';

/**
 * The last ten weekdays of attendance for every generated person: decided by the reporting manager,
 * except the last two days of every 10th person, which wait (long approval queues).
 */
export async function seedScaleAttendance(tx: Executor, ctx: ScaleContext) {
  await tx.execute(
    sql.raw(`
    INSERT INTO attendance_records (organization_id, employee_id, attendance_date, in_time, out_time, working_minutes, type, status,
      manager_decided_by, manager_comments, manager_decided_at, created_at, updated_at)
    SELECT ${lit(ctx.organizationId)}, e.employee_id, w.day, '09:' || lpad(((n % 4) * 15)::text, 2, '0'),
      '18:' || lpad(((n % 4) * 15)::text, 2, '0'), 540, CASE WHEN (n + w.k) % 5 = 0 THEN 'workFromHome' ELSE 'workFromOffice' END,
      CASE WHEN n % 10 = 0 AND w.k <= 2 THEN 'PENDING' ELSE 'APPROVED' END,
      CASE WHEN n % 10 = 0 AND w.k <= 2 THEN NULL ELSE em.reporting_manager_id END,
      CASE WHEN n % 10 = 0 AND w.k <= 2 THEN '' ELSE 'Approved.' END,
      CASE WHEN n % 10 = 0 AND w.k <= 2 THEN NULL ELSE w.day + 2 END,
      w.day + 1, w.day + 1
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n
    JOIN employees e ON e.employee_id = ${idOf(ctx, 'n')}
    JOIN employments em ON em.employee_id = e.employee_id
    CROSS JOIN (
      SELECT day::date AS day, row_number() OVER (ORDER BY day DESC) AS k
      FROM generate_series(current_date - 14, current_date - 1, interval '1 day') AS g(day)
      WHERE extract(isodow from day) < 6
    ) w
    WHERE em.reporting_manager_id IS NOT NULL`),
  );
}
