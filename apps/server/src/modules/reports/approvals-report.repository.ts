import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registeredApprovalKinds } from '../approvals';
import { employmentFilter, type ReportScope } from './reports.scope';

export type ApprovalsGrouping = 'kind' | 'decider';

/**
 * Requests of every kind waiting for a decision, per kind or per the person whose decision they wait
 * for: the reporting manager while PENDING (HR when the manager cannot decide), HR once the manager
 * approved. Age counts from filing, or from the manager's approval for the HR step. One UNION ALL over
 * the open-request partial indexes.
 */
export async function waitingApprovals(db: Executor, scope: ReportScope, grouping: ApprovalsGrouping) {
  const open = registeredApprovalKinds().map(
    (k) => sql`select ${k.kind}::text as kind, ${k.noun}::text as noun, r.employee_id, r.status,
        case when r.status = 'MANAGER_APPROVED' then coalesce(r.manager_decided_at, r.created_at) else r.created_at end as since
      from ${k.table} r
     where r.organization_id = ${scope.organizationId} and r.status in ('PENDING', 'MANAGER_APPROVED')`,
  );
  if (!open.length) return [];
  const key =
    grouping === 'kind'
      ? sql`o.kind`
      : sql`coalesce(case when o.status = 'PENDING' and ma.role in ('ROLE_MANAGER', 'ROLE_HR') then m.reporting_manager_id end, m.hr_id, '—')`;
  const name = grouping === 'kind' ? sql`max(k.noun)` : sql`coalesce(max(trim(d.firstname || ' ' || d.lastname)), '')`;
  const result = await db.execute<{ key: string; name: string; waiting: number; oldest: number; average: string }>(sql`
    with o as (${sql.join(open, sql` union all `)}),
    keyed as (
      select ${key} as key, o.noun, o.since
        from o
        left join employments m on m.employee_id = o.employee_id
        left join accounts ma on ma.employee_id = m.reporting_manager_id
       where ${employmentFilter(scope)}
    )
    select k.key, ${name} as name, count(*)::int as waiting,
           floor(max(extract(epoch from (now() - k.since)) / 86400))::int as oldest,
           round(avg(extract(epoch from (now() - k.since)) / 86400)::numeric, 1)::text as average
      from keyed k
      ${grouping === 'decider' ? sql`left join employees d on d.employee_id = k.key` : sql``}
     group by k.key
     order by 1`);
  return result.rows.map((r) => ({
    key: r.key,
    name: r.name,
    waiting: Number(r.waiting),
    oldestDays: Number(r.oldest),
    averageDays: Number(r.average),
  }));
}
