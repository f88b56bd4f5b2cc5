import { EMPLOYEE_MESSAGES, type EmployeeProfile, type PageQuery, type PersonalDetails, pageWindow } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { generateTemporaryPassword, hashPassword } from '../../lib/passwords';
import { createAccount } from '../auth';
import { queueMail } from '../mail';
import { findOrganization, takeEmployeeNumber } from '../organization';
import { requireEmployeeAccess } from './employees.access';
import * as repo from './employees.repository';

export function toProfile(row: repo.EmployeeRow): EmployeeProfile {
  return {
    employeeId: row.employeeId,
    prefix: row.prefix,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    email: row.email,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    maritialStatus: row.maritialStatus,
    dob: row.dob,
    gender: row.gender,
    fatherName: row.fatherName,
    doj: row.doj,
    bloodGroup: row.bloodGroup,
  };
}

export const fullName = (row: { firstname: string; lastname: string }) => `${row.firstname} ${row.lastname}`.trim();

async function requireUniqueEmail(deps: Deps, actor: Actor, email: string, exceptId?: string) {
  const holder = await repo.findByEmail(deps.db, actor.organizationId, email);
  if (holder && holder.employeeId !== exceptId) {
    throw conflict(EMPLOYEE_MESSAGES.emailTaken, { email: EMPLOYEE_MESSAGES.emailTaken });
  }
}

/**
 * Creates an employee with a generated id (organisation prefix + number) and a one-time password,
 * mailed to the employee and returned once to the admin. New people start as new joiners (ROLE_ONBOARDING).
 */
export async function createEmployee(deps: Deps, actor: Actor, input: PersonalDetails) {
  await requireUniqueEmail(deps, actor, input.email);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const organization = await findOrganization(deps.db, actor.organizationId);
  const employeeId = await deps.db.transaction(async (tx) => {
    const { prefix, number } = await takeEmployeeNumber(tx, actor.organizationId);
    const id = `${prefix}${number}`;
    await repo.insertEmployee(tx, { ...input, employeeId: id, organizationId: actor.organizationId });
    await createAccount(tx, { employeeId: id, organizationId: actor.organizationId, passwordHash, role: 'ROLE_ONBOARDING' });
    await recordAudit(tx, actor, { entity: 'employee', entityId: id, action: 'create', after: input });
    await queueMail(tx, actor.organizationId, {
      to: input.email,
      subject: `Welcome to ${organization?.organizationName || 'HRMS'}`,
      text: `Hello ${input.firstname},\n\nYour employee ID is ${id} and your one-time password is ${temporaryPassword}.\nPlease log in and change it using "Forgot Password".\n`,
    });
    return id;
  });
  return { employeeId, temporaryPassword, message: EMPLOYEE_MESSAGES.createSuccess };
}

export async function listEmployees(deps: Deps, actor: Actor, query: PageQuery) {
  const window = pageWindow(query, 10);
  return repo.listEmployees(deps.db, actor.organizationId, { ...window, search: query.search });
}

export async function getEmployeeProfile(deps: Deps, actor: Actor, employeeId: string) {
  return toProfile(await requireEmployeeAccess(deps, actor, employeeId, 'view'));
}

/** Admin edits personal details directly (audited). */
export async function updatePersonalDetails(deps: Deps, actor: Actor, employeeId: string, input: PersonalDetails) {
  const current = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  await requireUniqueEmail(deps, actor, input.email, current.employeeId);
  await deps.db.transaction(async (tx) => {
    await repo.updateEmployee(tx, current.employeeId, input);
    await recordAudit(tx, actor, {
      entity: 'employee',
      entityId: current.employeeId,
      action: 'update',
      before: toProfile(current),
      after: input,
    });
  });
  return toProfile({ ...current, ...input });
}

/** Any colleague's name, for look-ups (same organisation only). */
export async function getEmployeeName(deps: Deps, actor: Actor, employeeId: string) {
  const row = await repo.findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return fullName(row);
}

export async function getEmployeeEmail(deps: Deps, actor: Actor, employeeId: string) {
  const row = await repo.findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!row) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return row.email;
}

export async function findContact(deps: Deps, employeeId: string) {
  const row = await repo.findEmployee(deps.db, employeeId);
  return row ? { email: row.email, name: row.firstname, organizationId: row.organizationId } : null;
}
