import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isAnyOf } from '../../db/patterns';
import { awaitingDecisionOf, latestComments, type MultiLevel, requesterName } from '../approvals';
import { employees, employments } from '../employees';
import { expenseCategories, expenseClaims } from './expenses.tables';

export function listCategories(db: Executor, organizationId: string) {
  return db
    .select()
    .from(expenseCategories)
    .where(eq(expenseCategories.organizationId, organizationId))
    .orderBy(asc(expenseCategories.code));
}

export async function findCategory(db: Executor, organizationId: string, code: string) {
  const [row] = await db
    .select()
    .from(expenseCategories)
    .where(and(eq(expenseCategories.organizationId, organizationId), eq(expenseCategories.code, code)));
  return row;
}

export async function upsertCategory(db: Executor, values: typeof expenseCategories.$inferInsert) {
  await db
    .insert(expenseCategories)
    .values(values)
    .onConflictDoUpdate({
      target: [expenseCategories.organizationId, expenseCategories.code],
      set: {
        name: values.name,
        monthlyLimit: values.monthlyLimit,
        receiptRequired: values.receiptRequired,
        updatedAt: new Date(),
      },
    });
}

/** Serialises one person's claims (the monthly limit is checked against what is already filed). */
export async function lockClaimant(db: Executor, employeeId: string) {
  await db.execute(sql`select 1 from ${employees} where ${employees.employeeId} = ${employeeId} for update`);
}

/** What counts against the monthly limit: PENDING and APPROVED (also half-approved) claims of one category in one calendar month. */
export async function claimedInMonth(db: Executor, employeeId: string, category: string, day: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${expenseClaims.amount}), 0)::text` })
    .from(expenseClaims)
    .where(
      and(
        eq(expenseClaims.employeeId, employeeId),
        eq(expenseClaims.category, category),
        inArray(expenseClaims.status, ['PENDING', 'MANAGER_APPROVED', 'APPROVED']),
        sql`date_trunc('month', ${expenseClaims.expenseDate}) = date_trunc('month', ${day}::date)`,
      ),
    );
  return BigInt(row?.total ?? '0');
}

export async function insertClaim(db: Executor, values: typeof expenseClaims.$inferInsert) {
  const [row] = await db.insert(expenseClaims).values(values).returning({
    id: expenseClaims.id,
    organizationId: expenseClaims.organizationId,
    employeeId: expenseClaims.employeeId,
    status: expenseClaims.status,
  });
  if (!row) throw new Error('expense claim not inserted');
  return row;
}

export type ClaimScope =
  | { kind: 'person'; employeeId: string }
  | { kind: 'team'; leaderId: string }
  | { kind: 'organization' }
  | { kind: 'awaiting'; approverId: string };

/** Claims in a scope (newest first), with whether each waits for the caller's decision. */
export function listClaims(
  db: Executor,
  organizationId: string,
  scope: ClaimScope,
  caller: { employeeId: string; multiLevel: MultiLevel },
  status?: string,
) {
  const t = expenseClaims;
  const conditions: SQL[] = [eq(t.organizationId, organizationId)];
  if (scope.kind === 'person') conditions.push(eq(t.employeeId, scope.employeeId));
  if (scope.kind === 'team')
    conditions.push(
      sql`(${t.employeeId} = ${scope.leaderId} or ${t.employeeId} in (select e.employee_id from ${employments} e
        where e.reporting_manager_id = ${scope.leaderId} or e.hr_id = ${scope.leaderId}))`,
    );
  if (scope.kind === 'awaiting') conditions.push(awaitingDecisionOf(t, scope.approverId, caller.multiLevel));
  if (status) conditions.push(sql`${t.status} = ${status}`);
  return db
    .select({
      id: t.id,
      employeeId: t.employeeId,
      employeeName: requesterName,
      category: t.category,
      amount: t.amount,
      date: t.expenseDate,
      description: t.description,
      status: t.status,
      comments: latestComments(t),
      paidInRun: t.paidInRun,
      paidInMonth: t.paidInMonth,
      paidAt: t.paidAt,
      hasReceipt: sql<boolean>`${t.receiptMimeType} is not null`,
      awaitingMe: sql<boolean>`${awaitingDecisionOf(t, caller.employeeId, caller.multiLevel)}`,
    })
    .from(t)
    .innerJoin(employees, eq(employees.employeeId, t.employeeId))
    .where(and(...conditions))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(500);
}

export async function findClaim(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select()
    .from(expenseClaims)
    .where(and(eq(expenseClaims.organizationId, organizationId), eq(expenseClaims.id, id)));
  return row;
}

// ---------------------------------------------------------------- the pay-run seam

/** Approved claims no run has taken yet; locked, so a run of another month computing now cannot take them too. */
export async function approvedUnpaid(db: Executor, organizationId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({ id: expenseClaims.id, employeeId: expenseClaims.employeeId, amount: expenseClaims.amount })
    .from(expenseClaims)
    .where(
      and(
        eq(expenseClaims.organizationId, organizationId),
        isAnyOf(expenseClaims.employeeId, employeeIds),
        eq(expenseClaims.status, 'APPROVED'),
        isNull(expenseClaims.paidInRun),
      ),
    )
    .orderBy(asc(expenseClaims.id))
    .for('update');
}

export async function markPaid(
  db: Executor,
  organizationId: string,
  run: { runId: string; month: string },
  ids: readonly number[],
) {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(expenseClaims)
    .set({ paidInRun: run.runId, paidInMonth: run.month, updatedAt: new Date() })
    .where(
      and(
        eq(expenseClaims.organizationId, organizationId),
        inArray(expenseClaims.id, [...ids]),
        eq(expenseClaims.status, 'APPROVED'),
        isNull(expenseClaims.paidInRun),
      ),
    )
    .returning({ id: expenseClaims.id });
  return rows.length;
}

/** A published run's claims are never taken back. */
export async function clearPaidInRun(db: Executor, organizationId: string, runId: string) {
  await db
    .update(expenseClaims)
    .set({ paidInRun: null, paidInMonth: null, updatedAt: new Date() })
    .where(
      and(eq(expenseClaims.organizationId, organizationId), eq(expenseClaims.paidInRun, runId), isNull(expenseClaims.paidAt)),
    );
}

export async function settlePaidInRun(db: Executor, organizationId: string, runId: string, at: Date) {
  const rows = await db
    .update(expenseClaims)
    .set({ paidAt: at, updatedAt: at })
    .where(
      and(eq(expenseClaims.organizationId, organizationId), eq(expenseClaims.paidInRun, runId), isNull(expenseClaims.paidAt)),
    )
    .returning({ id: expenseClaims.id });
  return rows.length;
}
