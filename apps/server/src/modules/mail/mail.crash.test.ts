import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PERSON } from '../../test/people';
import { exited, settledArrivals, signInOverHttp, startRealServer, throwawayDatabase, waitUntilUp } from '../../test/real-server';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const PORT = 8251 + (process.env.TEST_ENGINE === 'postgres' ? 1 : 0);
const base = `http://127.0.0.1:${PORT}`;
let smtp: TestSmtp;
let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-crash-'));

const startServer = (runWorkers: boolean) =>
  startRealServer({ port: PORT, dataDir, databaseUrl: database?.url, runWorkers, env: { SMTP_URL: smtp.url } });

beforeAll(async () => {
  smtp = await startTestSmtp();
  database = await throwawayDatabase('hrms_crash');
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  await database?.drop();
});

describe('mail survives kill -9', () => {
  it('a welcome mail committed with its employee arrives after the server is killed before sending it and restarted', async () => {
    // a copy that answers requests but sends nothing: the mail can only be in the outbox when it is killed
    const first = startServer(false);
    try {
      await waitUntilUp(base);
      const created = await fetch(`${base}/hrmsapplication/employee/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await signInOverHttp(base, 'HRMS1')) },
        body: JSON.stringify({ ...NEW_PERSON, firstname: 'Kiran', lastname: 'Survivor', email: 'kiran.survivor@acme.example' }),
      });
      expect(created.status).toBe(200);
      const { employeeId } = (await created.json()) as { employeeId: string };
      first.kill('SIGKILL');
      await exited(first);
      expect(smtp.received).toHaveLength(0);

      const second = startServer(true);
      try {
        await waitUntilUp(base);
        expect(await settledArrivals(smtp.received, 30_000)).toHaveLength(1);
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
