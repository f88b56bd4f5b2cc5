import type { Executor } from '../../db/client';
import { leaveBalancesOf } from '../leave';
import * as repo from './exits.repository';
import type { ExitSettlementRecord } from './exits.tables';

export type Leaver = { exitId: number; employeeId: string; lastWorkingDay: string; earnedLeaveBalance: number };

const monthBounds = (month: string) => {
  const [year = 0, m = 0] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}`, year };
};

/**
 * The pay-run seam (BEYOND §B7): who leaves in a month ('yyyy-MM', approved exits whose last working day
 * falls in it), with their earned-leave balance as the leave ledger holds it now (for LEAVE_ENCASHMENT).
 * `employeeIds` limits it to one chunk of the run.
 */
export async function leaversSettlementInputs(
  tx: Executor,
  organizationId: string,
  month: string,
  employeeIds?: readonly string[],
): Promise<Map<string, Leaver>> {
  const { from, to, year } = monthBounds(month);
  // the balance when the run is computed: a run made ahead reads this leave year's ledger, not an unopened one
  const ledgerYear = Math.min(year, new Date().getUTCFullYear());
  const out = new Map<string, Leaver>();
  for (const exit of await repo.approvedExitsBetween(tx, organizationId, from, to, employeeIds)) {
    const balances = await leaveBalancesOf(tx, exit.employeeId, ledgerYear);
    out.set(exit.employeeId, {
      exitId: exit.id,
      employeeId: exit.employeeId,
      lastWorkingDay: exit.lastWorkingDay,
      earnedLeaveBalance: Math.max(0, balances.get('EARNLEAVE') ?? 0),
    });
  }
  return out;
}

/** Writes the exit's settlement (amounts in rupees, as the contract's JSON); null when the run is replaced. */
export const recordSettlement = (tx: Executor, organizationId: string, exitId: number, settlement: ExitSettlementRecord | null) =>
  repo.setSettlement(tx, organizationId, exitId, settlement);

/** A run is computed again or failed: the settlements it wrote go (the next computation writes them anew). */
export const clearSettlementsOfRun = (tx: Executor, organizationId: string, runId: string) =>
  repo.clearSettlementsOfRun(tx, organizationId, runId);
