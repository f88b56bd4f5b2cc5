import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const root = new URL('../../../../../', import.meta.url).pathname;
const PORT = 8251 + (process.env.TEST_ENGINE === 'postgres' ? 1 : 0);
const base = `http://127.0.0.1:${PORT}`;
let smtp: TestSmtp;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-crash-'));

/** The real server binary, as production starts it, with its own port, data dir and database. */
function startServer(runWorkers: boolean): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: smtp.url,
      RUN_WORKERS: String(runWorkers),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      WEB_DIST: join(dataDir, 'no-web'),
    },
    stdio: 'ignore',
  });
}

async function waitUntilUp() {
  await vi.waitFor(
    async () => {
      const res = await fetch(`${base}/healthz`);
      if (!res.ok) throw new Error('not up');
    },
    { timeout: 60_000, interval: 250 },
  );
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

beforeAll(async () => {
  smtp = await startTestSmtp();
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE === 'postgres' && url) {
    const { default: pg } = await import('pg');
    const name = `hrms_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  await dropDatabase?.();
});

describe('mail survives kill -9', () => {
  it('a welcome mail committed with its employee arrives after the server is killed before sending it and restarted', async () => {
    // a copy that answers requests but sends nothing: the mail can only be in the outbox when it is killed
    const first = startServer(false);
    try {
      await waitUntilUp();
      const login = await fetch(`${base}/hrmsapplication/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ employeeId: 'HRMS1', password: DEMO_PASSWORD }),
      });
      const session = (await login.json()) as { token: string; organizationId: string };
      const created = await fetch(`${base}/hrmsapplication/employee/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${session.token}`,
          organizationid: session.organizationId,
        },
        body: JSON.stringify({
          prefix: 'Ms ',
          firstname: 'Kiran',
          middlename: '',
          lastname: 'Survivor',
          email: 'kiran.survivor@acme.example',
          countryCode: '+91',
          phoneNumber: '9812345670',
          maritialStatus: 'Single',
          dob: '1996-03-14',
          gender: 'Female',
          fatherName: 'Joseph Survivor',
          doj: '2025-01-06',
          bloodGroup: 'B +ve',
        }),
      });
      expect(created.status).toBe(200);
      const { employeeId } = (await created.json()) as { employeeId: string };
      first.kill('SIGKILL');
      await exited(first);
      expect(smtp.received).toHaveLength(0);

      const second = startServer(true);
      try {
        await waitUntilUp();
        await vi.waitFor(
          () => {
            if (smtp.received.length === 0) throw new Error('no mail yet');
          },
          { timeout: 30_000, interval: 200 },
        );
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.to).toEqual(['kiran.survivor@acme.example']);
        expect(smtp.received[0]!.raw).toContain(employeeId);
      } finally {
        second.kill('SIGTERM');
        await exited(second);
      }
    } finally {
      if (first.exitCode === null) first.kill('SIGKILL');
    }
  }, 180_000);
});
