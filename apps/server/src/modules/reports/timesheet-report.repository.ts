import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ReportScope } from './reports.scope';

export type TimesheetGrouping = 'project' | 'employee';

/** The hundredths of the summary row `h` that fall between from and to (d0 is the week's Monday). */
function inPeriod(from: string, to: string): SQL {
  const days = [0, 1, 2, 3, 4, 5, 6].map(
    (i) =>
      sql`case when h.week_start + ${sql.raw(String(i))} between ${from}::date and ${to}::date then h.${sql.raw(`d${i}`)} else 0 end`,
  );
  return sql.join(days, sql` + `);
}

/**
 * Hours of approved weeks only, per project or person, with the share logged on billable projects.
 * Reads report_approved_hours (one row per approved week and project, kept by triggers) or, by project,
 * its rollup report_project_hours: a rejected week is never in them, its resubmission is once approved. Days outside the period are left out even when
 * their week is inside it. The department filter is the department the person was in when the week was
 * approved; a manager's team is their current direct reports. A group with no hours in the period is left out.
 */
export async function approvedHours(
  db: Executor,
  scope: ReportScope,
  grouping: TimesheetGrouping,
  period: { from: string; to: string },
) {
  const key = grouping === 'project' ? sql`h.project_code` : sql`h.employee_id`;
  // By project for the organisation or a department: the per-project rollup, no row per person.
  const rollup = grouping === 'project' && !scope.managerId;
  const filters: SQL[] = [];
  if (scope.departmentId) filters.push(sql`and lower(h.department_id) = lower(${scope.departmentId})`);
  if (scope.managerId)
    filters.push(
      sql`and h.employee_id in (select m.employee_id from employments m where m.reporting_manager_id = ${scope.managerId})`,
    );
  const name =
    grouping === 'project'
      ? sql`coalesce(max(p.project_name), '')`
      : sql`coalesce(max(trim(e.firstname || ' ' || e.lastname)), '')`;
  // Summed per group and project first (a few hundred rows), then named and split by billability.
  const result = await db.execute<{ key: string; name: string; hundredths: number; billable: number }>(sql`
    with g as (
      select ${key} as key, h.project_code, sum(${inPeriod(period.from, period.to)})::bigint as hundredths
        from ${rollup ? sql`report_project_hours` : sql`report_approved_hours`} h
       where h.organization_id = ${scope.organizationId}
         and h.week_start between ${period.from}::date - 6 and ${period.to}::date
         ${sql.join(filters, sql` `)}
       group by 1, 2
      having sum(${inPeriod(period.from, period.to)}) > 0
    )
    select g.key, ${name} as name, sum(g.hundredths)::bigint as hundredths,
           coalesce(sum(g.hundredths) filter (where p.billability = 'Yes'), 0)::bigint as billable
      from g
      left join projects p on p.organization_id = ${scope.organizationId} and lower(p.project_code) = lower(g.project_code)
      ${grouping === 'employee' ? sql`join employees e on e.employee_id = g.key` : sql``}
     group by 1
     order by 1`);
  return result.rows.map((r) => ({
    key: r.key,
    name: r.name,
    hours: Number(r.hundredths) / 100,
    billableHours: Number(r.billable) / 100,
  }));
}
