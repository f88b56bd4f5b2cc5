import { ACCESS_MESSAGES, EMPLOYEE_MESSAGES, isAdmin } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './employees.repository';

/**
 * Record-level access to an employee's data:
 * - view: admins see their whole organisation; everyone sees themself; managers and HR see their reportees.
 * - manage: admins only (profile edits).
 * Another organisation's employee is reported as not found.
 */
export async function requireEmployeeAccess(deps: Deps, actor: Actor, employeeId: string, need: 'view' | 'manage') {
  // One query: the employee and their reporting lines (the reportee check needs no second read).
  const found = await repo.findEmployeeWithLines(deps.db, actor.organizationId, employeeId);
  if (!found) throw notFound(EMPLOYEE_MESSAGES.notFound);
  const { employee } = found;
  if (isAdmin(actor.role)) return employee;
  if (need === 'manage') throw forbidden(ACCESS_MESSAGES.adminOnlyRecord);
  if (mayViewRecord(actor, { employeeId: employee.employeeId, ...found })) return employee;
  throw forbidden(ACCESS_MESSAGES.ownOrReportees);
}

/** The view rule on a person whose reporting lines are known: admins, the person themself, their manager and HR. */
export function mayViewRecord(
  actor: Actor,
  person: { employeeId: string; reportingManagerId: string | null; hrId: string | null },
): boolean {
  return isAdmin(actor.role) || person.employeeId === actor.employeeId || leads(actor, person);
}

/** True when the actor, as manager or HR, is on one of these reporting lines. */
function leads(actor: Actor, lines: { reportingManagerId: string | null; hrId: string | null }) {
  if (actor.role !== 'ROLE_MANAGER' && actor.role !== 'ROLE_HR') return false;
  return lines.reportingManagerId === actor.employeeId || lines.hrId === actor.employeeId;
}

/** True when the employee reports to the actor as manager or has the actor as HR. */
export async function isReporteeOf(deps: Deps, actor: Actor, employeeId: string): Promise<boolean> {
  if (actor.role !== 'ROLE_MANAGER' && actor.role !== 'ROLE_HR') return false;
  const employment = await repo.findEmployment(deps.db, employeeId);
  return employment !== null && leads(actor, employment);
}
