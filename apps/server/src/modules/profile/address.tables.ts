import { ADDRESS_KINDS } from '@hrms/shared';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** An employee's present, permanent and office addresses: at most one of each kind. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    kind: text({ enum: ADDRESS_KINDS }).notNull(),
    /** Present and permanent addresses. */
    houseNumber: text().notNull().default(''),
    /** Office address only. */
    buildingNameFloor: text().notNull().default(''),
    street: text().notNull(),
    village: text().notNull(),
    town: text().notNull(),
    district: text().notNull(),
    state: text().notNull(),
    country: text().notNull(),
    pincode: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('addresses_employee_kind_idx').on(t.employeeId, t.kind), index('addresses_org_idx').on(t.organizationId)],
);
