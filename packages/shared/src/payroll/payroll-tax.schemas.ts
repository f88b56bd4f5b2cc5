import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approvals';
import { formatMessage } from '../common';
import { DECLARATION_SECTIONS, TAX_REGIMES } from './engine/types';
import { payrollEmployeeIdSchema } from './payroll.schemas';
import { employerDetailsSchema } from './payroll-employer.schemas';
import { financialYearField } from './payroll-engine.schemas';

/** The tax messages with values, as templates (issue 27 point 4); the catalogue's `messages.payrollTax`. */
export const PAYROLL_TAX_TEMPLATES = {
  windowClosed: 'Declarations for {{fy}} are closed; ask your payroll admin to open the window.',
  proofNotDeclared: 'Declare an amount under {{section}} before uploading its proof.',
  noForm16: 'There are no published payslips for {{fy}}, so there is no Form 16 for it.',
  duplicateSection: 'Section {{section}} appears more than once.',
} as const;

/** Declarations, proofs and the income-tax projection (BEYOND §B5, issue 29): messages written once. */
export const PAYROLL_TAX_MESSAGES = {
  windowClosed: (fy: string) => formatMessage(PAYROLL_TAX_TEMPLATES.windowClosed, { fy }),
  ownOnly: 'You can only see and change your own declarations and tax.',
  proofFile: 'Upload the proof as a PDF, JPEG or PNG of at most 5 MB.',
  proofSection: 'Section must be one of 80C, 80D, 80CCD1B, 24B, HRA.',
  proofNotDeclared: (section: string) => formatMessage(PAYROLL_TAX_TEMPLATES.proofNotDeclared, { section }),
  proofTooLarge: 'The proof is larger than 5 MB.',
  noHr: 'Nobody is set as your HR, so nobody can approve a proof yet. Ask your admin.',
  proofNotFound: 'This proof does not exist.',
  approved: 'Proof approved.',
  rejected: 'Proof rejected.',
  noForm16: (fy: string) => formatMessage(PAYROLL_TAX_TEMPLATES.noForm16, { fy }),
  duplicateSection: (section: string) => formatMessage(PAYROLL_TAX_TEMPLATES.duplicateSection, { section }),
} as const;

export const PROOF_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const declarationParamsSchema = z.object({ employeeId: payrollEmployeeIdSchema, fy: financialYearField });

const declarationItemRecord = z.object({
  section: z.enum(DECLARATION_SECTIONS),
  amount: z.number(),
  rentPaidMonthly: z.number().nullable(),
  metro: z.boolean().nullable(),
});

/** GET/PUT payroll/declarations/{employeeId}/{fy}: the contract's {regime, items} and where the window stands. */
export const declarationRecordSchema = z.object({
  employeeId: z.string(),
  fy: z.string(),
  regime: z.enum(TAX_REGIMES),
  items: z.array(declarationItemRecord),
  /** false until the person (or an admin) saved a declaration: `regime` is then the salary's. */
  declared: z.boolean(),
  open: z.boolean(),
  proofsDue: z.string().nullable(),
});
export type DeclarationRecord = z.infer<typeof declarationRecordSchema>;

export const declarationWindowRecordSchema = z.object({ fy: z.string(), open: z.boolean(), proofsDue: z.string().nullable() });
export type DeclarationWindowRecord = z.infer<typeof declarationWindowRecordSchema>;
export const declarationWindowQuerySchema = z.object({ fy: financialYearField });

export const proofFiledSchema = z.object({ id: z.number().int(), status: z.literal('PENDING') });

export const taxProofSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  fy: z.string(),
  section: z.enum(DECLARATION_SECTIONS),
  fileName: z.string(),
  size: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  comments: z.string(),
  createdAt: z.string(),
});
export type TaxProof = z.infer<typeof taxProofSchema>;

export const proofDecisionBodySchema = z.object({
  verdict: z.enum(['approve', 'reject'], { error: 'Verdict must be approve or reject.' }),
  comments: z.string({ error: 'Comments are required.' }).trim().min(1, 'Comments are required.').max(500),
});
export const proofDecisionSchema = z.object({ id: z.number().int(), status: z.enum(APPROVAL_STATUSES), message: z.string() });

/** GET payroll/tax/{employeeId}/{fy}: what the next run of that year computes (rupees). */
export const taxProjectionSchema = z.object({
  employeeId: z.string(),
  fy: z.string(),
  /** The month the projection is computed for (the next run's month; the year's last month once it is over). */
  month: z.string(),
  regime: z.enum(TAX_REGIMES),
  projectedTaxable: z.number(),
  annualTax: z.number(),
  deductedSoFar: z.number(),
  monthlyTds: z.number(),
});
export type TaxProjection = z.infer<typeof taxProjectionSchema>;

/**
 * GET/PUT payroll/previous-employment/{employeeId}/{fy} (issue 29): salary and tax with earlier employers that
 * year (section 192(2)), rupees. `recorded` is false (and both 0) until HR or an admin entered them.
 */
export const previousEmploymentRecordSchema = z.object({
  employeeId: z.string(),
  fy: z.string(),
  taxableIncome: z.number(),
  tds: z.number(),
  /** professional tax they deducted (section 16(iii) in Form 16, old regime) */
  professionalTax: z.number(),
  recorded: z.boolean(),
  /** whether the caller may change them (the person's HR and admins) */
  editable: z.boolean(),
});
export type PreviousEmploymentRecord = z.infer<typeof previousEmploymentRecordSchema>;

/** GET payroll/form16/{employeeId}/{fy}: Form 16 Part B as JSON (default) or its PDF. */
export const form16QuerySchema = z.object({ format: z.enum(['json', 'pdf']).optional() });

/** Form 16 Part B (issue 29): whole rupees, each line as rule 31(1)(a)'s annexure numbers it. */
export const form16PartBSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  employer: z.string(),
  fy: z.string(),
  /** the assessment year that follows, e.g. 2027-28 for 2026-27 */
  assessmentYear: z.string(),
  regime: z.enum(TAX_REGIMES),
  /** true until the organisation's March run of the year is published: the figures can still change */
  provisional: z.boolean(),
  months: z.number().int(),
  rulePack: z.string(),
  grossSalary: z.number(),
  /** 1(e): salary from earlier employers this year (section 192(2)), included in grossSalary */
  previousEmployerSalary: z.number(),
  exemptAllowances: z.number(),
  hraExemption: z.number(),
  totalExemptions: z.number(),
  salaryAfterExemptions: z.number(),
  standardDeduction: z.number(),
  /** 4(c): tax on employment, section 16(iii) (old regime): here and at earlier employers, at most 2,500 */
  professionalTax: z.number(),
  /** professional tax earlier employers deducted this year, as reported (counted in professionalTax) */
  previousEmployerProfessionalTax: z.number(),
  incomeFromSalary: z.number(),
  homeLoanInterest: z.number(),
  grossTotalIncome: z.number(),
  chapterVIA: z.object({ '80C': z.number(), '80D': z.number(), '80CCD1B': z.number() }),
  chapterVIATotal: z.number(),
  totalIncome: z.number(),
  taxOnIncome: z.number(),
  rebate87A: z.number(),
  surcharge: z.number(),
  cess: z.number(),
  taxPayable: z.number(),
  relief89: z.number(),
  netTaxPayable: z.number(),
  tdsDeducted: z.number(),
  /** tax deducted by earlier employers this year */
  previousEmployerTds: z.number(),
  balance: z.number(),
  /**
   * Part A as far as the product knows it: the employer's name, its TAN, PAN and address as an admin recorded them
   * (payroll/employer; null until then), the employee's PAN, the period with the employer in the year and the
   * amounts paid and tax deducted per quarter from the published runs.
   */
  partA: z.object({
    employer: z.string(),
    deductor: employerDetailsSchema.nullable(),
    /**
     * The employee's PAN from their onboarding documents (null: none recorded): in full to the person themself,
     * masked to everyone else here. The PDF an admin or the person's HR downloads carries it in full, and each such
     * download is audited (`reveal`).
     */
    pan: z.string().nullable(),
    /** whether `pan` is masked and the caller's PDF download would carry it in full (admins and the person's HR) */
    panRevealable: z.boolean(),
    period: z.object({ from: z.string(), to: z.string() }).nullable(),
    quarters: z.array(z.object({ quarter: z.enum(['Q1', 'Q2', 'Q3', 'Q4']), amountPaid: z.number(), tdsDeducted: z.number() })),
  }),
});
export type Form16Record = z.infer<typeof form16PartBSchema>;
