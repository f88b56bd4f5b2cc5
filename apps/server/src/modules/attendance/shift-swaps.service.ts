import {
  isAdmin,
  SHIFT_SWAP_MESSAGES as M,
  type RequestDecision,
  type ShiftSwap,
  type ShiftSwapCreate,
  type ShiftSwapListQuery,
  type SwapPartner,
  TIME_ATTENDANCE_MESSAGES,
  wallClockOf,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, forbidden, notFound, withCode } from '../../lib/errors';
import { cancelRequest, decideRequest, isMultiLevel, requireSomeApprover } from '../approvals';
import { organizationTimeZone } from '../organization';
import { askPartner, cancelBeforeAnswer } from './shift-swaps.consent';
import './shift-swaps.kind';
import * as swaps from './shift-swaps.repository';
import * as repo from './time-attendance.repository';

/**
 * The caller asks to exchange their shift of one day with a colleague of their team (the same reporting
 * manager): both must be rostered that day on different shifts, the day not begun and its month open.
 * It waits for the colleague's consent first (they are asked by feed and mail); once they accept it, it
 * goes through the approval engine, and the roster changes only when it is approved.
 */
export async function fileSwap(deps: Deps, actor: Actor, input: ShiftSwapCreate): Promise<ShiftSwap> {
  if (input.withEmployeeId.toLowerCase() === actor.employeeId.toLowerCase()) throw fieldError('withEmployeeId', M.notYourself);
  const people = await repo.findPeopleWithLines(deps.db, actor.organizationId, [actor.employeeId, input.withEmployeeId]);
  const me = people.find((p) => p.employeeId === actor.employeeId);
  const other = people.find((p) => p.employeeId === input.withEmployeeId);
  if (!me || !other)
    throw notFound(
      withCode('timeAttendance.employeeNotFound', TIME_ATTENDANCE_MESSAGES.employeeNotFound, {
        employeeId: input.withEmployeeId,
      }),
    );
  if (!me.reportingManagerId || me.reportingManagerId !== other.reportingManagerId) throw forbidden(M.notYourTeam);
  const timeZone = await organizationTimeZone(deps, actor.organizationId);
  if (input.date < wallClockOf(new Date(), timeZone).date) throw fieldError('date', M.inThePast);
  if ((await repo.lockedMonths(deps.db, actor.organizationId, [input.date.slice(0, 7)])).length > 0) {
    throw conflict(TIME_ATTENDANCE_MESSAGES.monthLocked);
  }
  const days = await repo.listRosterDays(
    deps.db,
    actor.organizationId,
    [me.employeeId, other.employeeId],
    input.date,
    input.date,
  );
  const mine = days.find((d) => d.employeeId === me.employeeId);
  const theirs = days.find((d) => d.employeeId === other.employeeId);
  if (!mine) throw fieldError('date', M.notRostered);
  if (!theirs) throw fieldError('withEmployeeId', M.colleagueNotRostered);
  if (mine.shift.id === theirs.shift.id && mine.site.id === theirs.site.id) throw fieldError('withEmployeeId', M.sameShift);
  await requireSomeApprover(deps.db, actor.employeeId);

  const id = await deps.db.transaction(async (tx) => {
    const row = await swaps.insertSwap(tx, {
      organizationId: actor.organizationId,
      employeeId: me.employeeId,
      withEmployeeId: other.employeeId,
      date: input.date,
      shiftId: mine.shift.id,
      siteId: mine.site.id,
      withShiftId: theirs.shift.id,
      withSiteId: theirs.site.id,
      reason: input.reason,
      status: 'PENDING_PARTNER',
    });
    await askPartner(tx, actor.organizationId, row.id);
    await recordAudit(tx, actor, {
      entity: 'shiftSwap',
      entityId: String(row.id),
      action: 'create',
      after: { withEmployeeId: other.employeeId, date: input.date, shift: mine.shift.code, withShift: theirs.shift.code },
      employeeId: me.employeeId,
    });
    return row.id;
  });
  const [filed] = (await listSwaps(deps, actor, { view: 'mine' })).filter((s) => s.id === id);
  if (!filed) throw new Error(`shift swap ${id} not found after filing`);
  return filed;
}

/**
 * GET attendance/swaps: `mine` — the swaps the caller asked for or is named in; `awaiting` — those
 * waiting for the caller's decision; `team` — an admin's organisation, a manager's or HR's people.
 */
export async function listSwaps(deps: Deps, actor: Actor, query: ShiftSwapListQuery): Promise<ShiftSwap[]> {
  const multiLevel = await isMultiLevel(deps.db, actor.organizationId);
  let scope: swaps.SwapScope = { kind: 'involving', employeeId: actor.employeeId };
  if (query.view === 'awaiting') scope = { kind: 'awaiting', approverId: actor.employeeId };
  if (query.view === 'team') {
    if (isAdmin(actor.role)) scope = { kind: 'organization' };
    else if (actor.role === 'ROLE_MANAGER' || actor.role === 'ROLE_HR') scope = { kind: 'team', leaderId: actor.employeeId };
    else throw forbidden(TIME_ATTENDANCE_MESSAGES.rosterOnlyLeaders);
  }
  const rows = await swaps.listSwaps(deps.db, actor.organizationId, scope, { employeeId: actor.employeeId, multiLevel });
  return rows.map((r) => ({
    ...r,
    awaitingMe: Boolean(r.awaitingMe),
    awaitingMyAnswer: Boolean(r.awaitingMyAnswer),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** PATCH attendance/swaps/{id}/decision: the current decider approves (the roster changes) or rejects. */
export async function decideSwap(deps: Deps, actor: Actor, id: number, body: RequestDecision) {
  const outcome = await decideRequest(
    deps,
    actor,
    'shiftSwap',
    { id, comments: body.comments },
    body.status === 'APPROVED' ? 'approve' : 'reject',
  );
  return { id, status: outcome.status, message: outcome.message };
}

/** POST attendance/swaps/{id}/cancel: the requester withdraws an open swap (before or after the teammate's answer). */
export async function cancelSwap(deps: Deps, actor: Actor, id: number) {
  const early = await cancelBeforeAnswer(deps, actor, id);
  if (early) return early;
  const request = await cancelRequest(deps, actor, 'shiftSwap', id);
  return { id: request.id, status: 'CANCELLED' as const };
}

/** GET attendance/swaps/partners: whom the caller can swap with on a day (teammates on another shift). */
export async function listSwapPartners(deps: Deps, actor: Actor, date: string): Promise<SwapPartner[]> {
  return swaps.listSwapPartners(deps.db, actor.organizationId, actor.employeeId, date);
}
