import { and, between, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { awaitingDecisionOf, multiLevelOf, requesterName } from '../approvals';
import { accounts } from '../auth';
import { employees } from '../employees';
import { timesheetEntries, timesheetOpenWeeks, timesheetWeeks, timesheetWeekTotals } from './timesheets.tables';

export type EntryRow = typeof timesheetEntries.$inferSelect;
export type WeekRow = typeof timesheetWeeks.$inferSelect;

/** The hours an employee logged between two dates (inclusive), every project. */
export function listEntries(db: Executor, employeeId: string, from: string, to: string) {
  return db
    .select()
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.employeeId, employeeId), between(timesheetEntries.workDate, from, to)))
    .orderBy(timesheetEntries.workDate, timesheetEntries.projectCode);
}

/** Hours per day on every project but one, for the 24-hours-a-day rule. */
export async function otherProjectsHours(db: Executor, employeeId: string, dates: readonly string[], projectCode: string) {
  if (dates.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ date: timesheetEntries.workDate, hundredths: sql<number>`sum(${timesheetEntries.hundredths})::int` })
    .from(timesheetEntries)
    .where(
      and(
        eq(timesheetEntries.employeeId, employeeId),
        inArray(timesheetEntries.workDate, [...dates]),
        ne(timesheetEntries.projectCode, projectCode),
      ),
    )
    .groupBy(timesheetEntries.workDate);
  return new Map(rows.map((r) => [r.date, Number(r.hundredths)]));
}

/** One person's day rows of one project, on the days `days` picks. */
const projectDays = (key: { employeeId: string; projectCode: string }, days: SQL) =>
  and(eq(timesheetEntries.employeeId, key.employeeId), eq(timesheetEntries.projectCode, key.projectCode), days);

/** Sets one project's hours for the given days: zero removes the day, anything else is kept as sent. */
export async function saveProjectDays(
  tx: Executor,
  key: { organizationId: string; employeeId: string; projectCode: string },
  days: readonly { date: string; hundredths: number }[],
) {
  const zero = days.filter((d) => d.hundredths === 0).map((d) => d.date);
  const kept = days.filter((d) => d.hundredths > 0);
  if (zero.length > 0) await tx.delete(timesheetEntries).where(projectDays(key, inArray(timesheetEntries.workDate, zero)));
  if (kept.length > 0)
    await tx
      .insert(timesheetEntries)
      .values(kept.map((d) => ({ ...key, workDate: d.date, hundredths: d.hundredths })))
      .onConflictDoUpdate({
        target: [timesheetEntries.employeeId, timesheetEntries.workDate, timesheetEntries.projectCode],
        set: { hundredths: sql`excluded.hundredths`, updatedAt: new Date() },
      });
}

/** Every hour logged in the weeks between two dates: the day rows plus the week totals of weeks starting in the range. */
export async function sumHoursBetween(db: Executor, employeeId: string, from: string, to: string) {
  const result = await db.execute<{ total: number }>(sql`
    select (
      coalesce((select sum(${timesheetEntries.hundredths}) from ${timesheetEntries}
        where ${timesheetEntries.employeeId} = ${employeeId} and ${timesheetEntries.workDate} between ${from} and ${to}), 0)
      + coalesce((select sum(${timesheetWeekTotals.hundredths}) from ${timesheetWeekTotals}
        where ${timesheetWeekTotals.employeeId} = ${employeeId} and ${timesheetWeekTotals.weekStart} between ${from} and ${to}), 0)
    )::int as total`);
  return Number(result.rows[0]?.total ?? 0);
}

/** The week totals (no days) of the weeks starting between two dates, per project. */
export function listWeekTotals(db: Executor, employeeId: string, from: string, to: string) {
  return db
    .select({
      projectCode: timesheetWeekTotals.projectCode,
      weekStart: timesheetWeekTotals.weekStart,
      hundredths: timesheetWeekTotals.hundredths,
    })
    .from(timesheetWeekTotals)
    .where(and(eq(timesheetWeekTotals.employeeId, employeeId), between(timesheetWeekTotals.weekStart, from, to)))
    .orderBy(timesheetWeekTotals.weekStart, timesheetWeekTotals.projectCode);
}

/** Records one project's week total, replacing that project's day rows of the week. */
export async function saveProjectWeekTotal(
  tx: Executor,
  key: { organizationId: string; employeeId: string; projectCode: string; weekStart: string; weekEnd: string },
  hundredths: number,
) {
  await tx.delete(timesheetEntries).where(projectDays(key, between(timesheetEntries.workDate, key.weekStart, key.weekEnd)));
  await tx
    .insert(timesheetWeekTotals)
    .values({
      organizationId: key.organizationId,
      employeeId: key.employeeId,
      projectCode: key.projectCode,
      weekStart: key.weekStart,
      hundredths,
    })
    .onConflictDoUpdate({
      target: [timesheetWeekTotals.employeeId, timesheetWeekTotals.weekStart, timesheetWeekTotals.projectCode],
      set: { hundredths: sql`excluded.hundredths`, updatedAt: new Date() },
    });
}

/** Drops one project's week total when its days are saved instead. */
export async function deleteProjectWeekTotal(tx: Executor, employeeId: string, projectCode: string, weekStart: string) {
  await tx
    .delete(timesheetWeekTotals)
    .where(
      and(
        eq(timesheetWeekTotals.employeeId, employeeId),
        eq(timesheetWeekTotals.projectCode, projectCode),
        eq(timesheetWeekTotals.weekStart, weekStart),
      ),
    );
}

/** The latest submission of each of the employee's weeks starting between two Mondays (inclusive). */
export function latestWeeks(db: Executor, organizationId: string, employeeId: string, from: string, to: string) {
  return db
    .selectDistinctOn([timesheetWeeks.fromDate])
    .from(timesheetWeeks)
    .where(
      and(
        eq(timesheetWeeks.organizationId, organizationId),
        eq(timesheetWeeks.employeeId, employeeId),
        gte(timesheetWeeks.fromDate, from),
        lte(timesheetWeeks.fromDate, to),
      ),
    )
    .orderBy(timesheetWeeks.fromDate, desc(timesheetWeeks.id));
}

/** The latest submission of one week, or null when it was never submitted. */
export async function latestWeek(db: Executor, employeeId: string, fromDate: string): Promise<WeekRow | null> {
  const [row] = await db
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.employeeId, employeeId), eq(timesheetWeeks.fromDate, fromDate)))
    .orderBy(desc(timesheetWeeks.id))
    .limit(1);
  return row ?? null;
}

/** Every submission of an employee, newest week first, one page. */
export function listWeeksOf(db: Executor, organizationId: string, employeeId: string, window: { offset: number; limit: number }) {
  return db
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.organizationId, organizationId), eq(timesheetWeeks.employeeId, employeeId)))
    .orderBy(desc(timesheetWeeks.fromDate), desc(timesheetWeeks.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function insertWeek(tx: Executor, values: typeof timesheetWeeks.$inferInsert) {
  const [row] = await tx.insert(timesheetWeeks).values(values).returning();
  return row as WeekRow;
}

export async function findWeek(db: Executor, organizationId: string, id: number): Promise<WeekRow | null> {
  const [row] = await db
    .select()
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.organizationId, organizationId), eq(timesheetWeeks.id, id)));
  return row ?? null;
}

/** Hours per person and week logged on one project within a range, for billing. */
export function projectHoursByWeek(db: Executor, organizationId: string, projectCode: string, from: string, to: string) {
  const week = sql<string>`to_char(date_trunc('week', ${timesheetEntries.workDate}::timestamp), 'YYYY-MM-DD')`;
  return db
    .select({
      employeeId: timesheetEntries.employeeId,
      employeeName: sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`,
      weekStart: week,
      hundredths: sql<number>`sum(${timesheetEntries.hundredths})::int`,
    })
    .from(timesheetEntries)
    .innerJoin(employees, eq(employees.employeeId, timesheetEntries.employeeId))
    .where(
      and(
        eq(timesheetEntries.organizationId, organizationId),
        eq(timesheetEntries.projectCode, projectCode),
        between(timesheetEntries.workDate, from, to),
      ),
    )
    .groupBy(timesheetEntries.employeeId, employees.firstname, employees.lastname, week)
    .orderBy(week, timesheetEntries.employeeId);
}

/** Remembers the week an employee opened in a grid (one row per employee, the latest wins). */
export async function recordOpenWeek(db: Executor, values: { organizationId: string; employeeId: string; weekStart: string }) {
  await db
    .insert(timesheetOpenWeeks)
    .values(values)
    .onConflictDoUpdate({
      target: timesheetOpenWeeks.employeeId,
      set: { weekStart: values.weekStart, organizationId: values.organizationId, openedAt: new Date() },
    });
}

/** The Monday of the week the employee last opened in a grid, or null. */
export async function openWeekOf(db: Executor, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ weekStart: timesheetOpenWeeks.weekStart })
    .from(timesheetOpenWeeks)
    .where(eq(timesheetOpenWeeks.employeeId, employeeId));
  return row?.weekStart ?? null;
}

/**
 * The submitted weeks waiting for one approver's decision, across their people, longest waiting first
 * (the engine's queue condition and order): one page and the queue's size, in one statement. Only a
 * manager's or HR's account decides, so anyone else's queue is empty. A page past the end answers no
 * rows and a total of 0.
 */
export async function listWaitingWeeks(
  db: Executor,
  organizationId: string,
  approverId: string,
  window: { offset: number; limit: number },
) {
  const decider = sql`exists (select 1 from ${accounts} where ${accounts.employeeId} = ${approverId}
    and ${accounts.role} in ('ROLE_MANAGER', 'ROLE_HR'))`;
  const rows = await db
    .select({
      id: timesheetWeeks.id,
      employeeId: timesheetWeeks.employeeId,
      employeeName: requesterName,
      fromDate: timesheetWeeks.fromDate,
      toDate: timesheetWeeks.toDate,
      totalHundredths: timesheetWeeks.totalHundredths,
      status: timesheetWeeks.status,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(timesheetWeeks)
    .innerJoin(employees, eq(employees.employeeId, timesheetWeeks.employeeId))
    .where(
      and(
        eq(timesheetWeeks.organizationId, organizationId),
        awaitingDecisionOf(timesheetWeeks, approverId, multiLevelOf(organizationId)),
        decider,
      ),
    )
    .orderBy(timesheetWeeks.createdAt, timesheetWeeks.id)
    .limit(window.limit)
    .offset(window.offset);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
