import type { ScheduleName } from '@hrms/shared';
import type { Deps } from '../../lib/deps';

/**
 * One run of a schedule for one organisation, at `now`, in the organisation's time zone; `lastSuccessAt`
 * is when the previous run that succeeded started (null: never, or the last run failed), so a schedule
 * may do only what is new since then.
 */
export type ScheduleRun = { deps: Deps; organizationId: string; now: Date; timeZone: string; lastSuccessAt: Date | null };

export type ScheduleDefinition = {
  name: ScheduleName;
  /** Five-field cron in the organisation's time zone. */
  cron: string;
  /** Does the work for one organisation; must be idempotent (a run may be repeated after a crash). */
  run: (run: ScheduleRun) => Promise<void>;
};

/** How long a job may stay active before the queue takes it for stalled (its worker died) and retries it. */
export type JobPolicy = { expireInSeconds: number; retryLimit: number; retryDelay: number };

/** Background work any module can hand to the queue (e.g. an import). */
export type JobDefinition<Payload = unknown> = {
  name: string;
  handler: (deps: Deps, payload: Payload) => Promise<void>;
  /** Overrides the default policy (15 minutes, 3 retries 30 s apart). */
  policy?: Partial<JobPolicy>;
  /** Runs once when the job has failed or stalled more often than it may be retried (its dead-letter queue). */
  onDead?: (deps: Deps, payload: Payload) => Promise<void>;
};

const schedules = new Map<string, ScheduleDefinition>();
const jobs = new Map<string, JobDefinition>();

/** Registers a schedule once, at module load (the way approval kinds register with the engine). */
export function defineSchedule(definition: ScheduleDefinition): void {
  schedules.set(definition.name, definition);
}

/** Registers a job handler once, at module load; `enqueueJob` then hands it work. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): void {
  jobs.set(definition.name, definition as JobDefinition);
}

export const listSchedules = (): ScheduleDefinition[] => [...schedules.values()].sort((a, b) => a.name.localeCompare(b.name));
export const findSchedule = (name: string) => schedules.get(name) ?? null;
export const listJobs = (): JobDefinition[] => [...jobs.values()];
export const findJob = (name: string) => jobs.get(name) ?? null;
