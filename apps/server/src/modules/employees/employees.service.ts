import {
  EMPLOYEE_MESSAGES,
  type EmployeeCreate,
  type EmployeeProfile,
  type PageQuery,
  type PersonalDetails,
  pageWindow,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { type Deps, withinTransaction } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { generateTemporaryPassword, hashPassword } from '../../lib/passwords';
import { assignRole, createAccount } from '../auth';
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
 * mailed to the employee and returned once to the admin. New people start as new joiners (ROLE_ONBOARDING)
 * unless a role is chosen. When the form also names the employment (designation, department, reporting
 * manager, HR), it is recorded by the current-employment service and the role by the role assignment, both
 * in the same transaction: a refused field undoes the whole creation.
 */
export async function createEmployee(deps: Deps, actor: Actor, input: EmployeeCreate) {
  const { designation, departmentId, reportingManagerId, hrId, userRole, ...details } = input;
  await requireUniqueEmail(deps, actor, details.email);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const organization = await findOrganization(deps.db, actor.organizationId);
  const employeeId = await deps.db.transaction(async (tx) => {
    const { prefix, number } = await takeEmployeeNumber(tx, actor.organizationId);
    const id = `${prefix}${number}`;
    await repo.insertEmployee(tx, { ...details, employeeId: id, organizationId: actor.organizationId });
    await createAccount(tx, { employeeId: id, organizationId: actor.organizationId, passwordHash, role: 'ROLE_ONBOARDING' });
    await recordAudit(tx, actor, { entity: 'employee', entityId: id, action: 'create', after: details });
    const inTx = withinTransaction(deps, tx);
    if (designation && departmentId && reportingManagerId && hrId) {
      await recordEmployment(inTx, actor, id, { designation, departmentId, reportingManagerId, hrId });
    }
    if (userRole) await assignRole(inTx, actor, { employeeId: id, userRole });
    await queueMail(tx, actor.organizationId, {
      to: details.email,
      subject: `Welcome to ${organization?.organizationName || 'HRMS'}`,
      text: `Hello ${details.firstname},\n\nYour employee ID is ${id} and your one-time password is ${temporaryPassword}.\nPlease log in and change it using "Forgot Password".\n`,
    });
    return id;
  });
  return { employeeId, temporaryPassword, message: EMPLOYEE_MESSAGES.createSuccess };
}

/** The profile module's create of current employment; names and dates are derived there, never taken from here. */
async function recordEmployment(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  lines: { designation: string; departmentId: string; reportingManagerId: string; hrId: string },
) {
  if (!deps.createCurrentEmployment) throw new Error('The profile module did not supply createCurrentEmployment.');
  const derived = { organisationName: '', employeeName: '', employeeId, doj: '', reportingManager: '', departmentName: '' };
  await deps.createCurrentEmployment(deps, actor, employeeId, { ...derived, ...lines });
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
