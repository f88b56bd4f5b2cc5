import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { inScope, scopedView } from '../../db/organization-views';
import { anywherePattern } from '../../db/patterns';
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

/** `people`: the employees table, or its scoped view for a lookup by lower(id) (db/organization-views.ts). */
const nodes = (db: Executor, people: typeof employees = employees) =>
  db
    .select(nodeColumns)
    .from(people)
    .leftJoin(employments, eq(employments.employeeId, employees.employeeId))
    .leftJoin(manager, eq(manager.employeeId, employments.reportingManagerId));

// HRMS2 before HRMS10: the stored id number, as the employee indexes hold it.
const byIdNumber = [asc(employees.idNumber), asc(employees.employeeId)];

export async function findNode(db: Executor, organizationId: string, employeeId: string) {
  const [row] = await nodes(db, inScope(employees)).where(
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
  return (
    nodes(db)
      .where(and(eq(employments.organizationId, organizationId), eq(employments.reportingManagerId, managerId)))
      // the employment's copy of the id number: employments_manager_idx walks this order, no sort of the whole team
      .orderBy(asc(employments.idNumber), asc(employments.employeeId))
      .offset(window.offset)
      .limit(window.limit)
  );
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
  const like = anywherePattern(text);
  return nodes(db)
    .where(and(eq(employees.organizationId, organizationId), or(ilike(employees.employeeId, like), ilike(name(employees), like))))
    .orderBy(...byIdNumber)
    .limit(limit);
}

const pathQuery = (db: Db) => {
  const organizationId = sql.placeholder('organizationId');
  const employeeId = sql.placeholder('employeeId');
  const chain = sql`(
    with recursive chain(employee_id, manager_id, depth, seen) as (
      select e.employee_id, m.reporting_manager_id, 0, array[e.employee_id]
        from ${employees} e left join ${employments} m on m.employee_id = e.employee_id
       where e.employee_id = (
         select p.employee_id from ${scopedView(employees)} p
          where p.organization_id = ${organizationId} and lower(p.employee_id) = lower(${employeeId})
          limit 1)
      union all
      select e.employee_id, m.reporting_manager_id, c.depth + 1, c.seen || e.employee_id
        from chain c
        join ${employees} e on e.employee_id = c.manager_id and e.organization_id = ${organizationId}
        left join ${employments} m on m.employee_id = e.employee_id
       where c.depth < 100 and not (e.employee_id = any(c.seen))
    )
    select employee_id, depth from chain
  ) chain`;
  return nodes(db)
    .innerJoin(chain, sql`chain.employee_id = ${employees.employeeId}`)
    .where(eq(employees.organizationId, organizationId))
    .orderBy(sql`chain.depth desc`)
    .prepare('orgchart_path');
};
// Built once per database: the chart opens a path for every person looked up.
const preparedPath = new WeakMap<Db, ReturnType<typeof pathQuery>>();

/**
 * The person and their managers up to the top of the chart, top first, in one prepared statement: the
 * chain is walked by a recursive query (guarded against cycles) and each link read as a node. Empty when
 * the organisation has no such person.
 */
export async function findPath(db: Db, organizationId: string, employeeId: string) {
  let query = preparedPath.get(db);
  if (!query) {
    query = pathQuery(db);
    preparedPath.set(db, query);
  }
  return query.execute({ organizationId, employeeId });
}
