import {
  COMPONENT_CODE_PATTERN,
  PAYROLL_ENGINE_MESSAGES,
  ptSlabsBodySchema,
  runInputsBodySchema,
  type SalaryComponent,
  salaryBodySchema,
  structureBodySchema,
  type TaxRegime,
} from '@hrms/shared';
import { z } from 'zod';

/**
 * The payroll forms hold what is typed (text for amounts and days) and are checked by the engine's own
 * request schemas (@hrms/shared payroll-engine.schemas), so a formula error shows under its field before
 * the server is asked, with the same message the server would answer.
 */

/** Text typed as an amount or days → the JSON number the API takes ('' stays not-a-number, so it is refused). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export type StructureForm = {
  code: string;
  name: string;
  components: SalaryComponent[];
};

/** The structure editor: its code (the path of PUT payroll/structures/{code}) and the body the engine checks. */
export const structureFormSchema = z
  .object({
    code: z.string().trim().regex(COMPONENT_CODE_PATTERN, PAYROLL_ENGINE_MESSAGES.code),
    name: z.string(),
    components: z.array(z.custom<SalaryComponent>()),
  })
  .superRefine((value, ctx) => {
    const body = structureBodySchema.safeParse({ name: value.name, components: value.components });
    if (!body.success)
      for (const issue of body.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((value) => ({ code: value.code, ...structureBodySchema.parse({ name: value.name, components: value.components }) }));

export type SalaryForm = {
  structure: string;
  annualCtc: string;
  effectiveFrom: string;
  taxRegime: TaxRegime;
  ptState: string;
  pfCapped: boolean;
  uan: string;
  bankAccount: string;
  ifsc: string;
};

/** A new salary revision: the form's text → PUT payroll/salaries' body, checked by its schema. */
export const salaryFormSchema = z
  .custom<SalaryForm>()
  .transform((form) => ({
    ...form,
    annualCtc: numberOf(form.annualCtc),
    ptState: form.ptState || null,
    uan: form.uan.trim() || null,
  }))
  .pipe(salaryBodySchema);

export type InputsForm = {
  people: {
    employeeId: string;
    lopDays: string;
    additions: { code: string; name: string; amount: string; taxable: boolean }[];
    deductions: { code: string; name: string; amount: string }[];
  }[];
};

/** A run's one-off inputs: the form's text → POST payroll/runs/{runId}/inputs' body under `people`. */
export const inputsFormSchema = z
  .custom<InputsForm>()
  .transform((form): { people: z.input<typeof runInputsBodySchema> } => ({
    people: form.people.map((person) => ({
      employeeId: person.employeeId.trim(),
      lopDays: person.lopDays.trim() === '' ? 0 : numberOf(person.lopDays),
      additions: person.additions.map((a) => ({ ...a, code: a.code.trim().toUpperCase(), amount: numberOf(a.amount) })),
      deductions: person.deductions.map((d) => ({ ...d, code: d.code.trim().toUpperCase(), amount: numberOf(d.amount) })),
    })),
  }))
  .pipe(z.object({ people: runInputsBodySchema }));

export type PtSlabsForm = { slabs: { from: string; to: string; amount: string; februaryAmount: string }[] };

/** Blank "to" = no upper end; blank February amount = the month's amount in February too. */
const optionalNumberOf = (text: string) => (text.trim() === '' ? null : numberOf(text));

/** A state's PT slabs: the form's text → PUT payroll/pt-slabs/{state}'s body, checked by its schema (same messages). */
export const ptSlabsFormSchema = z
  .custom<PtSlabsForm>()
  .transform((form) => ({
    slabs: form.slabs.map((slab) => ({
      from: numberOf(slab.from),
      to: optionalNumberOf(slab.to),
      amount: numberOf(slab.amount),
      februaryAmount: optionalNumberOf(slab.februaryAmount),
    })),
  }))
  .pipe(ptSlabsBodySchema);

/** A saved slab → the form's text. */
export const ptSlabFormRow = (slab: {
  from: number;
  to: number | null;
  amount: number;
  februaryAmount: number | null;
}): PtSlabsForm['slabs'][number] => ({
  from: String(slab.from),
  to: slab.to === null ? '' : String(slab.to),
  amount: String(slab.amount),
  februaryAmount: slab.februaryAmount === null ? '' : String(slab.februaryAmount),
});
