import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { vi } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-people';

const root = new URL('../../../../', import.meta.url).pathname;

/**
 * The real server binary, as production starts it, on its own port, data dir (and so key) and database; `env` adds
 * to its environment or overrides it (a variable given as undefined is not set).
 */
export function startRealServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  runWorkers: boolean;
  env?: Record<string, string | undefined>;
}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      RUN_WORKERS: String(options.runWorkers),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      WEB_DIST: join(options.dataDir, 'no-web'),
      ...options.env,
    },
    stdio: 'ignore',
  });
}

/** Waits (up to `timeout` ms) until the server on `base` answers its health check. */
export async function waitUntilUp(base: string, timeout = 60_000) {
  await vi.waitFor(
    async () => {
      const res = await fetch(`${base}/healthz`);
      if (!res.ok) throw new Error('not up');
    },
    { timeout, interval: 250 },
  );
}

/** Signs a demo account in on the server at `base` (demo password); answers the headers of its requests. */
export async function signInOverHttp(base: string, employeeId: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/hrmsapplication/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ employeeId, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${employeeId} failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { token: string; organizationId: string };
  return { authorization: `Bearer ${session.token}`, organizationid: session.organizationId };
}

/**
 * Waits (up to `timeout` ms) until `arrivals` holds something, then a moment more, so that a doubled arrival would
 * be there too; answers `arrivals`.
 */
export async function settledArrivals<T>(arrivals: T[], timeout: number): Promise<T[]> {
  await vi.waitFor(
    () => {
      if (arrivals.length === 0) throw new Error('nothing has arrived yet');
    },
    { timeout, interval: 250 },
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return arrivals;
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * On the PostgreSQL project, a new empty database on TEST_DATABASE_URL's server for a real server to migrate
 * and seed, and how to drop it; on the embedded engine none (the server keeps its data in its data dir).
 */
export async function throwawayDatabase(prefix: string): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE !== 'postgres' || !server) return { url: undefined, drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(server);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
