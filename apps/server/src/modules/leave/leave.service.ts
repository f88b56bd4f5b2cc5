import {
  ACCESS_MESSAGES,
  type ApplyLeave,
  type ApprovalDecision,
  type ApprovalListQuery,
  accruedTo,
  type DateFormat,
  EMPLOYEE_MESSAGES,
  expectedLeaveDuration,
  formatDate,
  insufficientBalanceMessage,
  isAdmin,
  type Language,
  type LeaveBalance,
  type LeaveLedger,
  type LeaveType,
  type LeaveTypeValues,
  leaveTypeLabel,
  leaveTypeOfferedTo,
  LEAVE_MESSAGES as M,
  todayIso,
  toHalfDays,
  type WorkingCalendar,
  type WorkingCalendarQuery,
} from '@hrms/shared';
import { labelIn, documentText as say } from '@hrms/shared/i18n/documents';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import {
  announceFiled,
  awaitingQueue,
  cancelRequest,
  decideRequest,
  defineApprovalKind,
  listWindow,
  requireListedRequester,
  requireSelf,
  requireSomeApprover,
  type Verdict,
} from '../approvals';
import { findEmployee, findEmployeeInOrganization, requireEmployeeAccess } from '../employees';
import { workingDayCalendarFor } from './leave.calendar';
import { type LedgerPerson, syncLedger } from './leave.ledger';
import * as repo from './leave.repository';
import { leaveRequests } from './leave.tables';

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const yearOf = (iso: string) => Number(iso.slice(0, 4));

// ------------------------------------------------------------------ leave types (admin)

const toTypeRecord = (row: repo.LeaveTypeRow) => ({
  id: row.id,
  leaveType: row.leaveType,
  count: row.count,
  carryForward: row.carryForward,
  carryForwardCap: row.carryForwardCap,
  description: row.description,
  gender: row.gender,
});

/** The organisation's types offered to a person of `gender` (BEYOND §B9). */
const offeredTo = (types: readonly repo.LeaveTypeRow[], gender: string | null) =>
  types.filter((t) => leaveTypeOfferedTo(t.gender, gender));

/** The caller's own gender, as their profile says (null when they have no employee record). */
async function genderOf(deps: Deps, actor: Actor) {
  return (await findEmployeeInOrganization(deps.db, actor.organizationId, actor.employeeId))?.gender ?? null;
}

/** GET leaves/getLeaves: every type for the admin who manages them; the types offered to the caller for everyone else. */
export async function listLeaveTypes(deps: Deps, actor: Actor) {
  const types = await repo.listLeaveTypes(deps.db, actor.organizationId);
  if (isAdmin(actor.role)) return types.map(toTypeRecord);
  return offeredTo(types, await genderOf(deps, actor)).map(toTypeRecord);
}

/** The leave types offered to the caller (what they can apply for), as enum names. */
export async function availableLeaveTypes(deps: Deps, actor: Actor) {
  const [types, gender] = await Promise.all([repo.listLeaveTypes(deps.db, actor.organizationId), genderOf(deps, actor)]);
  return offeredTo(types, gender).map((t) => t.leaveType);
}

export async function createLeaveType(deps: Deps, actor: Actor, input: LeaveTypeValues) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertLeaveType(tx, {
      organizationId: actor.organizationId,
      leaveType: input.leaveType,
      count: input.count,
      carryForward: input.carryForward,
      carryForwardCap: input.carryForward ? (input.carryForwardCap ?? null) : null,
      description: input.description,
      gender: input.gender,
    });
    if (!row) throw conflict(M.leaveTypeExists, { leaveType: M.leaveTypeExists });
    await recordAudit(tx, actor, { entity: 'leaveType', entityId: String(row.id), action: 'create', after: toTypeRecord(row) });
    return toTypeRecord(row);
  });
}

export async function updateLeaveType(deps: Deps, actor: Actor, input: LeaveTypeValues & { id: number }) {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findLeaveTypeById(tx, actor.organizationId, input.id);
    if (!current) throw notFound(M.leaveTypeNotFound);
    if (current.leaveType !== input.leaveType) throw fieldError('leaveType', M.leaveTypeFixed);
    const row = await repo.updateLeaveType(tx, current.id, {
      count: input.count,
      carryForward: input.carryForward,
      carryForwardCap: input.carryForward ? (input.carryForwardCap ?? null) : null,
      description: input.description,
      gender: input.gender,
    });
    await recordAudit(tx, actor, {
      entity: 'leaveType',
      entityId: String(row.id),
      action: 'update',
      before: toTypeRecord(current),
      after: toTypeRecord(row),
    });
    return toTypeRecord(row);
  });
}

/** Removes a type from what can be applied for; requests and ledger rows of it are kept as history. */
export async function deleteLeaveType(deps: Deps, actor: Actor, leaveType: LeaveType) {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findLeaveType(tx, actor.organizationId, leaveType);
    if (!current) throw notFound(M.leaveTypeNotFound);
    await repo.deleteLeaveType(tx, current.id);
    await recordAudit(tx, actor, {
      entity: 'leaveType',
      entityId: String(current.id),
      action: 'delete',
      before: toTypeRecord(current),
    });
    return { message: M.leaveTypeDeleted };
  });
}

// ------------------------------------------------------------------ balances

const personOf = (e: { organizationId: string; employeeId: string; doj: string }): LedgerPerson => ({
  organizationId: e.organizationId,
  employeeId: e.employeeId,
  doj: e.doj,
});

/**
 * Days of `type` the person can still use for a leave starting on `startDate`: the ledger balance of
 * that year (synced up to today, or to the year's end for a past year); for a future year, what that
 * year will have accrued by the start month plus anything already booked in it.
 */
async function balanceFor(tx: Executor, person: LedgerPerson, type: repo.LeaveTypeRow, startDate: string) {
  const today = todayIso();
  const year = yearOf(startDate);
  if (year > yearOf(today)) {
    const booked = (await repo.balancesOf(tx, person.employeeId, year)).get(type.leaveType) ?? 0;
    return booked + accruedTo(type.count, person.doj, year, Number(startDate.slice(5, 7)));
  }
  const balances = await syncLedger(tx, person, [type], year === yearOf(today) ? today : `${year}-12-31`);
  return balances.get(type.leaveType) ?? 0;
}

/** GET getleavebalance/{empId}: this year's balance of every type the organisation offers. */
export async function leaveBalance(deps: Deps, actor: Actor, employeeId: string): Promise<LeaveBalance[]> {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const types = offeredTo(await repo.listLeaveTypes(deps.db, actor.organizationId), employee.gender);
  const today = todayIso();
  const balances = await syncLedger(deps.db, personOf(employee), types, today);
  return types.map((t) => ({ leaveType: t.leaveType, count: balances.get(t.leaveType) ?? 0 }));
}

/** GET leave/ledger: the movements behind one person's balance of one type in one year, with running totals. */
export async function leaveLedger(
  deps: Deps,
  actor: Actor,
  query: { employeeId: string; leaveType: LeaveType; year?: number },
): Promise<LeaveLedger> {
  const employee = await requireEmployeeAccess(deps, actor, query.employeeId, 'view');
  const today = todayIso();
  const year = query.year ?? yearOf(today);
  const type = await repo.findLeaveType(deps.db, actor.organizationId, query.leaveType);
  if (type && year <= yearOf(today))
    await syncLedger(deps.db, personOf(employee), [type], year === yearOf(today) ? today : `${year}-12-31`);
  const rows = await repo.movementsOf(deps.db, employee.employeeId, query.leaveType, year);
  let running = 0;
  const entries = rows.map((r) => {
    running = toHalfDays(running + r.days);
    return {
      id: r.id,
      year: r.year,
      kind: r.kind,
      days: r.days,
      balance: running,
      note: r.note,
      leaveRequestId: r.leaveRequestId,
      createdAt: r.createdAt.toISOString(),
    };
  });
  return { employeeId: employee.employeeId, leaveType: query.leaveType, year, balance: running, entries };
}

// ------------------------------------------------------------------ the "leave" kind of the approval engine

/** The ledger's notes are stored text, kept with ISO dates as they always were. */
const LEDGER_NOTE_DATES: DateFormat = 'YYYY-MM-DD';

const describe = (row: { leaveName: string; startDate: string; endDate: string; duration: number }, dateFormat: DateFormat) => {
  const [from, to] = [formatDate(row.startDate, dateFormat), formatDate(row.endDate, dateFormat)];
  return `${leaveTypeLabel(row.leaveName)}, ${from === to ? from : `${from} to ${to}`} (${row.duration} day${row.duration === 1 ? '' : 's'})`;
};

/** The same, in a language a person chose for their mails. */
const describeIn = (
  row: { leaveName: string; startDate: string; endDate: string; duration: number },
  dateFormat: DateFormat,
  language: Language,
) => {
  const [from, to] = [formatDate(row.startDate, dateFormat, language), formatDate(row.endDate, dateFormat, language)];
  return say(language, 'mail.details.leave', {
    type: labelIn(language, 'leaveTypes', row.leaveName, leaveTypeLabel(row.leaveName)),
    dates: from === to ? from : say(language, 'mail.details.dateRange', { from, to }),
    days: row.duration,
  });
};

defineApprovalKind({
  kind: 'leave',
  table: leaveRequests,
  entity: 'leaveRequest',
  noun: 'leave request',
  links: {
    decide: (approverId, role) => `/LeaveApproval/${approverId}/${role}`,
    status: (employeeId) => `/LeaveStatus/${employeeId}`,
  },
  describe,
  describeIn,
  messages: { approved: M.approved, approvedByManager: M.approvedByManager, rejected: M.rejected, notFound: M.notFound },
  onDecided: async (tx, actor, request, status) => {
    if (status === 'APPROVED') await debit(tx, actor, request);
    return undefined; // the debit is written above: the balance check needs it serialised
  },
  onCancelled: (tx, actor, request, previous) => (previous === 'APPROVED' ? reverse(tx, actor, request) : Promise.resolve()),
});

/** Final approval: the leave leaves the balance (refused when the balance no longer covers it). */
async function debit(tx: Executor, actor: Actor, row: repo.LeaveRequestRecord) {
  await repo.lockEmployee(tx, row.employeeId);
  const employee = await findEmployee(tx, row.employeeId);
  const type = await repo.findLeaveType(tx, row.organizationId, row.leaveName);
  if (employee && type) {
    const balance = await balanceFor(tx, personOf(employee), type, row.startDate);
    if (balance < row.duration) throw conflict(M.notEnoughToApprove);
  }
  await repo.appendLedger(tx, [
    {
      organizationId: row.organizationId,
      employeeId: row.employeeId,
      leaveType: row.leaveName,
      year: yearOf(row.startDate),
      kind: 'DEBIT',
      days: -row.duration,
      leaveRequestId: row.id,
      note: describe(row, LEDGER_NOTE_DATES),
      createdBy: actor.employeeId,
    },
  ]);
}

/** Cancelling an approved leave gives the days back, as long as it has not started. */
async function reverse(tx: Executor, actor: Actor, row: repo.LeaveRequestRecord) {
  if (row.startDate <= todayIso()) throw conflict(M.alreadyStarted);
  await repo.appendLedger(tx, [
    {
      organizationId: row.organizationId,
      employeeId: row.employeeId,
      leaveType: row.leaveName,
      year: yearOf(row.startDate),
      kind: 'REVERSAL',
      days: row.duration,
      leaveRequestId: row.id,
      note: `Cancelled: ${describe(row, LEDGER_NOTE_DATES)}`,
      createdBy: actor.employeeId,
    },
  ]);
}

// ------------------------------------------------------------------ applying, lists, decisions

/**
 * POST leave/create (spec 3 §5): the caller applies for their own leave. The duration was checked against
 * the dates by the schema. Refused when the type is not offered, when it overlaps another pending or
 * approved leave, or when it is larger than the balance left (pending requests already count).
 */
export async function applyLeave(deps: Deps, actor: Actor, input: ApplyLeave) {
  if (input.employeeId && !sameId(input.employeeId, actor.employeeId)) throw forbidden(ACCESS_MESSAGES.ownLeaveOnly);
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, actor.employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  const type = await repo.findLeaveType(deps.db, actor.organizationId, input.leaveName);
  if (!type) throw fieldError('leaveName', M.leaveTypeNotOffered);
  if (!leaveTypeOfferedTo(type.gender, employee.gender)) throw fieldError('leaveName', M.leaveTypeNotForYou);
  const workingDays = await workingDayCalendarFor(deps.db, actor.organizationId, employee.employeeId, {
    from: input.startDate,
    to: input.endDate,
  });
  const duration = expectedLeaveDuration(input.startDate, input.endDate, input.isHalfDay, workingDays);
  if (duration === 0) throw fieldError('duration', M.noWorkingDays);
  if (duration === null || duration !== input.duration)
    throw fieldError('duration', workingDays ? M.workingDurationMismatch : M.durationMismatch);
  await requireSomeApprover(deps.db, employee.employeeId);

  const { id } = await deps.db.transaction(async (tx) => {
    await repo.lockEmployee(tx, employee.employeeId);
    if (await repo.findOverlapping(tx, employee.employeeId, input.startDate, input.endDate))
      throw fieldError('startDate', M.overlap);
    const balance = await balanceFor(tx, personOf(employee), type, input.startDate);
    const pending = await repo.pendingDays(tx, employee.employeeId, type.leaveType, yearOf(input.startDate));
    const available = Math.max(0, balance - pending);
    if (duration > available) {
      const message = insufficientBalanceMessage(type.leaveType, available, pending);
      throw fieldError('duration', message);
    }
    const row = await repo.insertRequest(tx, {
      organizationId: actor.organizationId,
      employeeId: employee.employeeId,
      leaveName: type.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      isHalfDay: input.isHalfDay,
      duration,
      reason: input.comments,
    });
    await recordAudit(tx, actor, {
      entity: 'leaveRequest',
      entityId: String(row.id),
      action: 'create',
      after: { leaveName: row.leaveName, startDate: row.startDate, endDate: row.endDate, duration, status: 'PENDING' },
    });
    return { id: row.id, announcements: await announceFiled(tx, 'leave', row) };
  });
  return { ...(await repo.findListRow(deps.db, id))!, message: M.applied };
}

/** GET leave/workingCalendar: the caller's working-day calendar for the apply form (empty lists when calendar days count). */
export async function workingCalendar(deps: Deps, actor: Actor, range: WorkingCalendarQuery): Promise<WorkingCalendar> {
  const calendar = await workingDayCalendarFor(deps.db, actor.organizationId, actor.employeeId, range);
  if (!calendar) return { countWorkingDays: false, weeklyOffs: [], holidayDates: [] };
  return { countWorkingDays: true, weeklyOffs: [...calendar.weeklyOffs], holidayDates: [...calendar.holidayDates] };
}

/** GET leave/requests: the requester's own leave requests (an admin may ask for anyone in the organisation). */
export async function listOwnRequests(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  const employee = await requireListedRequester(deps, actor, query.employeeId);
  return repo.listRequestsOf(deps.db, actor.organizationId, employee.employeeId, listWindow(query));
}

/** GET leave/approvals: leave requests waiting for the caller's decision, as {approvals}. */
export async function listAwaiting(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  const queue = await awaitingQueue(deps, actor, leaveRequests, 'asc', query);
  if (!queue) return { approvals: [] };
  return { approvals: await repo.listAwaiting(deps.db, actor.organizationId, actor.employeeId, queue.multiLevel, queue.window) };
}

/** GET leave/updated: leave requests the caller approved or rejected. */
export async function listDecided(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  requireSelf(actor, query.employeeId);
  return repo.listDecidedBy(deps.db, actor.organizationId, actor.employeeId, listWindow(query));
}

export async function decideLeave(deps: Deps, actor: Actor, input: ApprovalDecision, verdict: Verdict) {
  const { message } = await decideRequest(deps, actor, 'leave', input, verdict);
  return { ...(await repo.findListRow(deps.db, input.id))!, message };
}

/** DELETE leave/cancel: the requester withdraws a pending leave, or an approved one not yet started (days come back). */
export async function cancelLeave(deps: Deps, actor: Actor, id: number) {
  await cancelRequest(deps, actor, 'leave', id, { allowApproved: true });
  return { message: M.cancelled };
}
