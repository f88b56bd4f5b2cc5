import { TIME_ATTENDANCE_MESSAGES } from '@hrms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attendanceLopDays, type MonthUnlockGuard, registerMonthUnlockGuard } from '../attendance';
import { payrollRuns } from './payroll-runs.tables';

/** Days without pay that the attendance lock of a month counts per person (B6); empty until the month is locked. */
export function attendanceLopDaysOf(db: Executor, organizationId: string, month: string): Promise<ReadonlyMap<string, number>> {
  return attendanceLopDays(db, organizationId, month);
}

/**
 * A locked or published pay run has taken the month's days without pay: attendance stays locked until the
 * run is unlocked (a published run never is; a correction goes into a later month as arrears). A draft run
 * is recomputed, so it does not hold the month.
 */
const payRunHoldsMonth: MonthUnlockGuard = async (tx, organizationId, month) => {
  const [held] = await tx
    .select({ status: payrollRuns.status })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        eq(payrollRuns.month, month),
        inArray(payrollRuns.status, ['LOCKED', 'PUBLISHED']),
      ),
    );
  return held ? TIME_ATTENDANCE_MESSAGES.payRunHoldsMonth : undefined;
};

let guarding = false;

/**
 * Registered with payroll's routes rather than on import: leave imports payroll, so attendance is still
 * being loaded when payroll's files first run.
 */
export function guardAttendanceUnlock(): void {
  if (guarding) return;
  guarding = true;
  registerMonthUnlockGuard(payRunHoldsMonth);
}
