import { formatMessage } from '../../common';

/** The payroll engine's English messages (structure checks, request bodies, compute failures), written once. */
export const FORMULA_VARIABLES = ['CTC', 'MONTHLY_CTC', 'DAYS_IN_MONTH', 'PAID_DAYS', 'LOP_DAYS'] as const;

/**
 * The engine's messages with values, as templates (issue 27 point 4): the catalogue's `messages.payrollEngine`,
 * so an error carries the code and its values and a browser shows it in its language. The formula's own
 * variables are spelled out (`FORMULA_VARIABLES`, checked by the engine's message test).
 */
export const PAYROLL_ENGINE_TEMPLATES = {
  formulaRequired: 'Component {{code}}: the formula is required.',
  syntax: 'Component {{code}}: the formula has a syntax error at character {{position}}: {{detail}}.',
  unknownName:
    'Component {{code}}: the formula uses {{name}}, which is not a component of this structure nor one of CTC, MONTHLY_CTC, DAYS_IN_MONTH, PAID_DAYS, LOP_DAYS.',
  cycle: 'Component {{code}}: the formula depends on itself ({{path}}).',
  duplicateCode: 'Component {{code}} appears more than once; each component needs its own code.',
  codeFormat: 'Component {{code}}: the code must be capital letters, digits and _ (starting with a letter, at most 30).',
  codeFormatEmpty: 'Component (no code): the code must be capital letters, digits and _ (starting with a letter, at most 30).',
  reservedCode: "Component {{code}}: the code is reserved for the engine's own names or lines.",
  divisionByZero: 'Component {{code}}: the formula divides by zero for this salary.',
  negativeAmount: 'Component {{code}}: the formula gives a negative amount for this salary.',
  noRulePack: 'There are no statutory rules for the financial year {{fy}}.',
  slabsOrder: 'Slab {{slab}} must start right after the previous one ends, and only the last slab may be open-ended.',
  slabRange: 'Slab {{slab}}: "to" must not be below "from".',
  duplicateEmployee: 'Employee {{employeeId}} appears more than once.',
} as const;
const T = PAYROLL_ENGINE_TEMPLATES;

/**
 * The fixed names the engine's field messages are built from; each message is spelled out per name in the
 * catalogue (`messages.payrollEngine.date.effectiveFrom`), as the address fields' are.
 */
export const PAYROLL_ENGINE_LABELS = {
  effectiveFrom: 'Effective from',
  proofsDue: 'Proofs due',
  lopDays: 'LOP days',
  amount: 'Amount',
  rentPaidMonthly: 'Rent paid a month',
  taxableIncome: 'Taxable salary from earlier employers',
  tds: 'Tax deducted by earlier employers',
  professionalTax: 'Professional tax paid at earlier employers',
  taxable: 'Taxable',
  pfWage: 'PF wage',
  esiWage: 'ESI wage',
  open: 'Open',
  pfCapped: 'PF capped',
  metro: 'Metro',
  from: 'From',
  to: 'To',
  februaryAmount: 'February amount',
} as const;
export type PayrollEngineLabel = keyof typeof PAYROLL_ENGINE_LABELS;

/** Which names each field message is built from (the keys of its per-name block in the catalogue). */
export const PAYROLL_ENGINE_LABELLED = {
  date: ['effectiveFrom', 'proofsDue'],
  amount: ['amount', 'rentPaidMonthly', 'taxableIncome', 'tds', 'professionalTax'],
  days: ['lopDays'],
  flag: ['taxable', 'pfWage', 'esiWage', 'open', 'pfCapped', 'metro'],
  wholeRupees: ['from', 'to', 'amount', 'februaryAmount'],
} as const satisfies Record<string, readonly PayrollEngineLabel[]>;

export const PAYROLL_ENGINE_MESSAGES = {
  formulaRequired: (code: string) => formatMessage(T.formulaRequired, { code }),
  syntax: (code: string, detail: string, position: number) => formatMessage(T.syntax, { code, detail, position }),
  unknownName: (code: string, name: string) => formatMessage(T.unknownName, { code, name }),
  cycle: (code: string, path: string[]) => formatMessage(T.cycle, { code, path: path.join(' → ') }),
  duplicateCode: (code: string) => formatMessage(T.duplicateCode, { code }),
  codeFormat: (code: string) => (code ? formatMessage(T.codeFormat, { code }) : T.codeFormatEmpty),
  reservedCode: (code: string) => formatMessage(T.reservedCode, { code }),
  componentsRequired: 'A structure needs at least one component.',
  divisionByZero: (code: string) => formatMessage(T.divisionByZero, { code }),
  negativeAmount: (code: string) => formatMessage(T.negativeAmount, { code }),
  noRulePack: (fy: string) => formatMessage(T.noRulePack, { fy }),
  month: 'Month must be a month written as yyyy-MM.',
  date: (label: string) => `${label} must be a date written as yyyy-MM-dd.`,
  annualCtc: 'Annual CTC must be a positive amount in rupees with at most two decimals.',
  amount: (label: string) => `${label} must be an amount in rupees, 0 or more, with at most two decimals.`,
  taxRegime: 'Tax regime must be NEW or OLD.',
  ptState: 'PT state must be a two-letter state code.',
  uan: 'UAN must be 12 digits.',
  days: (label: string) => `${label} must be 0 or more, in whole or half days, at most 31.`,
  flag: (label: string) => `${label} must be true or false.`,
  wholeRupees: (label: string) => `${label} must be whole rupees, 0 or more.`,
  section: 'Section must be one of 80C, 80D, 80CCD1B, 24B, HRA.',
  slabsOrder: (index: number) => formatMessage(T.slabsOrder, { slab: index + 1 }),
  slabRange: (index: number) => formatMessage(T.slabRange, { slab: index + 1 }),
  slabsRequired: 'Slabs are required.',
  slabAtLeastOne: 'At least one slab is required.',
  kind: 'Kind must be EARNING, DEDUCTION or REIMBURSEMENT.',
  formulaMissing: 'Formula is required.',
  formulaTooLong: 'Formula must be at most 500 characters.',
  inputsList: 'The inputs must be a list.',
  reason: 'A reason is required.',
  fy: 'Financial year must be written as yyyy-yy, e.g. 2026-27.',
  code: 'Code must be capital letters, digits and _ (starting with a letter, at most 30).',
  structureCode: 'Structure code must be letters, digits, _ or - (at most 30).',
  name: 'Name is required (at most 100 characters).',
  duplicateEmployee: (employeeId: string) => formatMessage(T.duplicateEmployee, { employeeId }),
} as const;

/** The names of the lines the engine adds (English; the payslip shows them as written). */
export const STATUTORY_LINE_NAMES = {
  PF_EE: 'Provident fund',
  PF_ER_EPS: 'Employer pension (EPS)',
  PF_ER_EPF: 'Employer provident fund',
  ESI_EE: 'Employee state insurance',
  ESI_ER: 'Employer state insurance',
  PT: 'Professional tax',
  TDS: 'Income tax (TDS)',
  LEAVE_ENCASHMENT: 'Leave encashment',
  EXPENSE: 'Expense reimbursement',
} as const;
