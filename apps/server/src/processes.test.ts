import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from './config';
import { processCount } from './processes';
import { signInOverHttp, startRealServer, throwawayDatabase, waitUntilUp } from './test/real-server';
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
  const port = 8261;
  const base = `http://127.0.0.1:${port}`;
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  let server: ChildProcess;

  beforeAll(async () => {
    const redisUrl = await ensureRedis();
    database = await throwawayDatabase('hrms_copies');
    server = startRealServer({
      port,
      dataDir: mkdtempSync(join(tmpdir(), 'hrms-copies-')),
      databaseUrl: database.url,
      runWorkers: true,
      env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `hrms-copies-${randomBytes(5).toString('hex')}:`, WEB_CONCURRENCY: '2' },
    });
    await waitUntilUp(base, 90_000);
  }, 120_000);
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await database?.drop();
  });

  it('migrates and seeds once, answers from two copies, and stops them all on SIGTERM', async () => {
    const copies = () => execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], { encoding: 'utf8' }).trim();
    await vi.waitFor(() => expect(copies().split('\n')).toHaveLength(2), { timeout: 60_000 });

    const session = await signInOverHttp(base, 'HRMS4');
    // many connections at once: the kernel spreads them over both copies, each verifies the same token
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${base}/hrmsapplication/getleavebalance/HRMS4`, {
          headers: { ...session, connection: 'close' },
        }).then((r) => r.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);

    server.kill('SIGTERM');
    await vi.waitFor(() => expect(server.exitCode).toBe(0), { timeout: 30_000 });
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 120_000);
});
