import { LEAVE_TYPES, leaveTypeLabel } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { defineSchedule, localDate } from '../jobs';

/**
 * The monthly accrual of every person of the organisation, for every leave type, for the months of
 * `year` up to `month` (pro rata from the joining month: joined after the 15th, from the next month),
 * in one statement. Each month's credit is the growth of the cumulative entitlement rounded to half
 * days — the same rule as `monthlyAccrual` in shared (numeric arithmetic: exact where it matters).
 * The ledger's unique index keeps one accrual per person, type and month: running it again adds nothing.
 */
async function accrueMonths(db: Executor, organizationId: string, year: number, month: number) {
  await db.execute(sql`
    insert into leave_ledger (organization_id, employee_id, leave_type, year, month, kind, days, note, created_at)
    select e.organization_id, e.employee_id, t.leave_type, ${year}, m.month, 'ACCRUAL', c.days,
      to_char(make_date(${year}::int, m.month, 1), 'Mon') || ' ' || ${year} || ': ' || t.count || ' a year',
      make_timestamptz(${year}::int, m.month, 1, 0, 0, 0, 'UTC')
    from employees e
    cross join lateral (select case
        when extract(year from e.doj) < ${year} then 1
        when extract(year from e.doj) > ${year} then 13
        when extract(day from e.doj) <= 15 then extract(month from e.doj)::int
        else extract(month from e.doj)::int + 1 end as first) f
    join leave_types t on t.organization_id = e.organization_id
    cross join generate_series(1, ${month}::int) as m(month)
    cross join lateral (select
        round(t.count * (m.month - f.first + 1) * 2 / 12.0) / 2 - round(t.count * (m.month - f.first) * 2 / 12.0) / 2 as days) c
    where e.organization_id = ${organizationId} and m.month >= f.first and c.days > 0
    on conflict do nothing`);
}

/** The label of `t.leave_type`, as `leaveTypeLabel` writes it in the lazily synced notes. */
const typeLabel = sql`(case t.leave_type ${sql.join(
  LEAVE_TYPES.map((type) => sql`when ${type} then ${leaveTypeLabel(type)}`),
  sql` `,
)} else t.leave_type end)`;

/**
 * The yearly carry-forward into `year`: for each carrying type, the unused days of the year before,
 * capped, once per person and type (the ledger's unique index), in one statement.
 */
async function carryForward(db: Executor, organizationId: string, year: number) {
  await db.execute(sql`
    insert into leave_ledger (organization_id, employee_id, leave_type, year, kind, days, note, created_at)
    select b.organization_id, b.employee_id, t.leave_type, ${year}, 'CARRY_FORWARD',
      round(least(b.unused, coalesce(t.carry_forward_cap, b.unused)) * 2) / 2,
      'Unused ' || ${typeLabel} || ' from ' || ${year - 1}
        || coalesce(' (cap ' || t.carry_forward_cap || ')', ''),
      make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'UTC')
    from leave_types t
    join (select organization_id, employee_id, leave_type, sum(days) as unused from leave_ledger
          where organization_id = ${organizationId} and year = ${year - 1}
          group by organization_id, employee_id, leave_type) b on b.leave_type = t.leave_type
    where t.organization_id = ${organizationId} and t.carry_forward
      and round(least(b.unused, coalesce(t.carry_forward_cap, b.unused)) * 2) / 2 > 0
    on conflict do nothing`);
}

/**
 * Brings the whole organisation's ledger up to `asOf` (yyyy-MM-dd): the rest of last year's accruals,
 * this year's carry-forward, this year's accruals to date. Idempotent; one transaction.
 */
export async function accrueLeave(db: Executor, organizationId: string, asOf: string) {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7));
  await db.transaction(async (tx) => {
    await accrueMonths(tx, organizationId, year - 1, 12);
    await carryForward(tx, organizationId, year);
    await accrueMonths(tx, organizationId, year, month);
  });
}

defineSchedule({
  name: 'leave-accrual',
  cron: '0 1 1 * *',
  run: ({ deps, organizationId, now, timeZone }) => accrueLeave(deps.db, organizationId, localDate(now, timeZone)),
});
