import { type Education, type EducationLevel, type EducationRecord, EDUCATION_MESSAGES as M } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { requireEmployeeAccess } from '../employees';
import * as repo from './education.repository';

const toRecord = (row: repo.EducationRow): EducationRecord => ({
  education: row.education,
  institutionName: row.institutionName,
  universityName: row.universityName,
  degree: row.degree,
  majors: row.majors,
  yearOfPass: row.yearOfPass,
  certificationDate: row.certificationDate,
  percentage: Number(row.percentage),
  state: row.state,
  country: row.country,
  employeeId: row.employeeId,
});

const detailsOf = ({ employeeId: _id, education: _level, ...details }: Education) => details;

/** An employee's education records, oldest first. */
export async function listEducation(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  return (await repo.listEducation(deps.db, employee.employeeId)).map(toRecord);
}

/** Education records without an access check, for other modules (the profile dashboard). */
export async function educationOf(deps: Deps, employeeId: string) {
  return (await repo.listEducation(deps.db, employeeId)).map(toRecord);
}

/** Adds the record of one level; each level is recorded once per employee. */
export async function createEducation(deps: Deps, actor: Actor, employeeId: string, input: Education) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  if (await repo.findEducation(deps.db, employee.employeeId, input.education)) {
    throw conflict(M.levelTaken, { education: M.levelTaken });
  }
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertEducation(tx, {
      ...detailsOf(input),
      education: input.education,
      employeeId: employee.employeeId,
      organizationId: employee.organizationId,
    });
    await recordAudit(tx, actor, { entity: 'education', entityId: String(row.id), action: 'create', after: toRecord(row) });
    return toRecord(row);
  });
}

/** Replaces the record of the level sent (the level itself identifies the record). */
export async function updateEducation(deps: Deps, actor: Actor, employeeId: string, input: Education) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const current = await repo.findEducation(deps.db, employee.employeeId, input.education);
  if (!current) throw notFound(M.notFound);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateEducation(tx, current.id, detailsOf(input));
    await recordAudit(tx, actor, {
      entity: 'education',
      entityId: String(row.id),
      action: 'update',
      before: toRecord(current),
      after: toRecord(row),
    });
    return toRecord(row);
  });
}

/** Deletes the record of one level; the first record of the list stays (spec 1 §4). */
export async function deleteEducation(deps: Deps, actor: Actor, employeeId: string, level: EducationLevel) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const rows = await repo.listEducation(deps.db, employee.employeeId);
  const current = rows.find((row) => row.education === level);
  if (!current) throw notFound(M.notFound);
  if (rows[0]?.id === current.id) throw conflict(M.firstRowLocked);
  await deps.db.transaction(async (tx) => {
    await repo.deleteEducation(tx, current.id);
    await recordAudit(tx, actor, {
      entity: 'education',
      entityId: String(current.id),
      action: 'delete',
      before: toRecord(current),
    });
  });
  return { message: M.deleted };
}
