import { and, asc, desc, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../employees';
import { assignments, projects } from './projects.tables';

export type AssignmentRow = typeof assignments.$inferSelect;
type AssignmentValues = Omit<typeof assignments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const employeeName = sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`;
const listed = { assignment: assignments, employeeName, projectCode: projects.projectCode };
export type ListedAssignment = { assignment: AssignmentRow; employeeName: string; projectCode: string };

const joined = (db: Executor) =>
  db
    .select(listed)
    .from(assignments)
    .innerJoin(projects, eq(projects.id, assignments.projectId))
    .innerJoin(employees, eq(employees.employeeId, assignments.employeeId));

/** A project's assignments by start date, one page at a time. */
export const listProjectAssignments = (db: Executor, projectId: number, window: { offset: number; limit: number }) =>
  joined(db)
    .where(eq(assignments.projectId, projectId))
    .orderBy(asc(assignments.startDate), asc(assignments.id))
    .offset(window.offset)
    .limit(window.limit);

/** True when the employee has ever been assigned to the project. */
export async function isProjectMember(db: Executor, projectId: number, employeeId: string) {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.projectId, projectId), eq(assignments.employeeId, employeeId)))
    .limit(1);
  return row !== undefined;
}

export async function findAssignment(db: Executor, organizationId: string, id: number) {
  const [row] = await joined(db).where(and(eq(assignments.organizationId, organizationId), eq(assignments.id, id)));
  return row ?? null;
}

/**
 * An employee's assignments: present ones end today or later (current and upcoming, soonest first);
 * previous ones ended before today (latest first).
 */
export const listEmployeeAssignments = (
  db: Executor,
  organizationId: string,
  employeeId: string,
  when: 'present' | 'previous',
  today: string,
  window: { offset: number; limit: number },
) =>
  joined(db)
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        eq(assignments.employeeId, employeeId),
        when === 'present' ? gte(assignments.endDate, today) : lt(assignments.endDate, today),
      ),
    )
    .orderBy(when === 'present' ? asc(assignments.startDate) : desc(assignments.endDate), asc(assignments.id))
    .offset(window.offset)
    .limit(window.limit);

/** Whether the employee already has an assignment on the project that shares a day with [start, end]. */
export async function overlapsOnProject(
  db: Executor,
  values: { projectId: number; employeeId: string; startDate: string; endDate: string; exceptId?: number },
) {
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(
        eq(assignments.projectId, values.projectId),
        eq(assignments.employeeId, values.employeeId),
        lte(assignments.startDate, values.endDate),
        gte(assignments.endDate, values.startDate),
        values.exceptId ? ne(assignments.id, values.exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The projects an employee is assigned to on any day of [from, to] (both yyyy-MM-dd, inclusive),
 * e.g. the week of a timesheet. Served by assignments_employee_dates_idx.
 */
export const listAssignmentsOverlapping = (db: Executor, organizationId: string, employeeId: string, from: string, to: string) =>
  db
    .select({
      assignmentId: assignments.id,
      projectCode: projects.projectCode,
      projectName: projects.projectName,
      billability: projects.billability,
      billabilityLocation: projects.billabilityLocation,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
    })
    .from(assignments)
    .innerJoin(projects, eq(projects.id, assignments.projectId))
    .where(
      and(
        eq(assignments.organizationId, organizationId),
        eq(assignments.employeeId, employeeId),
        gte(assignments.endDate, from),
        lte(assignments.startDate, to),
      ),
    )
    .orderBy(asc(projects.projectCode), asc(assignments.startDate));

export async function insertAssignment(db: Executor, values: AssignmentValues) {
  const [row] = await db.insert(assignments).values(values).returning();
  return row!;
}

export async function updateAssignment(db: Executor, id: number, values: Partial<AssignmentValues>) {
  await db
    .update(assignments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assignments.id, id));
}

export async function deleteAssignment(db: Executor, id: number) {
  await db.delete(assignments).where(eq(assignments.id, id));
}

export async function countProjectAssignments(db: Executor, projectId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(assignments)
    .where(and(eq(assignments.projectId, projectId), gt(assignments.id, 0)));
  return row?.n ?? 0;
}
