import type { Celebration } from '@hrms/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apart, scopedView } from '../../db/organization-views';
import { accounts } from '../auth';
import { employees, monthDay } from '../employees';
import { holidays } from '../holidays';
import { jobPosts } from '../recruitment';
import { headcountBuckets } from '../reports';
import { timesheetWeeks } from '../timesheets';
import { celebrationOptOuts } from './dashboard.tables';

type Facts = {
  holidays: { date: string; holidayName: string }[];
  celebrations: (Omit<Celebration, 'date' | 'years'> & { monthDay: number; since: string })[];
  hidden: boolean;
  weekStatus: string | null;
  organisation: {
    headcount: number;
    joinersThisMonth: number;
    leaversThisMonth: number;
    openPositions: number;
    pendingOnboarding: number;
  } | null;
};

/**
 * Everything of the dashboard that is not approvals or leave, in one statement: the next holidays, the
 * birthdays and work anniversaries falling on the given month-days (nearest first, through the month-day
 * indexes, without those who opted out), the caller's own opt-out and this week's timesheet state, and for
 * admin and HR the organisation's numbers from the headcount summary: the headcount as the headcount report
 * gives it for this month (joined by this month's end, not leaving in it or before: no later joiners), and
 * the leavers by leaving month.
 */
export async function readDashboardFacts(
  db: Executor,
  params: {
    organizationId: string;
    employeeId: string;
    today: string;
    monthStart: string;
    weekStart: string;
    monthDays: number[];
    limit: number;
    withOrganisation: boolean;
  },
): Promise<Facts> {
  const org = params.organizationId;
  const days = sql`array[${sql.join(
    params.monthDays.map((d) => sql`${d}`),
    sql`, `,
  )}]::int[]`;
  // Day by day (nearest first), each an ordered index range stopped at `limit`: never all the month's people.
  const celebrating = (kind: 'birthday' | 'anniversary') => {
    const md = monthDay(kind === 'birthday' ? employees.dob : employees.doj);
    return sql`(select p.* from unnest(${days}) with ordinality as d(md, n)
      cross join lateral (
        select ${employees.employeeId} as "employeeId", trim(${employees.firstname} || ' ' || ${employees.lastname}) as "name",
               ${kind}::text as "kind", d.md as "monthDay", ${kind === 'birthday' ? employees.dob : employees.doj}::text as "since", d.n
          from ${scopedView(employees)} as ${employees}
         where ${employees.organizationId} = ${org} and ${md} = d.md
           and not exists (select 1 from ${apart(celebrationOptOuts)} o where o.employee_id = ${employees.employeeId})
           ${kind === 'anniversary' ? sql`and ${employees.doj} < ${params.today}::date - 300` : sql``}
         order by ${employees.employeeId} limit ${params.limit}) p
      order by p.n, p."employeeId"
      limit ${params.limit})`;
  };
  const organisation = params.withOrganisation
    ? sql`json_build_object(
        'headcount', (select coalesce(sum(${headcountBuckets.people}), 0)::int from ${headcountBuckets}
                        where ${headcountBuckets.organizationId} = ${org} and ${headcountBuckets.joinMonth} <= ${params.monthStart}::date
                          and ${headcountBuckets.leaveMonth} > ${params.monthStart}::date),
        'joinersThisMonth', (select count(*)::int from ${employees} where ${employees.organizationId} = ${org}
                               and ${employees.doj} between ${params.monthStart} and ${params.today}),
        'leaversThisMonth', (select coalesce(sum(${headcountBuckets.people}), 0)::int from ${headcountBuckets}
                               where ${headcountBuckets.organizationId} = ${org} and ${headcountBuckets.leaveMonth} = ${params.monthStart}::date),
        'openPositions', (select count(*)::int from ${jobPosts} where ${jobPosts.organizationId} = ${org}
                            and ${jobPosts.status} = 'open' and ${jobPosts.expiryDate} >= ${params.today}),
        'pendingOnboarding', (select count(*)::int from ${accounts} where ${accounts.organizationId} = ${org}
                                and ${accounts.role} = 'ROLE_ONBOARDING'))`
    : sql`null`;
  const result = await db.execute<{ facts: Facts }>(sql`
    select json_build_object(
      'holidays', (select coalesce(json_agg(h), '[]') from (
          select ${holidays.date}::text as "date", ${holidays.holidayName} as "holidayName" from ${holidays}
           where ${holidays.organizationId} = ${org} and ${holidays.date} >= ${params.today}
           order by ${holidays.date} limit ${params.limit}) h),
      'celebrations', (select coalesce(json_agg(c), '[]') from (${celebrating('birthday')} union all ${celebrating('anniversary')}) c),
      'weekStatus', (select ${timesheetWeeks.status} from ${timesheetWeeks}
          where ${timesheetWeeks.employeeId} = ${params.employeeId} and ${timesheetWeeks.fromDate} = ${params.weekStart}::date
          order by ${timesheetWeeks.id} desc limit 1),
      'hidden', exists (select 1 from ${celebrationOptOuts} where ${eq(celebrationOptOuts.employeeId, params.employeeId)}),
      'organisation', ${organisation}
    ) as facts`);
  const facts = result.rows[0]!.facts;
  return typeof facts === 'string' ? (JSON.parse(facts) as Facts) : facts;
}

/** Hides or shows the person's birthday and work anniversary. */
export async function setCelebrationsHidden(
  db: Executor,
  params: { organizationId: string; employeeId: string; hidden: boolean },
) {
  if (params.hidden)
    await db
      .insert(celebrationOptOuts)
      .values({ employeeId: params.employeeId, organizationId: params.organizationId })
      .onConflictDoNothing();
  else await db.delete(celebrationOptOuts).where(eq(celebrationOptOuts.employeeId, params.employeeId));
}
