import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';
import { organizations } from '../organization/organization.tables';

/** One message in one person's notifications feed (the header panel); read when readAt is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull().default(''),
    link: text().notNull().default(''),
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
