import { z } from 'zod';
import { FINANCIAL_YEAR_PATTERN, isCalendarDate, PAYROLL_MONTH_PATTERN } from './engine/calendar';
import { PAYROLL_ENGINE_LABELS as L, PAYROLL_ENGINE_MESSAGES as M, type PayrollEngineLabel } from './engine/messages';
import { paise, rupees } from './engine/money';
import { COMPONENT_CODE_PATTERN, checkStructure, STATUTORY_LINE_CODES } from './engine/structure';
import { COMPONENT_KINDS, DECLARATION_SECTIONS, TAX_REGIMES } from './engine/types';
import { BANK_ACCOUNT_PATTERN, IFSC_PATTERN, PAYROLL_MESSAGES, payrollEmployeeIdSchema } from './payroll.schemas';

/** Request bodies of BEYOND §B5; amounts are rupees as JSON numbers (the server turns them into paise with `paise`). */
export const UAN_PATTERN = /^\d{12}$/;
export const PT_STATE_PATTERN = /^[A-Z]{2}$/;
export const FORMULA_MAX_LENGTH = 500;
/** A structure's code (the `{code}` of payroll/structures/{code}): letters, digits, _ and -, at most 30. */
export const STRUCTURE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;
export const structureCodeField = z.string({ error: M.structureCode }).trim().regex(STRUCTURE_CODE_PATTERN, M.structureCode);
export const STRUCTURE_MAX_COMPONENTS = 100;
/** The largest amount a body may carry: ₹1,000 crore (keeps every sum far inside exact JSON numbers). */
export const PAYROLL_AMOUNT_MAX = 10_000_000_000;

/** Whether a JSON number is a rupee amount with at most two decimals. */
const hasWholePaise = (value: number): boolean => {
  try {
    return rupees(paise(value)) === value;
  } catch {
    return false;
  }
};
const amountField = (message: string, { positive = false } = {}) =>
  z
    .number({ error: message })
    .refine((value) => Number.isFinite(value) && (positive ? value > 0 : value >= 0) && value <= PAYROLL_AMOUNT_MAX, message)
    .refine(hasWholePaise, message);
const codeField = z.string({ error: M.code }).trim().regex(COMPONENT_CODE_PATTERN, M.code);
const nameField = z.string({ error: M.name }).trim().min(1, M.name).max(100, M.name);
const dateField = (name: PayrollEngineLabel, label = L[name]) =>
  z
    .string({ error: M.date(label) })
    .trim()
    .refine(isCalendarDate, M.date(label));
const daysField = (name: PayrollEngineLabel, label = L[name]) =>
  z.number({ error: M.days(label) }).refine((value) => value >= 0 && value <= 31 && Number.isInteger(value * 2), M.days(label));
const flag = (name: PayrollEngineLabel) => z.boolean({ error: M.flag(L[name]) });

export const salaryComponentSchema = z.object({
  // the code's format, reserved names and duplicates are checkStructure's (one message each, naming the component)
  code: z.string({ error: M.code }).trim(),
  name: nameField,
  kind: z.enum(COMPONENT_KINDS, { error: M.kind }),
  formula: z.string({ error: M.formulaMissing }).max(FORMULA_MAX_LENGTH, M.formulaTooLong),
  taxable: flag('taxable'),
  pfWage: flag('pfWage'),
  esiWage: flag('esiWage'),
});

/** The path of a checkStructure field ('components[2].formula') as Zod writes paths. */
export function fieldPath(field: string): (string | number)[] {
  return field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** PUT payroll/structures/{code}: the components checked as a whole (unknown names, cycles, syntax, duplicates). */
export const structureBodySchema = z
  .object({
    name: nameField,
    components: z
      .array(salaryComponentSchema, { error: M.componentsRequired })
      .min(1, M.componentsRequired)
      .max(STRUCTURE_MAX_COMPONENTS, `A structure has at most ${STRUCTURE_MAX_COMPONENTS} components.`),
  })
  .superRefine((value, ctx) => {
    if (value.components.length === 0) return; // answered by min(1) already
    for (const error of checkStructure(value.components).errors) {
      ctx.addIssue({ code: 'custom', path: fieldPath(error.field), message: error.message });
    }
  });
export type StructureBody = z.output<typeof structureBodySchema>;

/** PUT payroll/salaries/{employeeId}. No UAN = no PF; no ptState = no PT. */
export const salaryBodySchema = z.object({
  structure: structureCodeField,
  annualCtc: amountField(M.annualCtc, { positive: true }),
  effectiveFrom: dateField('effectiveFrom'),
  taxRegime: z.enum(TAX_REGIMES, { error: M.taxRegime }),
  ptState: z.string({ error: M.ptState }).trim().regex(PT_STATE_PATTERN, M.ptState).nullable(),
  pfCapped: flag('pfCapped'),
  uan: z.string({ error: M.uan }).trim().regex(UAN_PATTERN, M.uan).nullable(),
  bankAccount: z.string({ error: PAYROLL_MESSAGES.bankAccount }).trim().regex(BANK_ACCOUNT_PATTERN, PAYROLL_MESSAGES.bankAccount),
  ifsc: z.string({ error: PAYROLL_MESSAGES.ifsc }).trim().toUpperCase().regex(IFSC_PATTERN, PAYROLL_MESSAGES.ifsc),
});
export type SalaryBody = z.output<typeof salaryBodySchema>;

const wholeRupees = (name: PayrollEngineLabel) =>
  z
    .number({ error: M.wholeRupees(L[name]) })
    .int(M.wholeRupees(L[name]))
    .min(0, M.wholeRupees(L[name]));

export const ptSlabSchema = z.object({
  from: wholeRupees('from'),
  to: wholeRupees('to').nullable(),
  amount: wholeRupees('amount'),
  februaryAmount: wholeRupees('februaryAmount').nullable(),
});

/** PUT payroll/pt-slabs/{state}: slabs in order, each starting the rupee after the previous one ends; only the last open-ended. */
export const ptSlabsBodySchema = z
  .object({ slabs: z.array(ptSlabSchema, { error: M.slabsRequired }).min(1, M.slabAtLeastOne).max(50) })
  .superRefine((value, ctx) => {
    value.slabs.forEach((slab, index) => {
      if (slab.to !== null && slab.to < slab.from)
        ctx.addIssue({ code: 'custom', path: ['slabs', index, 'to'], message: M.slabRange(index) });
      const previous = value.slabs[index - 1];
      if (previous && (previous.to === null || slab.from !== previous.to + 1)) {
        ctx.addIssue({ code: 'custom', path: ['slabs', index, 'from'], message: M.slabsOrder(index) });
      }
    });
  });
export type PtSlabsBody = z.output<typeof ptSlabsBodySchema>;

export const payrollMonthField = z.string({ error: M.month }).trim().regex(PAYROLL_MONTH_PATTERN, M.month);
/** POST payroll/runs */
export const runBodySchema = z.object({ month: payrollMonthField });

const oneOffCode = codeField.superRefine((code, ctx) => {
  if ((STATUTORY_LINE_CODES as readonly string[]).includes(code)) ctx.addIssue({ code: 'custom', message: M.reservedCode(code) });
});
/** POST payroll/runs/{runId}/inputs: one entry per person. */
export const runInputsBodySchema = z
  .array(
    z.object({
      employeeId: payrollEmployeeIdSchema,
      lopDays: daysField('lopDays').default(0),
      additions: z
        .array(z.object({ code: oneOffCode, name: nameField, amount: amountField(M.amount(L.amount)), taxable: flag('taxable') }))
        .max(50)
        .default([]),
      deductions: z
        .array(z.object({ code: oneOffCode, name: nameField, amount: amountField(M.amount(L.amount)) }))
        .max(50)
        .default([]),
    }),
    { error: M.inputsList },
  )
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.employeeId))
        ctx.addIssue({ code: 'custom', path: [index, 'employeeId'], message: M.duplicateEmployee(item.employeeId) });
      seen.add(item.employeeId);
    });
  });
export type RunInputsBody = z.output<typeof runInputsBodySchema>;

/** PUT payroll/declarations/{employeeId}/{fy}. An HRA item needs the rent paid a month; its amount is not used. */
export const declarationsBodySchema = z.object({
  regime: z.enum(TAX_REGIMES, { error: M.taxRegime }),
  items: z
    .array(
      z
        .object({
          section: z.enum(DECLARATION_SECTIONS, { error: M.section }),
          amount: amountField(M.amount(L.amount)),
          rentPaidMonthly: amountField(M.amount(L.rentPaidMonthly)).nullable().optional(),
          metro: z
            .boolean({ error: M.flag(L.metro) })
            .nullable()
            .optional(),
        })
        .superRefine((item, ctx) => {
          if (item.section === 'HRA' && (item.rentPaidMonthly === null || item.rentPaidMonthly === undefined)) {
            ctx.addIssue({ code: 'custom', path: ['rentPaidMonthly'], message: M.amount(L.rentPaidMonthly) });
          }
        }),
    )
    .max(20)
    .default([]),
});
export type DeclarationsBody = z.output<typeof declarationsBodySchema>;

export const PREVIOUS_EMPLOYMENT_MESSAGES = {
  tdsOverIncome: 'Tax deducted by earlier employers cannot be more than the salary they paid.',
  professionalTaxOverIncome: 'Professional tax paid at earlier employers cannot be more than the salary they paid.',
  saved: 'Earlier employment saved.',
} as const;

/**
 * PUT payroll/previous-employment/{employeeId}/{fy}: salary and tax with earlier employers in that financial year
 * (section 192(2) of the Income-tax Act 1961; the employee's Form 12B), entered by HR or an admin, and the
 * professional tax they deducted (0 when not given; Form 16 counts it under section 16(iii)). Neither the tax
 * deducted nor the professional tax can be more than the salary.
 */
export const previousEmploymentBodySchema = z
  .object({
    taxableIncome: amountField(M.amount(L.taxableIncome)),
    tds: amountField(M.amount(L.tds)),
    professionalTax: amountField(M.amount(L.professionalTax)).optional().default(0),
  })
  .superRefine((body, ctx) => {
    if (body.tds > body.taxableIncome) {
      ctx.addIssue({ code: 'custom', path: ['tds'], message: PREVIOUS_EMPLOYMENT_MESSAGES.tdsOverIncome });
    }
    if (body.professionalTax > body.taxableIncome) {
      ctx.addIssue({
        code: 'custom',
        path: ['professionalTax'],
        message: PREVIOUS_EMPLOYMENT_MESSAGES.professionalTaxOverIncome,
      });
    }
  });
export type PreviousEmploymentBody = z.output<typeof previousEmploymentBodySchema>;

export const financialYearField = z
  .string({ error: M.fy })
  .trim()
  .refine((value) => {
    const match = FINANCIAL_YEAR_PATTERN.exec(value);
    return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
  }, M.fy);

/** PATCH payroll/declaration-window */
export const declarationWindowBodySchema = z.object({
  fy: financialYearField,
  open: flag('open'),
  proofsDue: dateField('proofsDue').nullable().optional(),
});
export type DeclarationWindowBody = z.output<typeof declarationWindowBodySchema>;

/** POST payroll/runs/{runId}/unlock */
export const unlockBodySchema = z.object({ reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(500) });
