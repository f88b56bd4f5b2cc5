import type { ProfileRequestStatus } from '@hrms/shared';
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { accounts } from '../auth';
import { employees, employments } from '../employees';
import { profileChangeRequests as requests } from './approvals.tables';

export type RequestRow = typeof requests.$inferSelect;
type Window = { offset: number; limit: number };

const OPEN: ProfileRequestStatus[] = ['PENDING', 'MANAGER_APPROVED'];
const DECIDERS = ['ROLE_MANAGER', 'ROLE_HR'] as const;
const managerAccount = alias(accounts, 'manager_account');

/** The row every list answers: the requester's current name and the latest decision's comments. */
const listColumns = {
  id: requests.id,
  employeeId: requests.employeeId,
  employeeName: sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`,
  fieldName: requests.fieldName,
  oldValue: requests.oldValue,
  newValue: requests.newValue,
  status: requests.status,
  comments: sql<string>`coalesce(nullif(${requests.hrComments}, ''), ${requests.managerComments})`,
};

function listQuery(db: Executor) {
  return db.select(listColumns).from(requests).innerJoin(employees, eq(employees.employeeId, requests.employeeId));
}

export type RequestListRow = Awaited<ReturnType<typeof findListRow>>;

export async function findListRow(db: Executor, id: number) {
  const [row] = await listQuery(db).where(eq(requests.id, id));
  return row;
}

/** The requester's own requests, newest first. */
export function listRequestsOf(db: Executor, organizationId: string, employeeId: string, window: Window) {
  return listQuery(db)
    .where(and(eq(requests.organizationId, organizationId), eq(requests.employeeId, employeeId)))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .offset(window.offset)
    .limit(window.limit);
}

/**
 * Requests waiting for the approver's decision, oldest first: as reporting manager, the PENDING ones;
 * as HR, the MANAGER_APPROVED ones and the PENDING ones that need no manager step (single-level, or
 * no reporting manager who can decide).
 */
export function listAwaitingDecision(
  db: Executor,
  organizationId: string,
  approverId: string,
  multiLevel: boolean,
  window: Window,
) {
  const noManagerStep: SQL = multiLevel
    ? sql`(${managerAccount.role} is null or ${managerAccount.role} not in ('ROLE_MANAGER', 'ROLE_HR'))`
    : sql`true`;
  return db
    .select(listColumns)
    .from(requests)
    .innerJoin(employees, eq(employees.employeeId, requests.employeeId))
    .innerJoin(employments, eq(employments.employeeId, requests.employeeId))
    .leftJoin(managerAccount, eq(managerAccount.employeeId, employments.reportingManagerId))
    .where(
      and(
        eq(requests.organizationId, organizationId),
        or(
          and(eq(employments.reportingManagerId, approverId), eq(requests.status, 'PENDING')),
          and(
            eq(employments.hrId, approverId),
            or(eq(requests.status, 'MANAGER_APPROVED'), and(eq(requests.status, 'PENDING'), noManagerStep)),
          ),
        ),
      ),
    )
    .orderBy(asc(requests.createdAt), asc(requests.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** Requests the approver has decided (at either step), most recently decided first. */
export function listDecidedBy(db: Executor, organizationId: string, approverId: string, window: Window) {
  return listQuery(db)
    .where(
      and(
        eq(requests.organizationId, organizationId),
        or(eq(requests.managerDecidedBy, approverId), eq(requests.hrDecidedBy, approverId)),
      ),
    )
    .orderBy(desc(requests.updatedAt), desc(requests.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** A request with what deciding it needs: the requester's current reporting lines and those people's roles. */
export async function findRequestForDecision(db: Executor, organizationId: string, id: number) {
  const hrAccount = alias(accounts, 'hr_account');
  const [row] = await db
    .select({
      request: requests,
      reportingManagerId: employments.reportingManagerId,
      managerRole: managerAccount.role,
      hrId: employments.hrId,
      hrRole: hrAccount.role,
    })
    .from(requests)
    .leftJoin(employments, eq(employments.employeeId, requests.employeeId))
    .leftJoin(managerAccount, eq(managerAccount.employeeId, employments.reportingManagerId))
    .leftJoin(hrAccount, eq(hrAccount.employeeId, employments.hrId))
    .where(and(eq(requests.organizationId, organizationId), eq(requests.id, id)));
  return row ?? null;
}

/** An approver only counts when their account may decide (manager or HR); admins edit directly. */
export function effectiveApprover(id: string | null | undefined, role: string | null | undefined): string | null {
  return id && role && (DECIDERS as readonly string[]).includes(role) ? id : null;
}

export async function findOpenRequest(db: Executor, employeeId: string, fieldName: string) {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.employeeId, employeeId), eq(requests.fieldName, fieldName), inArray(requests.status, OPEN)));
  return row ?? null;
}

export async function listOpenRequestsOf(db: Executor, employeeId: string, exceptId: number) {
  return db
    .select({ fieldName: requests.fieldName, newValue: requests.newValue })
    .from(requests)
    .where(and(eq(requests.employeeId, employeeId), inArray(requests.status, OPEN), ne(requests.id, exceptId)));
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

export type Decision = {
  status: ProfileRequestStatus;
  manager?: { by: string; comments: string };
  hr?: { by: string; comments: string };
};

/** Records a decision only if the request is still in the status it was read in; null when someone was faster. */
export async function recordDecision(db: Executor, id: number, expected: ProfileRequestStatus, decision: Decision) {
  const now = new Date();
  const [row] = await db
    .update(requests)
    .set({
      status: decision.status,
      updatedAt: now,
      ...(decision.manager
        ? { managerDecidedBy: decision.manager.by, managerComments: decision.manager.comments, managerDecidedAt: now }
        : {}),
      ...(decision.hr ? { hrDecidedBy: decision.hr.by, hrComments: decision.hr.comments, hrDecidedAt: now } : {}),
    })
    .where(and(eq(requests.id, id), eq(requests.status, expected)))
    .returning({ id: requests.id });
  return row ?? null;
}

export async function insertRequests(db: Executor, values: (typeof requests.$inferInsert)[]) {
  if (values.length) await db.insert(requests).values(values);
}
