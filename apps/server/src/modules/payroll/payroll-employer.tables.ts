import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

/**
 * The organisation as the deductor of tax at source (issue 29): TAN, PAN and address for Form 16 Part A and
 * Form 24Q, one row per organisation, written by an admin.
 */
export const payrollEmployer = pgTable('payroll_employer', {
  organizationId: text()
    .primaryKey()
    .references(() => organizations.organizationId, { onDelete: 'cascade' }),
  tan: text().notNull(),
  pan: text().notNull(),
  addressLine1: text().notNull(),
  addressLine2: text().notNull().default(''),
  city: text().notNull(),
  state: text().notNull(),
  pinCode: text().notNull(),
  updatedBy: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
