import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { employeeReference } from '../employees/employees.tables';

/** Money in integer paise, never float. */
const paise = (name: string) => bigint(`${name}_minor`, { mode: 'bigint' }).notNull();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Days (halves allowed) as exact decimals, read as numbers. */
const days = () => numeric({ precision: 5, scale: 1, mode: 'number' }).notNull();

export type StoredComponent = {
  code: string;
  name: string;
  kind: 'EARNING' | 'DEDUCTION' | 'REIMBURSEMENT';
  formula: string;
  taxable: boolean;
  pfWage: boolean;
  esiWage: boolean;
};
/** A payslip line as stored: the amount in paise as a JSON number (exact up to 2^53 paise). */
export type StoredLine = {
  code: string;
  name: string;
  kind: 'EARNING' | 'DEDUCTION' | 'EMPLOYER' | 'REIMBURSEMENT';
  amount: number;
};
export type StoredRunError = { employeeId: string; message: string };
export type StoredAddition = { code: string; name: string; amount: number; taxable: boolean };
export type StoredDeduction = { code: string; name: string; amount: number };
/** Arrears a payslip paid: for which earlier month and revision, and how much (paise). */
export type StoredArrear = { month: string; revisionId: number; amount: number };

/**
 * Salary structures, versioned: saving a structure adds a version, so a payslip names the version that
 * made it and stays explainable after the structure changes.
 */
export const payrollStructures = pgTable(
  'payroll_structures',
  {
    organizationId: text().notNull(),
    code: text().notNull(),
    version: integer().notNull(),
    name: text().notNull(),
    components: jsonb().$type<StoredComponent[]>().notNull(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.code, t.version] })],
);

/** A person's salary from a date on; revisions are kept, the one in force on a month's last day pays it. */
export const payrollSalaryRevisions = pgTable(
  'payroll_salary_revisions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: text().notNull(),
    employeeId: employeeReference(),
    structureCode: text().notNull(),
    annualCtc: paise('annual_ctc'),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    taxRegime: text().$type<'NEW' | 'OLD'>().notNull(),
    ptState: text(),
    pfCapped: boolean().notNull(),
    uan: text(),
    /** Kept as the other identity numbers are: in full, answered masked except to admins (reads audited). */
    bankAccount: text(),
    ifsc: text(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payroll_salary_revisions_person_date_idx').on(t.employeeId, t.effectiveFrom),
    index('payroll_salary_revisions_org_idx').on(t.organizationId, t.employeeId, t.effectiveFrom),
    check('payroll_salary_revisions_ctc_non_negative', sql`${t.annualCtc} >= 0`),
  ],
);

/** An organisation's professional-tax slabs of one state (rupees, as the contract's JSON); none: the engine's defaults. */
export const payrollPtSlabs = pgTable(
  'payroll_pt_slabs',
  {
    organizationId: text().notNull(),
    state: text().notNull(),
    slabs: jsonb().$type<{ from: number; to: number | null; amount: number; februaryAmount: number | null }[]>().notNull(),
    updatedBy: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.state] })],
);

/**
 * One pay run per organisation and month. `generation` grows with every computation (a new run for the
 * month, new inputs): a background chunk of an older generation stops instead of writing.
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: text().primaryKey(),
    organizationId: text().notNull(),
    month: text().notNull(),
    status: text().$type<'COMPUTING' | 'DRAFT' | 'LOCKED' | 'PUBLISHED' | 'FAILED'>().notNull(),
    generation: integer().notNull().default(1),
    employees: integer().notNull().default(0),
    gross: paise('gross').default(sql`0`),
    deductions: paise('deductions').default(sql`0`),
    net: paise('net').default(sql`0`),
    employerCost: paise('employer_cost').default(sql`0`),
    errors: jsonb().$type<StoredRunError[]>().notNull().default([]),
    unlockReason: text(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    computedAt: timestamp({ withTimezone: true }),
    lockedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('payroll_runs_org_month_idx').on(t.organizationId, t.month)],
);

/** The key of a row about one person in one run (gone with the run, or with the person). */
const runPerson = () => ({
  runId: text()
    .notNull()
    .references(() => payrollRuns.id, { onDelete: 'cascade' }),
  employeeId: employeeReference(),
});

/** One-off pay of a run for one person: days without pay, additions, deductions (paise). */
export const payrollRunInputs = pgTable(
  'payroll_run_inputs',
  {
    ...runPerson(),
    lopDays: days(),
    additions: jsonb().$type<StoredAddition[]>().notNull(),
    deductions: jsonb().$type<StoredDeduction[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.employeeId] })],
);

/**
 * A computed payslip with what made it (revision, structure version, rule pack, inputs), so a published
 * payslip never changes when a salary or a rule changes later; the figures later months need (year to
 * date, ESI, arrears) are kept as columns.
 */
export const payrollPayslips = pgTable(
  'payroll_payslips',
  {
    ...runPerson(),
    organizationId: text().notNull(),
    month: text().notNull(),
    name: text().notNull(),
    revisionId: bigint({ mode: 'number' }).notNull(),
    structureCode: text().notNull(),
    structureVersion: integer().notNull(),
    rulePack: text().notNull(),
    annualCtc: paise('annual_ctc'),
    daysInMonth: integer().notNull(),
    paidDays: days(),
    lopDays: days(),
    lines: jsonb().$type<StoredLine[]>().notNull(),
    gross: paise('gross'),
    deductions: paise('deductions'),
    net: paise('net'),
    employerCost: paise('employer_cost'),
    /** The EARNING lines of the structure's components (gross without one-off additions): what arrears compare. */
    structureEarnings: paise('structure_earnings'),
    taxableGross: paise('taxable_gross'),
    basic: paise('basic'),
    hra: paise('hra'),
    tds: paise('tds'),
    /** the PT line (0 when none): the year's tax on employment for section 16(iii) */
    pt: bigint('pt_minor', { mode: 'bigint' }).notNull().default(0n),
    pfWage: paise('pf_wage'),
    epsWage: paise('eps_wage'),
    esiWage: paise('esi_wage'),
    esiCovered: boolean().notNull(),
    arrears: jsonb().$type<StoredArrear[]>().notNull().default([]),
    inputs: jsonb()
      .$type<{ lopDays: number; additions: StoredAddition[]; deductions: StoredDeduction[]; attendanceLopDays: number }>()
      .notNull(),
    bankAccount: text(),
    ifsc: text(),
    uan: text(),
    ptState: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.employeeId] }),
    // a person's payslips newest first, and the year-to-date sums of a chunk of people
    index('payroll_payslips_person_month_idx').on(t.organizationId, t.employeeId, t.month),
  ],
);
