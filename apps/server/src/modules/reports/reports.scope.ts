import { isAdmin } from '@hrms/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/auth';

/** Whose figures a report counts: the organisation, optionally one department, a manager's direct team. */
export type ReportScope = { organizationId: string; departmentId?: string; managerId?: string };

/** Admin and HR read the organisation; a manager only the people reporting to them. */
export function reportScope(actor: Actor, departmentId: string | undefined): ReportScope {
  const manager = !isAdmin(actor.role) && actor.role === 'ROLE_MANAGER';
  return {
    organizationId: actor.organizationId,
    departmentId: departmentId || undefined,
    managerId: manager ? actor.employeeId : undefined,
  };
}

/** Conditions on the current employment aliased `m` (department, manager's team); `true` when none. */
export function employmentFilter(scope: ReportScope): SQL {
  const parts: SQL[] = [];
  if (scope.departmentId) parts.push(sql`lower(m.department_id) = lower(${scope.departmentId})`);
  if (scope.managerId) parts.push(sql`m.reporting_manager_id = ${scope.managerId}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** A department's name for grouping (its id when the department is gone, a dash when none is recorded). */
export const departmentKey = sql`coalesce(d.department_name, nullif(m.department_id, ''), '—')`;
/** Joins the department of the current employment aliased `m` as `d`. */
export const departmentJoin = sql`left join departments d on d.organization_id = m.organization_id and lower(d.department_id) = lower(m.department_id)`;
