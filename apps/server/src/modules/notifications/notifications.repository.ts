import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../employees';
import { type NotificationTranslations, notifications } from './notifications.tables';

export type NewNotification = {
  organizationId: string;
  employeeId: string;
  title: string;
  body: string;
  link: string;
  translations?: NotificationTranslations | null;
  requestKind?: string | null;
  requestId?: number | null;
};

/**
 * How the feed reads a request's current status: the approval engine registers one SQL expression per
 * kind (a primary-key lookup on its table, correlated on `notifications.request_id`); the feed puts them
 * in one CASE of its own select, so the statuses come with the page, not one query per row.
 */
const statusOfKind = new Map<string, (requestId: SQL) => SQL>();
export function registerRequestStatus(kind: string, status: (requestId: SQL) => SQL) {
  statusOfKind.set(kind, status);
}

function requestStatus(): SQL<string | null> {
  if (statusOfKind.size === 0) return sql<string | null>`null`;
  const id = sql`${notifications.requestId}`;
  const branches = [...statusOfKind].map(([kind, status]) => sql`when ${kind} then (${status(id)})`);
  return sql<string | null>`case ${notifications.requestKind} ${sql.join(branches, sql` `)} end`;
}

/**
 * Requests that wait for a person's own answer outside the approval queues (a teammate's shift swap to
 * accept or decline): a module registers, per kind, a select of the ids of its requests waiting for
 * `employeeId`. The bell counts them beside its unread entries (countAwaitingAnswer).
 */
const awaitingAnswerOfKind = new Map<string, (employeeId: string) => SQL>();
export function registerAwaitingAnswer(kind: string, ids: (employeeId: string) => SQL) {
  awaitingAnswerOfKind.set(kind, ids);
}

/**
 * How many requests wait for the person's answer while no unread entry of their feed is about them: each
 * thing to do counts once in the bell (an unread entry already counts its request).
 */
export async function countAwaitingAnswer(db: Executor, employeeId: string) {
  if (awaitingAnswerOfKind.size === 0) return 0;
  const parts = [...awaitingAnswerOfKind].map(
    ([kind, ids]) => sql`select w.id from (${ids(employeeId)}) w(id) where not exists (select 1 from ${notifications} n
      where n.employee_id = ${employeeId} and n.read_at is null and n.request_kind = ${kind} and n.request_id = w.id)`,
  );
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${sql.join(parts, sql` union all `)}) a`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function insertNotifications(db: Executor, values: NewNotification[]) {
  await notificationsInsert(db, values);
}

/** The INSERT of the feed entries, not yet run (null for none). */
export function notificationsInsert(db: Executor, values: NewNotification[]) {
  return values.length === 0 ? null : db.insert(notifications).values(values);
}

export function listFeed(db: Executor, employeeId: string, window: { offset: number; limit: number }) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      translations: notifications.translations,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      requestKind: notifications.requestKind,
      requestId: notifications.requestId,
      requestStatus: requestStatus(),
    })
    .from(notifications)
    .where(eq(notifications.employeeId, employeeId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countUnread(db: Executor, employeeId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.employeeId, employeeId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: Executor, employeeId: string, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.employeeId, employeeId)))
    .returning({ id: notifications.id });
  return row ?? null;
}

export async function markAllRead(db: Executor, employeeId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.employeeId, employeeId), isNull(notifications.readAt)));
}

/** The mail address and first name of each recipient that has one. */
export async function findMailContacts(db: Executor, employeeIds: string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      email: employees.email,
      name: employees.firstname,
      // the language the person chose in the web app, for their mails (qualified: a bare column would be the subquery's own)
      language: sql<string | null>`(select a.language from accounts a where a.employee_id = "employees"."employee_id")`,
    })
    .from(employees)
    .where(and(inArray(employees.employeeId, employeeIds), ne(employees.email, '')));
}
