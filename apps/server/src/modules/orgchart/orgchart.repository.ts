import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { employees, employments } from '../employees';

const manager = alias(employees, 'manager');
const name = (t: typeof employees) => sql<string>`trim(${t.firstname} || ' ' || ${t.lastname})`;

/** Node columns: the person, their designation, manager and number of direct reports (served by employments_manager_idx). */
const nodeColumns = {
  employeeId: employees.employeeId,
  employeeName: name(employees),
  designation: sql<string>`coalesce(${employments.designation}, '')`,
  reportingManagerId: sql<string>`coalesce(${employments.reportingManagerId}, '')`,
  reportingManagerName: sql<string>`coalesce(trim(${manager.firstname} || ' ' || ${manager.lastname}), '')`,
  reports: sql<number>`(select count(*)::int from ${employments} r where r.reporting_manager_id = ${employees.employeeId})`,
};

const nodes = (db: Executor) =>
  db
    .select(nodeColumns)
    .from(employees)
    .leftJoin(employments, eq(employments.employeeId, employees.employeeId))
    .leftJoin(manager, eq(manager.employeeId, employments.reportingManagerId));

const byIdNumber = [
  sql`coalesce(nullif(regexp_replace(${employees.employeeId}, '\\D', '', 'g'), ''), '0')::bigint`,
  asc(employees.employeeId),
];

export async function findNode(db: Executor, organizationId: string, employeeId: string) {
  const [row] = await nodes(db).where(
    and(eq(employees.organizationId, organizationId), sql`lower(${employees.employeeId}) = lower(${employeeId})`),
  );
  return row ?? null;
}

/** One page of a person's direct reports. */
export async function listDirectReports(
  db: Executor,
  organizationId: string,
  managerId: string,
  window: { offset: number; limit: number },
) {
  return nodes(db)
    .where(and(eq(employees.organizationId, organizationId), eq(employments.reportingManagerId, managerId)))
    .orderBy(...byIdNumber)
    .offset(window.offset)
    .limit(window.limit);
}

/** The top of the chart: people with no reporting manager. */
export async function listRoots(db: Executor, organizationId: string, window: { offset: number; limit: number }) {
  return nodes(db)
    .where(and(eq(employees.organizationId, organizationId), isNull(employments.reportingManagerId)))
    .orderBy(...byIdNumber)
    .offset(window.offset)
    .limit(window.limit);
}

/** People whose id or name contains the text. */
export async function searchNodes(db: Executor, organizationId: string, text: string, limit: number) {
  const like = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return nodes(db)
    .where(and(eq(employees.organizationId, organizationId), or(ilike(employees.employeeId, like), ilike(name(employees), like))))
    .orderBy(...byIdNumber)
    .limit(limit);
}

/** The chain of managers from the top of the chart down to the person (ids), guarded against cycles. */
export async function managerChain(db: Executor, organizationId: string, employeeId: string): Promise<string[]> {
  const result = await db.execute<{ employee_id: string }>(sql`
    with recursive chain(employee_id, manager_id, depth, seen) as (
      select e.employee_id, m.reporting_manager_id, 0, array[e.employee_id]
        from ${employees} e left join ${employments} m on m.employee_id = e.employee_id
       where e.organization_id = ${organizationId} and e.employee_id = ${employeeId}
      union all
      select e.employee_id, m.reporting_manager_id, c.depth + 1, c.seen || e.employee_id
        from chain c
        join ${employees} e on e.employee_id = c.manager_id and e.organization_id = ${organizationId}
        left join ${employments} m on m.employee_id = e.employee_id
       where c.depth < 100 and not (e.employee_id = any(c.seen))
    )
    select employee_id from chain order by depth desc`);
  return result.rows.map((r) => r.employee_id);
}

/** The nodes of these people (any order). */
export async function findNodes(db: Executor, organizationId: string, employeeIds: string[]) {
  if (!employeeIds.length) return [];
  return nodes(db).where(and(eq(employees.organizationId, organizationId), inArray(employees.employeeId, employeeIds)));
}
