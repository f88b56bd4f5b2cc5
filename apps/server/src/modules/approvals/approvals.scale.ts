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
