import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

export const employees = pgTable(
  'employees',
  {
    employeeId: text().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    prefix: text().notNull(),
    firstname: text().notNull(),
    middlename: text().notNull().default(''),
    lastname: text().notNull(),
    email: text().notNull(),
    countryCode: text().notNull(),
    phoneNumber: text().notNull(),
    maritialStatus: text().notNull(),
    dob: date({ mode: 'string' }).notNull(),
    gender: text().notNull(),
    fatherName: text().notNull(),
    doj: date({ mode: 'string' }).notNull(),
    bloodGroup: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_org_email_idx').on(t.organizationId, sql`lower(${t.email})`),
    index('employees_org_idx').on(t.organizationId),
  ],
);

/** Current employment: designation, department and the reporting lines that drive access and approvals. */
export const employments = pgTable(
  'employments',
  {
    employeeId: text()
      .primaryKey()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    organizationId: text().notNull(),
    designation: text().notNull(),
    departmentId: text().notNull(),
    reportingManagerId: text().references(() => employees.employeeId),
    hrId: text().references(() => employees.employeeId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employments_manager_idx').on(t.reportingManagerId), index('employments_hr_idx').on(t.hrId)],
);
