import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { adminQuery, databaseUrl } from '../test/databases';
import { freePort } from '../test/free-port';
import { testConfig } from '../test/helpers';
import { type Database, openDatabase } from './client';

/** Debian's package puts it in /usr/sbin (often not on a user's PATH). */
const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((path) => existsSync(path));
const serverUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const missing = PGBOUNCER ? '' : ' (SKIPPED: no pgbouncer binary here; `apt-get install pgbouncer`, as .ci/run does)';

/**
 * PgBouncer from the system package in transaction mode with two server connections per database, so the
 * app's twenty client connections share them statement by statement: a named prepared statement or a session
 * setting would land on the wrong connection and fail.
 */
async function startPgBouncer(binary: string, upstream: URL): Promise<{ port: number; process: ChildProcess }> {
  const dir = mkdtempSync(join(tmpdir(), 'hrms-pgbouncer-'));
  const port = await freePort();
  writeFileSync(join(dir, 'users.txt'), `"${decodeURIComponent(upstream.username) || 'postgres'}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 200',
      `logfile = ${join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: CI runs as root, so it drops to the postgres account
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o777);
  const child = spawn(binary, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}); see ${dir}/pgbouncer.log`);
      execFileSync('pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-q']);
    },
    { timeout: 20_000, interval: 200 },
  );
  return { port, process: child };
}

describe.runIf(serverUrl)(`behind PgBouncer in transaction mode${missing}`, () => {
  const name = `hrms_pgb_${randomBytes(5).toString('hex')}`;
  let bouncer: { port: number; process: ChildProcess } | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let base = '';

  beforeAll(async () => {
    if (!PGBOUNCER || !serverUrl) return;
    const templates = inject('testDatabaseTemplates');
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templates.seeded}`);
    bouncer = await startPgBouncer(PGBOUNCER, new URL(serverUrl));
    const pooled = new URL(databaseUrl(serverUrl, name));
    pooled.hostname = '127.0.0.1';
    pooled.port = String(bouncer.port);
    database = await openDatabase({ url: pooled.toString(), pooler: 'pgbouncer' });
    app = await buildApp({ db: database.db, config: testConfig(), logger: false, serveWeb: false, runWorkers: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    bouncer?.process.kill('SIGTERM');
    if (serverUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it.skipIf(!PGBOUNCER)(
    'logs in, writes, lists and searches over HTTP, many calls at once, with the job queue ready',
    async () => {
      const call = async (path: string, init: RequestInit = {}, session?: { token: string; organizationId: string }) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (session) Object.assign(headers, { authorization: `Bearer ${session.token}`, organizationid: session.organizationId });
        return fetch(`${base}${path}`, { ...init, headers });
      };
      const login = await call('/hrmsapplication/authentication/login', {
        method: 'POST',
        body: JSON.stringify({ employeeId: 'HRMS1', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const session = (await login.json()) as { token: string; organizationId: string };

      const created = await call(
        '/hrmsapplication/department/create',
        { method: 'POST', body: JSON.stringify({ departmentId: 'POOL', departmentName: 'Pooling', departmentHead: 'HRMS8' }) },
        session,
      );
      expect(created.status).toBe(200);
      const ids = await call('/hrmsapplication/department/getAllDepartmentIds', {}, session);
      expect(await ids.json()).toContain('POOL');

      // every authenticated call runs the session lookup the code prepares by name; the search prepares its own;
      // a report runs bound to the organisation (row-level security: role and organisation set per transaction)
      const paths = [
        '/hrmsapplication/department/getAllDepartments',
        '/hrmsapplication/employee/getAll?search=HRMS4',
        '/hrmsapplication/reports/headcount?from=2026-01&to=2026-04&groupBy=department',
      ];
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) => call(paths[index % paths.length] ?? '', {}, session)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const report = (await answers[2]?.json()) as { series: { groups: { key: string }[] }[] };
      expect(report.series[0]?.groups.map((group) => group.key)).toContain('Engineering');

      await vi.waitFor(
        async () => {
          const ready = await call('/readyz');
          expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
        },
        { timeout: 30_000, interval: 250 },
      );
    },
    120_000,
  );
});
