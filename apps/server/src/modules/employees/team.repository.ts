import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { anywherePattern } from '../../db/patterns';
import { pageSlice } from './employees.repository';
import { employees, employments } from './employees.tables';

const employeeName = sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`;

function teamFilter(organizationId: string, line: 'manager' | 'hr', leaderId: string, search?: string): SQL | undefined {
  const column = line === 'manager' ? employments.reportingManagerId : employments.hrId;
  const inTeam = and(eq(employments.organizationId, organizationId), eq(column, leaderId));
  if (!search) return inTeam;
  const like = anywherePattern(search);
  return and(inTeam, or(ilike(employees.employeeId, like), ilike(employeeName, like), ilike(employments.designation, like)));
}

/**
 * One page of a leader's team (by reporting manager or by HR), searchable by id, name and designation, with
 * the total. Without a search the count and the page's keys come from the (leader, organisation, id number)
 * index alone; the names are read for the page's rows only.
 */
export async function listTeam(
  db: Executor,
  organizationId: string,
  line: 'manager' | 'hr',
  leaderId: string,
  window: { offset: number; limit: number; search?: string },
) {
  const where = teamFilter(organizationId, line, leaderId, window.search);
  const counting = db.select({ total: sql<number>`count(*)::int` }).from(employments);
  const [count] = await (window.search
    ? counting.innerJoin(employees, eq(employees.employeeId, employments.employeeId)).where(where)
    : counting.where(where));
  const total = count?.total ?? 0;
  const slice = pageSlice(total, window);
  if (!slice) return { rows: [], total };
  const order = slice.reverse
    ? [desc(employments.idNumber), desc(employments.employeeId)]
    : [asc(employments.idNumber), asc(employments.employeeId)];
  const keys = db.select({ id: employments.employeeId, n: employments.idNumber }).from(employments);
  const page = (window.search ? keys.innerJoin(employees, eq(employees.employeeId, employments.employeeId)) : keys)
    .where(where)
    .orderBy(...order)
    .offset(slice.offset)
    .limit(slice.limit)
    .as('page');
  const rows = await db
    .select({ employeeId: employees.employeeId, employeeName, designation: employments.designation })
    .from(page)
    .innerJoin(employees, and(eq(employees.employeeId, page.id), eq(employees.organizationId, organizationId)))
    .innerJoin(employments, eq(employments.employeeId, page.id))
    .orderBy(asc(page.n), asc(page.id));
  return { rows, total };
}
