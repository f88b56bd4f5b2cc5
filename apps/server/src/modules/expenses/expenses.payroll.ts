import type { Executor } from '../../db/client';
import * as repo from './expenses.repository';

export type UnpaidExpenses = { total: bigint; ids: number[] };

/**
 * The pay-run seam (BEYOND §B7): approved claims no run has taken yet, per person, summed in paise (one
 * query for a chunk of people; the rows stay locked until the chunk's transaction ends).
 */
export async function approvedUnpaidExpenses(
  tx: Executor,
  organizationId: string,
  employeeIds: readonly string[],
): Promise<Map<string, UnpaidExpenses>> {
  const out = new Map<string, UnpaidExpenses>();
  for (const row of await repo.approvedUnpaid(tx, organizationId, employeeIds)) {
    const entry = out.get(row.employeeId) ?? { total: 0n, ids: [] };
    entry.total += row.amount;
    entry.ids.push(row.id);
    out.set(row.employeeId, entry);
  }
  return out;
}

/** The claims a computed run pays (only approved ones no run has taken); answers how many were taken. */
export const markExpensesPaid = (
  tx: Executor,
  organizationId: string,
  run: { runId: string; month: string },
  ids: readonly number[],
) => repo.markPaid(tx, organizationId, run, ids);

/** A draft run is computed again (or failed): its claims are free for the next computation; published ones stay paid. */
export const clearExpensesPaidInRun = (tx: Executor, organizationId: string, runId: string) =>
  repo.clearPaidInRun(tx, organizationId, runId);

/** The run is published: its claims are paid for good (paidAt), and no recomputation takes them back. */
export const settleExpensesPaidInRun = (tx: Executor, organizationId: string, runId: string, at: Date) =>
  repo.settlePaidInRun(tx, organizationId, runId, at);
