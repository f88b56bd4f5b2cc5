import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, employments } from './employees.tables';

const employeeName = sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`;

function teamFilter(organizationId: string, line: 'manager' | 'hr', leaderId: string, search?: string): SQL | undefined {
  const column = line === 'manager' ? employments.reportingManagerId : employments.hrId;
  const inTeam = and(eq(employees.organizationId, organizationId), eq(column, leaderId));
  if (!search) return inTeam;
  const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return and(inTeam, or(ilike(employees.employeeId, like), ilike(employeeName, like), ilike(employments.designation, like)));
}

/** One page of a leader's team (by reporting manager or by HR), searchable by id, name and designation, with the total. */
export async function listTeam(
  db: Executor,
  organizationId: string,
  line: 'manager' | 'hr',
  leaderId: string,
  window: { offset: number; limit: number; search?: string },
) {
  const where = teamFilter(organizationId, line, leaderId, window.search);
  const rows = await db
    .select({ employeeId: employees.employeeId, employeeName, designation: employments.designation })
    .from(employments)
    .innerJoin(employees, eq(employees.employeeId, employments.employeeId))
    .where(where)
    .orderBy(
      sql`coalesce(nullif(regexp_replace(${employees.employeeId}, '\\D', '', 'g'), ''), '0')::bigint`,
      asc(employees.employeeId),
    )
    .offset(window.offset)
    .limit(window.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(employments)
    .innerJoin(employees, eq(employees.employeeId, employments.employeeId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}
