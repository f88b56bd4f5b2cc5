import type { PersonalDetails, Role } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { type AuditEntry, recordAudits } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { createAccounts, setRoles } from '../auth';
import { takeEmployeeNumbers } from '../organization';
import * as repo from './employees.bulk';

/** A person named by a row: an existing id, or the e-mail of a person created earlier in the file. */
export type PersonRef = { id: string } | { email: string };
export type PlannedEmployment = Omit<repo.EmploymentValues, 'employeeId' | 'organizationId' | 'reportingManagerId' | 'hrId'> & {
  manager: PersonRef | null;
  hr: PersonRef | null;
};
/** Custom field values a row sets (only those that differ from what is stored). */
export type CustomValue = { key: string; value: string };
/** What one checked row of an employee import changes: a new person, or an existing person's changes. */
export type RowPlan =
  | {
      kind: 'create';
      row: number;
      details: PersonalDetails;
      employment: PlannedEmployment | null;
      role: Role;
      customValues: CustomValue[];
    }
  | {
      kind: 'update';
      row: number;
      before: repo.PersonValues;
      details: PersonalDetails | null;
      employment: PlannedEmployment | null;
      beforeEmployment: PlannedEmployment | null;
      role: Role | null;
      customValues: CustomValue[];
      beforeCustomValues: Record<string, string>;
    };

/** Imported accounts have no password until the person sets one (the welcome mail says how). */
export const NO_PASSWORD_YET = '!set-by-password-reset';

export type CreatedPerson = { employeeId: string; email: string; firstname: string };

/**
 * Writes many people's changes set-based (an import's chunk), inside the caller's transaction: new ids
 * reserved in one statement, then employees, their accounts (auth's createAccounts), personal-detail
 * updates, employments, roles (auth's setRoles) and audit rows (recordAudits: the person in employee_id,
 * secrets redacted, as employee/create), each one statement. People created earlier in the file are
 * resolved by e-mail (`createdIds`, kept up to date). Answers the people created and the custom field
 * values to store (by the record they belong to), which are the custom fields module's to write.
 */
export async function writeEmployeesBulk(
  tx: Executor,
  actor: Actor,
  plans: RowPlan[],
  createdIds: Map<string, string>,
): Promise<{ created: CreatedPerson[]; customValues: { recordId: string; key: string; value: string }[] }> {
  const organizationId = actor.organizationId;
  const creates = plans.filter((p) => p.kind === 'create');
  const created: CreatedPerson[] = [];
  if (creates.length > 0) {
    const { prefix, first } = await takeEmployeeNumbers(tx, organizationId, creates.length);
    creates.forEach((plan, i) => {
      const employeeId = `${prefix}${first + i}`;
      createdIds.set(plan.details.email.toLowerCase(), employeeId);
      created.push({ employeeId, email: plan.details.email, firstname: plan.details.firstname });
    });
  }
  const idOf = (ref: PersonRef | null) => (ref ? ('id' in ref ? ref.id : (createdIds.get(ref.email) ?? null)) : null);
  const employmentOf = (employeeId: string, e: PlannedEmployment): repo.EmploymentValues => ({
    employeeId,
    organizationId,
    designation: e.designation,
    departmentId: e.departmentId,
    reportingManagerId: idOf(e.manager),
    hrId: idOf(e.hr),
  });

  const newPeople: repo.PersonValues[] = [];
  const accountRows: { employeeId: string; organizationId: string; passwordHash: string; role: RowPlan['role'] & string }[] = [];
  const updates: repo.PersonValues[] = [];
  const employmentRows: repo.EmploymentValues[] = [];
  const roles: { employeeId: string; role: RowPlan['role'] & string }[] = [];
  const audits: AuditEntry[] = [];
  const customValues: { recordId: string; key: string; value: string }[] = [];
  const keepCustomValues = (employeeId: string, values: { key: string; value: string }[]) => {
    for (const { key, value } of values) customValues.push({ recordId: employeeId, key, value });
  };
  const audit = (entity: string, entityId: string, action: 'create' | 'update', before: unknown, after: unknown) =>
    audits.push({ entity, entityId, employeeId: entityId, action, before, after });

  let c = 0;
  for (const plan of plans) {
    if (plan.kind === 'create') {
      const employeeId = created[c++]?.employeeId ?? '';
      newPeople.push({ ...plan.details, employeeId, organizationId });
      accountRows.push({ employeeId, organizationId, passwordHash: NO_PASSWORD_YET, role: plan.role });
      const employment = plan.employment ? employmentOf(employeeId, plan.employment) : null;
      if (employment) employmentRows.push(employment);
      // one audit row per new person, holding their employment and role too
      keepCustomValues(employeeId, plan.customValues);
      audit('employee', employeeId, 'create', null, {
        ...plan.details,
        role: plan.role,
        currentEmployment: employment,
        ...(plan.customValues.length > 0
          ? { customFields: Object.fromEntries(plan.customValues.map((v) => [v.key, v.value])) }
          : {}),
      });
      continue;
    }
    const employeeId = plan.before.employeeId;
    if (plan.details) {
      updates.push({ ...plan.details, employeeId, organizationId });
      audit('employee', employeeId, 'update', plan.before, plan.details);
    }
    if (plan.employment) {
      const values = employmentOf(employeeId, plan.employment);
      employmentRows.push(values);
      const before = plan.beforeEmployment ? employmentOf(employeeId, plan.beforeEmployment) : null;
      audit('currentEmployment', employeeId, before ? 'update' : 'create', before, values);
    }
    if (plan.role) {
      roles.push({ employeeId, role: plan.role });
      audit('role', employeeId, 'update', null, { role: plan.role });
    }
    if (plan.customValues.length > 0) {
      keepCustomValues(employeeId, plan.customValues);
      audit(
        'employeeCustomFields',
        employeeId,
        'update',
        plan.beforeCustomValues,
        Object.fromEntries(plan.customValues.map((v) => [v.key, v.value])),
      );
    }
  }
  await repo.insertPeople(tx, newPeople);
  await createAccounts(tx, accountRows);
  await repo.updatePeople(tx, updates);
  await repo.upsertEmployments(tx, employmentRows);
  await setRoles(tx, roles);
  await recordAudits(tx, actor, audits);
  return { created, customValues };
}
