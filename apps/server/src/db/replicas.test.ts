import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app';
import { adminQuery, databaseUrl } from '../test/databases';
import { signedIn, testConfig } from '../test/helpers';
import { replicaUnavailable, startReplica, type TestReplica } from '../test/replica';
import { type Database, openDatabase } from './client';
import { poolOf } from './replicas';

/**
 * Read replicas against a real streaming replica of the local PostgreSQL server (test/replica.ts), on the
 * PostgreSQL project only. Lists read from the replica: a change the replica has not replayed (replay paused)
 * is missing from them, while the caller who made it reads it through the primary. A replica past the lag
 * threshold is skipped; a replica killed mid-load costs no request an error.
 */
const serverUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const notHere = process.env.TEST_ENGINE === 'postgres' ? 'TEST_DATABASE_URL is unset' : 'PGlite has no replicas';

type Headers = Record<string, string>;
/** The lag threshold of the lag test: long enough that a loaded machine reads once before it passes. */
const MAX_LAG_MS = 4_000;

describe.runIf(serverUrl)(`read replicas${serverUrl ? '' : ` (SKIPPED: ${notHere})`}`, () => {
  const name = `hrms_rpl_${randomBytes(5).toString('hex')}`;
  let unavailable: string | null = null;
  let replica: TestReplica | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const sessions = new Map<string, Headers>();

  const primarySql = (statement: string) => adminQuery(databaseUrl(serverUrl!, name), statement);
  const primaryLsn = async () => {
    const rows = await poolOf(database!.db)!.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
    return rows.rows[0]!.lsn;
  };
  /** Until the replica has replayed everything the primary has now. */
  const replayed = async () => {
    const target = await primaryLsn();
    await vi.waitFor(
      async () => {
        const [row] = await replica!.query<{ caught: boolean }>(
          name,
          `select pg_last_wal_replay_lsn() >= '${target}'::pg_lsn as caught`,
        );
        expect(row?.caught).toBe(true);
      },
      { timeout: 30_000, interval: 100 },
    );
  };
  const setReplay = async (paused: boolean) => {
    await replica!.query(name, paused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()');
    if (!paused) return;
    await vi.waitFor(
      async () => {
        const [row] = await replica!.query<{ state: string }>(name, 'select pg_get_wal_replay_pause_state() as state');
        expect(row?.state).toBe('paused');
      },
      { timeout: 10_000, interval: 50 },
    );
  };

  const login = (target: FastifyInstance, employeeId: string): Promise<Headers> => signedIn(target, employeeId, sessions);
  /** The employee list's search as `who`: the ids it finds. */
  const search = async (target: FastifyInstance, who: string, text: string) => {
    const res = await target.inject({
      method: 'GET',
      url: '/hrmsapplication/employee/getAll',
      query: { pageNumber: '0', size: '10', search: text },
      headers: await login(target, who),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { employeeId: string }[]).map((row) => row.employeeId);
  };
  const appWith = (maxLagMs: number) =>
    buildApp({
      db: database!.db,
      config: { ...testConfig(), databaseReplicaUrls: [replica!.urlOf(name)], databaseReplicaMaxLagMs: maxLagMs },
      logger: false,
      serveWeb: false,
    });
  /** Until the app's own health round finds the replica up and within its threshold. */
  const replicaInUse = async (target: FastifyInstance) => {
    await replayed();
    await vi.waitFor(
      async () => {
        await target.readRouting!.replicas.check();
        const [status] = target.readRouting!.replicas.status();
        expect(status).toMatchObject({ up: true });
        expect(status!.lagMs).toBeLessThan(1_000);
      },
      { timeout: 30_000, interval: 100 },
    );
  };

  beforeAll(async () => {
    if (!serverUrl) return;
    unavailable = await replicaUnavailable(serverUrl);
    if (unavailable) {
      console.warn(`read replica tests SKIPPED: ${unavailable}`);
      return;
    }
    const templates = inject('testDatabaseTemplates');
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templates.seeded}`);
    // a second admin who never writes through the API: their reads go to the replica
    await primarySql("update accounts set role = 'ROLE_ADMIN' where employee_id = 'HRMS2'");
    database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 4 });
    replica = await startReplica(serverUrl);
    await replayed();
    app = await appWith(60_000);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await replica?.stop();
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 120_000);

  it('lists read from the replica; the caller who just wrote reads their own write from the primary', async (ctx) => {
    if (unavailable) ctx.skip(unavailable);
    await replicaInUse(app!);
    await setReplay(true);
    try {
      // a change on the primary the replica has not replayed
      await primarySql("update employees set firstname = 'Quorra' where employee_id = 'HRMS20'");
      await app!.readRouting!.replicas.check();
      expect(await search(app!, 'HRMS2', 'Quorra')).toEqual([]);
      expect(await search(app!, 'HRMS1', 'Quorra')).toEqual([]);

      // HRMS1 renames HRMS19 through the API: from now on their reads wait for a replica that has it
      const profile = await app!.inject({
        method: 'GET',
        url: '/hrmsapplication/employee/getEmployeeProfile/HRMS19',
        headers: await login(app!, 'HRMS1'),
      });
      const renamed = await app!.inject({
        method: 'PATCH',
        url: '/hrmsapplication/employee/update',
        payload: { ...(profile.json() as object), firstname: 'Tron' },
        headers: await login(app!, 'HRMS1'),
      });
      expect(renamed.statusCode).toBe(200);
      expect(await search(app!, 'HRMS1', 'Tron')).toEqual(['HRMS19']);
      expect(await search(app!, 'HRMS1', 'Quorra')).toEqual(['HRMS20']);
      // the other admin still reads the paused replica
      expect(await search(app!, 'HRMS2', 'Tron')).toEqual([]);
      // search everywhere and the dashboard read from it too, without an error
      const everywhere = await app!.inject({
        method: 'GET',
        url: '/hrmsapplication/search',
        query: { q: 'Tron' },
        headers: await login(app!, 'HRMS2'),
      });
      expect(everywhere.statusCode).toBe(200);
      expect((everywhere.json() as { people: unknown[] }).people).toEqual([]);
      const dashboard = await app!.inject({
        method: 'GET',
        url: '/hrmsapplication/dashboard/summary',
        headers: await login(app!, 'HRMS2'),
      });
      expect(dashboard.statusCode).toBe(200);
    } finally {
      await setReplay(false);
    }
    // replayed, the replica has both changes for everybody
    await vi.waitFor(
      async () => {
        await app!.readRouting!.replicas.check();
        expect(await search(app!, 'HRMS2', 'Tron')).toEqual(['HRMS19']);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(await search(app!, 'HRMS2', 'Quorra')).toEqual(['HRMS20']);
  }, 90_000);

  it('skips a replica that lags past DATABASE_REPLICA_MAX_LAG, and reads from it again once it catches up', async (ctx) => {
    if (unavailable) ctx.skip(unavailable);
    const strict = await appWith(MAX_LAG_MS);
    try {
      await replicaInUse(strict);
      await setReplay(true);
      try {
        await primarySql("update employees set firstname = 'Lagan' where employee_id = 'HRMS18'");
        await strict.readRouting!.replicas.check();
        // just paused: within the threshold, so the replica answers, without the change
        expect(strict.readRouting!.replicas.status()[0]!.lagMs).toBeLessThan(MAX_LAG_MS);
        expect(await search(strict, 'HRMS2', 'Lagan')).toEqual([]);
        // past it, the primary answers
        await vi.waitFor(async () => expect(await search(strict, 'HRMS2', 'Lagan')).toEqual(['HRMS18']), {
          timeout: 15_000,
          interval: 100,
        });
        expect(strict.readRouting!.replicas.status()[0]!.lagMs).toBeGreaterThan(MAX_LAG_MS);
      } finally {
        await setReplay(false);
      }
      await replicaInUse(strict);
      expect(strict.readRouting!.replicas.status()[0]).toMatchObject({ up: true });
    } finally {
      await strict.close();
    }
  }, 90_000);

  it('answers every request, from the primary, when the replica dies mid-load', async (ctx) => {
    if (unavailable) ctx.skip(unavailable);
    await replicaInUse(app!);
    const headers = await login(app!, 'HRMS2');
    const urls = [
      '/hrmsapplication/employee/getAll?pageNumber=0&size=10',
      '/hrmsapplication/employee/getAll?pageNumber=0&size=10&search=Arj',
      '/hrmsapplication/search?q=Kav',
      '/hrmsapplication/dashboard/summary',
    ];
    const served = async () => {
      const [row] = await replica!.query<{ n: string }>(
        name,
        `select xact_commit as n from pg_stat_database where datname = current_database()`,
      );
      return Number(row?.n ?? 0);
    };
    const before = await served();
    const statuses: number[] = [];
    let stop = false;
    const worker = async (offset: number) => {
      for (let i = offset; !stop; i++) {
        const res = await app!.inject({ method: 'GET', url: urls[i % urls.length]!, headers });
        statuses.push(res.statusCode);
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, index) => worker(index)));
    try {
      await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(24), { timeout: 30_000, interval: 20 });
      // the load runs on the replica (its own count of transactions, which its sessions report about once a
      // second), then it dies
      await vi.waitFor(async () => expect((await served()) - before).toBeGreaterThan(12), {
        timeout: 15_000,
        interval: 250,
      });
      await replica!.kill();
      const atKill = statuses.length;
      await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(atKill + 40), { timeout: 30_000, interval: 20 });
    } finally {
      stop = true;
      await load;
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await app!.readRouting!.replicas.check();
    expect(app!.readRouting!.replicas.status()[0]).toMatchObject({ up: false });
  }, 90_000);
});
