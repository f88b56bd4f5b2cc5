import type { Executor } from '../../db/client';

/**
 * A module whose data was taken from a locked month (payroll's days without pay) registers here, so
 * attendance never imports it: the message when the month may not be unlocked now, else undefined.
 */
export type MonthUnlockGuard = (tx: Executor, organizationId: string, month: string) => Promise<string | undefined>;

const guards: MonthUnlockGuard[] = [];

export function registerMonthUnlockGuard(guard: MonthUnlockGuard): void {
  guards.push(guard);
}

/** The first registered guard's refusal for this month, else undefined. */
export async function monthUnlockRefusal(tx: Executor, organizationId: string, month: string): Promise<string | undefined> {
  for (const guard of guards) {
    const refusal = await guard(tx, organizationId, month);
    if (refusal) return refusal;
  }
  return undefined;
}
