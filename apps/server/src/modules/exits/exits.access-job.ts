import type { Executor } from '../../db/client';
import { localDate } from '../../lib/time-zones';
import { revokeAllSessions } from '../auth';
import { defineSchedule } from '../jobs';
import * as repo from './exits.repository';

/**
 * A leaver's account stops after their last working day: sign-in and every request are already refused
 * from the next day (accounts.accessEndsOn); this run also ends their open sessions, once per exit.
 */
export async function stopLeaversAccess(tx: Executor, organizationId: string, today: string): Promise<number> {
  const leavers = await repo.leaversPast(tx, organizationId, today);
  for (const leaver of leavers) {
    await revokeAllSessions(tx, leaver.employeeId);
    await repo.markAccessStopped(tx, leaver.id);
  }
  return leavers.length;
}

defineSchedule({
  name: 'exit-access',
  cron: '5 0 * * *',
  run: async ({ deps, organizationId, now, timeZone }) => {
    await deps.db.transaction((tx) => stopLeaversAccess(tx, organizationId, localDate(now, timeZone)));
  },
});
