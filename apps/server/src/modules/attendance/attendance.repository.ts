import { and, asc, between, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { awaitingDecisionOf, decidedBy, latestComments, type MultiLevel, requesterName } from '../approvals';
import { employees, employments } from '../employees';
import { attendanceRecords as records } from './attendance.tables';

export type AttendanceRow = typeof records.$inferSelect;
type Window = { offset: number; limit: number };

/** Rejected entries of a day come after the live one. */
const liveFirst = sql`(${records.status} = 'REJECTED')`;

/** The row every request list answers: the requester's current name and the latest decision's comments. */
const requestColumns = {
  id: records.id,
  employeeId: records.employeeId,
  employeeName: requesterName,
  type: records.type,
  inTime: records.inTime,
  outTime: records.outTime,
  attendanceDate: records.attendanceDate,
  workingMinutes: records.workingMinutes,
  status: records.status,
  comments: latestComments(records),
};
export type AttendanceRequestRow = Awaited<ReturnType<typeof findRequestRow>>;

const requestQuery = (db: Executor) =>
  db.select(requestColumns).from(records).innerJoin(employees, eq(employees.employeeId, records.employeeId));

export async function findRequestRow(db: Executor, id: number) {
  const [row] = await requestQuery(db).where(eq(records.id, id));
  return row;
}

export async function findRecord(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select()
    .from(records)
    .where(and(eq(records.organizationId, organizationId), eq(records.id, id)));
  return row ?? null;
}

/** The entry of one person and day: the live one, else the latest rejected one; cancelled ones never. */
export async function findDayEntry(db: Executor, employeeId: string, attendanceDate: string) {
  const [row] = await db
    .select()
    .from(records)
    .where(and(eq(records.employeeId, employeeId), eq(records.attendanceDate, attendanceDate), ne(records.status, 'CANCELLED')))
    .orderBy(liveFirst, desc(records.createdAt), desc(records.id))
    .limit(1);
  return row ?? null;
}

export async function insertRecord(db: Executor, values: typeof records.$inferInsert) {
  const [row] = await db.insert(records).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** How many reportees a leader has (as reporting manager, or as HR): the report's total. */
export async function countReportees(db: Executor, organizationId: string, line: 'manager' | 'hr', leaderId: string) {
  const column = line === 'manager' ? employments.reportingManagerId : employments.hrId;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(employments)
    .innerJoin(employees, eq(employees.employeeId, employments.employeeId))
    .where(and(eq(employees.organizationId, organizationId), eq(column, leaderId)));
  return row?.total ?? 0;
}

/**
 * One page of a leader's reportees (as reporting manager, or as HR) with their entries of one day
 * (cancelled ones left out), in one query; reportees without an entry come with none.
 */
export async function listReporteesDay(
  db: Executor,
  organizationId: string,
  line: 'manager' | 'hr',
  leaderId: string,
  attendanceDate: string,
  window: Window,
) {
  const column = line === 'manager' ? employments.reportingManagerId : employments.hrId;
  const team = db
    .select({ employeeId: employees.employeeId, employeeName: requesterName.as('employee_name') })
    .from(employments)
    .innerJoin(employees, eq(employees.employeeId, employments.employeeId))
    .where(and(eq(employees.organizationId, organizationId), eq(column, leaderId)))
    .orderBy(
      sql`coalesce(nullif(regexp_replace(${employees.employeeId}, '\\D', '', 'g'), ''), '0')::bigint`,
      asc(employees.employeeId),
    )
    .offset(window.offset)
    .limit(window.limit)
    .as('team');
  return db
    .select({ employeeId: team.employeeId, employeeName: team.employeeName, entry: records })
    .from(team)
    .leftJoin(
      records,
      and(eq(records.employeeId, team.employeeId), eq(records.attendanceDate, attendanceDate), ne(records.status, 'CANCELLED')),
    )
    .orderBy(
      sql`coalesce(nullif(regexp_replace(${team.employeeId}, '\\D', '', 'g'), ''), '0')::bigint`,
      asc(team.employeeId),
      liveFirst,
      asc(records.id),
    );
}

/** The requester's own requests (cancelled ones left out), newest day first. */
export function listRequestsOf(db: Executor, organizationId: string, employeeId: string, window: Window) {
  return requestQuery(db)
    .where(and(eq(records.organizationId, organizationId), eq(records.employeeId, employeeId), ne(records.status, 'CANCELLED')))
    .orderBy(desc(records.attendanceDate), desc(records.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** Requests waiting for the approver's decision (the engine's routing, DESIGN §8.4), oldest first. */
export function listAwaitingDecision(
  db: Executor,
  organizationId: string,
  approverId: string,
  multiLevel: MultiLevel,
  window: Window,
) {
  return requestQuery(db)
    .where(and(eq(records.organizationId, organizationId), awaitingDecisionOf(records, approverId, multiLevel)))
    .orderBy(asc(records.createdAt), asc(records.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** Requests the approver has decided (at either step), most recently decided first. */
export function listDecidedBy(db: Executor, organizationId: string, approverId: string, window: Window) {
  return requestQuery(db)
    .where(and(eq(records.organizationId, organizationId), ne(records.status, 'CANCELLED'), decidedBy(records, approverId)))
    .orderBy(desc(records.updatedAt), desc(records.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** Approved minutes of one employee per day over a date range (timesheets, DESIGN §8.8); one indexed query. */
export function sumApprovedMinutesByDay(db: Executor, employeeId: string, from: string, to: string) {
  return db
    .select({ attendanceDate: records.attendanceDate, minutes: sql<number>`sum(${records.workingMinutes})::int` })
    .from(records)
    .where(and(eq(records.employeeId, employeeId), between(records.attendanceDate, from, to), eq(records.status, 'APPROVED')))
    .groupBy(records.attendanceDate)
    .orderBy(asc(records.attendanceDate));
}

export async function insertRecords(db: Executor, values: (typeof records.$inferInsert)[]) {
  if (values.length) await db.insert(records).values(values);
}
