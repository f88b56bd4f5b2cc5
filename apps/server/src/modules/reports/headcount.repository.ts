import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ReportScope } from './reports.scope';

export type HeadcountGrouping = 'none' | 'department' | 'designation';
/** Joiners and leavers per group and month; month '' gathers everything before the period. */
export type HeadcountMovement = { key: string; month: string; joiners: number; leavers: number };

/**
 * Reads the headcount summary (headcount_buckets, kept by triggers; a few hundred rows per organisation,
 * never one per person): each bucket is a number of people joining in one month and, unless its leaving
 * month is infinity, leaving in another; months before the period fall into one opening bucket.
 * Headcounts are running sums of these.
 */
export async function headcountMovements(
  db: Executor,
  scope: ReportScope,
  grouping: HeadcountGrouping,
  period: { fromDay: string; toDay: string },
): Promise<HeadcountMovement[]> {
  const key =
    grouping === 'department'
      ? sql`coalesce(d.department_name, nullif(b.department_id, ''), '—')`
      : grouping === 'designation'
        ? sql`coalesce(nullif(b.designation, ''), '—')`
        : sql`''`;
  const bucket = (column: string) =>
    sql`case when ${sql.raw(column)} < ${period.fromDay}::date then '' else to_char(${sql.raw(column)}, 'YYYY-MM') end`;
  const department = scope.departmentId ? sql`and lower(b.department_id) = lower(${scope.departmentId})` : sql``;
  const result = await db.execute<{ key: string; month: string; joiners: number; leavers: number }>(sql`
    with b as (
      select b.*, ${key} as key
        from headcount_buckets b
        left join departments d on d.organization_id = b.organization_id and lower(d.department_id) = lower(b.department_id)
       where b.organization_id = ${scope.organizationId} and b.people <> 0 and b.join_month <= ${period.toDay}::date ${department}
    )
    select key, month, sum(joiners)::int as joiners, sum(leavers)::int as leavers from (
      select key, ${bucket('join_month')} as month, people as joiners, 0 as leavers from b
      union all
      select key, ${bucket('leave_month')}, 0, people from b where leave_month <= ${period.toDay}::date
    ) events
    group by key, month`);
  return result.rows.map((r) => ({ key: r.key, month: r.month, joiners: Number(r.joiners), leavers: Number(r.leavers) }));
}
