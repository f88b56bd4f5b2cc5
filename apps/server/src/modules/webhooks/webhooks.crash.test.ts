import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PERSON } from '../../test/people';
import { exited, settledArrivals, signInOverHttp, startRealServer, throwawayDatabase, waitUntilUp } from '../../test/real-server';
import { type ReceivedHook, startTestReceiver, type TestReceiver } from './webhooks.test-support';

// Issue 32 point 4: kill -9 between the change and its delivery loses nothing (the event is in the outbox,
// committed with the change, and the restarted server's worker delivers it, signed).
const PORT = 8255 + (process.env.TEST_ENGINE === 'postgres' ? 1 : 0);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-webhook-crash-'));
let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
let receiver: TestReceiver | undefined;
let receiverUrl: string;
const received: ReceivedHook[] = [];

const startServer = (runWorkers: boolean) =>
  startRealServer({
    port: PORT,
    dataDir,
    databaseUrl: database?.url,
    runWorkers,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', SMTP_URL: '' },
  });

beforeAll(async () => {
  receiver = await startTestReceiver((hook) => received.push(hook));
  receiverUrl = `${receiver.url}/hook`;
  database = await throwawayDatabase('hrms_whcrash');
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await database?.drop();
});

describe('webhooks survive kill -9', () => {
  it('an employee.created event committed with the person is delivered, signed, after the server is killed before delivering it and restarted', async () => {
    // a copy that answers requests but delivers nothing: the event can only be in the outbox when it is killed
    const first = startServer(false);
    try {
      await waitUntilUp(base);
      const headers = { 'content-type': 'application/json', ...(await signInOverHttp(base, 'HRMS1')) };
      const endpoint = await fetch(`${base}/hrmsapplication/admin/webhooks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: receiverUrl, events: ['employee.created'], description: 'crash receiver' }),
      });
      expect(endpoint.status).toBe(201);
      const { secret } = (await endpoint.json()) as { secret: string };
      const created = await fetch(`${base}/hrmsapplication/employee/create`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...NEW_PERSON, firstname: 'Arun', lastname: 'Survivor', email: 'arun.survivor@acme.example' }),
      });
      expect(created.status).toBe(200);
      const { employeeId } = (await created.json()) as { employeeId: string };
      first.kill('SIGKILL');
      await exited(first);
      expect(received).toHaveLength(0);

      const second = startServer(true);
      try {
        await waitUntilUp(base);
        expect(await settledArrivals(received, 90_000)).toHaveLength(1);
        const verified = new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as Record<
          string,
          unknown
        >;
        expect(verified).toMatchObject({ type: 'employee.created', data: { employeeId } });
      } finally {
        second.kill('SIGTERM');
        await exited(second);
      }
    } finally {
      if (first.exitCode === null) first.kill('SIGKILL');
    }
  }, 240_000);
});
