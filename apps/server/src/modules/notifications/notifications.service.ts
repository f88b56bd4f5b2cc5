import {
  APPROVAL_KINDS,
  type ApprovalKind,
  type Language,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_REQUEST_STATUSES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationFeed,
  type NotificationRequestStatus,
} from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { executeTogether } from '../../db/together';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { composeMail, mailLanguageOf, mailsInsert, nudgeMailWorker, queueMails } from '../mail';
import * as repo from './notifications.repository';
import type { NotificationTranslations } from './notifications.tables';

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
  /**
   * The title and body in another language (from the documents catalogue), so each recipient's mail is written
   * in the language they chose; without it (or for English) the mail carries `title` and `body` as they are.
   */
  localized?: (language: Language) => { title: string; body: string };
};

const isKind = (k: string | null): k is ApprovalKind => APPROVAL_KINDS.includes(k as ApprovalKind);
const isStatus = (s: string | null): s is NotificationRequestStatus =>
  NOTIFICATION_REQUEST_STATUSES.includes(s as NotificationRequestStatus);

/** Where a recipient's mail goes, how it greets them (their first name) and in which language (their choice, null: English). */
export type MailContact = { email: string; name: string; language?: string | null };

const recipientsOf = (a: Announcement) => [...new Set(a.recipients.filter(Boolean))];

/** The languages a feed entry is also written in, beside English. */
const FEED_LANGUAGES = ['hi', 'ar'] as const satisfies readonly Language[];

/** The announcement's title and body in Hindi and Arabic, for the feed (null without a `localized`: English only). */
function translationsOf(a: Announcement): NotificationTranslations | null {
  const { localized } = a;
  return localized ? Object.fromEntries(FEED_LANGUAGES.map((language) => [language, localized(language)])) : null;
}

function feedRows(a: Announcement): repo.NewNotification[] {
  const translations = translationsOf(a);
  return recipientsOf(a).map((employeeId) => ({
    organizationId: a.organizationId,
    employeeId,
    title: a.title,
    body: a.body,
    link: a.link ?? '',
    translations,
    requestKind: a.request?.kind ?? null,
    requestId: a.request?.id ?? null,
  }));
}

function mailOf(a: Announcement, c: MailContact) {
  const language = a.localized ? mailLanguageOf(c.language) : 'en';
  const { title, body } = a.localized && language !== 'en' ? a.localized(language) : a;
  return composeMail(
    language,
    c.email,
    title,
    [say(language, 'mail.dear', { name: c.name }), body, say(language, 'mail.signature')],
    '',
  );
}

/**
 * Writes the announcement into each recipient's feed and queues the same text as a mail to each
 * recipient with an e-mail address; call it inside the transaction that makes the change, so a
 * rolled-back change announces nothing and a committed one is never left unannounced.
 */
export async function notify(db: Executor, a: Announcement): Promise<void> {
  await repo.insertNotifications(db, feedRows(a));
  const contacts = await repo.findMailContacts(db, recipientsOf(a));
  await queueMails(
    db,
    a.organizationId,
    contacts.map((c) => mailOf(a, c)),
  );
}

/**
 * notify() for several announcements of one organisation whose recipients' mail contacts the caller
 * has already read (`contacts` by employee id; one without an e-mail address gets no mail), in ONE
 * statement together with the caller's own writes of the change (e.g. its audit rows). Call it inside
 * the transaction that makes the change.
 */
export async function notifyTogether(
  db: Executor,
  organizationId: string,
  announcements: readonly Announcement[],
  contacts: ReadonlyMap<string, MailContact>,
  ownWrites: readonly (SQLWrapper | null)[] = [],
): Promise<void> {
  const mails = announcements.flatMap((a) =>
    recipientsOf(a).flatMap((id) => {
      const contact = contacts.get(id);
      return contact?.email ? [mailOf(a, contact)] : [];
    }),
  );
  await executeTogether(db, [
    ...ownWrites,
    repo.notificationsInsert(db, announcements.flatMap(feedRows)),
    mailsInsert(db, organizationId, mails),
  ]);
  if (mails.length > 0) nudgeMailWorker();
}

/**
 * The caller's feed in `language` (the reader's: see auth's readerLanguage): an entry written with its Hindi and
 * Arabic words answers in them, an older one (or English) as it was written.
 */
export async function listMyNotifications(
  deps: Deps,
  actor: Actor,
  query: { page?: number; size?: number },
  language: Language = 'en',
): Promise<NotificationFeed> {
  const limit = query.size ?? NOTIFICATIONS_PAGE_SIZE;
  const [rows, unread, toAnswer] = await Promise.all([
    repo.listFeed(deps.db, actor.employeeId, { offset: (query.page ?? 0) * limit, limit }),
    repo.countUnread(deps.db, actor.employeeId),
    repo.countAwaitingAnswer(deps.db, actor.employeeId),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      ...((language !== 'en' && r.translations?.[language]) || { title: r.title, body: r.body }),
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
      request:
        isKind(r.requestKind) && r.requestId !== null
          ? { kind: r.requestKind, id: r.requestId, status: isStatus(r.requestStatus) ? r.requestStatus : null }
          : null,
    })),
    unread,
    toAnswer,
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
