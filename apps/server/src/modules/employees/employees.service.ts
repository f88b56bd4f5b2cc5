import {
  EMPLOYEE_MESSAGES,
  type EmployeeCreate,
  type EmployeeListQuery,
  type EmployeeProfile,
  narrowsOrReorders,
  type PersonalDetails,
  pageWindow,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { type Deps, readsOf, withinTransaction } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { generateTemporaryPassword, hashPassword } from '../../lib/passwords';
import { localDate } from '../../lib/time-zones';
import { assignRole, createAccount } from '../auth';
import { queueMail } from '../mail';
import { findOrganization, organizationTimeZone, takeEmployeeNumber } from '../organization';
import { emitEvent } from '../webhooks';
import { listFilteredEmployees } from './employee-filters.repository';
import { resolveEmployeeListFilters } from './employee-list.hooks';
import { requireEmployeeAccess } from './employees.access';
import { currentEmploymentHook } from './employees.hooks';
import * as repo from './employees.repository';
import { welcomeLanguage, welcomeToSetPassword, welcomeWithPassword } from './employees.welcome';

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
 * mailed to the employee and returned once to the admin. Through an API token the password is neither
 * answered nor mailed: the welcome mail tells the person how to set one. New people start as new joiners (ROLE_ONBOARDING)
 * unless a role is chosen. When the form also names the employment (designation, department, reporting
 * manager, HR), it is recorded by the current-employment service and the role by the role assignment, both
 * in the same transaction: a refused field undoes the whole creation.
 */
export async function createEmployee(deps: Deps, actor: Actor, input: EmployeeCreate, acceptLanguage?: string | string[]) {
  const { designation, departmentId, reportingManagerId, hrId, userRole, ...details } = input;
  // an integration never holds a person's password: the new person sets one through "Forgot Password"
  const viaApiToken = actor.apiToken !== undefined;
  await requireUniqueEmail(deps, actor, details.email);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const organization = await findOrganization(deps.db, actor.organizationId);
  const language = await welcomeLanguage(deps.db, actor, acceptLanguage);
  const employeeId = await deps.db.transaction(async (tx) => {
    const { prefix, number } = await takeEmployeeNumber(tx, actor.organizationId);
    const id = `${prefix}${number}`;
    await repo.insertEmployee(tx, { ...details, employeeId: id, organizationId: actor.organizationId });
    await createAccount(tx, { employeeId: id, organizationId: actor.organizationId, passwordHash, role: 'ROLE_ONBOARDING' });
    await recordAudit(tx, actor, { entity: 'employee', entityId: id, action: 'create', after: details });
    await emitEvent(tx, actor.organizationId, 'employee.created', { employeeId: id });
    const inTx = withinTransaction(deps, tx);
    if (designation && departmentId && reportingManagerId && hrId) {
      await recordEmployment(inTx, actor, id, { designation, departmentId, reportingManagerId, hrId });
    }
    if (userRole) await assignRole(inTx, actor, { employeeId: id, userRole });
    const organizationName = organization?.organizationName || 'HRMS';
    const person = { employeeId: id, firstname: details.firstname, email: details.email };
    await queueMail(
      tx,
      actor.organizationId,
      viaApiToken
        ? welcomeToSetPassword(organizationName, person, language)
        : welcomeWithPassword(organizationName, person, temporaryPassword, language),
    );
    return id;
  });
  return viaApiToken
    ? { employeeId, message: EMPLOYEE_MESSAGES.createSuccess }
    : { employeeId, temporaryPassword, message: EMPLOYEE_MESSAGES.createSuccess };
}

/** The profile module's create of current employment; names and dates are derived there, never taken from here. */
async function recordEmployment(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  lines: { designation: string; departmentId: string; reportingManagerId: string; hrId: string },
) {
  const derived = { organisationName: '', employeeName: '', employeeId, doj: '', reportingManager: '', departmentName: '' };
  await currentEmploymentHook.call(deps, actor, employeeId, { ...derived, ...lines });
}

/**
 * GET employee/getAll: the plain list and search keep their own statements (id order); filters and a sort
 * (BEYOND §B9) go through one filtered query. A manager of another organisation, or nobody, manages no one here.
 */
export async function listEmployees(deps: Deps, actor: Actor, query: EmployeeListQuery) {
  const window = pageWindow(query, 10);
  if (!narrowsOrReorders(query))
    return repo.listEmployees(readsOf(deps), actor.organizationId, { ...window, search: query.search });
  const { department, designation, role, status, search } = query;
  let managerId: string | undefined;
  if (query.managerId) {
    const manager = await repo.findEmployeeInOrganization(readsOf(deps), actor.organizationId, query.managerId);
    if (!manager) return { rows: [], total: 0, more: false };
    managerId = manager.employeeId;
  }
  const extra = await resolveEmployeeListFilters(readsOf(deps), actor, query);
  const today = localDate(new Date(), await organizationTimeZone(deps, actor.organizationId));
  const sort = query.sort ?? 'employeeId';
  return listFilteredEmployees(readsOf(deps), actor.organizationId, {
    ...{ department, designation, managerId, role, status, search, sort, today, extra },
    ...window,
  });
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
    await emitEvent(tx, actor.organizationId, 'employee.updated', { employeeId: current.employeeId, changed: 'personalDetails' });
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
