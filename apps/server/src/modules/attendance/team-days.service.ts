import { isAdmin, monthTotalsOf, type TeamDays, type TeamDaysQuery, wallClockOf } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { organizationTimeZone } from '../organization';
import { lastDayOf, readDays } from './time-attendance.days';
import * as repo from './time-attendance.repository';

/** Admin: everyone; HR: their people; a manager: their direct reportees; anyone else: only themself. */
function calendarScope(actor: Actor): repo.CalendarScope {
  if (isAdmin(actor.role)) return { kind: 'all' };
  if (actor.role === 'ROLE_HR') return { kind: 'hr', employeeId: actor.employeeId };
  if (actor.role === 'ROLE_MANAGER') return { kind: 'manager', employeeId: actor.employeeId };
  return { kind: 'self', employeeId: actor.employeeId };
}

/**
 * The team calendar of a month (GET attendance/team-days): a page of the caller's people, each with their
 * rostered days up to today (a day still ahead has no status yet) and the month's totals. Set-based
 * whatever the page's size: the page and its count, then one read of each source of the days for the
 * whole page (readDays), never one query per person.
 */
export async function listTeamDays(deps: Deps, actor: Actor, query: TeamDaysQuery): Promise<TeamDays> {
  const scope = calendarScope(actor);
  const [people, total, timeZone] = await Promise.all([
    repo.listCalendarPeople(deps.db, actor.organizationId, scope, {
      department: query.department,
      offset: query.page * query.size,
      limit: query.size,
    }),
    repo.countCalendarPeople(deps.db, actor.organizationId, scope, query.department),
    organizationTimeZone(deps, actor.organizationId),
  ]);
  const from = `${query.month}-01`;
  const today = wallClockOf(new Date(), timeZone).date;
  const to = lastDayOf(query.month) < today ? lastDayOf(query.month) : today;
  const days =
    people.length > 0 && from <= to
      ? await readDays(
          deps.db,
          actor.organizationId,
          timeZone,
          people.map((p) => p.employeeId),
          from,
          to,
        )
      : new Map();
  return {
    month: query.month,
    page: query.page,
    size: query.size,
    total,
    items: people.map((p) => {
      const list = days.get(p.employeeId) ?? [];
      return {
        employeeId: p.employeeId,
        name: `${p.firstname} ${p.lastname}`.trim(),
        days: list,
        totals: monthTotalsOf(list),
      };
    }),
  };
}
