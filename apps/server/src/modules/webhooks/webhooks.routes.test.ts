import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addDays,
  WEBHOOK_MESSAGES as M,
  todayIso,
  WEBHOOK_EVENTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from '@hrms/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import type { Deps } from '../../lib/deps';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { runScheduleFor } from '../jobs';
import { sickLeaveRequest } from '../leave/leave.test-support';
import { deliverDueWebhooks } from './webhooks.delivery';
import { postWebhook } from './webhooks.sender';
import { webhookDeliveries, webhookEndpoints } from './webhooks.tables';
import { type ReceivedHook, startTestReceiver, type TestReceiver } from './webhooks.test-support';

const t = useTestApp();
const URL = '/hrmsapplication/admin/webhooks';
const ORG = 'ORG1';

/** A real receiver outside the product: answers each request with the next planned status (then 200). */
let receiver: TestReceiver;
let receiverUrl: string;
let received: ReceivedHook[] = [];
let plannedStatuses: number[] = [];
const queuedRetries: { payload: object; startAfterSeconds: number | undefined }[] = [];

beforeAll(async () => {
  receiver = await startTestReceiver((hook, response) => {
    received.push(hook);
    response.statusCode = plannedStatuses.shift() ?? 200;
    if (response.statusCode === 302) response.setHeader('location', `${receiverUrl}/elsewhere`);
  });
  receiverUrl = receiver.url;
});
afterAll(() => receiver.close());
beforeEach(() => {
  t.config.webhookAllowPrivate = true;
  received = [];
  plannedStatuses = [];
  queuedRetries.length = 0;
});

/** The delivery round the job queue runs, with the queue's enqueue recorded (retries are asked for with startAfter). */
const deps = (): Deps =>
  ({
    db: t.database.db,
    config: t.config,
    log: Fastify({ logger: false }).log,
    jobs: {
      enqueue: async (_name: string, payload: object, options?: { startAfterSeconds?: number }) => {
        queuedRetries.push({ payload, startAfterSeconds: options?.startAfterSeconds });
        return 'job';
      },
      ready: async () => {},
      stop: async () => {},
    },
  }) as unknown as Deps;
const deliver = (at = new Date()) => deliverDueWebhooks(deps(), ORG, at);
const create = (who: string, payload: Record<string, unknown>) => t.call(who, { method: 'POST', url: URL, payload });
const deliveriesOf = async (id: string, query = '') =>
  (await t.call(ADMIN, { method: 'GET', url: `${URL}/${id}/deliveries${query}` })).json() as {
    items: { id: string; event: string; status: string; attempts: number; lastStatusCode: number | null; createdAt: string }[];
    total: number;
  };
async function endpointFor(events: string[], url = `${receiverUrl}/hook`) {
  const res = await create(ADMIN, { url, events, description: 'test receiver' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; secret: string };
}
async function removeAll() {
  await t.database.db.delete(webhookEndpoints);
}
const profileOf = async (id: string) =>
  (await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/employee/getEmployeeProfile/${id}` })).json() as Record<
    string,
    string
  >;
const updatePhone = async (id: string, phoneNumber: string) => {
  const res = await t.call(ADMIN, {
    method: 'PATCH',
    url: '/hrmsapplication/employee/update',
    payload: { ...(await profileOf(id)), phoneNumber },
  });
  expect(res.statusCode).toBe(200);
};

describe('admin/webhooks endpoints', () => {
  beforeEach(removeAll);

  it('adds an endpoint with a whsec_ secret shown once, seals it, audits, and lists it without the secret', async () => {
    const res = await create(ADMIN, {
      url: `${receiverUrl}/a`,
      events: ['employee.created', 'leave.decided'],
      description: 'IT',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);
    expect(created).toMatchObject({ url: `${receiverUrl}/a`, events: ['employee.created', 'leave.decided'], kind: 'STANDARD' });
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(row?.secretSealed).not.toContain(created.secret.slice(6, 20));
    const list = await t.call(ADMIN, { method: 'GET', url: URL });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        url: `${receiverUrl}/a`,
        kind: 'STANDARD',
        events: ['employee.created', 'leave.decided'],
        description: 'IT',
        createdAt: created.createdAt,
      },
    ]);
    expect(list.body).not.toContain(created.secret);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(JSON.stringify(audits)).not.toContain(created.secret);
  });

  it('refuses non-admins and keeps each organisation to its own endpoints', async () => {
    const { id } = await endpointFor(['employee.updated']);
    for (const who of [HR, MANAGER, EMPLOYEE]) {
      expect((await create(who, { url: `${receiverUrl}/x`, events: ['employee.created'] })).statusCode).toBe(403);
      expect((await t.call(who, { method: 'GET', url: URL })).statusCode).toBe(403);
      expect((await t.call(who, { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(403);
      expect((await t.call(who, { method: 'GET', url: `${URL}/${id}/deliveries` })).statusCode).toBe(403);
    }
    expect((await t.call(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: URL })).json()).toEqual([]);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${URL}/${id}/deliveries` })).statusCode).toBe(404);
    expect((await t.call(OTHER_ADMIN, { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(404);
    const someDelivery = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.call(OTHER_ADMIN, { method: 'POST', url: `${URL}/${id}/deliveries/${someDelivery}/redeliver` })).statusCode,
    ).toBe(404);
    expect(await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad url, no events or an unknown one, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: 'ftp://example.com/x', events: ['employee.created'] }, 'url'],
      [{ url: 'not a url', events: ['employee.created'] }, 'url'],
      [{ events: ['employee.created'] }, 'url'],
      [{ url: `${receiverUrl}/x`, events: [] }, 'events'],
      [{ url: `${receiverUrl}/x`, events: ['employee.exploded'] }, 'events'],
      [{ url: `${receiverUrl}/x`, events: ['employee.created'], kind: 'FAX' }, 'kind'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(ADMIN, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(field);
    }
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${URL}/not-a-uuid` })).statusCode).toBe(400);
    expect(await t.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('refuses URLs whose host is loopback, private or link-local, also by DNS name and as IPv6 (unless allowed)', async () => {
    t.config.webhookAllowPrivate = false;
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://172.16.5.4/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:8080/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[fe80::1]/hook',
      'http://[fd00::1]/hook',
      'http://0.0.0.0/hook',
    ]) {
      const res = await create(ADMIN, { url, events: ['employee.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors, url).toMatchObject({ url: M.urlPrivate });
    }
    const unresolved = await create(ADMIN, { url: 'http://no-such-host.invalid/hook', events: ['employee.created'] });
    expect(unresolved.statusCode).toBe(400);
    expect(unresolved.json().errors).toMatchObject({ url: M.urlUnresolved });
    expect(await t.database.db.select().from(webhookEndpoints)).toHaveLength(0);
    t.config.webhookAllowPrivate = true;
    expect((await create(ADMIN, { url: 'http://localhost:9/hook', events: ['employee.created'] })).statusCode).toBe(201);
  });

  it('deletes an endpoint with its log (204), then 404', async () => {
    const { id } = await endpointFor(['employee.updated']);
    await updatePhone('HRMS20', '9000000001');
    expect((await deliveriesOf(id)).total).toBe(1);
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(204);
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${URL}/${id}` })).statusCode).toBe(404);
    expect(await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toHaveLength(0);
  });
});

describe('delivery', () => {
  beforeEach(removeAll);

  it('posts the event from the change, signed so that the library verifies it, with webhook-id = body id', async () => {
    const { id, secret } = await endpointFor(['employee.updated']);
    await endpointFor(['employee.created']); // not subscribed to the update: gets nothing
    await updatePhone('HRMS20', '9000000002');
    expect(await deliver()).toBe(1);
    expect(received).toHaveLength(1);
    const [message] = received;
    const verified = new Webhook(secret).verify(message!.body, message!.headers as Record<string, string>) as Record<
      string,
      unknown
    >;
    expect(verified).toMatchObject({ type: 'employee.updated', organizationId: ORG, data: { employeeId: 'HRMS20' } });
    expect(message!.headers['webhook-id']).toBe(verified.id);
    expect(message!.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        message!.body,
        message!.headers as Record<string, string>,
      ),
    ).toThrow();
    const log = await deliveriesOf(id);
    expect(log).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          id: verified.id,
          event: 'employee.updated',
          status: 'DELIVERED',
          attempts: 1,
          lastStatusCode: 200,
        }),
      ],
    });
    expect(await deliver()).toBe(0);
  });

  it('does not write the event when the change is refused (same transaction)', async () => {
    const { id } = await endpointFor(['employee.updated']);
    const res = await t.call(ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/employee/update',
      payload: { ...(await profileOf('HRMS20')), email: (await profileOf('HRMS21')).email },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await deliveriesOf(id)).total).toBe(0);
  });

  it('retries a failing receiver within a minute, then five, then on growing waits, and does not follow redirects', async () => {
    const { id, secret } = await endpointFor(['employee.updated']);
    await updatePhone('HRMS20', '9000000003');
    plannedStatuses = [500, 302];
    const start = new Date();
    await deliver(start);
    expect(queuedRetries.at(-1)?.startAfterSeconds).toBeLessThanOrEqual(60);
    expect((await deliveriesOf(id)).items[0]).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500 });
    expect(await deliver(new Date(start.getTime() + 5_000))).toBe(0); // not yet due
    await deliver(new Date(start.getTime() + 60_000));
    expect((await deliveriesOf(id)).items[0]).toMatchObject({ status: 'PENDING', attempts: 2, lastStatusCode: 302 });
    expect(queuedRetries.at(-1)?.startAfterSeconds).toBeLessThanOrEqual(300);
    await deliver(new Date(start.getTime() + 6 * 60_000));
    expect((await deliveriesOf(id)).items[0]).toMatchObject({ status: 'DELIVERED', attempts: 3, lastStatusCode: 200 });
    expect(received).toHaveLength(3);
    const ids = received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    for (const r of received) expect(() => new Webhook(secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
    const total = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 3600);
  });

  it('gives up after the last retry (FAILED), and redelivery sends the same message newly signed', async () => {
    const { id, secret } = await endpointFor(['employee.updated']);
    await updatePhone('HRMS20', '9000000004');
    plannedStatuses = Array(WEBHOOK_RETRY_DELAYS_SECONDS.length + 1).fill(503);
    let at = Date.now();
    for (let i = 0; i <= WEBHOOK_RETRY_DELAYS_SECONDS.length; i++) {
      await deliver(new Date(at));
      at += (WEBHOOK_RETRY_DELAYS_SECONDS[i] ?? 0) * 1000 + 1000;
    }
    const [failed] = (await deliveriesOf(id)).items;
    expect(failed).toMatchObject({ status: 'FAILED', attempts: WEBHOOK_RETRY_DELAYS_SECONDS.length + 1, lastStatusCode: 503 });
    expect(at - Date.now()).toBeGreaterThan(24 * 3600 * 1000);
    received = [];
    const res = await t.call(ADMIN, { method: 'POST', url: `${URL}/${id}/deliveries/${failed!.id}/redeliver` });
    expect(res.statusCode).toBe(202);
    await deliver(new Date(Date.now() + 1000));
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['webhook-id']).toBe(failed!.id);
    expect(new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>)).toMatchObject({
      id: failed!.id,
    });
    expect((await deliveriesOf(id)).items[0]).toMatchObject({ status: 'DELIVERED' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call(ADMIN, { method: 'POST', url: `${URL}/${id}/deliveries/${unknown}/redeliver` })).statusCode).toBe(404);
  });

  it("holds a person's later event until the earlier one is delivered; other people's go on", async () => {
    const { id } = await endpointFor(['employee.updated']);
    await updatePhone('HRMS20', '9000000005');
    await updatePhone('HRMS20', '9000000006');
    await updatePhone('HRMS19', '9000000007');
    plannedStatuses = [500];
    const start = new Date();
    await deliver(start);
    // HRMS20's first failed; their second waits; HRMS19's goes
    expect(received.map((r) => (JSON.parse(r.body) as { data: { employeeId: string } }).data.employeeId)).toEqual([
      'HRMS20',
      'HRMS19',
    ]);
    await deliver(new Date(start.getTime() + 60_000));
    const phones = received.slice(2).map((r) => JSON.parse(r.body) as { id: string });
    expect(phones).toHaveLength(2);
    const log = await deliveriesOf(id);
    const hrms20 = log.items.filter((d) => d.event === 'employee.updated').reverse();
    expect(phones.map((p) => p.id)).toEqual([hrms20[0]!.id, hrms20[1]!.id]);
    expect(log.items.every((d) => d.status === 'DELIVERED')).toBe(true);
  });

  it('re-resolves at delivery: a URL that is private when sent is refused and never reached', async () => {
    const { id } = await endpointFor(['employee.updated']);
    await updatePhone('HRMS20', '9000000008');
    t.config.webhookAllowPrivate = false;
    await deliver();
    expect(received).toHaveLength(0);
    const [delivery] = (await deliveriesOf(id)).items;
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null });
    expect(delivery).toHaveProperty('lastError', expect.stringContaining('127.0.0.1'));
  });

  it("the job queue's minute schedule sends what is due, e.g. events written before a crash and never nudged", async () => {
    const { id } = await endpointFor(['employee.updated']);
    await updatePhone('HRMS20', '9000000009');
    expect(received).toHaveLength(0);
    expect(await runScheduleFor(deps(), 'webhook-delivery', ORG)).toBe(true);
    expect(received).toHaveLength(1);
    expect((await deliveriesOf(id)).items[0]).toMatchObject({ status: 'DELIVERED', attempts: 1 });
  });

  it('pages the delivery log newest first', async () => {
    const { id } = await endpointFor(['employee.updated']);
    for (const n of [1, 2, 3]) await updatePhone('HRMS20', `900000001${n}`);
    const first = await deliveriesOf(id, '?page=0&size=2');
    const second = await deliveriesOf(id, '?page=1&size=2');
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((d) => d.id)).size).toBe(3);
    expect(first.items[0]!.createdAt >= second.items[0]!.createdAt).toBe(true);
  });
  it('never makes a change wait on a silent receiver, and cuts a try off at the timeout as failed', async () => {
    const silent = createServer(() => {}); // takes the request and never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`;
      await endpointFor(['employee.updated'], url);
      const started = Date.now();
      await updatePhone('HRMS20', '9000000009');
      // the change only writes its event: it answers long before a delivery could give up on the receiver
      expect(Date.now() - started).toBeLessThan(WEBHOOK_TIMEOUT_MS);
      const tried = await postWebhook(url, '{}', {}, { allowPrivate: true, timeoutMs: 300 });
      expect(tried).toEqual({ ok: false, statusCode: null, error: 'no answer within 0.3 s' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('events from the owning modules', () => {
  beforeEach(removeAll);

  it('leave.requested and leave.decided carry the employee and leave request ids; chat endpoints get the notice text', async () => {
    const { id } = await endpointFor(['leave.requested', 'leave.decided']);
    const chat = await create(ADMIN, {
      url: `${receiverUrl}/slack`,
      kind: 'SLACK',
      events: ['leave.requested', 'leave.decided'],
    });
    expect(chat.statusCode).toBe(201);
    const start = addDays(todayIso(), 40);
    const applied = await t.call('HRMS18', {
      method: 'POST',
      url: '/hrmsapplication/leave/create',
      payload: sickLeaveRequest('HRMS18', start, 1, 'Dentist.'),
    });
    expect(applied.statusCode).toBe(200);
    await deliver();
    const requested = received.map((r) => JSON.parse(r.body) as { type?: string; text?: string; data?: Record<string, unknown> });
    const standard = requested.find((r) => r.type === 'leave.requested');
    expect(standard?.data).toMatchObject({ employeeId: 'HRMS18', leaveRequestId: expect.any(Number) });
    const slack = requested.find((r) => r.text !== undefined);
    expect(slack?.text).toContain('asks for your approval');
    expect(slack?.text).toContain(`request=${standard?.data?.leaveRequestId}`);
    const item = { id: standard?.data?.leaveRequestId };
    received = [];
    const decided = await t.call('HRMS9', {
      method: 'PATCH',
      url: '/hrmsapplication/leave/manager/approve',
      payload: { ...item, comments: 'Fine.' },
    });
    expect(decided.statusCode).toBe(200);
    await deliver();
    const decision = received.map((r) => JSON.parse(r.body) as { type?: string; text?: string; data?: Record<string, unknown> });
    expect(decision.find((r) => r.type === 'leave.decided')?.data).toMatchObject({
      employeeId: 'HRMS18',
      leaveRequestId: item.id,
      status: expect.stringMatching(/APPROVED/),
    });
    expect(decision.find((r) => r.text !== undefined)?.text).toContain('approved');
    expect((await deliveriesOf(id)).total).toBe(2);
  });

  it('are all listed with their data in the OpenAPI document, on adding an endpoint', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/hrmsapplication/docs/json' })).json();
    const description: string = doc.paths['/hrmsapplication/admin/webhooks'].post.description;
    const lines = description.split('\n').filter((line) => line.startsWith('- `'));
    expect(lines.map((line) => line.slice(3, line.indexOf('`', 3))).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const lineOf = (event: string) => lines.find((line) => line.startsWith(`- \`${event}\``));
    expect(lineOf('exit.decided')).toContain('{employeeId, requestId, exitRequestId, status, final, notice: {text, link}}');
    expect(lineOf('expense.requested')).toContain('{employeeId, requestId, expenseRequestId, status, notice: {text, link}}');
    expect(lineOf('employee.left')).toContain('{employeeId, leavingDate}');
    expect(lineOf('payroll.published')).toContain('{payrollRunId, month, people}');
  });
});
