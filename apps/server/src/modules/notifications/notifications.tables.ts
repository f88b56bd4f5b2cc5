import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { personRecordColumns } from '../employees/employees.tables';

/** An entry's title and body in the languages other than English (English is in `title` and `body`). */
export type NotificationTranslations = Partial<Record<'hi' | 'ar', { title: string; body: string }>>;

/** One message in one person's notifications feed (the header panel); read when readAt is set. */
export const notifications = pgTable(
  'notifications',
  {
    ...personRecordColumns(),
    title: text().notNull(),
    body: text().notNull().default(''),
    link: text().notNull().default(''),
    /**
     * The same title and body in Hindi and Arabic, put in words when the entry is written (the details name dates
     * in the organisation's format and labels from the server's catalogue); the feed answers each reader in their
     * language. Null for entries written before (migration 0052): those stay English.
     */
    translations: jsonb().$type<NotificationTranslations>(),
    /** The approval-engine request it is about (kind and id), so the feed can show where it stands now. */
    requestKind: text(),
    requestId: integer(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_employee_created_idx').on(t.employeeId, t.createdAt),
    index('notifications_employee_unread_idx').on(t.employeeId).where(sql`${t.readAt} is null`),
  ],
);
