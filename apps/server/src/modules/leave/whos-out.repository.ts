import type { WhosOutRow } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, employments } from '../employees';
import { leaveRequests } from './leave.tables';

/** Whose leave a who's-out answer covers. */
export type WhosOutScope =
  | { kind: 'organisation' }
  | { kind: 'reportees'; managerId: string }
  /** The person and everyone sharing their reporting manager. */
  | { kind: 'teamOf'; employeeId: string };

const scopeCondition = (scope: WhosOutScope) => {
  if (scope.kind === 'organisation') return sql`true`;
  if (scope.kind === 'reportees')
    return sql`lr.employee_id in (select m.employee_id from ${employments} m where m.reporting_manager_id = ${scope.managerId})`;
  return sql`lr.employee_id in (
      select ${scope.employeeId}
      union all
      select m.employee_id from ${employments} m
       where m.reporting_manager_id = (select own.reporting_manager_id from ${employments} own where own.employee_id = ${scope.employeeId}))`;
};

/**
 * Approved leave overlapping [from, to] within the scope, earliest first. The organisation scope walks the
 * partial index of approved leave by end date (leave ending on or after `from` is mostly the future's).
 * Names are looked up per row found: as a join, a misestimated row count (thousands expected, three found)
 * made PostgreSQL hash all 100,000 employees to name three people.
 */
export async function listApprovedLeaveOverlapping(
  db: Executor,
  params: { organizationId: string; from: string; to: string; scope: WhosOutScope },
): Promise<WhosOutRow[]> {
  const result = await db.execute<WhosOutRow>(sql`
    select lr.employee_id as "employeeId",
           (select trim(e.firstname || ' ' || e.lastname) from ${employees} e where e.employee_id = lr.employee_id) as "name",
           lr.leave_name as "leaveType", lr.start_date::text as "startDate", lr.end_date::text as "endDate",
           lr.is_half_day as "isHalfDay"
      from ${leaveRequests} lr
     where lr.organization_id = ${params.organizationId} and lr.status = 'APPROVED'
       and lr.end_date >= ${params.from} and lr.start_date <= ${params.to}
       and ${scopeCondition(params.scope)}
     order by lr.start_date, "name", lr.id`);
  return result.rows.map((r) => ({ ...r, isHalfDay: Boolean(r.isHalfDay) }));
}
