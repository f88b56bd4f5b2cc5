import { DELIVERABLE_STATUSES } from '@hrms/shared';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** A performance record of an employee (spec 3 §3): one per performance id, with the manager's comments. */
export const performanceRecords = pgTable(
  'performance_records',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    managerId: text()
      .notNull()
      .references(() => employees.employeeId),
    performanceId: text().notNull(),
    comments: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('performance_records_employee_perf_idx').on(t.employeeId, t.performanceId),
    index('performance_records_manager_idx').on(t.managerId),
  ],
);

/** A deliverable of a performance record; INPROGRESS until Completed, then immutable. */
export const deliverables = pgTable(
  'deliverables',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    recordId: integer()
      .notNull()
      .references(() => performanceRecords.id, { onDelete: 'cascade' }),
    deliverableTitle: text().notNull(),
    description: text().notNull().default(''),
    measurementCriteria: text().notNull().default(''),
    expectedCompletedDate: date({ mode: 'string' }),
    status: text({ enum: DELIVERABLE_STATUSES }).notNull().default('INPROGRESS'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deliverables_record_idx').on(t.recordId)],
);
