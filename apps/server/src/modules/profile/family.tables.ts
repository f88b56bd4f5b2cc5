import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** An employee's family members (at most 8; relation and phone unique per employee, checked in the service). */
export const familyMembers = pgTable(
  'family_members',
  {
    memberId: serial().primaryKey(),
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    name: text().notNull(),
    relation: text().notNull(),
    countryCode: text().notNull(),
    phoneNumber: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_members_employee_idx').on(t.employeeId), index('family_members_org_idx').on(t.organizationId)],
);
