import { rupees } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { clearSettlementsOfRun, type Leaver, leaversSettlementInputs, recordSettlement } from '../exits';
import {
  approvedUnpaidExpenses,
  clearExpensesPaidInRun,
  markExpensesPaid,
  settleExpensesPaidInRun,
  type UnpaidExpenses,
} from '../expenses';
import type { NewPayslip } from './payroll-runs.repository';

/** What a run pays on behalf of other modules (BEYOND §B7): approved expense claims and leavers' settlements. */
export type ChunkPayouts = {
  expenses: ReadonlyMap<string, UnpaidExpenses>;
  leavers: ReadonlyMap<string, Leaver>;
};

type RunRef = { organizationId: string; runId: string; month: string };

/** A chunk's claims not yet taken by a run and its people leaving this month, one read each. */
export async function readChunkPayouts(db: Executor, run: RunRef, employeeIds: readonly string[]): Promise<ChunkPayouts> {
  const [expenses, leavers] = await Promise.all([
    approvedUnpaidExpenses(db, run.organizationId, employeeIds),
    leaversSettlementInputs(db, run.organizationId, run.month, employeeIds),
  ]);
  return { expenses, leavers };
}

/** Whether two reads of a chunk's payouts found the same claims (ids and totals) and the same leavers. */
export function samePayouts(a: ChunkPayouts, b: ChunkPayouts): boolean {
  if (a.expenses.size !== b.expenses.size || a.leavers.size !== b.leavers.size) return false;
  for (const [employeeId, claims] of a.expenses) {
    const other = b.expenses.get(employeeId);
    if (!other || other.total !== claims.total || other.ids.join() !== claims.ids.join()) return false;
  }
  for (const [employeeId, leaver] of a.leavers) {
    const other = b.leavers.get(employeeId);
    if (
      !other ||
      other.exitId !== leaver.exitId ||
      other.lastWorkingDay !== leaver.lastWorkingDay ||
      other.earnedLeaveBalance !== leaver.earnedLeaveBalance
    ) {
      return false;
    }
  }
  return true;
}

const lineTotal = (payslip: NewPayslip, code: string) =>
  payslip.lines.filter((line) => line.code === code).reduce((sum, line) => sum + BigInt(line.amount), 0n);

/**
 * After a chunk's payslips are computed: the claims they pay are taken by the run (one statement) and
 * each leaver's settlement is written. People whose payslip failed keep their claims for a later run.
 */
export async function recordChunkPayouts(db: Executor, run: RunRef, payouts: ChunkPayouts, payslips: readonly NewPayslip[]) {
  const claimIds = payslips.flatMap((p) => payouts.expenses.get(p.employeeId)?.ids ?? []);
  await markExpensesPaid(db, run.organizationId, { runId: run.runId, month: run.month }, claimIds);
  for (const payslip of payslips) {
    const leaver = payouts.leavers.get(payslip.employeeId);
    if (!leaver) continue;
    await recordSettlement(db, run.organizationId, leaver.exitId, {
      runId: run.runId,
      month: run.month,
      paidDays: payslip.paidDays,
      encashment: rupees(lineTotal(payslip, 'LEAVE_ENCASHMENT')),
      expenses: rupees(lineTotal(payslip, 'EXPENSE')),
      net: rupees(payslip.net),
    });
  }
}

/** A run starts computing again (or failed): what its earlier computation took or wrote elsewhere is released. */
export async function releaseRunPayouts(db: Executor, run: Pick<RunRef, 'organizationId' | 'runId'>) {
  await clearExpensesPaidInRun(db, run.organizationId, run.runId);
  await clearSettlementsOfRun(db, run.organizationId, run.runId);
}

/** The run is published: the claims it reimburses are paid for good. */
export const settleRunPayouts = (db: Executor, run: Pick<RunRef, 'organizationId' | 'runId'>, at: Date) =>
  settleExpensesPaidInRun(db, run.organizationId, run.runId, at);
