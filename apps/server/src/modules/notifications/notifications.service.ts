import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  type ApprovalKind,
  type ApprovalStatus,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationFeed,
} from '@hrms/shared';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { queueMails } from '../mail';
import * as repo from './notifications.repository';

/** What to tell whom: one feed entry per recipient, and the same text by e-mail. */
export type Announcement = {
  organizationId: string;
  recipients: readonly string[];
  title: string;
  body: string;
  /** An in-app path the panel links to, or "". */
  link?: string;
  /** The approval-engine request it is about: the feed shows that request's current status. */
  request?: { kind: ApprovalKind; id: number };
};

const isKind = (k: string | null): k is ApprovalKind => APPROVAL_KINDS.includes(k as ApprovalKind);
const isStatus = (s: string | null): s is ApprovalStatus => APPROVAL_STATUSES.includes(s as ApprovalStatus);

/**
 * Writes the announcement into each recipient's feed and queues the same text as a mail to each
 * recipient with an e-mail address; call it inside the transaction that makes the change, so a
 * rolled-back change announces nothing and a committed one is never left unannounced.
 */
export async function notify(db: Executor, a: Announcement): Promise<void> {
  const recipients = [...new Set(a.recipients.filter(Boolean))];
  await repo.insertNotifications(
    db,
    recipients.map((employeeId) => ({
      organizationId: a.organizationId,
      employeeId,
      title: a.title,
      body: a.body,
      link: a.link ?? '',
      requestKind: a.request?.kind ?? null,
      requestId: a.request?.id ?? null,
    })),
  );
  const contacts = await repo.findMailContacts(db, recipients);
  await queueMails(
    db,
    a.organizationId,
    contacts.map((c) => ({ to: c.email, subject: a.title, text: `Dear ${c.name},\n\n${a.body}\n\nHRMS` })),
  );
}

export async function listMyNotifications(
  deps: Deps,
  actor: Actor,
  query: { page?: number; size?: number },
): Promise<NotificationFeed> {
  const limit = query.size ?? NOTIFICATIONS_PAGE_SIZE;
  const [rows, unread] = await Promise.all([
    repo.listFeed(deps.db, actor.employeeId, { offset: (query.page ?? 0) * limit, limit }),
    repo.countUnread(deps.db, actor.employeeId),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
      request:
        isKind(r.requestKind) && r.requestId !== null
          ? { kind: r.requestKind, id: r.requestId, status: isStatus(r.requestStatus) ? r.requestStatus : null }
          : null,
    })),
    unread,
  };
}

export async function markNotificationRead(deps: Deps, actor: Actor, id: number) {
  if (!(await repo.markRead(deps.db, actor.employeeId, id))) throw notFound(M.notFound);
  return { unread: await repo.countUnread(deps.db, actor.employeeId) };
}

export async function markAllNotificationsRead(deps: Deps, actor: Actor) {
  await repo.markAllRead(deps.db, actor.employeeId);
  return { unread: 0 };
}
