import { EMPLOYEE_MESSAGES, ID_CARD_MESSAGES, type IdCard, isAdmin } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './employees.repository';
import { fullName } from './employees.service';

/** The ID card's text (spec 2 'ID card preview'): the employee themself or an admin of the organisation. */
export async function getIdCard(deps: Deps, actor: Actor, employeeId: string): Promise<IdCard> {
  const employee = await repo.findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  if (!isAdmin(actor.role) && employee.employeeId !== actor.employeeId) throw forbidden(ID_CARD_MESSAGES.selfOnly);
  const employment = await repo.findEmployment(deps.db, employee.employeeId);
  return {
    employeeName: fullName(employee),
    contactNumber: `${employee.countryCode} ${employee.phoneNumber}`.trim(),
    designation: employment?.designation ?? '',
  };
}
