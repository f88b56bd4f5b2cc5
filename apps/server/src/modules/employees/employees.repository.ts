import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { inScope } from '../../db/organization-views';
import { anywherePattern, prefixMatch } from '../../db/patterns';
import { accounts } from '../auth';
import { searchEmployeePage } from './employee-search.repository';
import { employeeCounts, employees, employments, searchText } from './employees.tables';

export type EmployeeRow = typeof employees.$inferSelect;

export async function findEmployee(db: Executor, employeeId: string) {
  const [row] = await db.select().from(employees).where(eq(employees.employeeId, employeeId));
  return row ?? null;
}

export async function findEmployeeInOrganization(db: Executor, organizationId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(inScope(employees))
    .where(and(eq(employees.organizationId, organizationId), sql`lower(${employees.employeeId}) = lower(${employeeId})`));
  return row ?? null;
}

/** The employee (as findEmployeeInOrganization) with their current reporting lines, in one query. */
export async function findEmployeeWithLines(db: Executor, organizationId: string, employeeId: string) {
  const [row] = await db
    .select({ employee: employees, reportingManagerId: employments.reportingManagerId, hrId: employments.hrId })
    .from(inScope(employees))
    .leftJoin(employments, eq(employments.employeeId, employees.employeeId))
    .where(and(eq(employees.organizationId, organizationId), sql`lower(${employees.employeeId}) = lower(${employeeId})`));
  return row ?? null;
}

export async function findByEmail(db: Executor, organizationId: string, email: string) {
  const [row] = await db
    .select({ employeeId: employees.employeeId })
    .from(inScope(employees))
    .where(and(eq(employees.organizationId, organizationId), sql`lower(${employees.email}) = lower(${email})`));
  return row ?? null;
}

/** True when another employee of the organisation already uses this e-mail address. */
export async function emailTakenByAnother(db: Executor, organizationId: string, email: string, exceptId: string) {
  const holder = await findByEmail(db, organizationId, email);
  return holder !== null && holder.employeeId !== exceptId;
}

export async function insertEmployee(db: Executor, values: typeof employees.$inferInsert) {
  await db.insert(employees).values(values);
}

export async function updateEmployee(db: Executor, employeeId: string, values: Partial<typeof employees.$inferInsert>) {
  await employeeUpdate(db, employeeId, values);
}

/** The UPDATE of updateEmployee, not yet run (for a caller that runs its writes together). */
export function employeeUpdate(db: Executor, employeeId: string, values: Partial<typeof employees.$inferInsert>) {
  return db
    .update(employees)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(employees.employeeId, employeeId));
}

// Sorts HRMS2 before HRMS10: by the number in the id (stored, indexed), then the id.
const byIdNumber = [asc(employees.idNumber), asc(employees.employeeId)];

/**
 * The ways a term matches anywhere, each served by its own index; a person matches when any does. The id
 * by its start (btree): every id shares the trigrams of "HRMS", so a trigram index narrows nothing for
 * "HRMS4". Names and e-mail anywhere: the trigram index narrows the rows (a superset), the per-column
 * match decides.
 */
function anywhereArms(search: string): SQL[] {
  const like = anywherePattern(search);
  const text = and(
    ilike(searchText(employees), like),
    or(
      ilike(employees.firstname, like),
      ilike(employees.lastname, like),
      ilike(employees.email, like),
      ilike(sql`${employees.firstname} || ' ' || ${employees.lastname}`, like),
    ),
  ) as SQL;
  return [sql`lower(${employees.employeeId}) like ${prefixMatch(search).like}`, text];
}

const matchingAny = (organizationId: string, arms: SQL[] | null) =>
  arms ? and(eq(employees.organizationId, organizationId), or(...arms)) : eq(employees.organizationId, organizationId);

/** The employee search (names and e-mail anywhere, ids by their start) within the organisation. */
export function searchFilter(organizationId: string, search: string | undefined) {
  return matchingAny(organizationId, search ? anywhereArms(search) : null);
}

/**
 * Which rows of an ordered set of `total` rows a page covers, walked from whichever end is nearer, so the
 * last page costs what the first does: `reverse` pages read the order backwards and flip the result.
 */
export function pageSlice(total: number, window: { offset: number; limit: number }) {
  const end = Math.min(total, window.offset + window.limit);
  if (window.offset >= end) return null;
  if (window.offset <= total - end) return { reverse: false, offset: window.offset, limit: end - window.offset };
  return { reverse: true, offset: total - end, limit: end - window.offset };
}

/** The organisation's employee count, kept by a trigger (no count over 100,000 rows per page). */
export async function countEmployees(db: Executor, organizationId: string) {
  const [row] = await db
    .select({ total: employeeCounts.employees })
    .from(employeeCounts)
    .where(eq(employeeCounts.organizationId, organizationId));
  return { total: row?.total ?? 0, more: false };
}

/**
 * One page of the organisation's employees in id order, with the total; a search (by id, names, e-mail)
 * is one statement that also counts its matches up to a cap (`more` says there are more).
 */
export async function listEmployees(db: Db, organizationId: string, window: { offset: number; limit: number; search?: string }) {
  if (window.search) return searchEmployeePage(db, organizationId, window.search, window);
  const where = matchingAny(organizationId, null);
  const { total, more } = await countEmployees(db, organizationId);
  const slice = pageSlice(total, window);
  if (!slice) return { rows: [], total, more };
  return { rows: await pageOfEmployees(db, where, slice), total, more };
}

/** One page in id order: the page's keys first (an index-only walk of the id order), then only those rows' details. */
function pageOfEmployees(db: Executor, where: SQL | undefined, slice: { reverse: boolean; offset: number; limit: number }) {
  const order = slice.reverse ? [desc(employees.idNumber), desc(employees.employeeId)] : byIdNumber;
  const page = db
    .select({ id: employees.employeeId, n: employees.idNumber })
    .from(employees)
    .where(where)
    .orderBy(...order)
    .offset(slice.offset)
    .limit(slice.limit)
    .as('page');
  return db
    .select({
      employeeId: employees.employeeId,
      firstname: employees.firstname,
      lastname: employees.lastname,
      email: employees.email,
      userRole: accounts.role,
    })
    .from(page)
    .innerJoin(employees, eq(employees.employeeId, page.id))
    .leftJoin(accounts, eq(accounts.employeeId, page.id))
    .orderBy(asc(page.n), asc(page.id));
}

/** Whether any current employment of the organisation names this department. */
export async function isDepartmentInUse(db: Executor, organizationId: string, departmentId: string) {
  const [row] = await db
    .select({ employeeId: employments.employeeId })
    .from(employments)
    .where(and(eq(employments.organizationId, organizationId), sql`lower(${employments.departmentId}) = lower(${departmentId})`))
    .limit(1);
  return Boolean(row);
}

export async function findEmployment(db: Executor, employeeId: string) {
  const [row] = await db.select().from(employments).where(eq(employments.employeeId, employeeId));
  return row ?? null;
}

export async function upsertEmployment(db: Executor, values: typeof employments.$inferInsert) {
  await db
    .insert(employments)
    .values(values)
    .onConflictDoUpdate({
      target: employments.employeeId,
      set: {
        designation: values.designation,
        departmentId: values.departmentId,
        reportingManagerId: values.reportingManagerId,
        hrId: values.hrId,
        ...(values.leavingDate !== undefined ? { leavingDate: values.leavingDate } : {}),
        updatedAt: new Date(),
      },
    });
}

/** Reportees of a manager (by reporting line) or of an HR person (by hrId), paged and searchable. */
export async function listReportees(
  db: Executor,
  organizationId: string,
  line: 'manager' | 'hr',
  leaderId: string,
  window: { offset: number; limit: number; search?: string },
) {
  const column = line === 'manager' ? employments.reportingManagerId : employments.hrId;
  return db
    .select({
      employeeId: employees.employeeId,
      employeeName: sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`,
      designation: employments.designation,
    })
    .from(employments)
    .innerJoin(employees, eq(employees.employeeId, employments.employeeId))
    .where(and(searchFilter(organizationId, window.search), eq(column, leaderId)))
    .orderBy(...byIdNumber)
    .offset(window.offset)
    .limit(window.limit);
}

/** The ids of everyone in the organisation (an import resolving the ids its rows name). */
export async function listEmployeeIds(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ employeeId: employees.employeeId })
    .from(employees)
    .where(eq(employees.organizationId, organizationId));
  return rows.map((r) => r.employeeId);
}
