import { type Experience, type ExperienceRecord, EXPERIENCE_MESSAGES as M } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { requireEmployeeAccess } from '../employees';
import * as repo from './experience.repository';

const toRecord = (row: repo.ExperienceRow): ExperienceRecord => ({
  organisationName: row.organisationName,
  experienceId: row.experienceId,
  designation: row.designation,
  doj: row.doj,
  doe: row.doe,
  experience: row.experience,
  state: row.state,
  country: row.country,
  employeeId: row.employeeId,
});

const detailsOf = (input: Experience) => ({
  organisationName: input.organisationName,
  designation: input.designation,
  doj: input.doj,
  doe: input.doe,
  experience: input.experience,
  state: input.state,
  country: input.country,
});

/** An employee's previous jobs, in the order they were added. */
export async function listExperience(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  return (await repo.listExperience(deps.db, employee.employeeId)).map(toRecord);
}

/** Previous jobs without an access check, for other modules (the profile dashboard). */
export async function experienceOf(deps: Deps, employeeId: string) {
  return (await repo.listExperience(deps.db, employeeId)).map(toRecord);
}

/** Adds a previous job; its experience id is unique for the employee (it names the record on delete). */
export async function createExperience(deps: Deps, actor: Actor, employeeId: string, input: Experience) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  if (await repo.findExperience(deps.db, employee.employeeId, input.experienceId)) {
    throw conflict(M.experienceIdTaken, { experienceId: M.experienceIdTaken });
  }
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertExperience(tx, {
      ...detailsOf(input),
      experienceId: input.experienceId,
      employeeId: employee.employeeId,
      organizationId: employee.organizationId,
    });
    await recordAudit(tx, actor, { entity: 'experience', entityId: String(row.id), action: 'create', after: toRecord(row) });
    return toRecord(row);
  });
}

/** Edits the previous job named by its experience id. */
export async function updateExperience(deps: Deps, actor: Actor, employeeId: string, input: Experience) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const current = await repo.findExperience(deps.db, employee.employeeId, input.experienceId);
  if (!current) throw notFound(M.notFound);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateExperience(tx, current.id, detailsOf(input));
    await recordAudit(tx, actor, {
      entity: 'experience',
      entityId: String(row.id),
      action: 'update',
      before: toRecord(current),
      after: toRecord(row),
    });
    return toRecord(row);
  });
}

/** Deletes a previous job by its experience id (pastId); the first record stays (spec 1 §4). */
export async function deleteExperience(deps: Deps, actor: Actor, employeeId: string, pastId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const rows = await repo.listExperience(deps.db, employee.employeeId);
  const current = rows.find((row) => row.experienceId === pastId);
  if (!current) throw notFound(M.notFound);
  if (rows[0]?.id === current.id) throw conflict(M.firstRowLocked);
  await deps.db.transaction(async (tx) => {
    await repo.deleteExperience(tx, current.id);
    await recordAudit(tx, actor, {
      entity: 'experience',
      entityId: String(current.id),
      action: 'delete',
      before: toRecord(current),
    });
  });
  return { message: M.deleted };
}
