import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';

const owner = () => ({
  employeeId: text()
    .primaryKey()
    .references(() => employees.employeeId, { onDelete: 'cascade' }),
  organizationId: text().notNull(),
});
const stamps = () => ({
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
/** Money in integer minor units (paise/cents), never float. */
const minor = (name: string) => bigint(`${name}_minor`, { mode: 'bigint' }).notNull();

/** Payroll's part of the employee information card (name, department, designation come from employee records). */
export const payrollEmployeeInfo = pgTable(
  'payroll_employee_info',
  { ...owner(), location: text().notNull(), ...stamps() },
  (t) => [index('payroll_employee_info_org_idx').on(t.organizationId)],
);

export const payrollSalaries = pgTable(
  'payroll_salaries',
  {
    ...owner(),
    payFrequency: text().notNull(),
    basicPay: minor('basic_pay'),
    netPay: minor('net_pay'),
    grossPay: minor('gross_pay'),
    providentFund: minor('provident_fund'),
    professionalTax: minor('professional_tax'),
    insurance: minor('insurance'),
    federaltax: minor('federal_tax'),
    stateTax: minor('state_tax'),
    localTax: minor('local_tax'),
    ...stamps(),
  },
  (t) => [
    index('payroll_salaries_org_idx').on(t.organizationId),
    check(
      'payroll_salaries_non_negative',
      sql`least(${t.basicPay}, ${t.netPay}, ${t.grossPay}, ${t.providentFund}, ${t.professionalTax}, ${t.insurance}, ${t.federaltax}, ${t.stateTax}, ${t.localTax}) >= 0`,
    ),
  ],
);

export const payrollEarnings = pgTable(
  'payroll_earnings',
  {
    ...owner(),
    bonus: minor('bonus'),
    overtimePay: minor('overtime_pay'),
    incentives: minor('incentives'),
    ...stamps(),
  },
  (t) => [
    index('payroll_earnings_org_idx').on(t.organizationId),
    check('payroll_earnings_non_negative', sql`least(${t.bonus}, ${t.overtimePay}, ${t.incentives}) >= 0`),
  ],
);

export const payrollBankDetails = pgTable(
  'payroll_bank_details',
  {
    ...owner(),
    bankAccountNumber: text().notNull(),
    bankName: text().notNull(),
    branch: text().notNull(),
    nameAsPerBankAccount: text().notNull(),
    ifscCode: text().notNull(),
    ...stamps(),
  },
  (t) => [index('payroll_bank_details_org_idx').on(t.organizationId)],
);
