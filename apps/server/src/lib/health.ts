import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProcessRole } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../modules/jobs';

/** How long a readiness probe waits for one dependency before calling it down. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckState = 'ok' | 'down';

async function probe(check: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process is alive (a load balancer or kubelet restarts it otherwise). `/readyz`: it can do
 * its work — the database answers, and in a process that runs the workers the job queue does too; 503 with
 * the failing check named while not, so traffic or a rollout waits.
 */
export function installHealthRoutes(
  app: FastifyInstance,
  options: { role: ProcessRole; db: Db; jobs: JobQueue; checkQueue: boolean },
) {
  const { role, db, jobs, checkQueue } = options;
  app.get('/healthz', { config: { public: true } }, async () => ({ status: 'ok', role }));
  app.get('/readyz', { config: { public: true } }, async (_request, reply) => {
    const checks: Record<string, CheckState> = { database: await probe(() => db.execute(sql`select 1`)) };
    if (checkQueue) checks.queue = await probe(() => jobs.check());
    const ready = Object.values(checks).every((state) => state === 'ok');
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', role, checks });
  });
}
