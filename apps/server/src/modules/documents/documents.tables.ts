import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

/** Raw bytes (PostgreSQL bytea); node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/**
 * Uploaded files, kept in the database (DESIGN §5) with the MIME type sniffed from their bytes.
 * category: PROFILE_PIC, ID_CARD, EXPERIENCE or ONBOARDING; field: the onboarding form field ('' otherwise).
 */
export const documents = pgTable(
  'documents',
  {
    documentId: text().primaryKey(),
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    category: text().notNull(),
    field: text().notNull().default(''),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    uploadedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_owner_idx').on(t.organizationId, t.employeeId, t.category, t.createdAt)],
);

/** The text part of an employee's onboarding documents; the files live in `documents` (category ONBOARDING). */
export const onboardingSubmissions = pgTable(
  'onboarding_submissions',
  {
    employeeId: text()
      .primaryKey()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    organizationId: text().notNull(),
    aadharName: text().notNull().default(''),
    aadharNumber: text().notNull().default(''),
    panName: text().notNull().default(''),
    panNumber: text().notNull().default(''),
    submittedBy: text().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('onboarding_submissions_org_idx').on(t.organizationId, t.submittedAt)],
);
