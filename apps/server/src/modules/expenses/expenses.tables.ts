import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { approvalColumns, approvalIndexes } from '../approvals/approvals.tables';
import { organizations } from '../organization/organization.tables';

/** Raw bytes (PostgreSQL bytea); node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** Expense categories of an organisation: a monthly limit per person (paise, 0 = none) and whether a receipt is needed. */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    code: text().notNull(),
    name: text().notNull(),
    monthlyLimit: bigint({ mode: 'bigint' }).notNull(),
    receiptRequired: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.code] })],
);

/**
 * An expense claim: the engine's "expense" kind. Amount in paise; the receipt kept in the database with
 * its sniffed type, as documents are (DESIGN §5); `paidInRun` is the pay run that reimburses it (set when the run
 * is computed, cleared when that draft is computed again), `paidInMonth` that run's month, `paidAt` when it was published.
 */
export const expenseClaims = pgTable(
  'expense_claims',
  {
    ...approvalColumns(),
    category: text().notNull(),
    amount: bigint({ mode: 'bigint' }).notNull(),
    expenseDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    receipt: bytea(),
    receiptMimeType: text(),
    receiptName: text(),
    paidInRun: text(),
    paidInMonth: text(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    ...approvalIndexes('expense_claims', t),
    index('expense_claims_limit_idx').on(t.employeeId, t.category, t.expenseDate),
    index('expense_claims_unpaid_idx').on(t.organizationId, t.employeeId).where(sql`status = 'APPROVED' and paid_in_run is null`),
    index('expense_claims_run_idx').on(t.organizationId, t.paidInRun),
  ],
);
