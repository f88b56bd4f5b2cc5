import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from './config';
import { processCount } from './processes';
import { DEMO_PASSWORD } from './seed/demo-people';
import { ensureRedis } from './test/redis';

const config = (over: Partial<Config>) => ({ databaseUrl: 'postgres://db/hrms', redisUrl: 'redis://r:6379', ...over }) as Config;

describe('WEB_CONCURRENCY', () => {
  it('runs one process unless asked for more', () => {
    expect(processCount(config({}), {})).toEqual({ count: 1 });
    expect(processCount(config({}), { WEB_CONCURRENCY: '1' })).toEqual({ count: 1 });
    expect(processCount(config({}), { WEB_CONCURRENCY: '3' })).toEqual({ count: 3 });
  });

  it('stays one process on the embedded engine or without Redis, and says why', () => {
    expect(processCount(config({ databaseUrl: undefined }), { WEB_CONCURRENCY: '2' })).toEqual({
      count: 1,
      reason: expect.stringContaining('DATABASE_URL'),
    });
    expect(processCount(config({ redisUrl: undefined }), { WEB_CONCURRENCY: '2' })).toEqual({
      count: 1,
      reason: expect.stringContaining('REDIS_URL'),
    });
  });

  it('refuses a value that is not a small whole number', () => {
    for (const value of ['0', '-2', '1.5', 'two', '65'])
      expect(() => processCount(config({}), { WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});

// The real server binary with two copies sharing one port: PostgreSQL only (the embedded engine is one process).
const serverUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
describe.runIf(serverUrl)('two server processes', () => {
  const root = new URL('../../../', import.meta.url).pathname;
  const port = 8261;
  const base = `http://127.0.0.1:${port}`;
  const name = `hrms_copies_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let server: ChildProcess;

  beforeAll(async () => {
    const redisUrl = await ensureRedis();
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'hrms-copies-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `${name}:`,
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'warn',
        WEB_DIST: join(dataDir, 'no-web'),
      },
      stdio: 'ignore',
    });
    await vi.waitFor(
      async () => {
        if (!(await fetch(`${base}/healthz`)).ok) throw new Error('not up');
      },
      { timeout: 90_000, interval: 250 },
    );
  }, 120_000);
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates and seeds once, answers from two copies, and stops them all on SIGTERM', async () => {
    const copies = () => execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], { encoding: 'utf8' }).trim();
    await vi.waitFor(() => expect(copies().split('\n')).toHaveLength(2), { timeout: 60_000 });

    const login = await fetch(`${base}/hrmsapplication/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ employeeId: 'HRMS4', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const session = (await login.json()) as { token: string; organizationId: string };
    // many connections at once: the kernel spreads them over both copies, each verifies the same token
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${base}/hrmsapplication/getleavebalance/HRMS4`, {
          headers: {
            authorization: `Bearer ${session.token}`,
            organizationid: session.organizationId,
            connection: 'close',
          },
        }).then((r) => r.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);

    server.kill('SIGTERM');
    await vi.waitFor(() => expect(server.exitCode).toBe(0), { timeout: 30_000 });
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 120_000);
});
