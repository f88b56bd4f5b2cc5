import { z } from 'zod';
import { COUNTRY_CODE_VALUES, DEFAULT_COUNTRY_CODE } from '../common';
import { FAMILY_MESSAGES } from './family.constants';
import { EVEN_WITH_FIELD_ERRORS, optionalEmployeeId, textOf } from './profile-fields';

export const FAMILY_MAX_MEMBERS = 8;
export const FAMILY_NAME_MIN = 3;
export const FAMILY_NAME_MAX = 40;
export const FAMILY_DEFAULT_COUNTRY_CODE = DEFAULT_COUNTRY_CODE;

const M = FAMILY_MESSAGES;

/** Name and relation: required, no leading space, allowed characters, 3–40 (checked in that order). */
function memberText(messages: { required: string; leadingSpace: string; letters: string; length: string }, pattern: RegExp) {
  return z
    .string({ error: messages.required })
    .refine((v) => v.trim().length > 0, messages.required)
    .refine((v) => !/^\s/.test(v), messages.leadingSpace)
    .refine((v) => v.trim() === '' || pattern.test(v), messages.letters)
    .refine((v) => v.trim().length >= FAMILY_NAME_MIN && v.trim().length <= FAMILY_NAME_MAX, messages.length)
    .transform((v) => v.trim());
}

/** India numbers start 6–9 and have 10 digits; other codes have 10 digits not starting with 0 (spec 1 §5 Family). */
export function familyPhoneProblem(countryCode: string, phone: string): string | null {
  if (!phone) return M.phoneRequired;
  if (countryCode === '+91') return /^[6-9]\d{9}$/.test(phone) ? null : M.phoneIndia;
  return /^[1-9]\d{9}$/.test(phone) ? null : M.phoneOther;
}

/** Reads the alternative spellings the spec lists (Name, Relation, Phonenumber) as the usual ones. */
export function readFamilyAliases(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  return { ...b, name: b.name ?? b.Name, relation: b.relation ?? b.Relation, phoneNumber: b.phoneNumber ?? b.Phonenumber };
}

const fields = z.object({
  name: memberText(
    { required: M.nameRequired, leadingSpace: M.nameLeadingSpace, letters: M.nameLetters, length: M.nameLength },
    /^[A-Za-z ]+$/,
  ),
  relation: memberText(
    {
      required: M.relationRequired,
      leadingSpace: M.relationLeadingSpace,
      letters: M.relationLetters,
      length: M.relationLength,
    },
    /^[A-Za-z -]+$/,
  ),
  countryCode: z.enum(COUNTRY_CODE_VALUES, { error: M.countryCodeRequired }),
  phoneNumber: z.union([z.string(), z.number()], { error: M.phoneRequired }).transform((v) => String(v).trim()),
  memberId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive().nullish()),
  employeeId: optionalEmployeeId,
});

/**
 * The add/edit form and the body of POST createFamilyDetails / PATCH updateFamilyDetails
 * (contract/API.md §4.4; memberId identifies the member on update).
 */
export const familyMemberSchema = fields.superRefine((value, ctx) => {
  const problem = familyPhoneProblem(textOf(value.countryCode), textOf(value.phoneNumber));
  if (problem) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: problem });
}, EVEN_WITH_FIELD_ERRORS);
export type FamilyMemberInput = z.input<typeof familyMemberSchema>;
export type FamilyMember = z.output<typeof familyMemberSchema>;

/** One row of GET familyDetails/{id}; POST answers the same with the new memberId. */
export const familyMemberRecordSchema = z.object({
  memberId: z.number().int(),
  employeeId: z.string(),
  name: z.string(),
  relation: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
});
export type FamilyMemberRecord = z.infer<typeof familyMemberRecordSchema>;

export const familyDeleteQuerySchema = z.object({
  employeeId: z.string().trim().min(1).max(50),
  memberId: z.coerce.number().int().positive(),
});

/** Relation unique per employee (case-insensitive), ignoring the member being edited. */
export function relationTaken(
  rows: readonly { relation: string; memberId: number }[],
  relation: string,
  memberId?: number | null,
) {
  const wanted = relation.trim().toLowerCase();
  return rows.some((row) => row.relation.trim().toLowerCase() === wanted && row.memberId !== memberId);
}

/** A phone number may not repeat among the employee's members, ignoring the member being edited. */
export function phoneTaken(rows: readonly { phoneNumber: string; memberId: number }[], phone: string, memberId?: number | null) {
  return rows.some((row) => row.phoneNumber === phone.trim() && row.memberId !== memberId);
}

/** The spreadsheet export's file name: family-details-<employeeId>-<firstname>.xlsx. */
export function familyExportFileName(employeeId: string, firstname: string): string {
  const safe = firstname.replace(/[^A-Za-z0-9-]/g, '');
  return `family-details-${employeeId}-${safe}.xlsx`;
}

export const FAMILY_EXPORT_COLUMNS = ['Name', 'Relation', 'Country Code', 'Phone Number'] as const;
