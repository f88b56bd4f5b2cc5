import { describe, expect, it } from 'vitest';
import { type ChunkPayouts, samePayouts } from './payroll.payouts';

const leaver = { exitId: 7, employeeId: 'HRMS9', lastWorkingDay: '2026-11-20', earnedLeaveBalance: 4.5 };
const payouts = (claims: [string, bigint, number[]][], leavers = [leaver]): ChunkPayouts => ({
  expenses: new Map(claims.map(([id, total, ids]) => [id, { total, ids }])),
  leavers: new Map(leavers.map((l) => [l.employeeId, l])),
});

/** A chunk computed ahead is written as computed only when its claims and leavers read again under the lock are the same. */
describe('samePayouts', () => {
  it('the same claims and leavers read twice', () => {
    expect(samePayouts(payouts([['HRMS4', 120000n, [3, 9]]]), payouts([['HRMS4', 120000n, [3, 9]]]))).toBe(true);
  });
  it('a claim approved, taken or changed in between; a leaver added or changed', () => {
    const before = payouts([['HRMS4', 120000n, [3]]]);
    expect(samePayouts(before, payouts([['HRMS4', 245050n, [3, 9]]]))).toBe(false);
    expect(samePayouts(before, payouts([]))).toBe(false);
    expect(samePayouts(before, payouts([['HRMS5', 120000n, [3]]]))).toBe(false);
    expect(samePayouts(before, payouts([['HRMS4', 120000n, [4]]]))).toBe(false);
    expect(samePayouts(before, payouts([['HRMS4', 120000n, [3]]], []))).toBe(false);
    expect(samePayouts(before, payouts([['HRMS4', 120000n, [3]]], [{ ...leaver, earnedLeaveBalance: 5 }]))).toBe(false);
    expect(samePayouts(before, payouts([['HRMS4', 120000n, [3]]], [{ ...leaver, lastWorkingDay: '2026-11-21' }]))).toBe(false);
  });
});
