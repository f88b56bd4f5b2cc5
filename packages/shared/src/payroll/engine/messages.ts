/** The payroll engine's English messages (structure checks, request bodies, compute failures), written once. */
export const FORMULA_VARIABLES = ['CTC', 'MONTHLY_CTC', 'DAYS_IN_MONTH', 'PAID_DAYS', 'LOP_DAYS'] as const;

export const PAYROLL_ENGINE_MESSAGES = {
  formulaRequired: (code: string) => `Component ${code}: the formula is required.`,
  syntax: (code: string, detail: string, position: number) =>
    `Component ${code}: the formula has a syntax error at character ${position}: ${detail}.`,
  unknownName: (code: string, name: string) =>
    `Component ${code}: the formula uses ${name}, which is not a component of this structure nor one of ${FORMULA_VARIABLES.join(', ')}.`,
  cycle: (code: string, path: string[]) => `Component ${code}: the formula depends on itself (${path.join(' → ')}).`,
  duplicateCode: (code: string) => `Component ${code} appears more than once; each component needs its own code.`,
  codeFormat: (code: string) =>
    `Component ${code || '(no code)'}: the code must be capital letters, digits and _ (starting with a letter, at most 30).`,
  reservedCode: (code: string) => `Component ${code}: the code is reserved for the engine's own names or lines.`,
  componentsRequired: 'A structure needs at least one component.',
  divisionByZero: (code: string) => `Component ${code}: the formula divides by zero for this salary.`,
  negativeAmount: (code: string) => `Component ${code}: the formula gives a negative amount for this salary.`,
  noRulePack: (fy: string) => `There are no statutory rules for the financial year ${fy}.`,
  month: 'Month must be a month written as yyyy-MM.',
  date: (label: string) => `${label} must be a date written as yyyy-MM-dd.`,
  annualCtc: 'Annual CTC must be a positive amount in rupees with at most two decimals.',
  amount: (label: string) => `${label} must be an amount in rupees, 0 or more, with at most two decimals.`,
  taxRegime: 'Tax regime must be NEW or OLD.',
  ptState: 'PT state must be a two-letter state code.',
  uan: 'UAN must be 12 digits.',
  days: (label: string) => `${label} must be 0 or more, in whole or half days, at most 31.`,
  section: 'Section must be one of 80C, 80D, 80CCD1B, 24B, HRA.',
  slabsOrder: (index: number) =>
    `Slab ${index + 1} must start right after the previous one ends, and only the last slab may be open-ended.`,
  slabRange: (index: number) => `Slab ${index + 1}: "to" must not be below "from".`,
  reason: 'A reason is required.',
  fy: 'Financial year must be written as yyyy-yy, e.g. 2026-27.',
  code: 'Code must be capital letters, digits and _ (starting with a letter, at most 30).',
  structureCode: 'Structure code must be letters, digits, _ or - (at most 30).',
  name: 'Name is required (at most 100 characters).',
  duplicateEmployee: (employeeId: string) => `Employee ${employeeId} appears more than once.`,
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
