import {
  isAdmin,
  MAIL_MESSAGES as M,
  MAIL_PAGE_SIZE,
  type MailListQuery,
  type MailPage,
  type TestMailResult,
} from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { smtpSettingsHook } from './mail.hooks';
import { nudgeMailWorker } from './mail.queue';
import * as repo from './mail.repository';
import { describeMailError, transmitMail } from './mail.transport';

function requireAdmin(actor: Actor) {
  if (!isAdmin(actor.role)) throw forbidden();
}

/** The organisation's outbox, newest first, optionally one status. */
export async function listOutbox(deps: Deps, actor: Actor, query: MailListQuery): Promise<MailPage> {
  requireAdmin(actor);
  const limit = query.size ?? MAIL_PAGE_SIZE;
  const { rows, total } = await repo.pageOutbox(deps.db, actor.organizationId, {
    status: query.status,
    offset: (query.page ?? 0) * limit,
    limit,
  });
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
    total,
  };
}

/** A FAILED mail goes back to QUEUED and is tried at once; any other status is 409, another organisation's 404. */
export async function retryMail(deps: Deps, actor: Actor, id: number): Promise<{ message: string }> {
  requireAdmin(actor);
  if (await repo.requeueFailed(deps.db, actor.organizationId, id)) {
    nudgeMailWorker();
    return { message: M.retried };
  }
  if (!(await repo.findMailStatus(deps.db, actor.organizationId, id))) throw notFound(M.notFound);
  throw conflict(M.notFailed);
}

/**
 * Sends a test mail through the organisation's mail path now (not through the outbox: the admin is
 * asking whether the server takes mail) and answers whether it did.
 */
export async function sendTestMail(deps: Deps, actor: Actor, to: string): Promise<TestMailResult> {
  requireAdmin(actor);
  const settings = await smtpSettingsHook.call(deps, actor.organizationId);
  const route = { settings, smtpUrl: deps.config.smtpUrl, dataDir: deps.config.dataDir };
  const message = {
    to,
    subject: 'HRMS test mail',
    text: 'This is a test mail from HRMS: the organisation mail settings work.\n',
  };
  try {
    const delivery = await transmitMail(route, message, `test-${Date.now()}`);
    return { accepted: true, message: delivery.via === 'smtp' ? M.testAccepted : M.testWritten };
  } catch (error) {
    return { accepted: false, message: `${M.testRefused}: ${describeMailError(error)}` };
  }
}
