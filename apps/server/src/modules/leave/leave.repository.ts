import type { LeaveType, LedgerKind } from '@hrms/shared';
import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { awaitingDecisionOf, decidedBy, latestComments, type MultiLevel, requesterName } from '../approvals';
import { employees } from '../employees';
import { leaveLedger, leaveRequests, leaveTypes } from './leave.tables';

type Window = { offset: number; limit: number };

// ------------------------------------------------------------------ leave types

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;

export function listLeaveTypes(db: Executor, organizationId: string) {
  return db.select().from(leaveTypes).where(eq(leaveTypes.organizationId, organizationId)).orderBy(asc(leaveTypes.id));
}

export async function findLeaveType(db: Executor, organizationId: string, leaveType: string) {
  const [row] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.leaveType, leaveType as LeaveType)));
  return row ?? null;
}

export async function findLeaveTypeById(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, organizationId), eq(leaveTypes.id, id)));
  return row ?? null;
}

export async function insertLeaveType(db: Executor, values: typeof leaveTypes.$inferInsert) {
  const [row] = await db.insert(leaveTypes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateLeaveType(db: Executor, id: number, values: Partial<typeof leaveTypes.$inferInsert>) {
  const [row] = await db
    .update(leaveTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(leaveTypes.id, id))
    .returning();
  return row!;
}

export async function deleteLeaveType(db: Executor, id: number) {
  await db.delete(leaveTypes).where(eq(leaveTypes.id, id));
}

// ------------------------------------------------------------------ requests

export type LeaveRequestRecord = typeof leaveRequests.$inferSelect;

const listColumns = {
  id: leaveRequests.id,
  employeeId: leaveRequests.employeeId,
  employeeName: sql<string>`coalesce(nullif(${requesterName}, ''), 'Unknown')`,
  leaveName: leaveRequests.leaveName,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  appliedDate: sql<string>`to_char(${leaveRequests.createdAt}, 'YYYY-MM-DD')`,
  duration: leaveRequests.duration,
  isHalfDay: leaveRequests.isHalfDay,
  status: leaveRequests.status,
  comments: sql<string>`coalesce(nullif(${latestComments(leaveRequests)}, ''), ${leaveRequests.reason})`,
  reason: leaveRequests.reason,
};

function listQuery(db: Executor) {
  return db.select(listColumns).from(leaveRequests).innerJoin(employees, eq(employees.employeeId, leaveRequests.employeeId));
}

export async function findListRow(db: Executor, id: number) {
  const [row] = await listQuery(db).where(eq(leaveRequests.id, id));
  return row ?? null;
}

export async function findRequest(db: Executor, id: number) {
  const [row] = await db.select().from(leaveRequests).where(eq(leaveRequests.id, id));
  return row ?? null;
}

export function listRequestsOf(db: Executor, organizationId: string, employeeId: string, window: Window) {
  return listQuery(db)
    .where(and(eq(leaveRequests.organizationId, organizationId), eq(leaveRequests.employeeId, employeeId)))
    .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id))
    .offset(window.offset)
    .limit(window.limit);
}

export function listAwaiting(db: Executor, organizationId: string, approverId: string, multiLevel: MultiLevel, window: Window) {
  return listQuery(db)
    .where(and(eq(leaveRequests.organizationId, organizationId), awaitingDecisionOf(leaveRequests, approverId, multiLevel)))
    .orderBy(asc(leaveRequests.createdAt), asc(leaveRequests.id))
    .offset(window.offset)
    .limit(window.limit);
}

export function listDecidedBy(db: Executor, organizationId: string, approverId: string, window: Window) {
  return listQuery(db)
    .where(and(eq(leaveRequests.organizationId, organizationId), decidedBy(leaveRequests, approverId)))
    .orderBy(desc(leaveRequests.updatedAt), desc(leaveRequests.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** Pending or approved requests of the person sharing a day with [startDate, endDate]. */
export async function findOverlapping(db: Executor, employeeId: string, startDate: string, endDate: string) {
  const [row] = await db
    .select({ id: leaveRequests.id, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        inArray(leaveRequests.status, ['PENDING', 'MANAGER_APPROVED', 'APPROVED']),
        lte(leaveRequests.startDate, endDate),
        gte(leaveRequests.endDate, startDate),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Days of one type still waiting for a decision, for requests starting in `year` (except one request). */
export async function pendingDays(db: Executor, employeeId: string, leaveType: LeaveType, year: number, exceptId = 0) {
  const [row] = await db
    .select({ days: sql<string>`coalesce(sum(${leaveRequests.duration}), 0)` })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        eq(leaveRequests.leaveName, leaveType),
        inArray(leaveRequests.status, ['PENDING', 'MANAGER_APPROVED']),
        sql`extract(year from ${leaveRequests.startDate}) = ${year}`,
        ne(leaveRequests.id, exceptId),
      ),
    );
  return Number(row?.days ?? 0);
}

export async function insertRequest(db: Executor, values: typeof leaveRequests.$inferInsert) {
  const [row] = await db.insert(leaveRequests).values(values).returning();
  return row!;
}

/** Serialises a person's leave writes (apply, approve, cancel) so balance checks cannot interleave. */
export async function lockEmployee(db: Executor, employeeId: string) {
  await db.execute(sql`select 1 from ${employees} where ${employees.employeeId} = ${employeeId} for update`);
}

// ------------------------------------------------------------------ ledger

export type LedgerInsert = {
  organizationId: string;
  employeeId: string;
  leaveType: LeaveType;
  year: number;
  month?: number | null;
  kind: LedgerKind;
  days: number;
  leaveRequestId?: number | null;
  note?: string;
  createdBy?: string | null;
  createdAt?: Date;
};

/** Appends movements; an accrual or carry-forward already recorded is left as it is. */
export async function appendLedger(db: Executor, rows: LedgerInsert[]) {
  if (rows.length) await db.insert(leaveLedger).values(rows).onConflictDoNothing();
}

/**
 * One person's ledger for one year, per type, in one grouped query: the balance, the months accrued and
 * whether the carry-forward is recorded (what sync needs, and what the balance reads when sync adds nothing).
 */
export async function ledgerState(db: Executor, employeeId: string, year: number) {
  const rows = await db
    .select({
      leaveType: leaveLedger.leaveType,
      days: sql<string>`sum(${leaveLedger.days})`,
      accrued: sql<number[] | null>`array_agg(${leaveLedger.month}) filter (where ${leaveLedger.kind} = 'ACCRUAL')`,
      carried: sql<boolean>`bool_or(${leaveLedger.kind} = 'CARRY_FORWARD')`,
    })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.year, year)))
    .groupBy(leaveLedger.leaveType);
  return {
    balances: new Map(rows.map((r) => [r.leaveType, Number(r.days)])),
    accrued: new Set(rows.flatMap((r) => (r.accrued ?? []).map((month) => `${r.leaveType}:${Number(month)}`))),
    carried: new Set(rows.filter((r) => r.carried).map((r) => r.leaveType)),
  };
}

/** The balance of every type of one person in one year: one grouped query. */
export async function balancesOf(db: Executor, employeeId: string, year: number) {
  const rows = await db
    .select({ leaveType: leaveLedger.leaveType, days: sql<string>`sum(${leaveLedger.days})` })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.year, year)))
    .groupBy(leaveLedger.leaveType);
  return new Map(rows.map((r) => [r.leaveType, Number(r.days)]));
}

export function movementsOf(db: Executor, employeeId: string, leaveType: LeaveType, year: number) {
  return db
    .select()
    .from(leaveLedger)
    .where(and(eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.leaveType, leaveType), eq(leaveLedger.year, year)))
    .orderBy(asc(leaveLedger.createdAt), asc(leaveLedger.id));
}

/** Approved leave overlapping a range (timesheets show each day of it); served by leave_requests_employee_dates_idx. */
export function approvedLeaveBetween(db: Executor, employeeId: string, from: string, to: string) {
  return db
    .select({
      leaveName: leaveRequests.leaveName,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      isHalfDay: leaveRequests.isHalfDay,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, employeeId),
        eq(leaveRequests.status, 'APPROVED'),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
      ),
    );
}

/** The note of the entries an opening-balance import appends (its OPENING entry and any correction of it). */
export const OPENING_IMPORT_NOTE = 'Opening balance (import)';

/**
 * The opening balances recorded for some people, by `employeeId|leaveType|year`: the OPENING entry plus
 * the ADJUSTMENTs a later import appended to correct it.
 */
export async function openingsOf(db: Executor, employeeIds: string[]) {
  if (employeeIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      employeeId: leaveLedger.employeeId,
      leaveType: leaveLedger.leaveType,
      year: leaveLedger.year,
      days: sql<string>`sum(${leaveLedger.days})`,
    })
    .from(leaveLedger)
    .where(
      and(
        inArray(leaveLedger.employeeId, employeeIds),
        sql`(${leaveLedger.kind} = 'OPENING' or (${leaveLedger.kind} = 'ADJUSTMENT' and ${leaveLedger.note} = ${OPENING_IMPORT_NOTE}))`,
      ),
    )
    .groupBy(leaveLedger.employeeId, leaveLedger.leaveType, leaveLedger.year);
  return new Map(rows.map((r) => [`${r.employeeId}|${r.leaveType}|${r.year}`, Number(r.days)]));
}

/** Appends entries that must all be new (a second OPENING of a person, type and year fails the statement). */
export async function appendLedgerStrict(db: Executor, rows: LedgerInsert[]) {
  if (rows.length) await db.insert(leaveLedger).values(rows);
}
