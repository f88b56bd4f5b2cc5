// Samples for the payroll tests, here and in the server's API tests (never used by the product).
import type { SalaryComponent } from './engine/types';

/** A salary card the salary form accepts (spec 2 §5), of HRMS4. */
export const SAMPLE_SALARY = {
  employeeId: 'HRMS4',
  basicPay: '50000',
  netPay: '61000',
  grossPay: '70000',
  payFrequency: 'Monthly',
  providentFund: '6000',
  professionalTax: '200',
  insurance: '800',
  federaltax: '1000',
  stateTax: '500',
  localTax: '500',
};

/** Bank details the form accepts (a 9-digit account, the IFSC in lower case), of HRMS4. */
export const SAMPLE_BANK_DETAILS = {
  employeeId: 'HRMS4',
  bankAccountNumber: '123456789',
  bankName: 'State Bank',
  branch: 'Koramangala',
  nameAsPerBankAccount: 'Ananya Rao',
  ifscCode: 'sbin0001234',
};

/** An earning of a salary structure, named by its code: taxable, neither a PF nor an ESI wage unless `flags` says so. */
export const earningComponent = (code: string, formula: string, flags: Partial<SalaryComponent> = {}): SalaryComponent => ({
  code,
  name: code,
  kind: 'EARNING',
  formula,
  taxable: true,
  pfWage: false,
  esiWage: false,
  ...flags,
});
