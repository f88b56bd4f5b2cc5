import {
  type CurrentEmployment,
  type CurrentEmploymentRecord,
  EMPLOYMENT_HR_ROLES,
  isNewCurrentEmployment,
  CURRENT_EMPLOYMENT_MESSAGES as M,
  REPORTING_MANAGER_ROLES,
  type Role,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { listEmployeeIdsWithRoles, rolesOf, setAccessEndsOn } from '../auth';
import {
  findEmployeeInOrganization,
  findEmployment,
  fullName,
  requireDepartmentReference,
  requireDesignationReference,
  requireEmployeeAccess,
  requireEmployeeReference,
  upsertEmployment,
} from '../employees';
import { findDepartment, findOrganization } from '../organization';
import { emitEvent } from '../webhooks';
import * as repo from './current-employment.repository';

type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployeeInOrganization>>>;
type EmploymentRow = Awaited<ReturnType<typeof findEmployment>>;

const byIdNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** The record as GET currentexperience/{id} shows it; "" for everything not recorded yet. */
async function describeEmployment(deps: Deps, employee: EmployeeRow): Promise<CurrentEmploymentRecord> {
  const db = deps.db;
  const [organization, employment] = await Promise.all([
    findOrganization(db, employee.organizationId),
    findEmployment(db, employee.employeeId),
  ]);
  const [manager, department] = await Promise.all([
    employment?.reportingManagerId
      ? findEmployeeInOrganization(db, employee.organizationId, employment.reportingManagerId)
      : null,
    employment?.departmentId ? findDepartment(db, employee.organizationId, employment.departmentId) : null,
  ]);
  return {
    organisationName: organization?.organizationName ?? '',
    employeeName: fullName(employee),
    employeeId: employee.employeeId,
    designation: employment?.designation ?? '',
    doj: employee.doj,
    reportingManagerId: employment?.reportingManagerId ?? '',
    reportingManager: manager ? fullName(manager) : '',
    // Pay is read-only here and owned by payroll; nothing to show until that module supplies it.
    pay: '',
    departmentId: employment?.departmentId ?? '',
    departmentName: department?.departmentName ?? '',
    hrId: employment?.hrId ?? '',
    leavingDate: employment?.leavingDate ?? '',
  };
}

/** GET currentexperience/{id}: the employee's current employment (designation "" when none). */
export async function getCurrentEmployment(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  return describeEmployment(deps, employee);
}

/** GET currentexperience/getEmployeeDetails/{id}: the same, spelling organizationName with z. */
export async function getEmploymentDetails(deps: Deps, actor: Actor, employeeId: string) {
  const { organisationName, ...rest } = await getCurrentEmployment(deps, actor, employeeId);
  return { organizationName: organisationName, ...rest };
}

/** Ids of the employees that may be chosen as reporting manager, by number. */
export async function listManagerIds(deps: Deps, actor: Actor) {
  return (await listEmployeeIdsWithRoles(deps.db, actor.organizationId, REPORTING_MANAGER_ROLES)).sort(byIdNumber);
}

/** Ids of the employees that may be chosen as HR, by number. */
export async function listHrIds(deps: Deps, actor: Actor) {
  return (await listEmployeeIdsWithRoles(deps.db, actor.organizationId, EMPLOYMENT_HR_ROLES)).sort(byIdNumber);
}

const requireKnownDesignation = async (deps: Deps, actor: Actor, designation: string) =>
  (await requireDesignationReference(deps.db, actor.organizationId, designation, 'designation', M.unknownDesignation))
    .designation;

const requireKnownDepartment = async (deps: Deps, actor: Actor, departmentId: string) =>
  (await requireDepartmentReference(deps.db, actor.organizationId, departmentId, 'departmentId', M.unknownDepartment))
    .departmentId;

/**
 * A colleague in the same organisation holding one of `roles`. A person already on this line and kept
 * unchanged stays accepted even if their role has changed since, so unrelated edits are not blocked.
 */
async function requireColleagueWithRole(
  deps: Deps,
  actor: Actor,
  field: 'reportingManagerId' | 'hrId',
  id: string,
  roles: readonly Role[],
  message: string,
  kept: string | null | undefined,
) {
  const colleague = await requireEmployeeReference(deps.db, actor.organizationId, id, field, message);
  if (sameId(kept, colleague.employeeId)) return colleague.employeeId;
  const role = (await rolesOf(deps.db, [colleague.employeeId])).get(colleague.employeeId);
  if (!role || !roles.includes(role)) throw fieldError(field, message);
  return colleague.employeeId;
}

/** Reporting lines must not loop: the new manager may not (indirectly) report to the employee. */
async function requireNoReportingCycle(deps: Deps, employeeId: string, managerId: string) {
  const chain = await repo.reportingChain(deps.db, managerId);
  if (chain.some((id) => sameId(id, employeeId))) {
    throw fieldError('reportingManagerId', M.cycle(employeeId, managerId));
  }
}

/** Named rule steps shared by create and update; returns the values to store. */
async function checkEmployment(
  deps: Deps,
  actor: Actor,
  employee: EmployeeRow,
  current: EmploymentRow,
  input: CurrentEmployment,
) {
  const designation = await requireKnownDesignation(deps, actor, input.designation);
  const departmentId = await requireKnownDepartment(deps, actor, input.departmentId);
  if (sameId(input.reportingManagerId, employee.employeeId)) throw fieldError('reportingManagerId', M.selfManager);
  if (sameId(input.hrId, employee.employeeId)) throw fieldError('hrId', M.selfHr);
  const reportingManagerId = await requireColleagueWithRole(
    deps,
    actor,
    'reportingManagerId',
    input.reportingManagerId,
    REPORTING_MANAGER_ROLES,
    M.notManager,
    current?.reportingManagerId,
  );
  const hrId = await requireColleagueWithRole(deps, actor, 'hrId', input.hrId, EMPLOYMENT_HR_ROLES, M.notHr, current?.hrId);
  await requireNoReportingCycle(deps, employee.employeeId, reportingManagerId);
  const leavingDate = input.leavingDate || null;
  if (leavingDate && (Number.isNaN(Date.parse(leavingDate)) || leavingDate < employee.doj)) {
    throw fieldError('leavingDate', M.badLeavingDate);
  }
  return { designation, departmentId, reportingManagerId, hrId, leavingDate };
}

async function saveEmployment(
  deps: Deps,
  actor: Actor,
  employee: EmployeeRow,
  current: EmploymentRow,
  input: CurrentEmployment,
  action: 'create' | 'update',
) {
  const values = await checkEmployment(deps, actor, employee, current, input);
  await deps.db.transaction(async (tx) => {
    await upsertEmployment(tx, { ...values, employeeId: employee.employeeId, organizationId: employee.organizationId });
    // A leaver signs in up to their last day, then never again (checked at login and on every request).
    await setAccessEndsOn(tx, employee.employeeId, values.leavingDate);
    await recordAudit(tx, actor, {
      entity: 'currentEmployment',
      entityId: employee.employeeId,
      action,
      before: current
        ? {
            designation: current.designation,
            departmentId: current.departmentId,
            reportingManagerId: current.reportingManagerId,
            hrId: current.hrId,
            leavingDate: current.leavingDate,
          }
        : null,
      after: values,
    });
    const leaves = values.leavingDate !== null && values.leavingDate !== (current?.leavingDate ?? null);
    if (leaves)
      await emitEvent(tx, employee.organizationId, 'employee.left', {
        employeeId: employee.employeeId,
        leavingDate: values.leavingDate,
      });
    else if (action === 'update')
      await emitEvent(tx, employee.organizationId, 'employee.updated', {
        employeeId: employee.employeeId,
        changed: 'employment',
      });
  });
  return describeEmployment(deps, employee);
}

/**
 * Records the current employment of an employee who has none (designation empty). The organisation
 * name, employee name, date of joining and the two names are derived on the server, never taken from the body.
 */
export async function createCurrentEmployment(deps: Deps, actor: Actor, employeeId: string, input: CurrentEmployment) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const current = await findEmployment(deps.db, employee.employeeId);
  if (!isNewCurrentEmployment(current)) throw conflict(M.alreadyExists);
  return saveEmployment(deps, actor, employee, current, input, 'create');
}

/** Changes designation, department, reporting manager and HR; these drive access and approvals, so audited. */
export async function updateCurrentEmployment(deps: Deps, actor: Actor, employeeId: string, input: CurrentEmployment) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const current = await findEmployment(deps.db, employee.employeeId);
  if (isNewCurrentEmployment(current)) throw notFound(M.notFound);
  return saveEmployment(deps, actor, employee, current, input, 'update');
}
