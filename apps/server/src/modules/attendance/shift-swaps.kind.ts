import { formatDate, SHIFT_SWAP_MESSAGES as M, TIME_ATTENDANCE_MESSAGES } from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import type { Executor } from '../../db/client';
import type { AuditEntry } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { defineApprovalKind } from '../approvals';
import * as swaps from './shift-swaps.repository';
import { attendanceShiftSwaps } from './shift-swaps.tables';
import * as repo from './time-attendance.repository';

type SwapRow = typeof attendanceShiftSwaps.$inferSelect;

/**
 * Once approved, the two people's roster rows of the day exchange their shift and site — only when the
 * month is still open and both rows are as they were when the swap was asked for (else 409, and the
 * decision does not happen).
 */
async function applySwap(tx: Executor, swap: SwapRow): Promise<AuditEntry> {
  if ((await repo.lockedMonths(tx, swap.organizationId, [swap.date.slice(0, 7)])).length > 0) {
    throw conflict(TIME_ATTENDANCE_MESSAGES.monthLocked);
  }
  if (!(await swaps.exchangeRosterDays(tx, swap))) throw conflict(M.rosterChanged);
  return {
    entity: 'attendance-roster',
    entityId: swap.date,
    action: 'update',
    before: { [swap.employeeId]: swap.shiftId, [swap.withEmployeeId]: swap.withShiftId },
    after: { [swap.employeeId]: swap.withShiftId, [swap.withEmployeeId]: swap.shiftId, swapId: swap.id },
    employeeId: swap.employeeId,
  };
}

/** Shift swaps are decided through the one approval engine (the requester's manager, then HR where two-level). */
export const SHIFT_SWAP_KIND = defineApprovalKind({
  kind: 'shiftSwap',
  table: attendanceShiftSwaps,
  entity: 'shiftSwap',
  noun: 'shift swap',
  links: { decide: () => '/shiftSwaps?view=awaiting', status: () => '/shiftSwaps' },
  describe: (swap, dateFormat) => `${formatDate(swap.date, dateFormat)}, with ${swap.withEmployeeId}`,
  describeIn: (swap, dateFormat, language) =>
    say(language, 'mail.details.shiftSwap', {
      date: formatDate(swap.date, dateFormat, language),
      employeeId: swap.withEmployeeId,
    }),
  onDecided: async (tx, _actor, swap, status) => {
    if (status !== 'APPROVED') return undefined;
    return { audit: [await applySwap(tx, swap)] };
  },
  heldBeforeChain: (swap) => ((swap.status as string) === 'PENDING_PARTNER' ? M.awaitingPartner : null),
  messages: { notFound: M.notFound },
});
