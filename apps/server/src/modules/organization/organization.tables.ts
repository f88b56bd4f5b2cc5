import { DATE_FORMATS, MAIL_TYPES, WEEK_OFF_OPTIONS } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A tenant. Its settings stay empty (configured = false) until an admin saves them. */
export const organizations = pgTable('organizations', {
  organizationId: text().primaryKey(),
  employeeIdPrefix: text().notNull(),
  /** The next number for a generated employee id (an id sequence, not a balance). */
  nextEmployeeNumber: integer().notNull().default(1),
  configured: boolean().notNull().default(false),
  organizationName: text().notNull().default(''),
  employeeDomain: text().notNull().default(''),
  logoUrl: text().notNull().default(''),
  rootDesignation: text().notNull().default(''),
  weekOfOne: text({ enum: WEEK_OFF_OPTIONS }).notNull().default('Saturday'),
  weekOfTwo: text({ enum: WEEK_OFF_OPTIONS }).notNull().default('Sunday'),
  multiLevel: boolean().notNull().default(false),
  emailId: text().notNull().default(''),
  mailType: text({ enum: MAIL_TYPES }).notNull().default('GMAIL'),
  /** AES-GCM sealed; never returned by the API. */
  passKeySealed: text(),
  /** null: the default of the organisation's country. */
  dateFormat: text({ enum: DATE_FORMATS }),
  /** Whether approving needs a comment (the spec: yes); rejecting always does (BEYOND §B9). */
  approvalCommentRequired: boolean().notNull().default(true),
  /** Whether a leave counts only working days (weekly offs and holidays left out); the spec counts calendar days. */
  leaveCountsWorkingDays: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const departments = pgTable(
  'departments',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    departmentId: text().notNull(),
    departmentName: text().notNull(),
    departmentHead: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('departments_org_code_idx').on(t.organizationId, sql`lower(${t.departmentId})`)],
);

export const designations = pgTable(
  'designations',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    designation: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('designations_org_name_idx').on(t.organizationId, sql`lower(${t.designation})`)],
);

/** The time zone an organisation's times are written in and its schedules run in (an IANA name); no row means the server's. */
export const organizationTimeZones = pgTable('organization_time_zones', {
  organizationId: text().primaryKey(),
  timeZone: text().notNull(),
});
