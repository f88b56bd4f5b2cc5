import {
  type BankDetails,
  type BankDetailsRecord,
  type Earnings,
  type EarningsRecord,
  fromMinorUnits,
  type Salary,
  type SalaryRecord,
  toMinorUnits,
} from '@hrms/shared';
import type { SectionRow, SectionValues } from './payroll.repository';
import type { PayslipRow } from './payroll-runs.repository';

/** Stored rows ↔ the contract's section objects: money as digit strings outside, minor units inside. */
const money = fromMinorUnits;

export const salaryRecord = (row: SectionRow<'salary'>): SalaryRecord => ({
  employeeId: row.employeeId,
  basicPay: money(row.basicPay),
  netPay: money(row.netPay),
  grossPay: money(row.grossPay),
  payFrequency: row.payFrequency,
  providentFund: money(row.providentFund),
  professionalTax: money(row.professionalTax),
  insurance: money(row.insurance),
  federaltax: money(row.federaltax),
  stateTax: money(row.stateTax),
  localTax: money(row.localTax),
});

export const salaryValues = (input: Salary, owner: { employeeId: string; organizationId: string }): SectionValues<'salary'> => ({
  ...owner,
  payFrequency: input.payFrequency,
  basicPay: toMinorUnits(input.basicPay),
  netPay: toMinorUnits(input.netPay),
  grossPay: toMinorUnits(input.grossPay),
  providentFund: toMinorUnits(input.providentFund),
  professionalTax: toMinorUnits(input.professionalTax),
  insurance: toMinorUnits(input.insurance),
  federaltax: toMinorUnits(input.federaltax),
  stateTax: toMinorUnits(input.stateTax),
  localTax: toMinorUnits(input.localTax),
});

export const earningsRecord = (row: SectionRow<'earnings'>): EarningsRecord => ({
  employeeId: row.employeeId,
  bonus: money(row.bonus),
  overtimePay: money(row.overtimePay),
  incentives: money(row.incentives),
});

export const earningsValues = (
  input: Earnings,
  owner: { employeeId: string; organizationId: string },
): SectionValues<'earnings'> => ({
  ...owner,
  bonus: toMinorUnits(input.bonus),
  overtimePay: toMinorUnits(input.overtimePay),
  incentives: toMinorUnits(input.incentives),
});

export const bankDetailsRecord = (row: SectionRow<'bankDetails'>): BankDetailsRecord => ({
  employeeId: row.employeeId,
  bankAccountNumber: row.bankAccountNumber,
  bankName: row.bankName,
  branch: row.branch,
  nameAsPerBankAccount: row.nameAsPerBankAccount,
  ifscCode: row.ifscCode,
});

export const bankDetailsValues = (
  input: BankDetails,
  owner: { employeeId: string; organizationId: string },
): SectionValues<'bankDetails'> => ({
  ...owner,
  bankAccountNumber: input.bankAccountNumber,
  bankName: input.bankName,
  branch: input.branch,
  nameAsPerBankAccount: input.nameAsPerBankAccount,
  ifscCode: input.ifscCode,
});

/** A section not filled in yet, for the read-only page: every field empty. */
export const emptySection = <K extends string>(employeeId: string, keys: readonly K[]) =>
  ({ employeeId, ...Object.fromEntries(keys.map((k) => [k, ''])) }) as { employeeId: string } & Record<K, string>;

/** The spec's salary card from a computed payslip: BASIC, gross, net, PF_EE, PT and TDS (BEYOND §B5). */
export function computedSalaryRecord(payslip: PayslipRow): SalaryRecord {
  const line = (code: string) =>
    money(payslip.lines.filter((l) => l.code === code).reduce((sum, l) => sum + BigInt(l.amount), 0n));
  return {
    employeeId: payslip.employeeId,
    basicPay: line('BASIC'),
    netPay: money(payslip.net),
    grossPay: money(payslip.gross),
    payFrequency: 'Monthly',
    providentFund: line('PF_EE'),
    professionalTax: line('PT'),
    insurance: '0',
    federaltax: line('TDS'),
    stateTax: '0',
    localTax: '0',
  };
}
