import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** People who hide their birthday and work anniversary from the dashboards (issue 17: opt-out per person). */
export const celebrationOptOuts = pgTable('celebration_opt_outs', {
  employeeId: text()
    .primaryKey()
    .references(() => employees.employeeId, { onDelete: 'cascade' }),
  organizationId: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
