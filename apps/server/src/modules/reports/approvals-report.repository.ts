import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registeredApprovalKinds } from '../approvals';
import { employmentFilter, type ReportScope } from './reports.scope';

export type ApprovalsGrouping = 'kind' | 'decider';

/**
 * Requests of every kind waiting for a decision, per kind or per the person whose decision they wait
 * for: the reporting manager while PENDING (HR when the manager cannot decide), HR once the manager
 * approved. Age counts from filing, or from the manager's approval for the HR step. Reads
 * report_open_approvals (one row per open request with its decider, kept by triggers on the request
 * tables and re-routed when a manager, HR or a role changes); the department is the current one.
 */
export async function waitingApprovals(db: Executor, scope: ReportScope, grouping: ApprovalsGrouping) {
  const kinds = registeredApprovalKinds();
  if (!kinds.length) return [];
  const key = grouping === 'kind' ? sql`o.kind` : sql`o.decider`;
  const people: SQL =
    scope.departmentId || scope.managerId
      ? sql`and o.employee_id in (select m.employee_id from employments m where m.organization_id = ${scope.organizationId} and ${employmentFilter(scope)})`
      : sql``;
  const nouns = sql.join(
    kinds.map((k) => sql`(${k.kind}::text, ${k.noun}::text)`),
    sql`, `,
  );
  const name = grouping === 'kind' ? sql`coalesce(k.noun, g.key)` : sql`coalesce(trim(d.firstname || ' ' || d.lastname), '')`;
  const join =
    grouping === 'kind'
      ? sql`left join (values ${nouns}) as k(kind, noun) on k.kind = g.key`
      : sql`left join employees d on d.employee_id = g.key`;
  // Ages in double precision (extract() is numeric, several times slower over tens of thousands of rows).
  const result = await db.execute<{ key: string; name: string; waiting: number; oldest: number; average: string }>(sql`
    with g as (
      select ${key} as key, count(*)::int as waiting,
             floor(date_part('epoch', now() - min(o.since)) / 86400)::int as oldest,
             round(((date_part('epoch', now()) - avg(date_part('epoch', o.since))) / 86400)::numeric, 1)::text as average
        from report_open_approvals o
       where o.organization_id = ${scope.organizationId} ${people}
       group by 1
    )
    select g.key, ${name} as name, g.waiting, g.oldest, g.average
      from g ${join}
     order by 1`);
  return result.rows.map((r) => ({
    key: r.key,
    name: r.name,
    waiting: Number(r.waiting),
    oldestDays: Number(r.oldest),
    averageDays: Number(r.average),
  }));
}
