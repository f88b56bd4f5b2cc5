import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../employees/employees.tables';
import { notifications } from './notifications.tables';

export type NewNotification = { organizationId: string; employeeId: string; title: string; body: string; link: string };

export async function insertNotifications(db: Executor, values: NewNotification[]) {
  if (values.length) await db.insert(notifications).values(values);
}

export function listFeed(db: Executor, employeeId: string, window: { offset: number; limit: number }) {
  return db
    .select()
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
    .select({ email: employees.email, name: employees.firstname })
    .from(employees)
    .where(and(inArray(employees.employeeId, employeeIds), ne(employees.email, '')));
}
