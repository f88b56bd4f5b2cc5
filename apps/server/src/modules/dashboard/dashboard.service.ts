import {
  addDays,
  CELEBRATION_DAYS_AHEAD,
  type Celebration,
  DASHBOARD_LIST_LIMIT,
  type DashboardSummary,
  daysOfRange,
  isAdmin,
  todayIso,
  weekRange,
} from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import { type Deps, readsOf } from '../../lib/deps';
import { countAwaiting } from '../approvals';
import { listWhosOut } from '../leave';
import * as repo from './dashboard.repository';

const monthDayOf = (iso: string) => Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));

/**
 * The live part of every dashboard in three statements: approvals waiting for the caller and their own
 * open requests (the engine's counts), who of the caller's who's-out scope is out this week, and the rest
 * (holidays, celebrations, organisation numbers for admin and HR) in one.
 */
export async function readDashboardSummary(deps: Deps, actor: Actor): Promise<DashboardSummary> {
  const today = todayIso();
  const ahead = daysOfRange(today, addDays(today, CELEBRATION_DAYS_AHEAD - 1));
  const approvals = await countAwaiting(readsOf(deps), actor);
  const week = weekRange(today);
  const outThisWeek = await listWhosOut(deps, actor, week);
  const facts = await repo.readDashboardFacts(readsOf(deps), {
    organizationId: actor.organizationId,
    employeeId: actor.employeeId,
    today,
    monthStart: `${today.slice(0, 7)}-01`,
    weekStart: week.from,
    monthDays: ahead.map(monthDayOf),
    limit: DASHBOARD_LIST_LIMIT,
    withOrganisation: isAdmin(actor.role) || actor.role === 'ROLE_HR',
  });
  const celebrations: Celebration[] = facts.celebrations
    .map((c) => {
      const date = ahead.find((day) => monthDayOf(day) === c.monthDay) ?? today;
      const years = c.kind === 'anniversary' ? Number(date.slice(0, 4)) - Number(c.since.slice(0, 4)) : 0;
      return { employeeId: c.employeeId, name: c.name, kind: c.kind, date, years };
    })
    .filter((c) => c.kind === 'birthday' || c.years > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  return {
    today,
    approvals,
    outThisWeek,
    holidays: facts.holidays,
    celebrations,
    myWeek: { fromDate: week.from, toDate: week.to, status: facts.weekStatus },
    celebrationsHidden: facts.hidden,
    organisation: facts.organisation,
  };
}

/** The caller hides or shows their own birthday and work anniversary. */
export async function setOwnCelebrationsHidden(deps: Deps, actor: Actor, hidden: boolean) {
  await repo.setCelebrationsHidden(deps.db, { organizationId: actor.organizationId, employeeId: actor.employeeId, hidden });
  return { hidden };
}
