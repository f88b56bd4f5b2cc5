import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written and when it last changed (the writer sets updatedAt on each change). */
export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
