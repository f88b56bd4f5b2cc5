import { MAIL_RETRY_DELAYS_SECONDS } from '@hrms/shared';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDb, testConfig } from '../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { queueMail, queueMails } from './mail.queue';
import { mailOutbox } from './mail.tables';
import { BATCH, deliverDueMails, type MailWorkerContext, startMailWorker } from './mail.worker';

let database: Database;
let smtp: TestSmtp;
let ctx: MailWorkerContext;
const ORG = 'ORG-MAIL';

beforeAll(async () => {
  database = await createTestDb();
  smtp = await startTestSmtp();
  ctx = {
    db: database.db,
    smtpUrl: smtp.url,
    dataDir: testConfig().dataDir,
    lookupSmtp: async () => null,
    log: Fastify({ logger: false }).log,
  };
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});
afterEach(async () => {
  smtp.setMode('accept');
  smtp.received.length = 0;
  await database.db.delete(mailOutbox);
});

const rowOf = async (id: number) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
/** Lets time pass for the retry: the mail is due now. */
const makeDue = (id: number) => database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: 'Body text' });

describe('mail worker with a real SMTP server', () => {
  it('retries a mail the server refuses for now, first within a minute, and delivers it once when it accepts', async () => {
    smtp.setMode('refuse-temporarily');
    const id = await queueMail(database.db, ORG, mail('ravi@acme.example'));
    expect(await deliverDueMails(ctx)).toBe(1);
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(waiting.lastError).toContain('421');
    const waitMs = waiting.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(60_000);
    expect(smtp.received).toHaveLength(0);
    expect(await deliverDueMails(ctx)).toBe(0); // not yet due

    smtp.setMode('accept');
    await makeDue(id);
    expect(await deliverDueMails(ctx)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    expect((await rowOf(id)).sentAt).not.toBeNull();
    expect(await deliverDueMails(ctx)).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ravi@acme.example']);
    expect(smtp.received[0]!.raw).toContain(`Message-ID: <outbox-${String(id).padStart(12, '0')}@hrms.local>`);
  });

  it('marks a mail FAILED at once when the server refuses it for good (5xx)', async () => {
    smtp.setMode('refuse-permanently');
    const id = await queueMail(database.db, ORG, mail('nobody@acme.example'));
    await deliverDueMails(ctx);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(row.lastError).toContain('550');
  });

  it('keeps retrying an unreachable server with growing waits for more than 24 hours, then FAILED', async () => {
    const total = MAIL_RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 3600);
    expect([...MAIL_RETRY_DELAYS_SECONDS]).toEqual([...MAIL_RETRY_DELAYS_SECONDS].sort((a, b) => a - b));
    const id = await queueMail(database.db, ORG, mail('later@acme.example'));
    const unreachable = { ...ctx, smtpUrl: 'smtp://127.0.0.1:1' };
    for (let attempt = 1; attempt <= MAIL_RETRY_DELAYS_SECONDS.length; attempt++) {
      await makeDue(id);
      await deliverDueMails(unreachable);
      expect(await rowOf(id)).toMatchObject({ status: 'QUEUED', attempts: attempt });
    }
    await makeDue(id);
    await deliverDueMails(unreachable);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: MAIL_RETRY_DELAYS_SECONDS.length + 1 });
    expect(row.lastError).toContain('ECONNREFUSED');
  });

  it('takes again a mail whose worker died while SENDING, once its lock has expired, and sends it once', async () => {
    const id = await queueMail(database.db, ORG, mail('orphan@acme.example'));
    await database.db
      .update(mailOutbox)
      .set({ status: 'SENDING', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, id));
    expect(await deliverDueMails(ctx)).toBe(0); // another worker may still hold it
    await database.db.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(mailOutbox.id, id));
    expect(await deliverDueMails(ctx)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a mail again with the same Message-ID when its worker died between the server accepting it and the mark', async () => {
    const id = await queueMail(database.db, ORG, mail('twice@acme.example'));
    expect(await deliverDueMails(ctx)).toBe(1);
    // what a kill -9 right after the server's acceptance leaves: the row SENDING (claimed, never marked)
    await database.db
      .update(mailOutbox)
      .set({ status: 'SENDING', sentAt: null, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    expect(await deliverDueMails(ctx)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 2 });
    const messageIds = smtp.received.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(messageIds).toEqual([
      `<outbox-${String(id).padStart(12, '0')}@hrms.local>`,
      `<outbox-${String(id).padStart(12, '0')}@hrms.local>`,
    ]);
  });

  it('never sends one mail twice when two workers run at once', async () => {
    await queueMails(
      database.db,
      ORG,
      Array.from({ length: 30 }, (_, i) => mail(`crowd${i}@acme.example`)),
    );
    const [a, b] = await Promise.all([deliverDueMails(ctx), deliverDueMails(ctx)]);
    expect(a + b).toBe(30);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(30);
  });

  it('keeps attachments and the calendar invitation through the outbox', async () => {
    await queueMail(database.db, ORG, {
      ...mail('invite@acme.example'),
      attachments: [{ filename: 'notes.txt', content: Buffer.from('binary\u0000ok'), contentType: 'text/plain' }],
      icalEvent: { method: 'REQUEST', filename: 'invitation.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
    });
    await deliverDueMails(ctx);
    const raw = smtp.received[0]!.raw;
    expect(raw).toContain('filename=notes.txt');
    expect(raw).toContain(Buffer.from('binary\u0000ok').toString('base64'));
    expect(raw).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
  });

  it('stops between batches when asked: a stopping server leaves a backlog queued for the next start', async () => {
    await queueMails(
      database.db,
      ORG,
      Array.from({ length: BATCH * 3 }, (_, i) => mail(`backlog${i}@acme.example`)),
    );
    const worker = startMailWorker(ctx, 60_000);
    await worker.stop(); // asked at once: the round finishes the batch in hand only
    const statuses = await database.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses.filter((r) => r.status === 'SENT')).toHaveLength(BATCH);
    expect(statuses.filter((r) => r.status === 'QUEUED')).toHaveLength(BATCH * 2);
    expect(await deliverDueMails(ctx)).toBe(BATCH * 2); // the next start sends the rest
  });

  it('writes no mail when the transaction that queued it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, ORG, mail('rolled@acme.example'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
