import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_MESSAGES as M } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { queueMail } from './mail.queue';
import { mailOutbox } from './mail.tables';

const t = useTestApp();
const BASE = '/hrmsapplication/admin/mail';
const list = (who: string, query: Record<string, string> = {}) => t.call(who, { method: 'GET', url: BASE, query });
const retry = (who: string, id: number | string) => t.call(who, { method: 'POST', url: `${BASE}/${id}/retry` });

async function failedMail(organizationId: string, to: string) {
  const id = await queueMail(t.database.db, organizationId, { to, subject: `Failed to ${to}`, text: 'x' });
  await t.database.db
    .update(mailOutbox)
    .set({ status: 'FAILED', attempts: 3, lastError: '550 No such mailbox here' })
    .where(eq(mailOutbox.id, id));
  return id;
}

describe('GET admin/mail', () => {
  it('lists the organisation outbox newest first with status, attempts and the last error', async () => {
    const older = await queueMail(t.database.db, 'ORG1', { to: 'first@acme.example', subject: 'First', text: 'x' });
    const failed = await failedMail('ORG1', 'second@acme.example');
    const res = await list(ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    const ids = body.items.map((m: { id: number }) => m.id);
    expect(ids.indexOf(failed)).toBeLessThan(ids.indexOf(older));
    expect(body.items.find((m: { id: number }) => m.id === failed)).toMatchObject({
      to: 'second@acme.example',
      subject: 'Failed to second@acme.example',
      status: 'FAILED',
      attempts: 3,
      lastError: '550 No such mailbox here',
      sentAt: null,
    });
    const onlyFailed = (await list(ADMIN, { status: 'FAILED' })).json();
    expect(onlyFailed.items.every((m: { status: string }) => m.status === 'FAILED')).toBe(true);
    expect((await list(ADMIN, { size: '1' })).json().items).toHaveLength(1);
  });

  it('refuses HR, managers and employees; another organisation sees none of ours', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await list(who)).statusCode).toBe(403);
    await queueMail(t.database.db, 'ORG1', { to: 'ours@acme.example', subject: 'Ours', text: 'x' });
    const theirs = (await list(OTHER_ADMIN)).json();
    expect(theirs.items.some((m: { to: string }) => m.to === 'ours@acme.example')).toBe(false);
  });

  it('answers 400 to a bad status, page or size', async () => {
    const bad: Record<string, string>[] = [{ status: 'LOST' }, { page: '-1' }, { size: '0' }, { size: '1000' }, { page: 'x' }];
    for (const query of bad) expect((await list(ADMIN, query)).statusCode).toBe(400);
  });
});

describe('POST admin/mail/{id}/retry', () => {
  it('puts a failed mail back in the queue, and the worker then sends it', async () => {
    const id = await failedMail('ORG1', 'retry.me@acme.example');
    const res = await retry(ADMIN, id);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(M.retried);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 0 });
    await t.deliverMail();
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent?.status).toBe('SENT');
    expect(readdirSync(join(t.config.dataDir, 'outbox')).some((f) => f.includes('retry.me@acme.example'))).toBe(true);
  });

  it('answers 409 for a mail that has not failed, 404 for unknown ids and other organisations, 400 for bad ids', async () => {
    const queued = await queueMail(t.database.db, 'ORG1', { to: 'q@acme.example', subject: 'Q', text: 'x' });
    expect((await retry(ADMIN, queued)).statusCode).toBe(409);
    expect((await retry(ADMIN, 99_999_999)).statusCode).toBe(404);
    const foreign = await failedMail(OTHER_ORG, 'foreign@other.example');
    expect((await retry(ADMIN, foreign)).statusCode).toBe(404);
    const [untouched] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, foreign));
    expect(untouched?.status).toBe('FAILED');
    expect((await retry(OTHER_ADMIN, foreign)).statusCode).toBe(202);
    for (const bad of ['abc', '0', '-4', '1.5', '99999999999']) expect((await retry(ADMIN, bad)).statusCode).toBe(400);
  });

  it('refuses HR, managers and employees', async () => {
    const id = await failedMail('ORG1', 'denied@acme.example');
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await retry(who, id)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('FAILED');
  });
});

describe('POST admin/mail/test', () => {
  const test = (who: string, payload: unknown) =>
    t.call(who, { method: 'POST', url: `${BASE}/test`, payload: payload as object });

  it('answers whether the mail path took the test mail (here: written to the outbox folder)', async () => {
    const res = await test(ADMIN, { to: 'check@acme.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: true, message: M.testWritten });
    expect(readdirSync(join(t.config.dataDir, 'outbox')).some((f) => f.includes('check@acme.example'))).toBe(true);
  });

  it('refuses other roles and bad addresses', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await test(who, { to: 'a@acme.example' })).statusCode).toBe(403);
    for (const body of [{}, { to: 'not-an-address' }, { to: 42 }, { to: `${'a'.repeat(250)}@x.io` }])
      expect((await test(ADMIN, body)).statusCode).toBe(400);
  });
});
