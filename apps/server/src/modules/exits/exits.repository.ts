import { and, asc, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isAnyOf } from '../../db/patterns';
import { awaitingDecisionOf, latestComments, type MultiLevel, requesterName } from '../approvals';
import { employees, employments } from '../employees';
import { organizations } from '../organization';
import { type ExitSettlementRecord, exitSettings, exits, exitTasks } from './exits.tables';

export async function findSettings(db: Executor, organizationId: string) {
  const [row] = await db.select().from(exitSettings).where(eq(exitSettings.organizationId, organizationId));
  return row;
}

export async function saveSettings(
  db: Executor,
  organizationId: string,
  noticeDays: number,
  tasks: { task: string; owner: string }[],
) {
  await db
    .insert(exitSettings)
    .values({ organizationId, noticeDays, tasks })
    .onConflictDoUpdate({ target: exitSettings.organizationId, set: { noticeDays, tasks, updatedAt: new Date() } });
}

/** An exit of this person that is still open or approved (one at a time). */
export async function findActiveExit(db: Executor, employeeId: string) {
  const [row] = await db
    .select({ id: exits.id })
    .from(exits)
    .where(and(eq(exits.employeeId, employeeId), inArray(exits.status, ['PENDING', 'MANAGER_APPROVED', 'APPROVED'])));
  return row;
}

export async function insertExit(db: Executor, values: typeof exits.$inferInsert) {
  const [row] = await db
    .insert(exits)
    .values(values)
    .returning({ id: exits.id, organizationId: exits.organizationId, employeeId: exits.employeeId, status: exits.status });
  if (!row) throw new Error('exit not inserted');
  return row;
}

export type ExitScope =
  | { kind: 'one'; id: number }
  | { kind: 'person'; employeeId: string }
  | { kind: 'team'; leaderId: string }
  | { kind: 'organization' };

export function listExits(
  db: Executor,
  organizationId: string,
  scope: ExitScope,
  caller: { employeeId: string; multiLevel: MultiLevel },
) {
  const conditions: SQL[] = [eq(exits.organizationId, organizationId)];
  if (scope.kind === 'one') conditions.push(eq(exits.id, scope.id));
  if (scope.kind === 'person') conditions.push(eq(exits.employeeId, scope.employeeId));
  if (scope.kind === 'team')
    conditions.push(
      sql`(${exits.employeeId} = ${scope.leaderId} or ${exits.employeeId} in (select e.employee_id from ${employments} e
        where e.reporting_manager_id = ${scope.leaderId} or e.hr_id = ${scope.leaderId}))`,
    );
  return db
    .select({
      id: exits.id,
      employeeId: exits.employeeId,
      employeeName: requesterName,
      kind: exits.kind,
      status: exits.status,
      reason: exits.reason,
      lastWorkingDay: exits.lastWorkingDay,
      comments: latestComments(exits),
      settlement: exits.settlement,
      awaitingMe: sql<boolean>`${awaitingDecisionOf(exits, caller.employeeId, caller.multiLevel)}`,
      reportingManagerId: employments.reportingManagerId,
      hrId: employments.hrId,
    })
    .from(exits)
    .innerJoin(employees, eq(employees.employeeId, exits.employeeId))
    .leftJoin(employments, eq(employments.employeeId, exits.employeeId))
    .where(and(...conditions))
    .orderBy(desc(exits.createdAt), desc(exits.id))
    .limit(200);
}

export function tasksOf(db: Executor, exitIds: readonly number[]) {
  if (exitIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(exitTasks)
    .where(inArray(exitTasks.exitId, [...exitIds]))
    .orderBy(asc(exitTasks.id));
}

export async function insertTasks(db: Executor, rows: (typeof exitTasks.$inferInsert)[]) {
  if (rows.length) await db.insert(exitTasks).values(rows);
}

export async function findTask(db: Executor, exitId: number, taskId: number) {
  const [row] = await db
    .select()
    .from(exitTasks)
    .where(and(eq(exitTasks.exitId, exitId), eq(exitTasks.id, taskId)));
  return row;
}

export async function completeTask(db: Executor, taskId: number, doneBy: string, note: string) {
  const [row] = await db
    .update(exitTasks)
    .set({ doneAt: new Date(), doneBy, note })
    .where(and(eq(exitTasks.id, taskId), isNull(exitTasks.doneAt)))
    .returning({ id: exitTasks.id });
  return Boolean(row);
}

/** Approved exits whose last working day is before `day` and whose sessions were not ended yet. */
export function leaversPast(db: Executor, organizationId: string, day: string) {
  return db
    .select({ id: exits.id, employeeId: exits.employeeId })
    .from(exits)
    .where(
      and(
        eq(exits.organizationId, organizationId),
        eq(exits.status, 'APPROVED'),
        lt(exits.lastWorkingDay, day),
        isNull(exits.accessStoppedAt),
      ),
    );
}

export async function markAccessStopped(db: Executor, id: number) {
  await db.update(exits).set({ accessStoppedAt: new Date() }).where(eq(exits.id, id));
}

/** Approved exits whose last working day falls in [from, to]. */
export function approvedExitsBetween(
  db: Executor,
  organizationId: string,
  from: string,
  to: string,
  employeeIds?: readonly string[],
) {
  const conditions: SQL[] = [
    eq(exits.organizationId, organizationId),
    eq(exits.status, 'APPROVED'),
    sql`${exits.lastWorkingDay} between ${from} and ${to}`,
  ];
  if (employeeIds) conditions.push(isAnyOf(exits.employeeId, employeeIds));
  return db
    .select({ id: exits.id, employeeId: exits.employeeId, lastWorkingDay: exits.lastWorkingDay })
    .from(exits)
    .where(and(...conditions));
}

export async function setSettlement(
  db: Executor,
  organizationId: string,
  exitId: number,
  settlement: ExitSettlementRecord | null,
) {
  await db
    .update(exits)
    .set({ settlement, updatedAt: new Date() })
    .where(and(eq(exits.organizationId, organizationId), eq(exits.id, exitId)));
}

export async function clearSettlementsOfRun(db: Executor, organizationId: string, runId: string) {
  await db
    .update(exits)
    .set({ settlement: null, updatedAt: new Date() })
    .where(and(eq(exits.organizationId, organizationId), sql`${exits.settlement}->>'runId' = ${runId}`));
}

/** What a relieving letter names besides the exit: the organisation and the joining date. */
export async function letterFacts(db: Executor, organizationId: string, employeeId: string) {
  const [row] = await db
    .select({ organizationName: organizations.organizationName, joiningDate: employees.doj })
    .from(employees)
    .innerJoin(organizations, eq(organizations.organizationId, employees.organizationId))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.employeeId, employeeId)));
  return row;
}
