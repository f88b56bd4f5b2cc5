import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ReportScope } from './reports.scope';

/** `custom`: the value of one choice field (key), a dash for people without one. */
export type HeadcountGrouping = 'none' | 'department' | 'designation' | { custom: string };
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
  if (typeof grouping === 'object') return customFieldMovements(db, scope, grouping.custom, period);
  const key =
    grouping === 'department'
      ? sql`coalesce(d.department_name, nullif(b.department_id, ''), '—')`
      : grouping === 'designation'
        ? sql`coalesce(nullif(b.designation, ''), '—')`
        : sql`''`;
  const department = scope.departmentId ? sql`and lower(b.department_id) = lower(${scope.departmentId})` : sql``;
  return movementsOf(
    db,
    sql`select b.*, ${key} as key
        from headcount_buckets b
        left join departments d on d.organization_id = b.organization_id and lower(d.department_id) = lower(b.department_id)
       where b.organization_id = ${scope.organizationId} and b.people <> 0 and b.join_month <= ${period.toDay}::date ${department}`,
    period,
  );
}

/**
 * The same movements grouped by a custom choice field: buckets of (value, join month, leave month) counted
 * in one aggregate over the organisation's people and that field's values (the summary table has no
 * custom values; the value is joined by its primary key).
 */
function customFieldMovements(db: Executor, scope: ReportScope, fieldKey: string, period: { fromDay: string; toDay: string }) {
  const department = scope.departmentId ? sql`and lower(m.department_id) = lower(${scope.departmentId})` : sql``;
  return movementsOf(
    db,
    sql`select coalesce(v.value, '—') as key, date_trunc('month', e.doj)::date as join_month,
          coalesce(date_trunc('month', m.leaving_date)::date, 'infinity'::date) as leave_month, count(*)::int as people
        from employees e
        left join employments m on m.employee_id = e.employee_id
        left join custom_field_values v on v.organization_id = e.organization_id and v.entity = 'employee'
          and v.record_id = e.employee_id and v.key = ${fieldKey}
       where e.organization_id = ${scope.organizationId} and e.doj <= ${period.toDay}::date ${department}
       group by 1, 2, 3`,
    period,
  );
}

/** Joiners and leavers per key and month from buckets `(key, join_month, leave_month, people)`. */
async function movementsOf(db: Executor, buckets: SQL, period: { fromDay: string; toDay: string }) {
  const bucket = (column: string) =>
    sql`case when ${sql.raw(column)} < ${period.fromDay}::date then '' else to_char(${sql.raw(column)}, 'YYYY-MM') end`;
  const result = await db.execute<{ key: string; month: string; joiners: number; leavers: number }>(sql`
    with b as (${buckets})
    select key, month, sum(joiners)::int as joiners, sum(leavers)::int as leavers from (
      select key, ${bucket('join_month')} as month, people as joiners, 0 as leavers from b
      union all
      select key, ${bucket('leave_month')}, 0, people from b where leave_month <= ${period.toDay}::date
    ) events
    group by key, month`);
  return result.rows.map((r) => ({ key: r.key, month: r.month, joiners: Number(r.joiners), leavers: Number(r.leavers) }));
}
