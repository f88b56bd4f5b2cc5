import { z } from 'zod';
import { addYears, parseIsoDate, RECHECK_FORM } from '../common';
import { EVEN_WITH_FIELD_ERRORS, lettersFieldsOf, optionalEmployeeId, textOf } from './profile-fields';

export const PASSPORT_MAX_VALIDITY_YEARS = 20;
export const PASSPORT_PATTERN = /^[A-Z]\d{7}$/;

/** Spec 1 §5 'Travel' and §2.12 texts. */
export const TRAVEL_MESSAGES = {
  passportRequired: 'Passport number is required.',
  passportFormat: 'Passport number must be 8 characters: one letter followed by 7 digits.',
  passportTaken: 'This passport number already exists.',
  issueRequired: 'Issue date is required.',
  expiryRequired: 'Expiry date is required.',
  expiryAfterIssue: 'Expiry date must be after the issue date.',
  tooLong: 'Expiry date must be within 20 years of the issue date.',
  alreadyExists: 'Travel details already exist for this employee.',
  notFound: 'No travel details found.',
  failed: RECHECK_FORM,
  empty: 'No Travel Details Added',
  created: 'Travel details added successfully!',
  updated: 'Travel details updated successfully!',
} as const;
const M = TRAVEL_MESSAGES;

/** The letters-and-spaces fields of the passport form: label and length limits. */
export const TRAVEL_LETTER_FIELDS = {
  placeOfIssue: { label: 'Place of issue', min: 2, max: 40 },
  country: { label: 'Country', min: 2, max: 40 },
  issuingAuthority: { label: 'Issuing authority', min: 2, max: 40 },
} as const;
const letters = lettersFieldsOf(TRAVEL_LETTER_FIELDS);

const fields = z.object({
  passportNumber: z
    .string({ error: M.passportRequired })
    .trim()
    .min(1, M.passportRequired)
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PASSPORT_PATTERN, M.passportFormat)),
  issueDate: z.string({ error: M.issueRequired }).trim().min(1, M.issueRequired),
  expireDate: z.string({ error: M.expiryRequired }).trim().min(1, M.expiryRequired),
  placeOfIssue: letters('placeOfIssue'),
  country: letters('country'),
  issuingAuthority: letters('issuingAuthority'),
  /** The record's id; clients may send it (even as "") and the server ignores it. */
  utid: z.unknown().optional(),
  employeeId: optionalEmployeeId,
});
type TravelFields = z.output<typeof fields>;

/** Issue before expiry; a passport is valid for at most 20 years. */
export function checkTravel(value: TravelFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const issued = parseIsoDate(textOf(value.issueDate)) ? textOf(value.issueDate) : null;
  const expires = parseIsoDate(textOf(value.expireDate)) ? textOf(value.expireDate) : null;
  // Empty dates are reported by the fields themselves; here only malformed or inconsistent ones.
  if (!issued && textOf(value.issueDate)) issue('issueDate', M.issueRequired);
  if (!expires && textOf(value.expireDate)) issue('expireDate', M.expiryRequired);
  if (!issued || !expires) return;
  if (expires <= issued) issue('expireDate', M.expiryAfterIssue);
  else if (expires > addYears(issued, PASSPORT_MAX_VALIDITY_YEARS)) issue('expireDate', M.tooLong);
}

/** The add/edit form and the body of POST createTravel / PATCH travel/ (contract/API.md §4.4). */
export const travelSchema = fields
  .superRefine((value, ctx) => checkTravel(value, ctx), EVEN_WITH_FIELD_ERRORS)
  .transform(({ utid: _utid, ...value }) => value);
export type TravelInput = z.input<typeof travelSchema>;
export type Travel = z.output<typeof travelSchema>;

/** GET travel/{id}: the one passport record (POST and PATCH answer the same). */
export const travelRecordSchema = z.object({
  passportNumber: z.string(),
  issueDate: z.string(),
  expireDate: z.string(),
  placeOfIssue: z.string(),
  country: z.string(),
  issuingAuthority: z.string(),
  utid: z.number().int(),
  employeeId: z.string(),
});
export type TravelRecord = z.infer<typeof travelRecordSchema>;
