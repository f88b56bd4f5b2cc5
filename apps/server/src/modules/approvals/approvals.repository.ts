import type { ProfileRequestStatus } from '@hrms/shared';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type Db, type Executor, plannedOnce } from '../../db/client';
import { employees } from '../employees';
import { awaitingDecisionOf, decidedBy, latestComments, multiLevelOf, requesterName } from './approvals.engine';
import { profileChangeRequests as requests } from './approvals.tables';

export type RequestRow = typeof requests.$inferSelect;
type Window = { offset: number; limit: number };

const OPEN: ProfileRequestStatus[] = ['PENDING', 'MANAGER_APPROVED'];

/** The row every list answers: the requester's current name and the latest decision's comments. */
const listColumns = {
  id: requests.id,
  employeeId: requests.employeeId,
  employeeName: requesterName,
  fieldName: requests.fieldName,
  oldValue: requests.oldValue,
  newValue: requests.newValue,
  status: requests.status,
  comments: latestComments(requests),
};

function listQuery(db: Executor) {
  return db.select(listColumns).from(requests).innerJoin(employees, eq(employees.employeeId, requests.employeeId));
}

export type RequestListRow = Awaited<ReturnType<typeof listQuery>>[number];

/** The list row of a request already in hand (e.g. just decided), with its requester's name. */
export function toListRow(row: RequestRow, employeeName: string): RequestListRow {
  return {
    id: row.id,
    employeeId: row.employeeId,
    employeeName,
    fieldName: row.fieldName,
    oldValue: row.oldValue,
    newValue: row.newValue,
    status: row.status,
    // as latestComments(): HR's comments when given, else the manager's
    comments: row.hrComments || row.managerComments,
  };
}

/** The requester's own requests, newest first. */
export function listRequestsOf(db: Executor, organizationId: string, employeeId: string, window: Window) {
  return listQuery(db)
    .where(and(eq(requests.organizationId, organizationId), eq(requests.employeeId, employeeId)))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .offset(window.offset)
    .limit(window.limit);
}

// HR's and managers' queue as it opens (no link to one request): prepared and planned once, since every
// queue is the same index walk whoever asks (the organisation's two-level setting read inside it)
const awaitingQuery = (db: Db) => {
  const [organizationId, approverId] = [sql.placeholder('org'), sql.placeholder('approver')];
  return listQuery(plannedOnce(db))
    .where(
      and(eq(requests.organizationId, organizationId), awaitingDecisionOf(requests, approverId, multiLevelOf(organizationId))),
    )
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('profile_requests_awaiting');
};
const preparedAwaiting = new WeakMap<Db, ReturnType<typeof awaitingQuery>>();

/**
 * Requests waiting for the approver's decision, newest first: as reporting manager, the PENDING ones;
 * as HR, the MANAGER_APPROVED ones and the PENDING ones that need no manager step (single-level, or
 * no reporting manager who can decide). Read in queue order through the open-requests index: names are
 * joined for the page's rows only.
 */
export function listAwaitingDecision(db: Db, organizationId: string, approverId: string, window: Window) {
  let query = preparedAwaiting.get(db);
  if (!query) {
    query = awaitingQuery(db);
    preparedAwaiting.set(db, query);
  }
  return query.execute({ org: organizationId, approver: approverId, ...window });
}

/** Requests the approver has decided (at either step), most recently decided first. */
export function listDecidedBy(db: Executor, organizationId: string, approverId: string, window: Window) {
  return listQuery(db)
    .where(and(eq(requests.organizationId, organizationId), decidedBy(requests, approverId)))
    .orderBy(desc(requests.updatedAt), desc(requests.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function findOpenRequest(db: Executor, employeeId: string, fieldName: string) {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.employeeId, employeeId), eq(requests.fieldName, fieldName), inArray(requests.status, OPEN)));
  return row ?? null;
}

/** The employee's record with their other open requests (field and new value), in one statement. */
export async function findEmployeeWithOpenRequests(db: Executor, employeeId: string, exceptId: number) {
  const [row] = await db
    .select({
      employee: getTableColumns(employees),
      openRequests: sql<{ fieldName: string; newValue: string }[]>`coalesce((
        select json_agg(json_build_object('fieldName', r.field_name, 'newValue', r.new_value))
        from ${requests} r where r.employee_id = ${employeeId}
          and r.status in ('PENDING', 'MANAGER_APPROVED') and r.id <> ${exceptId}), '[]')::text`
        // as text: the two drivers do not both parse json columns of a raw expression
        .mapWith((text: string) => JSON.parse(text)),
    })
    .from(employees)
    .where(eq(employees.employeeId, employeeId));
  return row ?? null;
}

/** Files a change, or restarts the open request for the same field with the new values. */
export async function upsertOpenRequest(
  db: Executor,
  values: { organizationId: string; employeeId: string; fieldName: string; oldValue: string; newValue: string },
) {
  const [row] = await db
    .insert(requests)
    .values(values)
    .onConflictDoUpdate({
      target: [requests.employeeId, requests.fieldName],
      targetWhere: inArray(requests.status, OPEN),
      set: {
        oldValue: values.oldValue,
        newValue: values.newValue,
        status: 'PENDING',
        managerDecidedBy: null,
        managerComments: '',
        managerDecidedAt: null,
        hrDecidedBy: null,
        hrComments: '',
        hrDecidedAt: null,
        updatedAt: new Date(),
      },
    })
    .returning({ id: requests.id });
  return row!.id;
}

export async function insertRequests(db: Executor, values: (typeof requests.$inferInsert)[]) {
  if (values.length) await db.insert(requests).values(values);
}

export async function findRequest(db: Executor, id: number) {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  return row ?? null;
}
