import { TRAVEL_MESSAGES as M, type Travel, type TravelRecord } from '@hrms/shared';
import { recordAudit, recordReveal } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { requireEmployeeAccess } from '../employees';
import * as repo from './travel.repository';

const toRecord = (row: repo.TravelRow): TravelRecord => ({
  passportNumber: row.passportNumber,
  issueDate: row.issueDate,
  expireDate: row.expireDate,
  placeOfIssue: row.placeOfIssue,
  country: row.country,
  issuingAuthority: row.issuingAuthority,
  utid: row.utid,
  employeeId: row.employeeId,
});

const detailsOf = (input: Travel) => ({
  passportNumber: input.passportNumber,
  issueDate: input.issueDate,
  expireDate: input.expireDate,
  placeOfIssue: input.placeOfIssue,
  country: input.country,
  issuingAuthority: input.issuingAuthority,
});

/**
 * The employee's passport record, number in full (the section page; the read is audited); null when none
 * has been added (the route answers an empty 200).
 */
export async function getTravel(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const row = await repo.findTravel(deps.db, employee.employeeId);
  if (!row) return null;
  await recordReveal(deps.db, actor, { entity: 'travel', employeeId: employee.employeeId, fields: ['passportNumber'] });
  return toRecord(row);
}

/** The passport record without an access check, for other modules (the profile dashboard). */
export async function travelOf(deps: Deps, employeeId: string) {
  const row = await repo.findTravel(deps.db, employeeId);
  return row ? toRecord(row) : null;
}

/** A passport number belongs to one person in the organisation. */
async function requireUniquePassport(deps: Deps, organizationId: string, passportNumber: string, utid?: number) {
  const holder = await repo.findByPassport(deps.db, organizationId, passportNumber);
  if (holder && holder.utid !== utid) throw conflict(M.passportTaken, { passportNumber: M.passportTaken });
}

/** Adds the employee's one passport record. */
export async function createTravel(deps: Deps, actor: Actor, employeeId: string, input: Travel) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  if (await repo.findTravel(deps.db, employee.employeeId)) throw conflict(M.alreadyExists);
  await requireUniquePassport(deps, employee.organizationId, input.passportNumber);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertTravel(tx, {
      ...detailsOf(input),
      employeeId: employee.employeeId,
      organizationId: employee.organizationId,
    });
    await recordAudit(tx, actor, { entity: 'travel', entityId: String(row.utid), action: 'create', after: toRecord(row) });
    return toRecord(row);
  });
}

/** Replaces the employee's passport record. */
export async function updateTravel(deps: Deps, actor: Actor, employeeId: string, input: Travel) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const current = await repo.findTravel(deps.db, employee.employeeId);
  if (!current) throw notFound(M.notFound);
  await requireUniquePassport(deps, employee.organizationId, input.passportNumber, current.utid);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateTravel(tx, current.utid, detailsOf(input));
    await recordAudit(tx, actor, {
      entity: 'travel',
      entityId: String(row.utid),
      action: 'update',
      before: toRecord(current),
      after: toRecord(row),
    });
    return toRecord(row);
  });
}
