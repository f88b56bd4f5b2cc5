import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idOf, lit, type ScaleContext } from '../../seed/scale-context';

const SCALE_DEVICE = 'SCALE-GATE-1';

/**
 * Rosters and a month of punches for every generated person (set-based): the demo's general shift (every
 * 10th person the night shift) at its Bengaluru site from the first of last month to the end of this
 * one, and a terminal's in and out punches for each rostered weekday of the last 31 days — mostly on
 * time, some late, a few half days and absences, as the demo's. Needs the demo's shifts and site.
 */
export async function seedScaleTimeAttendance(tx: Executor, ctx: ScaleContext) {
  const org = lit(ctx.organizationId);
  const timeZone = lit(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  await tx.execute(
    sql.raw(`
    INSERT INTO attendance_roster_days (organization_id, employee_id, date, shift_id, site_id)
    SELECT ${org}, e.employee_id, d::date, CASE WHEN n % 10 = 0 THEN night.id ELSE general.id END, site.id
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n
    JOIN employees e ON e.employee_id = ${idOf(ctx, 'n')}
    CROSS JOIN (SELECT id FROM attendance_shifts WHERE organization_id = ${org} AND code = 'GEN') general
    CROSS JOIN (SELECT id FROM attendance_shifts WHERE organization_id = ${org} AND code = 'NIGHT') night
    CROSS JOIN (SELECT id FROM attendance_sites WHERE organization_id = ${org} AND code = 'BLR') site
    CROSS JOIN generate_series(date_trunc('month', current_date) - interval '1 month',
      date_trunc('month', current_date) + interval '1 month' - interval '1 day', interval '1 day') AS d
    ON CONFLICT (employee_id, date) DO NOTHING`),
  );
  await tx.execute(
    sql.raw(`
    INSERT INTO attendance_punches (organization_id, employee_id, at, device_id)
    SELECT ${org}, r.employee_id, ((r.date + s.start_time::time) AT TIME ZONE ${timeZone}) + make_interval(mins => m.minute), ${lit(SCALE_DEVICE)}
    FROM generate_series(${ctx.first}, ${ctx.last}) AS n
    CROSS JOIN generate_series(1, 31) AS k
    JOIN attendance_roster_days r ON r.employee_id = ${idOf(ctx, 'n')} AND r.date = current_date - k
    JOIN attendance_shifts s ON s.id = r.shift_id
    CROSS JOIN LATERAL (SELECT n * 31 + k * 7 AS seed) x
    CROSS JOIN LATERAL (VALUES
      (-20 + (x.seed % 7) * 6 + CASE WHEN x.seed % 11 = 0 THEN 25 ELSE 0 END),
      (-20 + (x.seed % 7) * 6 + CASE WHEN x.seed % 11 = 0 THEN 25 ELSE 0 END
        + CASE WHEN x.seed % 13 = 0 THEN 300 ELSE 550 + (x.seed % 5) * 12 END)
    ) AS m(minute)
    WHERE extract(isodow from r.date) < 6 AND x.seed % 23 <> 0
    ON CONFLICT (employee_id, at, device_id) WHERE device_id IS NOT NULL DO NOTHING`),
  );
}
