import {
  NATIONAL_ID_MESSAGES as M,
  type NationalId,
  type NationalIdType,
  type NationalIdView,
  nationalIdTypeTaken,
  otherPrimaryExists,
} from '@hrms/shared';
import { recordAudit, recordReveal } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { requireEmployeeAccess } from '../employees';
import * as repo from './national-id.repository';

const toView = (row: repo.NationalIdRow): NationalIdView => ({
  nationalIdType: row.nationalIdType,
  name: row.name,
  nationalIDNum: row.nationalIdNum,
  country: row.country,
  primary: row.primary,
  employeeId: row.employeeId,
  unid: row.unid,
});

/** An employee's national IDs, oldest first, numbers in full (the section page): each such read is audited. */
export async function listNationalIds(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const rows = await repo.listNationalIds(deps.db, employee.employeeId);
  if (rows.length > 0) {
    await recordReveal(deps.db, actor, { entity: 'nationalId', employeeId: employee.employeeId, fields: ['nationalIDNum'] });
  }
  return rows.map(toView);
}

/** IDs without an access check, for other modules (the profile dashboard). */
export async function nationalIdsOf(deps: Deps, employeeId: string) {
  return (await repo.listNationalIds(deps.db, employeeId)).map(toView);
}

/** One entry per type, at most one primary (spec 1 §4, §5). */
function requireUniqueTypeAndPrimary(rows: repo.NationalIdRow[], input: NationalId, unid?: number) {
  if (nationalIdTypeTaken(rows, input.nationalIdType, unid)) {
    throw conflict(M.duplicateType, { nationalIdType: M.duplicateType });
  }
  if (input.primary && otherPrimaryExists(rows, unid)) throw conflict(M.onePrimary, { primary: M.onePrimary });
}

const detailsOf = (input: NationalId) => ({
  name: input.name,
  nationalIdNum: input.nationalIDNum,
  country: input.country,
  primary: input.primary,
});

/** Adds a national ID for the employee. */
export async function createNationalId(deps: Deps, actor: Actor, employeeId: string, input: NationalId) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const rows = await repo.listNationalIds(deps.db, employee.employeeId);
  requireUniqueTypeAndPrimary(rows, input);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertNationalId(tx, {
      ...detailsOf(input),
      nationalIdType: input.nationalIdType,
      employeeId: employee.employeeId,
      organizationId: employee.organizationId,
    });
    await recordAudit(tx, actor, { entity: 'nationalId', entityId: String(row.unid), action: 'create', after: toView(row) });
    return toView(row);
  });
}

/** Edits a national ID found by unid (or by type when no unid is sent); its type cannot change. */
export async function updateNationalId(deps: Deps, actor: Actor, employeeId: string, input: NationalId) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const current = input.unid
    ? await repo.findNationalId(deps.db, employee.employeeId, input.unid)
    : await repo.findNationalIdByType(deps.db, employee.employeeId, input.nationalIdType);
  if (!current) throw notFound(M.notFound);
  if (current.nationalIdType !== input.nationalIdType) throw fieldError('nationalIdType', M.typeLocked);
  const rows = await repo.listNationalIds(deps.db, employee.employeeId);
  requireUniqueTypeAndPrimary(rows, input, current.unid);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateNationalId(tx, current.unid, detailsOf(input));
    await recordAudit(tx, actor, {
      entity: 'nationalId',
      entityId: String(row.unid),
      action: 'update',
      before: toView(current),
      after: toView(row),
    });
    return toView(row);
  });
}

/** Deletes the employee's ID of one type; when no primary remains, the first remaining becomes primary. */
export async function deleteNationalId(deps: Deps, actor: Actor, employeeId: string, type: NationalIdType) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const current = await repo.findNationalIdByType(deps.db, employee.employeeId, type);
  if (!current) throw notFound(M.notFound);
  await deps.db.transaction(async (tx) => {
    await repo.deleteNationalId(tx, current.unid);
    await recordAudit(tx, actor, {
      entity: 'nationalId',
      entityId: String(current.unid),
      action: 'delete',
      before: toView(current),
    });
    const remaining = await repo.listNationalIds(tx, employee.employeeId);
    const first = remaining[0];
    if (first && !remaining.some((row) => row.primary)) {
      const promoted = await repo.updateNationalId(tx, first.unid, { primary: true });
      await recordAudit(tx, actor, {
        entity: 'nationalId',
        entityId: String(first.unid),
        action: 'update',
        before: toView(first),
        after: toView(promoted),
      });
    }
  });
  return { message: M.deleted };
}
