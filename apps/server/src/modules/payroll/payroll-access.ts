import { EMPLOYEE_MESSAGES, isAdmin, PAYROLL_RUN_MESSAGES as M } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden, notFound } from '../../lib/errors';
import { findEmployeeInOrganization, findEmployment } from '../employees';

export type PayrollReader = 'admin' | 'hr' | 'self';

/**
 * Who may see one person's computed pay: admins their organisation, HR the people they are HR of, and the
 * person themself (their HR and admins also see payslips of runs not yet published). Another
 * organisation's person is not found.
 */
export async function requirePersonPayAccess(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  if (isAdmin(actor.role)) return { employee, reader: 'admin' as PayrollReader };
  if (actor.role === 'ROLE_HR') {
    const employment = await findEmployment(deps.db, employee.employeeId);
    if (employment?.hrId === actor.employeeId) return { employee, reader: 'hr' as PayrollReader };
  }
  if (employee.employeeId === actor.employeeId) return { employee, reader: 'self' as PayrollReader };
  throw forbidden(M.ownOnly);
}

/** Runs, registers and payslip lists: admins all, HR read-only and only their people (`hrId`). */
export function requireRunReader(actor: Actor): { hrId?: string } {
  if (isAdmin(actor.role)) return {};
  if (actor.role === 'ROLE_HR') return { hrId: actor.employeeId };
  throw forbidden();
}

export function requirePayrollAdmin(actor: Actor) {
  if (!isAdmin(actor.role)) throw forbidden();
}
