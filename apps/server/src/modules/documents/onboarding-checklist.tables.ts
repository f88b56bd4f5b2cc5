import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** The organisation's first-day items for new joiners ("Collect laptop"), in the order HR set. */
export const firstDayItems = pgTable(
  'first_day_items',
  {
    itemId: uuid().primaryKey(),
    organizationId: text().notNull(),
    title: text().notNull(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('first_day_items_org_idx').on(t.organizationId, t.position)],
);

/** The first-day items a joiner has ticked off: one row per person and item, gone when either is. */
export const firstDayTicks = pgTable(
  'first_day_ticks',
  {
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => firstDayItems.itemId, { onDelete: 'cascade' }),
    tickedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.itemId] }), index('first_day_ticks_item_idx').on(t.itemId)],
);
