import { date, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** Previous employment; `experienceId` is the employee's id at that employer (unique per employee). */
export const pastExperiences = pgTable(
  'past_experiences',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    experienceId: text().notNull(),
    organisationName: text().notNull(),
    designation: text().notNull(),
    doj: date({ mode: 'string' }).notNull(),
    doe: date({ mode: 'string' }).notNull(),
    /** Derived text "X years, Y months, Z days", kept as the API returns it. */
    experience: text().notNull(),
    state: text().notNull(),
    country: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('past_experiences_employee_past_id_idx').on(t.employeeId, t.experienceId),
    index('past_experiences_org_idx').on(t.organizationId),
  ],
);
