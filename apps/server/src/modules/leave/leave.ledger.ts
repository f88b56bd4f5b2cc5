import { carryForwardAmount, type LeaveType, leaveTypeLabel, monthlyAccrual } from '@hrms/shared';
import type { Executor } from '../../db/client';
import * as repo from './leave.repository';

export type LedgerPerson = { organizationId: string; employeeId: string; doj: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Brings one person's ledger for the year of `asOf` up to date (DESIGN §8.5): the monthly accruals of
 * every type up to and including asOf's month (pro rata from the joining month), and — once, for a type
 * that carries forward — the unused days of the previous year, capped. Idempotent: unique indexes keep
 * one accrual per month and one carry-forward per year, so concurrent syncs append each row once.
 * Answers the year's balance of every type after the sync: read with the ledger's state when nothing
 * was missing (the usual case: one statement), read again after appending.
 */
export async function syncLedger(
  db: Executor,
  person: LedgerPerson,
  types: readonly repo.LeaveTypeRow[],
  asOf: string,
): Promise<Map<LeaveType, number>> {
  if (types.length === 0) return new Map();
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7));
  const { balances, accrued, carried } = await repo.ledgerState(db, person.employeeId, year);
  const needsCarry = types.some((t) => t.carryForward && !carried.has(t.leaveType));
  const previous = needsCarry ? await repo.balancesOf(db, person.employeeId, year - 1) : new Map<LeaveType, number>();

  const rows: repo.LedgerInsert[] = [];
  const base = { organizationId: person.organizationId, employeeId: person.employeeId, year };
  for (const type of types) {
    if (type.carryForward && !carried.has(type.leaveType)) {
      const days = carryForwardAmount(previous.get(type.leaveType) ?? 0, true, type.carryForwardCap);
      if (days > 0)
        rows.push({
          ...base,
          leaveType: type.leaveType,
          kind: 'CARRY_FORWARD',
          days,
          note: `Unused ${leaveTypeLabel(type.leaveType)} from ${year - 1}${type.carryForwardCap !== null ? ` (cap ${type.carryForwardCap})` : ''}`,
          createdAt: new Date(Date.UTC(year, 0, 1)),
        });
    }
    for (let m = 1; m <= month; m++) {
      if (accrued.has(`${type.leaveType}:${m}`)) continue;
      const days = monthlyAccrual(type.count, person.doj, year, m);
      if (days > 0)
        rows.push({
          ...base,
          leaveType: type.leaveType,
          month: m,
          kind: 'ACCRUAL',
          days,
          note: `${MONTHS[m - 1]} ${year}: ${type.count} a year`,
          createdAt: new Date(Date.UTC(year, m - 1, 1)),
        });
    }
  }
  if (rows.length === 0) return balances;
  await repo.appendLedger(db, rows);
  return repo.balancesOf(db, person.employeeId, year);
}
