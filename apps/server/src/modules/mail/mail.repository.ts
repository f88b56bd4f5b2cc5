import type { MailStatus } from '@hrms/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from './mail.tables';

export type NewOutboxRow = typeof mailOutbox.$inferInsert;
export type OutboxRow = typeof mailOutbox.$inferSelect;

export const mailsInsert = (db: Executor, rows: NewOutboxRow[]) => db.insert(mailOutbox).values(rows);

/** One statement for any number of mails (an import queues thousands per chunk). */
export async function insertMails(db: Executor, rows: NewOutboxRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await mailsInsert(db, rows).returning({ id: mailOutbox.id });
  return inserted.map((r) => r.id);
}

/**
 * Takes up to `limit` mails that are due (QUEUED and past their wait, or SENDING past the lock of a
 * worker that died) and marks them SENDING for `lockSeconds`. SKIP LOCKED: several copies never take one mail twice.
 */
export async function claimDueMails(db: Executor, limit: number, lockSeconds: number): Promise<OutboxRow[]> {
  const claimed = await db
    .update(mailOutbox)
    .set({
      status: 'SENDING',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
    })
    .where(
      sql`${mailOutbox.id} in (
        select id from ${mailOutbox}
        where (status = 'QUEUED' and next_attempt_at <= now()) or (status = 'SENDING' and locked_until < now())
        order by next_attempt_at limit ${limit} for update skip locked)`,
    )
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Back to QUEUED after `waitSeconds`, keeping the reason. */
export async function markForRetry(db: Executor, id: number, error: string, waitSeconds: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'QUEUED',
      lastError: error,
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${waitSeconds})`,
    })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Executor, id: number, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'FAILED', lastError: error, lockedUntil: null }).where(eq(mailOutbox.id, id));
}

/** A FAILED mail of the organisation goes back to QUEUED, due now, with a fresh count of attempts. */
export async function requeueFailed(db: Executor, organizationId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.organizationId, organizationId), eq(mailOutbox.status, 'FAILED')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function findMailStatus(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.organizationId, organizationId)));
  return row ?? null;
}

export async function pageOutbox(
  db: Executor,
  organizationId: string,
  options: { status?: MailStatus; offset: number; limit: number },
) {
  const where = and(
    eq(mailOutbox.organizationId, organizationId),
    options.status ? eq(mailOutbox.status, options.status) : undefined,
  );
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .offset(options.offset)
    .limit(options.limit);
  const [counted] = await db.select({ total: count() }).from(mailOutbox).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Rewrites a mail still waiting to be sent (QUEUED: never tried, or waiting for its next try) and makes it due
 * now; false when it already went out, is being sent or failed for good.
 */
export async function rewriteWaitingMail(
  db: Executor,
  id: number,
  content: { to: string; subject: string; text: string; html: string | null },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ ...content, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'QUEUED')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
