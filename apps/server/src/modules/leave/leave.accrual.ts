import { LEAVE_TYPES, leaveTypeLabel } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { localDate } from '../../lib/time-zones';
import { defineSchedule } from '../jobs';

/**
 * The monthly accrual of every person of the organisation, for every leave type, for the months of
 * `year` from `fromMonth` up to `month` — every month from January for people added since `addedSince`
 * (an import or a back-dated joiner) — pro rata from the joining month (joined after the 15th, from the
 * next month), in one statement. Each month's credit is the growth of the cumulative entitlement rounded to half
 * days — the same rule as `monthlyAccrual` in shared (numeric arithmetic: exact where it matters).
 * The ledger's unique index keeps one accrual per person, type and month: running it again adds nothing.
 */
async function accrueMonths(
  db: Executor,
  organizationId: string,
  year: number,
  months: { from: number; to: number; addedSince: Date | null },
) {
  const firstMonth = months.addedSince
    ? sql`case when e.created_at >= ${months.addedSince.toISOString()}::timestamptz then 1 else ${months.from}::int end`
    : sql`${months.from}::int`;
  // Only people added since look at these months (a same-year run catching up last year for them).
  const onlyAdded = months.from > months.to && months.addedSince;
  const addedFilter = onlyAdded ? sql` and e.created_at >= ${months.addedSince?.toISOString()}::timestamptz` : sql``;
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
    cross join lateral generate_series(greatest(f.first, ${firstMonth}), ${months.to}::int) as m(month)
    cross join lateral (select
        round(t.count * (m.month - f.first + 1) * 2 / 12.0) / 2 - round(t.count * (m.month - f.first) * 2 / 12.0) / 2 as days) c
    where e.organization_id = ${organizationId} and c.days > 0${addedFilter}
      and ${typeOfferedTo('t', 'e')}
    on conflict do nothing`);
}

/** `leaveTypeOfferedTo` of shared in SQL: type `t` is for everyone or for employee `e`'s gender (BEYOND §B9). */
const typeOfferedTo = (t: string, e: string) =>
  sql.raw(
    `(${t}.gender = 'ALL' or (${t}.gender = 'FEMALE' and ${e}.gender = 'Female') or (${t}.gender = 'MALE' and ${e}.gender = 'Male'))`,
  );

/** The label of `t.leave_type`, as `leaveTypeLabel` writes it in the lazily synced notes. */
const typeLabel = sql`(case t.leave_type ${sql.join(
  LEAVE_TYPES.map((type) => sql`when ${type} then ${leaveTypeLabel(type)}`),
  sql` `,
)} else t.leave_type end)`;

/**
 * The yearly carry-forward into `year`: for each carrying type, the unused days of the year before,
 * capped, once per person and type (the ledger's unique index), in one statement.
 */
async function carryForward(db: Executor, organizationId: string, year: number, onlyAddedSince: Date | null = null) {
  const addedFilter = onlyAddedSince
    ? sql` and employee_id in (select employee_id from employees where organization_id = ${organizationId}
        and created_at >= ${onlyAddedSince.toISOString()}::timestamptz)`
    : sql``;
  await db.execute(sql`
    insert into leave_ledger (organization_id, employee_id, leave_type, year, kind, days, note, created_at)
    select b.organization_id, b.employee_id, t.leave_type, ${year}, 'CARRY_FORWARD',
      round(least(b.unused, coalesce(t.carry_forward_cap, b.unused)) * 2) / 2,
      'Unused ' || ${typeLabel} || ' from ' || ${year - 1}
        || coalesce(' (cap ' || t.carry_forward_cap || ')', ''),
      make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'UTC')
    from leave_types t
    join (select organization_id, employee_id, leave_type, sum(days) as unused from leave_ledger
          where organization_id = ${organizationId} and year = ${year - 1}${addedFilter}
          group by organization_id, employee_id, leave_type) b on b.leave_type = t.leave_type
    where t.organization_id = ${organizationId} and t.carry_forward
      and round(least(b.unused, coalesce(t.carry_forward_cap, b.unused)) * 2) / 2 > 0
    on conflict do nothing`);
}

/**
 * Brings the whole organisation's ledger up to `asOf` (yyyy-MM-dd): the rest of last year's accruals,
 * this year's carry-forward, this year's accruals to date. Idempotent; one transaction. Given the last
 * successful run (`since`, with the day it fell on in the organisation's zone), only the months from that
 * run's month are looked at (and last year only when that run was last year), plus every month for people
 * added since — a monthly run then touches one month of each person, not every month since January.
 */
export async function accrueLeave(db: Executor, organizationId: string, asOf: string, since?: { at: Date; day: string } | null) {
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7));
  const sinceYear = since ? Number(since.day.slice(0, 4)) : year - 1;
  const sinceMonth = since ? Number(since.day.slice(5, 7)) : 1;
  const addedSince = since?.at ?? null;
  await db.transaction(async (tx) => {
    if (sinceYear < year) {
      const from = sinceYear === year - 1 ? sinceMonth : 1;
      await accrueMonths(tx, organizationId, year - 1, { from, to: 12, addedSince });
      await carryForward(tx, organizationId, year);
    } else if (addedSince) {
      await accrueMonths(tx, organizationId, year - 1, { from: 13, to: 12, addedSince });
      await carryForward(tx, organizationId, year, addedSince);
    }
    const from = sinceYear === year ? sinceMonth : 1;
    await accrueMonths(tx, organizationId, year, { from, to: month, addedSince });
  });
}

defineSchedule({
  name: 'leave-accrual',
  cron: '0 1 1 * *',
  run: ({ deps, organizationId, now, timeZone, lastSuccessAt }) =>
    accrueLeave(
      deps.db,
      organizationId,
      localDate(now, timeZone),
      lastSuccessAt ? { at: lastSuccessAt, day: localDate(lastSuccessAt, timeZone) } : null,
    ),
});
