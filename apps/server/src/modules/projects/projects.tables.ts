import { BILLABILITY_OPTIONS } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** A project of the organisation; its code identifies it (unique per organisation, case-insensitive). */
export const projects = pgTable(
  'projects',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    projectCode: text().notNull(),
    projectName: text().notNull(),
    managerId: text()
      .notNull()
      .references(() => employees.employeeId),
    description: text().notNull(),
    billability: text({ enum: BILLABILITY_OPTIONS }).notNull(),
    billabilityLocation: text().notNull(),
    client: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_org_code_idx').on(t.organizationId, sql`lower(${t.projectCode})`),
    index('projects_manager_idx').on(t.managerId),
  ],
);

/** Who works on which project, when and on which shift. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    employeeDesignation: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    shiftStartTime: time().notNull(),
    shiftEndTime: time().notNull(),
    comments: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_project_idx').on(t.projectId, t.startDate),
    // Serves present/previous lists and "which projects is X on during week W" (timesheets).
    index('assignments_employee_dates_idx').on(t.organizationId, t.employeeId, t.endDate, t.startDate),
    check('assignments_end_after_start', sql`${t.endDate} > ${t.startDate}`),
  ],
);
