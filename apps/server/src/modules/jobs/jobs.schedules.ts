import type { Deps } from '../../lib/deps';
import { serverTimeZone } from '../../lib/time-zones';
import { findTimeZone, listTimeZones } from '../organization';
import { previousFire } from './jobs.clock';
import { findSchedule, listSchedules, type ScheduleDefinition } from './jobs.registry';
import * as repo from './jobs.repository';

/** How far back a schedule that has never run looks for a missed time (one tick, with slack). */
const FIRST_RUN_WINDOW_MS = 10 * 60_000;

async function runClaimed(
  deps: Deps,
  schedule: ScheduleDefinition,
  organizationId: string,
  timeZone: string,
  now: Date,
  previous: repo.ScheduleState | undefined,
) {
  const lastSuccessAt = previous?.lastStatus === 'success' ? previous.lastRunAt : null;
  try {
    await schedule.run({ deps, organizationId, now, timeZone, lastSuccessAt });
    await repo.recordOutcome(deps.db, { organizationId, name: schedule.name, status: 'success' });
  } catch (error) {
    deps.log.error({ err: error, schedule: schedule.name, organizationId }, 'scheduled run failed');
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'failed';
    await repo.recordOutcome(deps.db, { organizationId, name: schedule.name, status: 'failed', error: reason });
  }
}

/**
 * One tick of the clock: every schedule that is on and whose time (in its organisation's zone) has come
 * since its last run runs once for that organisation. A run missed while no copy was up runs at the next tick.
 */
export async function runDueSchedules(deps: Deps, now = new Date()): Promise<number> {
  const [organizationIds, states, zones] = await Promise.all([
    repo.listOrganizationIds(deps.db),
    repo.listScheduleStates(deps.db),
    listTimeZones(deps.db),
  ]);
  const stateOf = new Map(states.map((s) => [`${s.organizationId}:${s.name}`, s]));
  let ran = 0;
  for (const organizationId of organizationIds) {
    const timeZone = zones.get(organizationId) ?? serverTimeZone();
    for (const schedule of listSchedules()) {
      const state = stateOf.get(`${organizationId}:${schedule.name}`);
      if (state && !state.enabled) continue;
      const due = previousFire(schedule.cron, timeZone, now);
      const since = state?.lastRunAt ?? new Date(now.getTime() - FIRST_RUN_WINDOW_MS);
      if (!due || due <= since) continue;
      const claimed = await repo.claimRun(deps.db, {
        organizationId,
        name: schedule.name,
        at: now,
        expectedLastRun: state?.lastRunAt ?? null,
        force: false,
      });
      if (!claimed) continue;
      await runClaimed(deps, schedule, organizationId, timeZone, now, state);
      ran++;
    }
  }
  return ran;
}

/** "Run now": the schedule runs once for the organisation, switched on or not. */
export async function runScheduleFor(deps: Deps, name: string, organizationId: string, now = new Date()): Promise<boolean> {
  const schedule = findSchedule(name);
  if (!schedule) return false;
  const [zone, states] = await Promise.all([
    findTimeZone(deps.db, organizationId),
    repo.listScheduleStates(deps.db, organizationId),
  ]);
  const timeZone = zone ?? serverTimeZone();
  const previous = states.find((s) => s.name === name);
  await repo.claimRun(deps.db, { organizationId, name, at: now, expectedLastRun: null, force: true });
  await runClaimed(deps, schedule, organizationId, timeZone, now, previous);
  return true;
}
