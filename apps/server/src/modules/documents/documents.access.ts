import { DOCUMENT_MESSAGES, type DocumentCategory, EMPLOYEE_MESSAGES, isAdmin } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { findEmployeeInOrganization, isReporteeOf, requireEmployeeAccess } from '../employees';

/** The organizationId in the query must be the caller's own (the tenant always comes from the token). */
export function requireOwnOrganization(actor: Actor, organizationId: string) {
  if (organizationId !== actor.organizationId) throw forbidden(DOCUMENT_MESSAGES.organizationMismatch);
}

/** An employee of the caller's organisation (another tenant's is reported as not found). */
export async function requireColleague(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return employee;
}

/** Document lists: admins, the employee, and their manager or HR ('Access denied to view documents' otherwise). */
export async function requireDocumentsView(deps: Deps, actor: Actor, employeeId: string) {
  try {
    return await requireEmployeeAccess(deps, actor, employeeId, 'view');
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) throw forbidden(DOCUMENT_MESSAGES.accessDenied);
    throw error;
  }
}

/** Pictures: the employee themself or an admin; experience documents: admins only (spec 1 §6). */
export async function requireUploadAccess(deps: Deps, actor: Actor, employeeId: string, category: DocumentCategory) {
  const employee = await requireColleague(deps, actor, employeeId);
  if (isAdmin(actor.role)) return employee;
  if (category === 'EXPERIENCE') throw forbidden(DOCUMENT_MESSAGES.experienceAdminOnly);
  if (employee.employeeId !== actor.employeeId) throw forbidden(DOCUMENT_MESSAGES.uploadDenied);
  return employee;
}

/**
 * Onboarding documents follow every other HR record's rule: the employee themself (any role), an admin
 * of the organisation, or HR for the people they lead (their HR or reporting manager, as
 * requireEmployeeAccess); managers who are not HR do not see identity documents.
 */
export async function requireOnboardingAccess(deps: Deps, actor: Actor, employeeId: string, need: 'submit' | 'view') {
  const denied = () => forbidden(need === 'submit' ? DOCUMENT_MESSAGES.onboardingDenied : DOCUMENT_MESSAGES.onboardingViewDenied);
  const employee = await requireColleague(deps, actor, employeeId);
  if (isAdmin(actor.role) || employee.employeeId === actor.employeeId) return employee;
  if (actor.role === 'ROLE_HR' && (await isReporteeOf(deps, actor, employee.employeeId))) return employee;
  throw denied();
}

/** Admins and HR (of the person, checked before) see onboarding details in full; everyone else sees the Aadhar number masked. */
export const seesFullIdNumbers = (actor: Actor) => isAdmin(actor.role) || actor.role === 'ROLE_HR';
