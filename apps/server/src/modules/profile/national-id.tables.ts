import { NATIONAL_ID_TYPES } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** An employee's national IDs: one per type, at most one primary. `unid` is the API's id. */
export const nationalIds = pgTable(
  'national_ids',
  {
    unid: serial().primaryKey(),
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    nationalIdType: text({ enum: NATIONAL_ID_TYPES }).notNull(),
    name: text().notNull().default(''),
    nationalIdNum: text().notNull(),
    country: text().notNull().default(''),
    primary: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('national_ids_employee_type_idx').on(t.employeeId, t.nationalIdType),
    uniqueIndex('national_ids_one_primary_idx').on(t.employeeId).where(sql`${t.primary}`),
    index('national_ids_org_idx').on(t.organizationId),
  ],
);
