import { JOB_TYPES, WORK_MODES } from '@hrms/shared';
import { bigint, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

/** A job post of the careers page; 'open' until an admin cancels it (irreversible). */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    jobTitle: text().notNull(),
    jobLocation: text().notNull(),
    status: text({ enum: ['open', 'cancelled'] })
      .notNull()
      .default('open'),
    publishDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    numberOfYears: integer().notNull(),
    numberOfMonths: integer().notNull(),
    workMode: text({ enum: WORK_MODES }).notNull(),
    noOfRequirements: integer().notNull(),
    /** Whole currency units, up to 10 digits: bigint, never float. */
    salaryFrom: bigint({ mode: 'number' }).notNull(),
    salaryTo: bigint({ mode: 'number' }).notNull(),
    jobType: text({ enum: JOB_TYPES }).notNull(),
    skillSet: text().notNull(),
    age: integer().notNull(),
    jobDescription: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Serves the newest-first page of one organisation's posts.
  (t) => [index('job_posts_org_publish_idx').on(t.organizationId, t.publishDate.desc(), t.id.desc())],
);
