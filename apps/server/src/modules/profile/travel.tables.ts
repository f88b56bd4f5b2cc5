import { date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** An employee's passport: one record per employee; the passport number is unique in the organisation. */
export const travelDetails = pgTable(
  'travel_details',
  {
    utid: serial().primaryKey(),
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    passportNumber: text().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    expireDate: date({ mode: 'string' }).notNull(),
    placeOfIssue: text().notNull(),
    country: text().notNull(),
    issuingAuthority: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('travel_details_employee_idx').on(t.employeeId),
    uniqueIndex('travel_details_org_passport_idx').on(t.organizationId, t.passportNumber),
  ],
);
