import { z } from 'zod';

/**
 * The organisation as the deductor of tax at source (issue 29): the TAN, PAN and address that Form 16 Part A and
 * Form 24Q carry (Income-tax Rules 1962, rules 31 and 31A). Written once here: the API, the form and the catalogues.
 */
export const PAYROLL_EMPLOYER_MESSAGES = {
  tan: 'TAN must be 4 letters, 5 digits and 1 letter (e.g. BLRA12345B).',
  pan: 'PAN must be 5 letters, 4 digits and 1 letter (e.g. AABCA1234F).',
  addressLine1: 'Address line 1 is required, at most 100 characters.',
  addressLine2: 'Address line 2 can have at most 100 characters.',
  city: 'City is required, at most 50 characters.',
  state: 'State is required, at most 50 characters.',
  pinCode: 'PIN code must be 6 digits and cannot start with 0.',
  saved: 'Employer details saved.',
} as const;
const M = PAYROLL_EMPLOYER_MESSAGES;

/** Tax deduction and collection account number: 4 letters, 5 digits, 1 letter (section 203A). */
export const TAN_PATTERN = /^[A-Z]{4}\d{5}[A-Z]$/;
/** Permanent account number: 5 letters, 4 digits, 1 letter (section 139A). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** An Indian postal index number: six digits, the first 1–9. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

const upperCode = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => pattern.test(value), message);
const text = (max: number, message: string, required: boolean) =>
  z
    .string({ error: message })
    .trim()
    .min(required ? 1 : 0, message)
    .max(max, message);

/** PUT payroll/employer (admin): every field is checked, and the codes are upper-cased. */
export const payrollEmployerBodySchema = z.object({
  tan: upperCode(TAN_PATTERN, M.tan),
  pan: upperCode(PAN_PATTERN, M.pan),
  addressLine1: text(100, M.addressLine1, true),
  addressLine2: text(100, M.addressLine2, false).optional().default(''),
  city: text(50, M.city, true),
  state: text(50, M.state, true),
  pinCode: z.string({ error: M.pinCode }).trim().regex(PIN_CODE_PATTERN, M.pinCode),
});
export type PayrollEmployerBody = z.output<typeof payrollEmployerBodySchema>;
export type PayrollEmployerInput = z.input<typeof payrollEmployerBodySchema>;

const employerDetails = z.object({
  tan: z.string(),
  pan: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});
/** The deductor's details as Form 16 Part A shows them. */
export const employerDetailsSchema = employerDetails;
export type EmployerDetails = z.infer<typeof employerDetails>;

/** GET/PUT payroll/employer: the details (empty strings and `recorded: false` until an admin saves them). */
export const payrollEmployerRecordSchema = employerDetails.extend({
  recorded: z.boolean(),
  /** whether the caller may change them (admins) */
  editable: z.boolean(),
});
export type PayrollEmployerRecord = z.infer<typeof payrollEmployerRecordSchema>;

/** The address on one line, as Form 16 Part A prints it: "line 1, line 2, city, state PIN". */
export function employerAddressLine(details: EmployerDetails): string {
  return [details.addressLine1, details.addressLine2, details.city, `${details.state} ${details.pinCode}`.trim()]
    .filter((part) => part !== '')
    .join(', ');
}
