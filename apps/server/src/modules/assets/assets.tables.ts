import { index, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';
import { organizations } from '../organization/organization.tables';

/** The asset register (BEYOND §B7): one row per tag, with its current holder (null when in store). */
export const assets = pgTable(
  'assets',
  {
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    tag: text().notNull(),
    name: text().notNull(),
    category: text().notNull(),
    serialNumber: text().notNull().default(''),
    employeeId: text().references(() => employees.employeeId, { onDelete: 'set null' }),
    since: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.tag] }), index('assets_holder_idx').on(t.organizationId, t.employeeId)],
);

/** Who held an asset when: a row per assignment, closed (`returnedAt`) on return; never deleted. */
export const assetAssignments = pgTable(
  'asset_assignments',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    tag: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    assignedAt: timestamp({ withTimezone: true }).notNull(),
    returnedAt: timestamp({ withTimezone: true }),
    assignedBy: text().notNull(),
    returnedBy: text(),
  },
  (t) => [index('asset_assignments_tag_idx').on(t.organizationId, t.tag, t.assignedAt)],
);
