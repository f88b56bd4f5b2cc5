import type { Executor } from '../../db/client';
import * as repo from './mail.repository';
import type { MailMessage } from './mail.types';

type Nudge = () => void;
const nudges = new Set<Nudge>();

/** The mail worker listens here, so a queued mail goes out right after its transaction commits. */
export function onMailQueued(nudge: Nudge): () => void {
  nudges.add(nudge);
  return () => nudges.delete(nudge);
}

function toRow(organizationId: string, message: MailMessage): repo.NewOutboxRow {
  return {
    organizationId,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    attachments: (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentBase64: Buffer.from(a.content).toString('base64'),
      ...(a.contentType ? { contentType: a.contentType } : {}),
    })),
    icalEvent: message.icalEvent ?? null,
  };
}

/**
 * Queues mails in the outbox with the caller's transaction (`db` may be one), so the mail exists exactly
 * when the change that causes it commits; the mail worker sends it. One INSERT for the whole list.
 */
export async function queueMails(db: Executor, organizationId: string, messages: readonly MailMessage[]): Promise<number[]> {
  const ids = await repo.insertMails(
    db,
    messages.map((m) => toRow(organizationId, m)),
  );
  if (ids.length > 0) nudgeMailWorker();
  return ids;
}

/**
 * The INSERT of {@link queueMails}, not yet run, for a caller that runs it together with its other
 * writes (executeTogether); call {@link nudgeMailWorker} once it ran. No messages give null.
 */
export function mailsInsert(db: Executor, organizationId: string, messages: readonly MailMessage[]) {
  return messages.length === 0
    ? null
    : repo.mailsInsert(
        db,
        messages.map((m) => toRow(organizationId, m)),
      );
}

/** Tells the mail worker that mails were queued. */
export function nudgeMailWorker() {
  // the worker looks a moment later, when the caller's transaction has most likely committed; its poll catches the rest
  for (const nudge of nudges) setTimeout(nudge, 25).unref();
}

/** Queues one mail with the caller's transaction; see {@link queueMails}. */
export async function queueMail(db: Executor, organizationId: string, message: MailMessage): Promise<number> {
  const [id] = await queueMails(db, organizationId, [message]);
  return id as number;
}

/**
 * Replaces the text of a mail that still waits in the outbox (a mail server that is down), so a newer message
 * goes out in its place instead of beside it; it is tried at once. False when it was sent (or is being sent,
 * or failed for good): queue a new one then. With the caller's transaction.
 */
export async function replaceWaitingMail(db: Executor, id: number, message: MailMessage): Promise<boolean> {
  const replaced = await repo.rewriteWaitingMail(db, id, {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
  });
  if (replaced) nudgeMailWorker();
  return replaced;
}
