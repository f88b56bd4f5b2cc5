import { isAdmin, JOBS_TIME_ZONE_INVALID, type JobsOverview, JOBS_MESSAGES as M } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { isTimeZone, serverTimeZone } from '../../lib/time-zones';
import { findTimeZone, saveTimeZone } from '../organization';
import { nextFire } from './jobs.clock';
import { RUN_QUEUE } from './jobs.queue';
import { findSchedule, listJobs, listSchedules } from './jobs.registry';
import * as repo from './jobs.repository';

function requireAdmin(actor: Actor) {
  if (!isAdmin(actor.role)) throw forbidden();
}

const QUEUE_STATES = { created: 'queued', retry: 'queued', active: 'active', failed: 'failed', completed: 'completed' } as const;

/** GET admin/jobs: the organisation's schedules (last and next run, last status) and the queues' counts. */
export async function getJobsOverview(deps: Deps, actor: Actor): Promise<JobsOverview> {
  requireAdmin(actor);
  const [states, zone] = await Promise.all([
    repo.listScheduleStates(deps.db, actor.organizationId),
    findTimeZone(deps.db, actor.organizationId),
  ]);
  const timeZone = zone ?? serverTimeZone();
  const now = new Date();
  const schedules = listSchedules().map((s) => {
    const state = states.find((x) => x.name === s.name);
    const enabled = state?.enabled ?? true;
    return {
      name: s.name,
      cron: s.cron,
      enabled,
      lastRunAt: state?.lastRunAt?.toISOString() ?? null,
      lastStatus: state?.lastStatus ?? null,
      nextRunAt: enabled ? nextFire(s.cron, timeZone, now).toISOString() : null,
    };
  });
  await deps.jobs.ready();
  const counts = await repo.countJobsByState(deps.db);
  const queues = [RUN_QUEUE, ...listJobs().map((j) => j.name)].map((name) => {
    const row = { name, queued: 0, active: 0, failed: 0, completed: 0 };
    for (const c of counts.filter((x) => x.name === name)) {
      const key = QUEUE_STATES[c.state as keyof typeof QUEUE_STATES];
      if (key) row[key] += c.n;
    }
    return row;
  });
  return { schedules, queues, timeZone };
}

/** POST admin/jobs/{name}/run: the schedule runs once, now, for the caller's organisation (by a worker). */
export async function runScheduleNow(deps: Deps, actor: Actor, name: string): Promise<{ message: string }> {
  requireAdmin(actor);
  if (!findSchedule(name)) throw notFound(M.unknownSchedule);
  await deps.jobs.enqueue(RUN_QUEUE, { name, organizationId: actor.organizationId });
  return { message: M.started };
}

/** PATCH admin/jobs/{name}: switches the schedule on or off for the caller's organisation. */
export async function switchSchedule(deps: Deps, actor: Actor, name: string, enabled: boolean): Promise<{ message: string }> {
  requireAdmin(actor);
  if (!findSchedule(name)) throw notFound(M.unknownSchedule);
  await repo.switchSchedule(deps.db, actor.organizationId, name, enabled);
  return { message: M.switched };
}

/** PUT admin/jobs/time-zone: the zone the organisation's schedules run in. */
export async function setScheduleTimeZone(deps: Deps, actor: Actor, timeZone: string): Promise<{ message: string }> {
  requireAdmin(actor);
  if (!isTimeZone(timeZone)) throw fieldError('timeZone', JOBS_TIME_ZONE_INVALID);
  await saveTimeZone(deps.db, actor.organizationId, timeZone);
  return { message: M.switched };
}
