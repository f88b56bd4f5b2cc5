import {
  type ApprovalsReportQuery,
  HEADCOUNT_GROUPS,
  type HeadcountQuery,
  type HeadcountReport,
  type LeaveReportQuery,
  monthsBetween,
  REPORTS_MESSAGES,
  type TimesheetReportQuery,
} from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import { type Deps, readsOf } from '../../lib/deps';
import { badRequest } from '../../lib/errors';
import { employeeCustomFieldColumns } from '../customfields';
import { waitingApprovals } from './approvals-report.repository';
import { type HeadcountGrouping, type HeadcountMovement, headcountMovements } from './headcount.repository';
import { leaveTaken } from './leave-report.repository';
import { reportScope } from './reports.scope';
import { approvedHours } from './timesheet-report.repository';

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * Headcount at the end of each month of the period, with that month's joiners and leavers (a leaver
 * counts up to their leaving date's month and not at its end). Route roles admit admin and HR only.
 */
export async function headcountReport(deps: Deps, actor: Actor, query: HeadcountQuery): Promise<HeadcountReport> {
  const scope = reportScope(actor, query.departmentId);
  const movements = await headcountMovements(readsOf(deps), scope, await headcountGrouping(deps, actor, query.groupBy), {
    fromDay: `${query.from}-01`,
    toDay: lastDayOf(query.to),
  });
  return { series: runningHeadcount(movements, monthsBetween(query.from, query.to)) };
}

/** `cf_<key>` must name a choice field the caller reads (400 naming groupBy otherwise). */
async function headcountGrouping(deps: Deps, actor: Actor, groupBy: HeadcountQuery['groupBy']): Promise<HeadcountGrouping> {
  const fixed = HEADCOUNT_GROUPS.find((group) => group === groupBy);
  if (fixed) return fixed;
  const field = (await employeeCustomFieldColumns(readsOf(deps), actor)).find((f) => f.column === groupBy);
  if (field?.type !== 'SELECT') throw badRequest(REPORTS_MESSAGES.badGroup, { groupBy: REPORTS_MESSAGES.badGroup });
  return { custom: field.key };
}

/** Running sums of the movements, month by month, per group (the opening bucket is month ''). */
export function runningHeadcount(movements: HeadcountMovement[], months: string[]): HeadcountReport['series'] {
  const keys = [...new Set(movements.map((m) => m.key))].sort((a, b) => a.localeCompare(b));
  const counts = new Map(keys.map((k) => [k, 0]));
  const byMonth = new Map<string, HeadcountMovement[]>();
  for (const m of movements) byMonth.set(m.month, [...(byMonth.get(m.month) ?? []), m]);
  for (const m of byMonth.get('') ?? []) counts.set(m.key, (counts.get(m.key) ?? 0) + m.joiners - m.leavers);
  return months.map((month) => {
    const moves = byMonth.get(month) ?? [];
    for (const m of moves) counts.set(m.key, (counts.get(m.key) ?? 0) + m.joiners - m.leavers);
    const groups = keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
    return {
      month,
      total: groups.reduce((sum, g) => sum + g.count, 0),
      joiners: moves.reduce((sum, m) => sum + m.joiners, 0),
      leavers: moves.reduce((sum, m) => sum + m.leavers, 0),
      groups: keys.length === 1 && keys[0] === '' ? [] : groups,
    };
  });
}

/** Approved leave of a year by type, department or month; a manager sees only their team. */
export async function leaveReport(deps: Deps, actor: Actor, query: LeaveReportQuery) {
  return { rows: await leaveTaken(readsOf(deps), reportScope(actor, query.departmentId), query.groupBy, query.year) };
}

/** Hours of approved timesheet weeks by project or person with the billable part; a manager: their team. */
export async function timesheetReport(deps: Deps, actor: Actor, query: TimesheetReportQuery) {
  const scope = reportScope(actor, query.departmentId);
  return { rows: await approvedHours(readsOf(deps), scope, query.groupBy, { from: query.from, to: query.to }) };
}

/** Requests waiting for a decision now, by kind or decider, with their age. Admin and HR. */
export async function approvalsReport(deps: Deps, actor: Actor, query: ApprovalsReportQuery) {
  return { rows: await waitingApprovals(readsOf(deps), reportScope(actor, query.departmentId), query.groupBy) };
}
