import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employmentFilter, type ReportScope } from './reports.scope';

export type TimesheetGrouping = 'project' | 'employee';

/**
 * Hours of approved weeks only, per project or person, with the share logged on billable projects.
 * A rejected week never counts; its resubmission does once approved (only one live week per person).
 * Days outside the period are left out even when their week is inside it.
 */
export async function approvedHours(
  db: Executor,
  scope: ReportScope,
  grouping: TimesheetGrouping,
  period: { from: string; to: string },
) {
  const key = grouping === 'project' ? sql`t.project_code` : sql`t.employee_id`;
  const name =
    grouping === 'project'
      ? sql`coalesce(max(p.project_name), '')`
      : sql`coalesce(max(trim(e.firstname || ' ' || e.lastname)), '')`;
  const result = await db.execute<{ key: string; name: string; hundredths: number; billable: number }>(sql`
    select ${key} as key, ${name} as name, sum(t.hundredths)::bigint as hundredths,
           coalesce(sum(t.hundredths) filter (where p.billability = 'Yes'), 0)::bigint as billable
      from timesheet_weeks w
      join timesheet_entries t on t.employee_id = w.employee_id and t.work_date between w.from_date and w.to_date
      left join projects p on p.organization_id = t.organization_id and lower(p.project_code) = lower(t.project_code)
      left join employments m on m.employee_id = w.employee_id
      ${grouping === 'employee' ? sql`join employees e on e.employee_id = t.employee_id` : sql``}
     where w.organization_id = ${scope.organizationId} and w.status = 'APPROVED'
       and w.from_date <= ${period.to}::date and w.to_date >= ${period.from}::date
       and t.work_date between ${period.from}::date and ${period.to}::date
       and ${employmentFilter(scope)}
     group by 1
     order by 1`);
  return result.rows.map((r) => ({
    key: r.key,
    name: r.name,
    hours: Number(r.hundredths) / 100,
    billableHours: Number(r.billable) / 100,
  }));
}
