// The server setups `npm run bench` measures (scripts/bench.ts), and the streaming replica it can make for a run.
//
// - One process (`PROCESS_ROLE=all`): it answers HTTP and runs the job workers, as `npm start` does.
// - N web copies and a worker: one `PROCESS_ROLE=web` server with `WEB_CONCURRENCY=N` on the bench port (Node's
//   cluster primary hands each new connection to the next copy in turn: the load balancer of one machine), and one
//   `PROCESS_ROLE=worker` process on the next port, which runs the jobs, schedules and mail and serves only
//   /healthz and /readyz, as deploy/compose.yaml runs them. The web copies read from the replica when there is
//   one; the worker reads and writes the primary (as in compose).
// - `startBenchReplica`: a streaming replica of the whole local PostgreSQL cluster (pg_basebackup, as the replica
//   tests make theirs: apps/server/src/test/replica.ts) on a port and a temporary directory of its own.
//
// Whatever is started here is stopped when the bench ends, fails or is interrupted (Ctrl+C, SIGTERM, SIGHUP).
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import pg from 'pg';
import { replicaUnavailable, startReplica } from '../apps/server/src/test/replica';

type Log = (line: string) => void;

/** Children to signal if the bench ends without stopping them (a failure, Ctrl+C). */
const children = new Set<ChildProcess>();
let trapped = false;
function trapExit() {
  if (trapped) return;
  trapped = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping the bench's servers, load and replica\n`);
      // 'exit' runs the handlers below and the replica's own (it stops the replica and removes its directory)
      process.exit(130);
    });
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
}

/** A child process of the bench (a server, a load generator) that is signalled when the bench ends. */
export function track<T extends ChildProcess>(child: T): T {
  trapExit();
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const late = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await ended;
  clearTimeout(late);
}

/** GET on a connection of its own (so the cluster hands it to the next copy), JSON body, null when refused. */
function getFresh(url: string): Promise<{ status: number; body: Record<string, unknown> } | null> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 5_000 }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
        } catch {
          resolve({ status: res.statusCode ?? 0, body: {} });
        }
      });
    });
    request.on('error', () => resolve(null));
    request.on('timeout', () => request.destroy());
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Until `/readyz` answers 200; for several copies, until `copies` different processes have answered
 * /bench/stats and then `copies` fresh connections in a row (the cluster deals them out in turn, one to each
 * copy) all find /readyz 200. One kind of request at a time: two alternating requests to two copies would
 * always land the same one on the same copy.
 */
async function waitUntilReady(origin: string, child: ChildProcess, copies: number) {
  const seen = new Set<unknown>();
  // ten minutes: on a loaded machine each copy compiles and starts on its own share of the cores
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${origin} ended (${child.exitCode}) before it was ready`);
    if (copies > 1 && seen.size < copies) {
      const stats = await getFresh(`${origin}/bench/stats`);
      if (stats?.body.pid) seen.add(stats.body.pid);
      if (seen.size < copies) await sleep(stats ? 100 : 500);
      continue;
    }
    let ready = 0;
    for (let i = 0; i < copies; i++) if ((await getFresh(`${origin}/readyz`))?.status === 200) ready++;
    if (ready === copies) return;
    await sleep(500);
  }
  throw new Error(`the server on ${origin} was not ready in 10 minutes (${seen.size} of ${copies} copies answered)`);
}

export type Servers = {
  /** What the table calls this setup. */
  label: string;
  /** Where the API is answered (the one process, or the web copies). */
  origin: string;
  /** The worker process's own origin (health only), when jobs run apart from the web copies. */
  workerOrigin?: string;
  /** Web copies answering: /bench/stats then comes from whichever answers, so SQL/req and RSS are not read. */
  webCopies: number;
  stop: () => Promise<void>;
};

export async function startServers(options: {
  port: number;
  /** 1: one process doing everything; N > 1: N web copies and one worker process. */
  processes: number;
  replicaUrls: string[];
  env: NodeJS.ProcessEnv;
  serverArgs: string[];
  log: Log;
}): Promise<Servers> {
  const { port, processes, replicaUrls, env, serverArgs, log } = options;
  const common = {
    ...env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    BENCH_ROUTES: '1',
    SQL_COUNT: '1',
  };
  const start = (extra: NodeJS.ProcessEnv) =>
    track(
      spawn(process.execPath, [...serverArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
        env: { ...common, ...extra },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    );
  const origin = `http://127.0.0.1:${port}`;
  const replicas = replicaUrls.length ? `, ${replicaUrls.length} read replica${replicaUrls.length > 1 ? 's' : ''}` : '';
  if (processes <= 1) {
    const server = start({
      PORT: String(port),
      PROCESS_ROLE: 'all',
      WEB_CONCURRENCY: '1',
      DATABASE_REPLICA_URL: replicaUrls.join(','),
    });
    await waitUntilReady(origin, server, 1);
    return { label: `one process (web and worker)${replicas}`, origin, webCopies: 1, stop: () => stopChild(server) };
  }
  // several copies count login limits together in Redis (the server refuses WEB_CONCURRENCY without it)
  const shared = {
    REDIS_URL: env.REDIS_URL || 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX || 'hrms-bench:',
  };
  const web = start({
    ...shared,
    PORT: String(port),
    PROCESS_ROLE: 'web',
    WEB_CONCURRENCY: String(processes),
    DATABASE_REPLICA_URL: replicaUrls.join(','),
  });
  try {
    await waitUntilReady(origin, web, processes);
  } catch (error) {
    await stopChild(web);
    throw error;
  }
  // the web server has migrated; the worker starts on a database that is ready
  const workerOrigin = `http://127.0.0.1:${port + 1}`;
  const worker = start({
    ...shared,
    PORT: String(port + 1),
    PROCESS_ROLE: 'worker',
    WEB_CONCURRENCY: '1',
    MIGRATE_ON_START: 'false',
    DATABASE_REPLICA_URL: '',
  });
  try {
    await waitUntilReady(workerOrigin, worker, 1);
  } catch (error) {
    await Promise.all([stopChild(web), stopChild(worker)]);
    throw error;
  }
  log(`${processes} web copies on ${origin} (pids ${web.pid} and its copies), the worker on ${workerOrigin} (pid ${worker.pid})`);
  return {
    label: `${processes} web copies and a worker${replicas}`,
    origin,
    workerOrigin,
    webCopies: processes,
    stop: async () => {
      await Promise.all([stopChild(web), stopChild(worker)]);
    },
  };
}

async function queryOne<T>(url: string, statement: string): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(statement)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/**
 * `--replica auto`: a streaming replica of the cluster that holds `databaseUrl` (the server must be local, allow
 * replication connections from 127.0.0.1 and have its binaries; the error says what is missing), started on
 * `port`, caught up with everything the primary had written when it started. Returns the bench database's URL
 * on it; `stop()` (and the bench's end, however it ends) stops it and removes its directory.
 */
export async function startBenchReplica(databaseUrl: string, port: number, log: Log) {
  trapExit();
  const why = await replicaUnavailable(databaseUrl);
  if (why) throw new Error(`--replica auto: ${why}`);
  const started = performance.now();
  const replica = await startReplica(databaseUrl, { port });
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const { lsn } = await queryOne<{ lsn: string }>(databaseUrl, 'select pg_current_wal_lsn()::text as lsn');
  for (let i = 0; ; i++) {
    const [row] = await replica.query<{ caught: boolean }>(
      database,
      `select coalesce(pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn, false) as caught`,
    );
    if (row?.caught) break;
    if (i > 600) {
      await replica.stop();
      throw new Error('--replica auto: the replica did not catch up with the primary in 5 minutes');
    }
    await sleep(500);
  }
  log(
    `streaming replica on port ${replica.port}, cloned and caught up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { url: replica.urlOf(database), port: replica.port, stop: () => replica.stop() };
}
