import { sql } from 'drizzle-orm';
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Headcount summary: how many people joined in a month and leave in a month (`infinity`: no leaving
 * date), per organisation, department and designation ('' before current employment is recorded). Kept
 * by triggers on employees and employments (migration "headcount_buckets_triggers"), so the headcount
 * report reads a few hundred rows instead of every person.
 */
export const headcountBuckets = pgTable(
  'headcount_buckets',
  {
    organizationId: text().notNull(),
    departmentId: text().notNull(),
    designation: text().notNull(),
    joinMonth: date({ mode: 'string' }).notNull(),
    leaveMonth: date({ mode: 'string' }).notNull().default(sql`'infinity'::date`),
    people: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.departmentId, t.designation, t.joinMonth, t.leaveMonth] })],
);
