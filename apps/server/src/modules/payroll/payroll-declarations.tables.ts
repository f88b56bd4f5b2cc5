import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { approvalColumns, approvalIndexes } from '../approvals/approvals.tables';
import { employees } from '../employees/employees.tables';

/** Raw bytes (PostgreSQL bytea), as the documents module keeps files: node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** A declared item as stored: amounts in paise as JSON numbers (exact up to 2^53 paise). */
export type StoredDeclarationItem = {
  section: '80C' | '80D' | '80CCD1B' | '24B' | 'HRA';
  amount: number;
  rentPaidMonthly: number | null;
  metro: boolean | null;
};

/** A person's regime and declared investments for one financial year (BEYOND §B5). */
export const payrollDeclarations = pgTable(
  'payroll_declarations',
  {
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    fy: text().notNull(),
    regime: text().$type<'NEW' | 'OLD'>().notNull(),
    items: jsonb().$type<StoredDeclarationItem[]>().notNull(),
    updatedBy: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.fy] }), index('payroll_declarations_org_fy_idx').on(t.organizationId, t.fy)],
);

/**
 * Salary and tax with earlier employers in one financial year (section 192(2) of the Income-tax Act 1961; the
 * employee's Form 12B), entered by HR or an admin: the TDS projection and Form 16 count both (issue 29).
 */
export const payrollPreviousEmployment = pgTable(
  'payroll_previous_employment',
  {
    organizationId: text().notNull(),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    fy: text().notNull(),
    taxableGross: bigint('taxable_gross_minor', { mode: 'bigint' }).notNull(),
    tds: bigint('tds_minor', { mode: 'bigint' }).notNull(),
    /** the professional tax they deducted (section 16(iii) in Form 16) */
    professionalTax: bigint('professional_tax_minor', { mode: 'bigint' }).notNull().default(0n),
    updatedBy: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.fy] })],
);

/** The organisation's declaration window of a financial year: whether employees may change, and when proofs are due. */
export const payrollDeclarationWindows = pgTable(
  'payroll_declaration_windows',
  {
    organizationId: text().notNull(),
    fy: text().notNull(),
    open: boolean().notNull(),
    proofsDue: date({ mode: 'string' }),
    updatedBy: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.fy] })],
);

/** A proof of one declared section: the approval engine's "taxProof" kind, decided by the person's HR. */
export const payrollTaxProofs = pgTable(
  'payroll_tax_proofs',
  {
    ...approvalColumns(),
    fy: text().notNull(),
    section: text().$type<StoredDeclarationItem['section']>().notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
  },
  (t) => [...approvalIndexes('payroll_tax_proofs', t), index('payroll_tax_proofs_person_fy_idx').on(t.employeeId, t.fy)],
);
