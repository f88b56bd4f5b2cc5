import type { ShiftSwapStatus } from '@hrms/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { awaitingDecisionOf, latestComments, type MultiLevel, requesterName } from '../approvals';
import { employees, employments } from '../employees';
import { attendanceShiftSwaps } from './shift-swaps.tables';
import { attendanceShifts } from './time-attendance.tables';

export async function insertSwap(db: Executor, values: typeof attendanceShiftSwaps.$inferInsert) {
  const [row] = await db.insert(attendanceShiftSwaps).values(values).returning({
    id: attendanceShiftSwaps.id,
    organizationId: attendanceShiftSwaps.organizationId,
    employeeId: attendanceShiftSwaps.employeeId,
    status: attendanceShiftSwaps.status,
  });
  if (!row) throw new Error('shift swap not inserted');
  return row;
}

/**
 * Exchanges the two people's shift and site on the swap's day in one statement, only while both rows are
 * as they were when the swap was asked for; false when either changed (nothing is written then).
 */
export async function exchangeRosterDays(
  db: Executor,
  swap: {
    employeeId: string;
    withEmployeeId: string;
    date: string;
    shiftId: number;
    siteId: number;
    withShiftId: number;
    withSiteId: number;
  },
) {
  const result = await db.execute<{ n: number }>(sql`
    WITH pair AS (
      SELECT employee_id FROM attendance_roster_days
      WHERE date = ${swap.date}
        AND ((employee_id = ${swap.employeeId} AND shift_id = ${swap.shiftId} AND site_id = ${swap.siteId})
          OR (employee_id = ${swap.withEmployeeId} AND shift_id = ${swap.withShiftId} AND site_id = ${swap.withSiteId}))
      FOR UPDATE
    ), swapped AS (
      UPDATE attendance_roster_days r
      SET shift_id = CASE WHEN r.employee_id = ${swap.employeeId} THEN ${swap.withShiftId}::int ELSE ${swap.shiftId}::int END,
          site_id = CASE WHEN r.employee_id = ${swap.employeeId} THEN ${swap.withSiteId}::int ELSE ${swap.siteId}::int END
      WHERE r.date = ${swap.date} AND r.employee_id IN (SELECT employee_id FROM pair) AND (SELECT count(*) FROM pair) = 2
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM swapped`);
  return Number(result.rows[0]?.n ?? 0) === 2;
}

const colleague = alias(employees, 'colleague');

/** One swap of the organisation with both people's names; null when the organisation has no such swap. */
export async function findSwap(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select({
      swap: attendanceShiftSwaps,
      employeeName: requesterName,
      withName: sql<string>`trim(${colleague.firstname} || ' ' || ${colleague.lastname})`,
    })
    .from(attendanceShiftSwaps)
    .innerJoin(employees, eq(employees.employeeId, attendanceShiftSwaps.employeeId))
    .innerJoin(colleague, eq(colleague.employeeId, attendanceShiftSwaps.withEmployeeId))
    .where(and(eq(attendanceShiftSwaps.organizationId, organizationId), eq(attendanceShiftSwaps.id, id)));
  return row ?? null;
}

/** Moves a swap on only if it still stands where it was read; false when someone else was faster. */
export async function moveSwap(
  db: Executor,
  id: number,
  expected: ShiftSwapStatus,
  values: { status: ShiftSwapStatus; partnerComments?: string; partnerAnsweredAt?: Date },
) {
  const rows = await db
    .update(attendanceShiftSwaps)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(attendanceShiftSwaps.id, id), eq(attendanceShiftSwaps.status, expected)))
    .returning({ id: attendanceShiftSwaps.id });
  return rows.length === 1;
}

export type SwapScope =
  | { kind: 'involving'; employeeId: string }
  | { kind: 'awaiting'; approverId: string }
  | { kind: 'team'; leaderId: string }
  | { kind: 'organization' };

const ownShift = alias(attendanceShifts, 'own_shift');
const colleagueShift = alias(attendanceShifts, 'colleague_shift');

/** Swaps in a scope, newest first, with names, shift codes and whether each waits for the caller's decision. */
export function listSwaps(
  db: Executor,
  organizationId: string,
  scope: SwapScope,
  caller: { employeeId: string; multiLevel: MultiLevel },
) {
  const t = attendanceShiftSwaps;
  const conditions: (SQL | undefined)[] = [eq(t.organizationId, organizationId)];
  if (scope.kind === 'involving') conditions.push(or(eq(t.employeeId, scope.employeeId), eq(t.withEmployeeId, scope.employeeId)));
  if (scope.kind === 'awaiting') conditions.push(awaitingDecisionOf(t, scope.approverId, caller.multiLevel));
  if (scope.kind === 'team')
    conditions.push(
      sql`${t.employeeId} in (select e.employee_id from ${employments} e
        where e.reporting_manager_id = ${scope.leaderId} or e.hr_id = ${scope.leaderId})`,
    );
  return db
    .select({
      id: t.id,
      employeeId: t.employeeId,
      employeeName: requesterName,
      withEmployeeId: t.withEmployeeId,
      withName: sql<string>`trim(${colleague.firstname} || ' ' || ${colleague.lastname})`,
      date: t.date,
      shift: ownShift.code,
      withShift: colleagueShift.code,
      reason: t.reason,
      status: t.status,
      comments: latestComments(t),
      partnerComments: t.partnerComments,
      awaitingMe: sql<boolean>`${awaitingDecisionOf(t, caller.employeeId, caller.multiLevel)}`,
      awaitingMyAnswer: sql<boolean>`(${t.status} = 'PENDING_PARTNER' and ${t.withEmployeeId} = ${caller.employeeId})`,
      createdAt: t.createdAt,
    })
    .from(t)
    .innerJoin(employees, eq(employees.employeeId, t.employeeId))
    .innerJoin(colleague, eq(colleague.employeeId, t.withEmployeeId))
    .innerJoin(ownShift, eq(ownShift.id, t.shiftId))
    .innerJoin(colleagueShift, eq(colleagueShift.id, t.withShiftId))
    .where(and(...conditions))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(500);
}

/** The caller's teammates (the same reporting manager) rostered on a day on another shift or site than the caller's. */
export async function listSwapPartners(db: Executor, organizationId: string, employeeId: string, date: string) {
  const result = await db.execute<{ employeeId: string; name: string; shift: string }>(sql`
    SELECT e.employee_id AS "employeeId", trim(e.firstname || ' ' || e.lastname) AS name, s.code AS shift
    FROM employments me
    JOIN attendance_roster_days mine ON mine.employee_id = me.employee_id AND mine.date = ${date}
    JOIN employments m ON m.reporting_manager_id = me.reporting_manager_id AND m.employee_id <> me.employee_id
    JOIN employees e ON e.employee_id = m.employee_id AND e.organization_id = ${organizationId}
    JOIN attendance_roster_days r ON r.employee_id = m.employee_id AND r.date = ${date}
    JOIN attendance_shifts s ON s.id = r.shift_id
    WHERE me.employee_id = ${employeeId} AND (r.shift_id <> mine.shift_id OR r.site_id <> mine.site_id)
    ORDER BY e.firstname, e.lastname, e.employee_id
    LIMIT 500`);
  return result.rows;
}
