import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One organisation's state of one schedule: on or off, and its last run. A row appears on the first
 * run or switch; no row means on and never run.
 */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    organizationId: text().notNull(),
    name: text().notNull(),
    enabled: boolean().notNull().default(true),
    lastRunAt: timestamp({ withTimezone: true }),
    lastStatus: text().$type<'success' | 'failed'>(),
    lastError: text(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.name] })],
);
