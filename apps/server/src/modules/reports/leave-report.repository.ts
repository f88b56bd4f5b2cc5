import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departmentJoin, departmentKey, employmentFilter, type ReportScope } from './reports.scope';

export type LeaveGrouping = 'leaveType' | 'department' | 'month';

/**
 * Approved leave starting in the year: days (half days count 0.5, as the request's duration) and distinct
 * people per group, one aggregate over the approved-leave index. Cancelled, rejected and open requests
 * never count. A leave is counted in the month it starts.
 */
export async function leaveTaken(db: Executor, scope: ReportScope, grouping: LeaveGrouping, year: number) {
  const key =
    grouping === 'leaveType' ? sql`r.leave_name` : grouping === 'month' ? sql`to_char(r.start_date, 'YYYY-MM')` : departmentKey;
  const result = await db.execute<{ key: string; days: string; people: number }>(sql`
    select ${key} as key, sum(r.duration)::text as days, count(distinct r.employee_id)::int as people
      from leave_requests r
      left join employments m on m.employee_id = r.employee_id
      ${departmentJoin}
     where r.organization_id = ${scope.organizationId} and r.status = 'APPROVED'
       and r.start_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
       and ${employmentFilter(scope)}
     group by 1
     order by 1`);
  return result.rows.map((r) => ({ key: r.key, days: Number(r.days), people: Number(r.people) }));
}
