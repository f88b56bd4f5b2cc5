import { MAIL_RETRY_DELAYS_SECONDS } from '@hrms/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { smtpSettingsHook } from './mail.hooks';
import { onMailQueued } from './mail.queue';
import * as repo from './mail.repository';
import { describeMailError, isPermanentRefusal, transmitMail } from './mail.transport';
import type { MailMessage, SmtpSettingsLookup } from './mail.types';

export type MailWorkerContext = {
  db: Db;
  smtpUrl: string | undefined;
  dataDir: string;
  lookupSmtp: SmtpSettingsLookup;
  log: FastifyBaseLogger;
};

/** Mails claimed at a time (exported for tests). */
export const BATCH = 20;
/** Longer than one send can take with the transport's timeouts; a worker that died lets go after this. */
export const SENDING_LOCK_SECONDS = 120;

function messageOf(row: repo.OutboxRow): MailMessage {
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
    ...(row.attachments.length > 0
      ? {
          attachments: row.attachments.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.contentBase64, 'base64'),
            ...(a.contentType ? { contentType: a.contentType } : {}),
          })),
        }
      : {}),
    ...(row.icalEvent ? { icalEvent: row.icalEvent } : {}),
  };
}

/** Zero-padded so files sort by age, as the journeys read them. */
const outboxIdentity = (id: number) => `outbox-${String(id).padStart(12, '0')}`;

/** The wait before the next try after `attempts` failed tries, or null when the retries are used up. */
export function retryDelaySeconds(attempts: number): number | null {
  return MAIL_RETRY_DELAYS_SECONDS[attempts - 1] ?? null;
}

async function deliverOne(ctx: MailWorkerContext, row: repo.OutboxRow): Promise<void> {
  try {
    const settings = await ctx.lookupSmtp(row.organizationId);
    const delivery = await transmitMail(
      { settings, smtpUrl: ctx.smtpUrl, dataDir: ctx.dataDir },
      messageOf(row),
      outboxIdentity(row.id),
    );
    await repo.markSent(ctx.db, row.id);
    ctx.log.info({ mailId: row.id, via: delivery.via, file: delivery.file }, 'mail sent');
  } catch (error) {
    const reason = describeMailError(error);
    const wait = retryDelaySeconds(row.attempts);
    if (isPermanentRefusal(error) || wait === null) {
      await repo.markFailed(ctx.db, row.id, reason);
      ctx.log.warn({ mailId: row.id, attempts: row.attempts }, 'mail failed for good');
    } else {
      await repo.markForRetry(ctx.db, row.id, reason, wait);
      ctx.log.warn({ mailId: row.id, attempts: row.attempts, retryInSeconds: wait }, 'mail not taken; will retry');
    }
  }
}

/**
 * One round: sends every mail that is due, batch by batch, while `keepGoing` says so (checked between
 * batches: a stopping server finishes the batch in hand, not a backlog of 100,000 welcome mails).
 * Answers how many were tried.
 */
export async function deliverDueMails(ctx: MailWorkerContext, keepGoing: () => boolean = () => true): Promise<number> {
  let tried = 0;
  for (;;) {
    const rows = await repo.claimDueMails(ctx.db, BATCH, SENDING_LOCK_SECONDS);
    for (const row of rows) await deliverOne(ctx, row);
    tried += rows.length;
    if (rows.length < BATCH || !keepGoing()) return tried;
  }
}

export type MailWorker = { stop: () => Promise<void>; nudge: () => void };

/** Polls the outbox every `pollMs` and right after a mail is queued; one round at a time. */
export function startMailWorker(ctx: MailWorkerContext, pollMs: number): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueMails(ctx, () => !stopped)
      .then(() => undefined)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'mail worker round failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, pollMs);
  const unsubscribe = onMailQueued(round);
  round();
  return {
    nudge: round,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}

/** Poll interval of the outbox; a queued mail also wakes the worker at once. */
export const MAIL_POLL_MS = 1000;

/** Starts this process's mail worker with the app and stops it (finishing the mail in hand) when the app closes. */
export function startMailDelivery(app: FastifyInstance, deps: Deps): MailWorker {
  const worker = startMailWorker(
    {
      db: deps.db,
      smtpUrl: deps.config.smtpUrl,
      dataDir: deps.config.dataDir,
      lookupSmtp: (organizationId) => smtpSettingsHook.call(deps, organizationId),
      log: deps.log,
    },
    MAIL_POLL_MS,
  );
  app.addHook('onClose', () => worker.stop());
  return worker;
}
