import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { takeEmployeeNumbers } from '../organization';
import * as repo from './employee-import.repository';
import type { PersonRef, PlannedEmployment, RowPlan } from './employee-import.rows';

/** Imported accounts have no password until the person sets one (the welcome mail says how). */
export const NO_PASSWORD_YET = '!set-by-password-reset';

export type CreatedPerson = { employeeId: string; email: string; firstname: string };

/**
 * Writes one chunk's accepted rows set-based, inside the caller's transaction: new ids reserved in one
 * statement, then employees, accounts, personal-detail updates, employments, roles and audit rows, each
 * as one statement per thousand rows. People created earlier in the file are resolved by e-mail.
 */
export async function writeEmployeeChunk(
  tx: Executor,
  actor: Actor,
  plans: RowPlan[],
  createdIds: Map<string, string>,
): Promise<CreatedPerson[]> {
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
  const audits: repo.AuditValues[] = [];
  const audit = (entity: string, entityId: string, action: 'create' | 'update', before: unknown, after: unknown) =>
    audits.push({ organizationId, actorId: actor.employeeId, entity, entityId, action, before, after });

  let c = 0;
  for (const plan of plans) {
    if (plan.kind === 'create') {
      const employeeId = created[c++]?.employeeId ?? '';
      newPeople.push({ ...plan.details, employeeId, organizationId });
      accountRows.push({ employeeId, organizationId, passwordHash: NO_PASSWORD_YET, role: plan.role });
      const employment = plan.employment ? employmentOf(employeeId, plan.employment) : null;
      if (employment) employmentRows.push(employment);
      // one audit row per new person, holding their employment and role too
      audit('employee', employeeId, 'create', null, { ...plan.details, role: plan.role, currentEmployment: employment });
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
  }
  await repo.insertPeople(tx, newPeople, accountRows);
  await repo.updatePeople(tx, updates);
  await repo.upsertEmployments(tx, employmentRows);
  await repo.updateRoles(tx, roles);
  await repo.insertAudits(tx, audits);
  return created;
}
