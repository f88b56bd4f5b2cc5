import { date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

/** An organisation's holidays: one per date ('Date is already taken'). */
export const holidays = pgTable(
  'holidays',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    holidayName: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    location: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves the list, which reads one organisation's holidays by date.
  (t) => [uniqueIndex('holidays_org_date_idx').on(t.organizationId, t.date)],
);
