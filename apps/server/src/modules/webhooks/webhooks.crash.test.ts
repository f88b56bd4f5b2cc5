import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { exited, startRealServer, throwawayDatabase, waitUntilUp } from '../../test/real-server';

// Issue 32 point 4: kill -9 between the change and its delivery loses nothing (the event is in the outbox,
// committed with the change, and the restarted server's worker delivers it, signed).
const PORT = 8255 + (process.env.TEST_ENGINE === 'postgres' ? 1 : 0);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'hrms-webhook-crash-'));
let database: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

const startServer = (runWorkers: boolean) =>
  startRealServer({
    port: PORT,
    dataDir,
    databaseUrl: database?.url,
    runWorkers,
    env: { WEBHOOK_ALLOW_PRIVATE: 'true', SMTP_URL: '' },
  });

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  database = await throwawayDatabase('hrms_whcrash');
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.drop();
});

describe('webhooks survive kill -9', () => {
  it('an employee.created event committed with the person is delivered, signed, after the server is killed before delivering it and restarted', async () => {
    // a copy that answers requests but delivers nothing: the event can only be in the outbox when it is killed
    const first = startServer(false);
    try {
      await waitUntilUp(base);
      const login = await fetch(`${base}/hrmsapplication/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ employeeId: 'HRMS1', password: DEMO_PASSWORD }),
      });
      const session = (await login.json()) as { token: string; organizationId: string };
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${session.token}`,
        organizationid: session.organizationId,
      };
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
        body: JSON.stringify({
          prefix: 'Mr ',
          firstname: 'Arun',
          middlename: '',
          lastname: 'Survivor',
          email: 'arun.survivor@acme.example',
          countryCode: '+91',
          phoneNumber: '9812345671',
          maritialStatus: 'Single',
          dob: '1995-04-12',
          gender: 'Male',
          fatherName: 'Joseph Survivor',
          doj: '2025-01-06',
          bloodGroup: 'B +ve',
        }),
      });
      expect(created.status).toBe(200);
      const { employeeId } = (await created.json()) as { employeeId: string };
      first.kill('SIGKILL');
      await exited(first);
      expect(received).toHaveLength(0);

      const second = startServer(true);
      try {
        await waitUntilUp(base);
        await vi.waitFor(
          () => {
            if (received.length === 0) throw new Error('no delivery yet');
          },
          { timeout: 90_000, interval: 250 },
        );
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(received).toHaveLength(1);
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
