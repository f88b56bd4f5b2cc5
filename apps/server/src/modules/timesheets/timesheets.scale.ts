import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idOf, lit, type ScaleContext } from '../../seed/scale-context';

/**
 * One project per generated manager, everyone assigned to their manager's project, and last week's
 * timesheet (8 h a weekday) of every generated person: approved by the manager, or waiting for every 10th.
 */
export async function seedScaleTimesheets(tx: Executor, ctx: ScaleContext) {
  const org = lit(ctx.organizationId);
  await tx.execute(
    sql.raw(`INSERT INTO projects (organization_id, project_code, project_name, manager_id, description, billability, billability_location, client)
    SELECT ${org}, 'SC' || n, 'Engagement ' || n, ${idOf(ctx, 'n')}, 'Delivery for client ' || n || '.',
      CASE WHEN n % 4 = 0 THEN 'No' ELSE 'Yes' END, CASE WHEN n % 3 = 0 THEN 'Onsite' ELSE 'Offshore' END, 'Client ' || (n % 97)
    FROM generate_series(${ctx.managerFirst}, ${ctx.managerLast}) AS n`),
  );
  await tx.execute(
    sql.raw(`INSERT INTO assignments (organization_id, project_id, employee_id, employee_designation, start_date, end_date,
      shift_start_time, shift_end_time)
    SELECT ${org}, p.id, em.employee_id, em.designation, current_date - 90, current_date + 180, '09:00', '18:00'
    FROM employments em
    JOIN projects p ON p.organization_id = ${org} AND p.manager_id = em.reporting_manager_id
    WHERE em.organization_id = ${org} AND em.employee_id <> p.manager_id`),
  );
  const lastMonday = `(date_trunc('week', current_date)::date - 7)`;
  await tx.execute(
    sql.raw(`INSERT INTO timesheet_entries (organization_id, employee_id, project_code, work_date, hundredths)
    SELECT ${org}, a.employee_id, p.project_code, ${lastMonday} + d, 800
    FROM assignments a JOIN projects p ON p.id = a.project_id
    CROSS JOIN generate_series(0, 4) AS d
    WHERE p.organization_id = ${org} AND p.project_code LIKE 'SC%'`),
  );
  await tx.execute(
    sql.raw(`INSERT INTO timesheet_weeks (organization_id, employee_id, status, manager_decided_by, manager_comments, manager_decided_at,
      from_date, to_date, total_hundredths, swipe_hundredths, created_at, updated_at)
    SELECT ${org}, a.employee_id, CASE WHEN s.waits THEN 'PENDING' ELSE 'APPROVED' END,
      CASE WHEN s.waits THEN NULL ELSE p.manager_id END, CASE WHEN s.waits THEN '' ELSE 'Approved.' END,
      CASE WHEN s.waits THEN NULL ELSE now() END, ${lastMonday}, ${lastMonday} + 6, 4000, 4500, now(), now()
    FROM assignments a JOIN projects p ON p.id = a.project_id
    CROSS JOIN LATERAL (SELECT a.id % 10 = 0 AS waits) s
    WHERE p.organization_id = ${org} AND p.project_code LIKE 'SC%'`),
  );
}
