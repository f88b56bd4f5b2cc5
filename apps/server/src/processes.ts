import cluster from 'node:cluster';
import type { Config, ProcessRole } from './config';

/**
 * How many HTTP processes to run: WEB_CONCURRENCY (default 1). Several need PostgreSQL (the embedded engine
 * lives inside one process) and Redis (login throttling and rate limits must be counted across all copies,
 * or each copy would allow its own share of attempts); without them the server runs one process and says why.
 */
export function processCount(config: Config, env: NodeJS.ProcessEnv = process.env): { count: number; reason?: string } {
  const text = env.WEB_CONCURRENCY?.trim();
  if (!text) return { count: 1 };
  const wanted = Number(text);
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 64)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${text}"`);
  if (wanted === 1) return { count: 1 };
  if (config.processRole === 'worker') return { count: 1, reason: 'a worker process serves no HTTP; start more workers instead' };
  if (!config.databaseUrl) return { count: 1, reason: 'the embedded database serves one process; set DATABASE_URL' };
  if (!config.redisUrl) return { count: 1, reason: 'login limits would be counted per process; set REDIS_URL' };
  return { count: wanted };
}

/**
 * The primary process of a multi-process server: it forks `count` copies that share the port (the kernel
 * hands each connection to one), restarts a copy that dies, and stops them all on SIGTERM/SIGINT. With the role
 * `all` only the first copy runs the mail delivery and the job workers; the others, and every copy of a `web`
 * process, answer requests only.
 */
export function superviseCopies(count: number, role: ProcessRole, log: (message: string) => void) {
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({ PROCESS_ROLE: index === 0 ? role : 'web', HRMS_COPY: String(index) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      log(`server copy ${index} ended (${signal ?? code}); starting it again`);
      setTimeout(() => fork(index), 1_000);
    });
  };
  for (let index = 0; index < count; index++) fork(index);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      left -= 1;
      if (left <= 0) process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
