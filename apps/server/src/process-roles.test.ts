import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { parseProcessRole } from './config';
import type { Database } from './db/client';
import { createTestDb, testConfig } from './test/helpers';
import { startRealServer, throwawayDatabase } from './test/real-server';

describe('PROCESS_ROLE', () => {
  it('is all by default, and web when only the older RUN_WORKERS=false is set', () => {
    expect(parseProcessRole({})).toBe('all');
    expect(parseProcessRole({ RUN_WORKERS: 'true' })).toBe('all');
    expect(parseProcessRole({ RUN_WORKERS: 'false' })).toBe('web');
  });

  it('takes web, worker or all, in any case, over RUN_WORKERS', () => {
    expect(parseProcessRole({ PROCESS_ROLE: 'web' })).toBe('web');
    expect(parseProcessRole({ PROCESS_ROLE: ' Worker ' })).toBe('worker');
    expect(parseProcessRole({ PROCESS_ROLE: 'all', RUN_WORKERS: 'false' })).toBe('all');
  });

  it('refuses an unknown role instead of starting a process that does nothing', () => {
    for (const value of ['scheduler', 'both', 'web,worker'])
      expect(() => parseProcessRole({ PROCESS_ROLE: value })).toThrow(/PROCESS_ROLE must be web, worker or all/);
  });
});

describe('health and readiness per role', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  const open = async (contents: 'seeded' | 'migrated') => {
    const database = await createTestDb(contents);
    // the first query waits for the engine to start; readiness is about a running one
    await database.db.execute(sql`select 1`);
    databases.push(database);
    return database;
  };
  const start = async (database: Database, role: 'web' | 'worker') => {
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
      logger: false,
      serveWeb: false,
      runWorkers: role === 'worker',
      serveApi: role === 'web',
    });
    apps.push(app);
    return app;
  };
  let shared: Database;
  beforeAll(async () => {
    shared = await open('seeded');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close().catch(() => undefined);
  });
  const readiness = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    return { status: res.statusCode, body: res.json() as { status: string; role: string; checks: Record<string, string> } };
  };

  it('a web process is alive, ready when its database answers, checks no queue, and serves the API', async () => {
    const app = await start(shared, 'web');
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok', role: 'web' });
    expect(await readiness(app)).toEqual({ status: 200, body: { status: 'ready', role: 'web', checks: { database: 'ok' } } });
    const login = await app.inject({ method: 'POST', url: '/hrmsapplication/authentication/login', payload: {} });
    expect(login.statusCode).toBe(400);
  });

  it('a worker process on the same database serves only its health endpoints and is ready once its queue runs', async () => {
    const app = await start(shared, 'worker');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok', role: 'worker' });
    await vi.waitFor(
      async () =>
        expect(await readiness(app)).toEqual({
          status: 200,
          body: { status: 'ready', role: 'worker', checks: { database: 'ok', queue: 'ok' } },
        }),
      { timeout: 30_000, interval: 200 },
    );
    for (const url of ['/hrmsapplication/authentication/login', '/hrmsapplication/docs', '/'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 503 naming the database while it does not answer, and stays alive', async () => {
    const database = await open('migrated');
    const app = await start(database, 'web');
    await database.close();
    expect(await readiness(app)).toEqual({
      status: 503,
      body: { status: 'unavailable', role: 'web', checks: { database: 'down' } },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

// The real start command with PROCESS_ROLE=worker, on PostgreSQL (as a worker runs beside web copies)
const serverUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
describe.runIf(serverUrl)('the start command as a worker', () => {
  const port = 8263;
  const base = `http://127.0.0.1:${port}`;
  let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await database?.drop();
  });

  it('migrates, runs the jobs, answers health and readiness on its port, serves no API or web app, and stops on SIGTERM', async () => {
    if (!serverUrl) return;
    database = await throwawayDatabase('hrms_worker');
    const child = startRealServer({
      port,
      dataDir: mkdtempSync(join(tmpdir(), 'hrms-worker-')),
      databaseUrl: database.url,
      runWorkers: true,
      // WEB_DIST as a web copy has it (a built web app, not an empty folder): the worker must still serve none
      env: { PROCESS_ROLE: 'worker', WEB_DIST: process.env.WEB_DIST },
    });
    server = child;
    await vi.waitFor(
      async () => {
        const res = await fetch(`${base}/readyz`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ role: 'worker', checks: { database: 'ok', queue: 'ok' } });
      },
      { timeout: 180_000, interval: 300 },
    );
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/hrmsapplication/authentication/login`, { method: 'POST' })).status).toBe(404);
    child.kill('SIGTERM');
    await vi.waitFor(() => expect(child.exitCode).toBe(0), { timeout: 30_000 });
  }, 240_000);
});
