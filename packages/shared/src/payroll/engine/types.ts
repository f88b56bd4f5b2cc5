/** The payroll engine's types, as agreed in the payroll seams (amounts are integer paise as bigint). */
export type Paise = bigint;
export type ComponentKind = 'EARNING' | 'DEDUCTION' | 'REIMBURSEMENT';
export type LineKind = 'EARNING' | 'DEDUCTION' | 'EMPLOYER' | 'REIMBURSEMENT';
export const COMPONENT_KINDS = ['EARNING', 'DEDUCTION', 'REIMBURSEMENT'] as const satisfies readonly ComponentKind[];
export const LINE_KINDS = ['EARNING', 'DEDUCTION', 'EMPLOYER', 'REIMBURSEMENT'] as const satisfies readonly LineKind[];

export interface SalaryComponent {
  code: string;
  name: string;
  kind: ComponentKind;
  formula: string;
  taxable: boolean;
  pfWage: boolean;
  esiWage: boolean;
}

/** field e.g. 'components[2].formula'; the message names the component's code. */
export interface FieldError {
  field: string;
  message: string;
}

/** Rupees as the contract's JSON; `to` null = no upper end. */
export interface PtSlab {
  from: number;
  to: number | null;
  amount: number;
  februaryAmount: number | null;
}

export type TaxRegime = 'NEW' | 'OLD';
export const TAX_REGIMES = ['NEW', 'OLD'] as const satisfies readonly TaxRegime[];
export type DeclarationSection = '80C' | '80D' | '80CCD1B' | '24B' | 'HRA';
export const DECLARATION_SECTIONS = ['80C', '80D', '80CCD1B', '24B', 'HRA'] as const satisfies readonly DeclarationSection[];
export interface Declaration {
  section: DeclarationSection;
  amount: number;
  rentPaidMonthly?: number | null;
  metro?: boolean | null;
}

export interface PayslipInput {
  /** 'yyyy-MM' */
  month: string;
  annualCtc: Paise;
  /** the structure of the revision in force */
  components: SalaryComponent[];
  /** 'yyyy-MM-dd'; days of the month before it are without pay */
  joiningDate: string | null;
  /** days after it are without pay */
  leavingDate: string | null;
  /** the run's input + the attendance lock's (halves allowed) */
  lopDays: number;
  /** member = has a UAN */
  pf: { member: boolean; capped: boolean };
  /** had ESI in an earlier month of the same contribution period (Apr–Sep, Oct–Mar) */
  esiCoveredEarlierInPeriod: boolean;
  /** the person's state's ([] = no PT) */
  ptSlabs: PtSlab[];
  taxRegime: TaxRegime;
  /** the financial year's (OLD regime only) */
  declarations: Declaration[];
  /** this FY's PUBLISHED runs before this month (`pt`: their PT lines, for section 16(iii) in the old regime; none = 0) */
  yearToDate: { taxableGross: Paise; tds: Paise; basic: Paise; hra: Paise; pt?: Paise };
  additions: { code: string; name: string; amount: Paise; taxable: boolean }[];
  deductions: { code: string; name: string; amount: Paise }[];
  /** B7 leavers: LEAVE_ENCASHMENT = round(days × full-month BASIC ÷ DAYS_IN_MONTH) */
  leaveEncashmentDays?: number;
  /** B7: approved unpaid claims → one EXPENSE line (REIMBURSEMENT, not prorated, not taxed) */
  expenses?: Paise;
  /** a mid-year joiner's income and tax with earlier employers this financial year (issue 29): counted like year-to-date */
  previousEmployer?: { taxableGross: Paise; tds: Paise };
}

export interface PayslipLine {
  code: string;
  name: string;
  kind: LineKind;
  amount: Paise;
}

export interface PayslipComputation {
  daysInMonth: number;
  paidDays: number;
  lopDays: number;
  lines: PayslipLine[];
  gross: Paise;
  deductions: Paise;
  net: Paise;
  employerCost: Paise;
  /** this month's, for later months' year-to-date */
  taxableGross: Paise;
  basic: Paise;
  hra: Paise;
  /** for the ECR and the ESI sheet: pfWage is the base of PF_EE (EPF wages), epsWage = min(PF wage, 15,000) (EPS and EDLI wages) */
  pfWage: Paise;
  epsWage: Paise;
  esiWage: Paise;
  esiCovered: boolean;
  /** for payroll/tax */
  projectedTaxable: Paise;
  annualTax: Paise;
  /** e.g. 'IN-FY2026-27' */
  rulePack: string;
}

/** One person's failure (division by zero, …): recorded in the run's errors, the run goes on. */
export class PayrollComputeError extends Error {
  override name = 'PayrollComputeError';
}
