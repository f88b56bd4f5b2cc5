import { z } from 'zod';
import { typedText } from '../profile';

/** Spec 2 §5 'Payroll' and §9: text max 20 letters and spaces, money digits only max 10, bank account 9–18 digits, IFSC. */
export const PAYROLL_TEXT_MAX = 20;
export const PAYROLL_MONEY_DIGITS = 10;
export const PAYROLL_EMPLOYEE_ID_MAX = 15;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
export const MONEY_PATTERN = /^\d{1,10}$/;
const LETTERS_SPACES = /^[A-Za-z ]+$/;
/**
 * Pay frequency: words ('Monthly', spec 2 §5) or, as the original client's digits-only box sends it
 * (API.md §4.9), the number of pay periods in a year, 1–365 ('12' monthly, '26' fortnightly, '52' weekly).
 */
export const PAY_FREQUENCY_PATTERN = /^(?:[A-Za-z ]{1,20}|0*(?:[1-9]\d?|[12]\d\d|3[0-5]\d|36[0-5]))$/;
/** The names of the usual numbers of pay periods in a year. */
export const PAY_PERIOD_NAMES: Record<number, string> = {
  1: 'Yearly',
  2: 'Half-yearly',
  4: 'Quarterly',
  12: 'Monthly',
  24: 'Twice a month',
  26: 'Fortnightly',
  52: 'Weekly',
};
/** How a pay frequency reads on screen and payslip: a number of pay periods becomes its name where it has one. */
export function payFrequencyLabel(value: string): string {
  const periods = payPeriodsOf(value);
  if (periods === undefined) return value;
  return PAY_PERIOD_NAMES[periods] ?? `${periods} pay periods a year`;
}

/** A payslip PDF's file name, whichever screen or route hands it out: "payslip-EMP001-2026-03.pdf". */
export const payslipFileName = (employeeId: string, month: string) => `payslip-${employeeId}-${month}.pdf`;

/** The number of pay periods a year whose name the frequency is ("Monthly": 12), if any. */
export const payPeriodsNamed = (value: string): number | undefined => {
  const named = Object.entries(PAY_PERIOD_NAMES).find(([, name]) => name.toLowerCase() === value.trim().toLowerCase());
  return named ? Number(named[0]) : undefined;
};

/** The number of pay periods a year a pay frequency gives, unless it is written in words. */
export const payPeriodsOf = (value: string): number | undefined => (/^\d+$/.test(value) ? Number(value) : undefined);

export const PAYROLL_MESSAGES = {
  employeeId: 'Employee ID must be letters and digits only, at most 15 characters.',
  required: (label: string) => `${label} is required.`,
  text: (label: string) => `${label} must contain only letters and spaces (max 20).`,
  payFrequency: 'Pay Frequency must be letters and spaces (max 20) or the number of pay periods in a year (1–365).',
  money: (label: string) => `${label} must contain only digits (max 10).`,
  bankAccount: 'Bank Account Number must be 9 to 18 digits.',
  ifsc: 'Invalid IFSC Code: 4 letters, then 0, then 6 letters or digits.',
  allRequired: 'All fields must be filled in before saving.',
  failed: 'Failed to add data. Please try again.',
  saved: 'Payroll details saved successfully!',
  ownOnly: 'You can only see your own pay.',
  sectionExists: 'This section already exists; update it instead.',
  noData: 'Not filled in yet.',
  noSalary: 'Salary details are not filled in yet, so there is no payslip.',
  payslip: 'Download Payslip',
  payslipFailed: 'Could not download the payslip. Please try again.',
  enterId: 'Enter an employee ID to see their payroll.',
} as const;
const M = PAYROLL_MESSAGES;

export const PAYROLL_LABELS = {
  employeeId: 'Employee ID',
  employeeName: 'Employee Name',
  department: 'Department',
  designation: 'Designation',
  location: 'Location',
  basicPay: 'Basic Pay',
  netPay: 'Net Pay',
  grossPay: 'Gross Pay',
  payFrequency: 'Pay Frequency',
  providentFund: 'Provident Fund',
  professionalTax: 'Professional Tax',
  insurance: 'Insurance',
  federaltax: 'Federal Tax',
  stateTax: 'State Tax',
  localTax: 'Local Tax',
  bonus: 'Bonus',
  overtimePay: 'Overtime Pay',
  incentives: 'Incentives',
  bankAccountNumber: 'Bank Account Number',
  bankName: 'Bank Name',
  branch: 'Branch',
  nameAsPerBankAccount: 'Name as per Bank Account',
  ifscCode: 'IFSC Code',
} as const;
type Label = keyof typeof PAYROLL_LABELS;
const L = PAYROLL_LABELS;

/** The employee a payroll read or write is for: letters and digits, at most 15 (spec 2 §5). */
export const payrollEmployeeIdSchema = z
  .string({ error: M.required(L.employeeId) })
  .trim()
  .min(1, M.required(L.employeeId))
  .regex(/^[A-Za-z0-9]{1,15}$/, M.employeeId);

/** A value typed in a box (or a JSON number), required, then checked against a pattern. */
const typed = (label: Label, pattern: RegExp, message: string) =>
  typedText.pipe(z.string().min(1, M.required(L[label])).regex(pattern, message));
const text = (label: Label) =>
  typed(label, LETTERS_SPACES, M.text(L[label])).pipe(z.string().max(PAYROLL_TEXT_MAX, M.text(L[label])));
const money = (label: Label) => typed(label, MONEY_PATTERN, M.money(L[label]));

export const SALARY_MONEY_FIELDS = [
  'basicPay',
  'grossPay',
  'netPay',
  'providentFund',
  'professionalTax',
  'insurance',
  'federaltax',
  'stateTax',
  'localTax',
] as const;
export const EARNINGS_FIELDS = ['bonus', 'overtimePay', 'incentives'] as const;
export const BANK_FIELDS = ['bankAccountNumber', 'bankName', 'branch', 'nameAsPerBankAccount', 'ifscCode'] as const;
/**
 * The fields each field message is built for: the catalogue spells each one out per field
 * (`messages.payrollFields.money.basicPay`), as the address fields' are, so the sentence has its own code.
 */
export const PAYROLL_LABELLED_FIELDS = {
  // "Employee ID is required." and "Location is required." are other forms' sentences too: one key each already
  required: [...SALARY_MONEY_FIELDS, 'payFrequency', ...EARNINGS_FIELDS, ...BANK_FIELDS],
  text: ['location', 'bankName', 'branch', 'nameAsPerBankAccount'],
  money: [...SALARY_MONEY_FIELDS, ...EARNINGS_FIELDS],
} as const satisfies Record<string, readonly Label[]>;

/** employeeInfo/create|update: name, department and designation come from the employee's records; payroll keeps the location. */
export const employeeInfoSchema = z.object({
  employeeId: payrollEmployeeIdSchema,
  location: text('location'),
});

export const salarySchema = z.object({
  employeeId: payrollEmployeeIdSchema,
  basicPay: money('basicPay'),
  netPay: money('netPay'),
  grossPay: money('grossPay'),
  payFrequency: typed('payFrequency', PAY_FREQUENCY_PATTERN, M.payFrequency),
  providentFund: money('providentFund'),
  professionalTax: money('professionalTax'),
  insurance: money('insurance'),
  federaltax: money('federaltax'),
  stateTax: money('stateTax'),
  localTax: money('localTax'),
});

export const earningsSchema = z.object({
  employeeId: payrollEmployeeIdSchema,
  bonus: money('bonus'),
  overtimePay: money('overtimePay'),
  incentives: money('incentives'),
});

export const bankDetailsSchema = z.object({
  employeeId: payrollEmployeeIdSchema,
  bankAccountNumber: typed('bankAccountNumber', BANK_ACCOUNT_PATTERN, M.bankAccount),
  bankName: text('bankName'),
  branch: text('branch'),
  nameAsPerBankAccount: text('nameAsPerBankAccount'),
  ifscCode: typedText
    .transform((v) => v.toUpperCase())
    .pipe(z.string().min(1, M.required(L.ifscCode)).regex(IFSC_PATTERN, M.ifsc)),
});

export type EmployeeInfoInput = z.input<typeof employeeInfoSchema>;
export type SalaryInput = z.input<typeof salarySchema>;
export type Salary = z.output<typeof salarySchema>;
export type EarningsInput = z.input<typeof earningsSchema>;
export type Earnings = z.output<typeof earningsSchema>;
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
export type BankDetails = z.output<typeof bankDetailsSchema>;

/** What the cards show; money travels as digit strings (contract §4.9). */
export const employeeInfoRecordSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  department: z.string(),
  designation: z.string(),
  location: z.string(),
});
const strings = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>);
export const salaryRecordSchema = strings(['employeeId', 'payFrequency', ...SALARY_MONEY_FIELDS]);
export const earningsRecordSchema = strings(['employeeId', ...EARNINGS_FIELDS]);
export const bankDetailsRecordSchema = strings(['employeeId', ...BANK_FIELDS]);
export type EmployeeInfoRecord = z.infer<typeof employeeInfoRecordSchema>;
export type SalaryRecord = z.infer<typeof salaryRecordSchema>;
export type EarningsRecord = z.infer<typeof earningsRecordSchema>;
export type BankDetailsRecord = z.infer<typeof bankDetailsRecordSchema>;

/** GET payroll-section/get-payroll-section: a section not filled in yet is null. */
export const payrollSectionSchema = z.object({
  onboardingEmployeeInformationDTO: employeeInfoRecordSchema,
  getSalaryDTO: salaryRecordSchema.nullable(),
  getEarningsDetailsDTO: earningsRecordSchema.nullable(),
  getBankDetailsDTO: bankDetailsRecordSchema.nullable(),
});
export type PayrollSection = z.infer<typeof payrollSectionSchema>;

export const payrollEmployeeQuerySchema = z.object({ employeeId: payrollEmployeeIdSchema });
/** GET payroll-section/payslip: ?employeeId= and an optional month (yyyy-MM, default this month). */
export const payslipQuerySchema = z.object({
  employeeId: payrollEmployeeIdSchema,
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be yyyy-MM.')
    .optional(),
});
export const payrollEmployeeParamsSchema = z.object({ employeeId: payrollEmployeeIdSchema });

/** The last four digits of an account number, the rest masked (payslip). */
export const maskAccountNumber = (account: string) => `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;
