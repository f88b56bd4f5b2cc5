import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ReportScope } from './reports.scope';

export type LeaveGrouping = 'leaveType' | 'department' | 'month';

/**
 * Approved leave starting in the year: days (half days count 0.5, as the request's duration) and distinct
 * people per group. Reads report_leave_taken (one row per approved leave, kept by triggers), from its
 * index alone: cancelled, rejected and open requests are never in it. A leave counts in the month it
 * starts and in the department the person was in when it was approved.
 */
export async function leaveTaken(db: Executor, scope: ReportScope, grouping: LeaveGrouping, year: number) {
  const key =
    grouping === 'leaveType'
      ? sql`l.leave_name`
      : grouping === 'month'
        ? sql`to_char(l.start_month, 'YYYY-MM')`
        : sql`lower(l.department_id)`;
  const filters: SQL[] = [];
  if (scope.departmentId) filters.push(sql`and lower(l.department_id) = lower(${scope.departmentId})`);
  if (scope.managerId)
    filters.push(
      sql`and l.employee_id in (select m.employee_id from employments m where m.reporting_manager_id = ${scope.managerId})`,
    );
  // Grouped first, then a department's name is looked up once per group (not once per leave).
  const result = await db.execute<{ key: string; days: string; people: number }>(sql`
    with g as (
      select ${key} as key, min(l.department_id) as department_id, sum(l.days) as days, count(distinct l.employee_id)::int as people
        from report_leave_taken l
       where l.organization_id = ${scope.organizationId}
         and l.start_month between ${`${year}-01-01`}::date and ${`${year}-12-01`}::date
         ${sql.join(filters, sql` `)}
       group by 1
    )
    select ${grouping === 'department' ? sql`coalesce(d.department_name, nullif(g.department_id, ''), '—')` : sql`g.key`} as key,
           g.days::text as days, g.people
      from g
      ${grouping === 'department' ? sql`left join departments d on d.organization_id = ${scope.organizationId} and lower(d.department_id) = g.key` : sql``}
     order by 1`);
  return result.rows.map((r) => ({ key: r.key, days: Number(r.days), people: Number(r.people) }));
}
