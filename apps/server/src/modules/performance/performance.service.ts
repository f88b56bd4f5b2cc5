import {
  type Deliverable,
  type DeliverableRecord,
  EMPLOYEE_MESSAGES,
  PERFORMANCE_MESSAGES as M,
  type Performance,
  type PerformanceRecord,
  teamLineFor,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { findEmployeeInOrganization, findEmployment, isReporteeOf, listReportees } from '../employees';
import { performanceWorkbook } from './performance.export';
import * as repo from './performance.repository';

const toDeliverable = (row: repo.DeliverableRow, record: repo.PerformanceRow): DeliverableRecord => ({
  id: row.id,
  employeeId: record.employeeId,
  performanceId: record.performanceId,
  deliverableTitle: row.deliverableTitle,
  description: row.description,
  measurementCriteria: row.measurementCriteria,
  expectedCompletedDate: row.expectedCompletedDate ?? '',
  status: row.status,
});

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

async function requireEmployee(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return employee;
}

/** Only the employee, the record's manager and the employee's manager or HR reach a performance record. */
async function requireReach(deps: Deps, actor: Actor, employeeId: string, record: repo.PerformanceRow | null) {
  if (same(actor.employeeId, employeeId)) return;
  if (record && same(record.managerId, actor.employeeId)) return;
  if (await isReporteeOf(deps, actor, employeeId)) return;
  throw forbidden(M.noAccess);
}

async function requireRecord(deps: Deps, actor: Actor, employeeId: string, performanceId: string) {
  const employee = await requireEmployee(deps, actor, employeeId);
  const record = await repo.findRecord(deps.db, employee.employeeId, performanceId);
  await requireReach(deps, actor, employee.employeeId, record);
  if (!record) throw notFound(M.notFound);
  return record;
}

/** The performance ids of an employee. */
export async function listPerformanceIds(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployee(deps, actor, employeeId);
  await requireReach(deps, actor, employee.employeeId, null);
  return repo.listPerformanceIds(deps.db, employee.employeeId);
}

/** One performance record with its deliverables. */
export async function getPerformance(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  performanceId: string,
): Promise<PerformanceRecord> {
  const record = await requireRecord(deps, actor, employeeId, performanceId);
  const rows = await repo.listDeliverables(deps.db, record.id);
  return toPerformance(record, rows);
}

const toPerformance = (record: repo.PerformanceRow, rows: repo.DeliverableRow[]): PerformanceRecord => ({
  employeeId: record.employeeId,
  managerId: record.managerId,
  performanceId: record.performanceId,
  comments: record.comments,
  deliverables: rows.map((row) => toDeliverable(row, record)),
});

/** A manager or HR records a performance id for a reportee; the record's manager is them or the reporting manager. */
export async function createPerformance(deps: Deps, actor: Actor, input: Performance) {
  const employee = await requireEmployee(deps, actor, input.employeeId);
  if (!(await isReporteeOf(deps, actor, employee.employeeId))) throw forbidden(M.notReportee);
  const employment = await findEmployment(deps.db, employee.employeeId);
  const managerId = input.managerId || actor.employeeId;
  const allowed = [actor.employeeId, employment?.reportingManagerId ?? ''].filter(Boolean);
  const manager = allowed.find((id) => same(id, managerId));
  if (!manager) throw fieldError('managerId', M.managerMustBeYouOrReporting);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertRecord(tx, {
      organizationId: actor.organizationId,
      employeeId: employee.employeeId,
      managerId: manager,
      performanceId: input.performanceId,
      comments: input.comments,
    });
    if (!row) throw conflict(M.duplicate, { performanceId: M.duplicate });
    const record = toPerformance(row, []);
    await recordAudit(tx, actor, { entity: 'performance', entityId: String(row.id), action: 'create', after: record });
    return record;
  });
}

/** The record's manager saves the comments (the other fields identify the record). */
export async function updateComments(deps: Deps, actor: Actor, input: Performance) {
  const record = await requireRecord(deps, actor, input.employeeId, input.performanceId);
  if (!same(record.managerId, actor.employeeId)) throw forbidden(M.managerOnly);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateComments(tx, record.id, input.comments);
    await recordAudit(tx, actor, {
      entity: 'performance',
      entityId: String(row.id),
      action: 'update',
      before: { comments: record.comments },
      after: { comments: row.comments },
    });
    return toPerformance(row, await repo.listDeliverables(tx, row.id));
  });
}

/** The record's manager, or the employee's manager or HR, deletes a performance record with its deliverables. */
export async function deletePerformance(deps: Deps, actor: Actor, employeeId: string, performanceId: string) {
  const record = await requireRecord(deps, actor, employeeId, performanceId);
  const leader = same(record.managerId, actor.employeeId) || (await isReporteeOf(deps, actor, record.employeeId));
  if (!leader) throw forbidden(M.notReportee);
  await deps.db.transaction(async (tx) => {
    const before = toPerformance(record, await repo.listDeliverables(tx, record.id));
    await repo.deleteRecord(tx, record.id);
    await recordAudit(tx, actor, { entity: 'performance', entityId: String(record.id), action: 'delete', before });
  });
  return { message: M.performanceDeleted };
}

const deliverableValues = (input: Deliverable) => ({
  deliverableTitle: input.deliverableTitle,
  description: input.description,
  measurementCriteria: input.measurementCriteria,
  expectedCompletedDate: input.expectedCompletedDate || null,
  status: input.status,
});

/** Adds a deliverable to a performance record. */
export async function createDeliverable(deps: Deps, actor: Actor, input: Deliverable) {
  const record = await requireRecord(deps, actor, input.employeeId, input.performanceId);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertDeliverable(tx, actor.organizationId, record.id, deliverableValues(input));
    const after = toDeliverable(row, record);
    await recordAudit(tx, actor, { entity: 'deliverable', entityId: String(row.id), action: 'create', after });
    return after;
  });
}

/** A deliverable that the actor may change: not Completed, and not by the record's manager (spec 3 §4, §6). */
async function requireEditableDeliverable(deps: Deps, actor: Actor, id: number) {
  const found = await repo.findDeliverable(deps.db, actor.organizationId, id);
  if (!found) throw notFound(M.deliverableNotFound);
  await requireReach(deps, actor, found.record.employeeId, found.record);
  if (same(found.record.managerId, actor.employeeId) && !same(found.record.employeeId, actor.employeeId)) {
    throw forbidden(M.managerCannotEdit);
  }
  if (found.deliverable.status === 'Completed') throw conflict(M.completedLocked);
  return found;
}

/** Edits a deliverable (marking it Completed locks it for good). */
export async function updateDeliverable(deps: Deps, actor: Actor, input: Deliverable) {
  if (input.id === null) throw fieldError('id', M.deliverableNotFound);
  const { deliverable, record } = await requireEditableDeliverable(deps, actor, input.id);
  if (!same(input.employeeId, record.employeeId) || !same(input.performanceId, record.performanceId)) {
    throw fieldError('performanceId', M.moveRefused);
  }
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateOpenDeliverable(tx, deliverable.id, deliverableValues(input));
    if (!row) throw conflict(M.completedLocked);
    const after = toDeliverable(row, record);
    await recordAudit(tx, actor, {
      entity: 'deliverable',
      entityId: String(row.id),
      action: 'update',
      before: toDeliverable(deliverable, record),
      after,
    });
    return after;
  });
}

export async function deleteDeliverable(deps: Deps, actor: Actor, id: number) {
  const { deliverable, record } = await requireEditableDeliverable(deps, actor, id);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteOpenDeliverable(tx, deliverable.id))) throw conflict(M.completedLocked);
    await recordAudit(tx, actor, {
      entity: 'deliverable',
      entityId: String(deliverable.id),
      action: 'delete',
      before: toDeliverable(deliverable, record),
    });
  });
  return { message: M.deliverableDeleted };
}

/** Counts for the Associate 360 card: the employee themself, their manager or HR. */
export async function summarizePerformance(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireEmployee(deps, actor, employeeId);
  await requireReach(deps, actor, employee.employeeId, null);
  const ids = await repo.listPerformanceIds(deps.db, employee.employeeId);
  return { performances: ids.length, openDeliverables: await repo.countOpenDeliverables(deps.db, employee.employeeId) };
}

/** The caller's reportees with their performance records, as an .xlsx file. */
export async function exportReporteesPerformance(deps: Deps, actor: Actor) {
  const line = teamLineFor(actor.role);
  const reportees = await listReportees(deps.db, actor.organizationId, line, actor.employeeId, { offset: 0, limit: 5000 });
  const records = await repo.summarizeRecords(
    deps.db,
    reportees.map((r) => r.employeeId),
  );
  const content = await performanceWorkbook(reportees, records);
  return { fileName: `employee-performance-${actor.employeeId}.xlsx`, content };
}
