import { EDUCATION_LEVELS } from '@hrms/shared';
import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** An employee's education: one record per level (SSC, Inter, Diploma, Graduation, PostGraduation). */
export const educationRecords = pgTable(
  'education_records',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    education: text({ enum: EDUCATION_LEVELS }).notNull(),
    institutionName: text().notNull(),
    universityName: text().notNull(),
    degree: text().notNull(),
    majors: text().notNull(),
    yearOfPass: integer().notNull(),
    certificationDate: date({ mode: 'string' }).notNull(),
    percentage: numeric({ precision: 4, scale: 1, mode: 'number' }).notNull(),
    state: text().notNull(),
    country: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('education_records_employee_level_idx').on(t.employeeId, t.education),
    index('education_records_org_idx').on(t.organizationId),
  ],
);
