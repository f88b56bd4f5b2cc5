import PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { acrossOrganizations } from '../../db/row-level-security';
import type { Deps } from '../../lib/deps';
import type { JobQueue } from '../../lib/job-queue';
import { findJob, type JobPolicy, listJobs } from './jobs.registry';
import { runDueSchedules, runScheduleFor } from './jobs.schedules';

/** The clock: pg-boss sends one tick a minute however many copies run (its cron is debounced in the database). */
export const TICK_QUEUE = 'schedule-tick';
/** "Run now" requests: { name, organizationId }. */
export const RUN_QUEUE = 'schedule-run';
const TICK_CRON = '* * * * *';
/** A job's policy unless its definition says otherwise. */
const DEFAULT_POLICY: JobPolicy = { retryLimit: 3, retryDelay: 30, expireInSeconds: 900 };
/** How often one copy (whichever claims the turn in the database) fails stalled jobs so they are retried. */
const MAINTENANCE_SECONDS = 60;
const deadLetterOf = (name: string) => `${name}-dead`;

type SqlClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss on the product's own database through the driver Drizzle already holds: node-postgres's pool,
 * or the embedded PGlite, whose `query` takes one statement with parameters and `exec` several without
 * (pg-boss sends its schema changes as one multi-statement text).
 */
export function bossExecutor(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: SqlClient }).$client;
  const exec = client.exec?.bind(client);
  return {
    executeSql: async (text, values) => {
      if (exec && (!values || values.length === 0)) {
        const results = await exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

/**
 * `depsOf` because the queue is part of the deps it hands to handlers. Opens the queue lazily (the first enqueue starts pg-boss, creating its schema once); with `work`,
 * this process also runs the registered job handlers, the schedules' clock and "run now" requests.
 */
export function createJobQueue(depsOf: () => Deps, options: { work: boolean; maintenanceIntervalSeconds?: number }): JobQueue {
  let started: Promise<PgBoss> | null = null;
  // started by the first enqueue, maybe inside a request: its timers and workers must not inherit that
  // request's organisation scope (they serve every organisation)
  const start = () => {
    started ??= acrossOrganizations(async () => {
      const deps = depsOf();
      const boss = new PgBoss({
        db: bossExecutor(deps.db),
        schema: 'pgboss',
        schedule: options.work,
        supervise: options.work,
        // the supervisor is what fails a stalled job (active past its expiry) so that it is retried
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_SECONDS,
      });
      boss.on('error', (error) => deps.log.error({ err: error }, 'job queue error'));
      await boss.start();
      for (const name of [TICK_QUEUE, RUN_QUEUE]) await boss.createQueue(name);
      for (const job of listJobs()) {
        if (job.onDead) await boss.createQueue(deadLetterOf(job.name));
        await boss.createQueue(job.name);
      }
      if (options.work) await startWorkers(deps, boss);
      return boss;
    });
    return started;
  };
  if (options.work)
    queueMicrotask(() => void start().catch((error: unknown) => depsOf().log.error({ err: error }, 'job queue did not start')));
  return {
    enqueue: async (name, payload, options) => {
      const job = findJob(name);
      const deadLetter = job?.onDead ? { deadLetter: deadLetterOf(name) } : {};
      const startAfter = options?.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {};
      return (await start()).send(name, payload, { ...DEFAULT_POLICY, ...job?.policy, ...deadLetter, ...startAfter });
    },
    ready: async () => {
      await start();
    },
    check: async () => {
      if (!started) throw new Error('the job queue has not started');
      const boss = await started;
      await boss.getQueue(TICK_QUEUE);
    },
    stop: async () => {
      if (!started) return;
      const boss = await started.catch(() => null);
      await boss?.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}

async function startWorkers(deps: Deps, boss: PgBoss) {
  await boss.schedule(TICK_QUEUE, TICK_CRON, {}, { tz: 'UTC', retryLimit: 0, expireInSeconds: 600 });
  await boss.work(TICK_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await runDueSchedules(deps);
  });
  await boss.work<{ name: string; organizationId: string }>(RUN_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await runScheduleFor(deps, job.data.name, job.data.organizationId);
  });
  for (const definition of listJobs()) {
    await boss.work<object>(definition.name, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await definition.handler(deps, job.data);
    });
    const onDead = definition.onDead;
    if (onDead)
      await boss.work<object>(deadLetterOf(definition.name), { pollingIntervalSeconds: 5 }, async ([job]) => {
        if (job) await onDead(deps, job.data);
      });
  }
}
