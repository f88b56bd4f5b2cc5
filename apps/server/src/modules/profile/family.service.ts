import {
  FAMILY_MAX_MEMBERS,
  type FamilyMember,
  type FamilyMemberRecord,
  familyExportFileName,
  FAMILY_MESSAGES as M,
  phoneTaken,
  relationTaken,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { requireEmployeeAccess } from '../employees';
import { familyWorkbook } from './family.export';
import * as repo from './family.repository';

const toRecord = (row: repo.FamilyMemberRow): FamilyMemberRecord => ({
  memberId: row.memberId,
  employeeId: row.employeeId,
  name: row.name,
  relation: row.relation,
  phoneNumber: row.phoneNumber,
  countryCode: row.countryCode,
});

const detailsOf = (input: FamilyMember) => ({
  name: input.name,
  relation: input.relation,
  countryCode: input.countryCode,
  phoneNumber: input.phoneNumber,
});

/** An employee's family members, in the order they were added. */
export async function listFamilyMembers(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  return (await repo.listFamilyMembers(deps.db, employee.employeeId)).map(toRecord);
}

/** Family members without an access check, for other modules (the profile dashboard). */
export async function familyOf(deps: Deps, employeeId: string) {
  return (await repo.listFamilyMembers(deps.db, employeeId)).map(toRecord);
}

/** Relation and phone number are unique among the employee's members (spec 1 §5). */
function requireUniqueRelationAndPhone(rows: repo.FamilyMemberRow[], input: FamilyMember, memberId?: number) {
  if (relationTaken(rows, input.relation, memberId)) throw conflict(M.relationTaken, { relation: M.relationTaken });
  if (phoneTaken(rows, input.phoneNumber, memberId)) throw conflict(M.phoneTaken, { phoneNumber: M.phoneTaken });
}

/** Adds a family member (at most 8) and answers it with its new memberId. */
export async function createFamilyMember(deps: Deps, actor: Actor, employeeId: string, input: FamilyMember) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const rows = await repo.listFamilyMembers(deps.db, employee.employeeId);
  if (rows.length >= FAMILY_MAX_MEMBERS) throw conflict(M.tooMany);
  requireUniqueRelationAndPhone(rows, input);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertFamilyMember(tx, {
      ...detailsOf(input),
      employeeId: employee.employeeId,
      organizationId: employee.organizationId,
    });
    await recordAudit(tx, actor, {
      entity: 'familyMember',
      entityId: String(row.memberId),
      action: 'create',
      after: toRecord(row),
    });
    return toRecord(row);
  });
}

/** Edits the member named by memberId. */
export async function updateFamilyMember(deps: Deps, actor: Actor, employeeId: string, input: FamilyMember) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  if (!input.memberId) throw fieldError('memberId', M.notFound);
  const current = await repo.findFamilyMember(deps.db, employee.employeeId, input.memberId);
  if (!current) throw notFound(M.notFound);
  requireUniqueRelationAndPhone(await repo.listFamilyMembers(deps.db, employee.employeeId), input, current.memberId);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateFamilyMember(tx, current.memberId, detailsOf(input));
    await recordAudit(tx, actor, {
      entity: 'familyMember',
      entityId: String(row.memberId),
      action: 'update',
      before: toRecord(current),
      after: toRecord(row),
    });
    return toRecord(row);
  });
}

/** Deletes a member; the first member of the list stays (spec 1 §4). */
export async function deleteFamilyMember(deps: Deps, actor: Actor, employeeId: string, memberId: number) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const rows = await repo.listFamilyMembers(deps.db, employee.employeeId);
  const current = rows.find((row) => row.memberId === memberId);
  if (!current) throw notFound(M.notFound);
  if (rows[0]?.memberId === memberId) throw conflict(M.firstRowLocked);
  await deps.db.transaction(async (tx) => {
    await repo.deleteFamilyMember(tx, memberId);
    await recordAudit(tx, actor, {
      entity: 'familyMember',
      entityId: String(memberId),
      action: 'delete',
      before: toRecord(current),
    });
  });
  return { message: M.deleted };
}

/** The family list as a real .xlsx workbook, named by employee. */
export async function exportFamilyMembers(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const rows = await repo.listFamilyMembers(deps.db, employee.employeeId);
  return {
    fileName: familyExportFileName(employee.employeeId, employee.firstname),
    content: await familyWorkbook(rows),
  };
}
