import { z } from 'zod';
import { formatMessage } from '../common';
import { COMPONENT_KINDS, LINE_KINDS, TAX_REGIMES } from './engine/types';

/** The pay-run messages with values, as templates (issue 27 point 4); the catalogue's `messages.payrollRuns`. */
export const PAYROLL_RUN_TEMPLATES = {
  structureNotFound: 'There is no salary structure {{code}}.',
  runClosed: 'The pay run of {{month}} is {{status}}: it cannot be computed again.',
  notInOrganization: "Employee {{employeeId}} is not one of this organisation's people.",
} as const;

/** Messages of the pay-run calls (BEYOND §B5), written once. */
export const PAYROLL_RUN_MESSAGES = {
  ownOnly: 'You can only see your own pay.',
  structureNotFound: (code: string) => formatMessage(PAYROLL_RUN_TEMPLATES.structureNotFound, { code }),
  runNotFound: 'This pay run does not exist.',
  runClosed: (month: string, status: string) =>
    formatMessage(PAYROLL_RUN_TEMPLATES.runClosed, { month, status: status.toLowerCase() }),
  inputsNeedDraft: 'Inputs are taken only while the run is a draft.',
  lockNeedsDraft: 'Only a draft run can be locked.',
  publishNeedsLocked: 'Only a locked run can be published.',
  unlockNeedsLocked: 'Only a locked run can be unlocked; a published run stays as it is.',
  monthTooFar: 'A pay run can be started at most 12 months ahead.',
  payslipNotFound: 'There is no payslip for this month.',
  noSalary: 'This person has no salary yet.',
  notInOrganization: (employeeId: string) => formatMessage(PAYROLL_RUN_TEMPLATES.notInOrganization, { employeeId }),
  annualCtc: 'Annual CTC must be a positive amount in rupees with at most two decimals.',
  published: (month: string) => `Your payslip for ${month} is ready`,
  publishedBody: (month: string) => `Your payslip for ${month} has been published. Open My Pay to see it and download the PDF.`,
} as const;

const amount = z.number();
export const structureComponentRecordSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(COMPONENT_KINDS),
  formula: z.string(),
  taxable: z.boolean(),
  pfWage: z.boolean(),
  esiWage: z.boolean(),
});
export const structureRecordSchema = z.object({
  code: z.string(),
  name: z.string(),
  version: z.number().int(),
  components: z.array(structureComponentRecordSchema),
});
export type StructureRecord = z.infer<typeof structureRecordSchema>;

export const salaryRevisionRecordSchema = z.object({
  revisionId: z.number().int(),
  structure: z.string(),
  annualCtc: amount,
  effectiveFrom: z.string(),
  taxRegime: z.enum(TAX_REGIMES),
  ptState: z.string().nullable(),
  pfCapped: z.boolean(),
  uan: z.string().nullable(),
  /** masked to its last four except to admins */
  bankAccount: z.string().nullable(),
  ifsc: z.string().nullable(),
});
export type SalaryRevisionRecord = z.infer<typeof salaryRevisionRecordSchema>;
export const salaryRecordResponseSchema = z.object({
  employeeId: z.string(),
  current: salaryRevisionRecordSchema.nullable(),
  revisions: z.array(salaryRevisionRecordSchema),
});
export type SalaryRecordResponse = z.infer<typeof salaryRecordResponseSchema>;

export const ptSlabsRecordSchema = z.object({
  state: z.string(),
  /** true when the organisation kept its own slabs; false: the product's defaults */
  custom: z.boolean(),
  slabs: z.array(
    z.object({ from: z.number(), to: z.number().nullable(), amount: z.number(), februaryAmount: z.number().nullable() }),
  ),
});
export type PtSlabsRecord = z.infer<typeof ptSlabsRecordSchema>;

export const PAY_RUN_STATUSES = ['COMPUTING', 'DRAFT', 'LOCKED', 'PUBLISHED', 'FAILED'] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];

export const payRunRecordSchema = z.object({
  runId: z.string(),
  month: z.string(),
  status: z.enum(PAY_RUN_STATUSES),
  employees: z.number().int(),
  gross: amount,
  deductions: amount,
  net: amount,
  employerCost: amount,
  errors: z.array(z.object({ employeeId: z.string(), message: z.string() })),
  unlockReason: z.string().nullable(),
  createdAt: z.string(),
  computedAt: z.string().nullable(),
  lockedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type PayRunRecord = z.infer<typeof payRunRecordSchema>;
export const payRunSummarySchema = payRunRecordSchema.pick({
  runId: true,
  month: true,
  status: true,
  employees: true,
  gross: true,
  deductions: true,
  net: true,
  createdAt: true,
});
export type PayRunSummary = z.infer<typeof payRunSummarySchema>;

export const payslipRecordSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  month: z.string(),
  runId: z.string(),
  status: z.enum(PAY_RUN_STATUSES),
  daysInMonth: z.number().int(),
  paidDays: z.number(),
  lopDays: z.number(),
  lines: z.array(z.object({ code: z.string(), name: z.string(), kind: z.enum(LINE_KINDS), amount })),
  gross: amount,
  deductions: amount,
  net: amount,
  employerCost: amount,
  structure: z.string(),
  structureVersion: z.number().int(),
  rulePack: z.string(),
});
export type PayslipRecord = z.infer<typeof payslipRecordSchema>;
export const payslipPageSchema = z.object({ items: z.array(payslipRecordSchema), total: z.number().int() });
export const personPayslipsSchema = z.array(z.object({ month: z.string(), runId: z.string(), net: amount }));

export const PAY_DIFF_REASONS = ['revision', 'days', 'inputs', 'joined', 'left', 'statutory'] as const;
export type PayDiffReason = (typeof PAY_DIFF_REASONS)[number];
export const payRunDiffSchema = z.object({
  previousRunId: z.string().nullable(),
  items: z.array(
    z.object({
      employeeId: z.string(),
      name: z.string(),
      previousNet: amount,
      net: amount,
      change: amount,
      reasons: z.array(z.enum(PAY_DIFF_REASONS)),
    }),
  ),
});
export type PayRunDiff = z.infer<typeof payRunDiffSchema>;

/** Query strings of the run calls. */
export const payslipListQuerySchema = z.object({
  employeeId: z.string().trim().max(15).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
export const structurePreviewQuerySchema = z.object({
  annualCtc: z.coerce
    .number({ error: PAYROLL_RUN_MESSAGES.annualCtc })
    .positive(PAYROLL_RUN_MESSAGES.annualCtc)
    .max(10_000_000_000),
});
