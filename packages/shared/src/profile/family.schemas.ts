import { z } from 'zod';
import { RECHECK_FORM } from '../common/api-errors';
import { COUNTRY_CODE_VALUES, DEFAULT_COUNTRY_CODE } from '../common/country-codes';
import { EVEN_WITH_FIELD_ERRORS, optionalEmployeeId, textOf } from './profile-fields';

export const FAMILY_MAX_MEMBERS = 8;
export const FAMILY_NAME_MIN = 3;
export const FAMILY_NAME_MAX = 40;
export const FAMILY_DEFAULT_COUNTRY_CODE = DEFAULT_COUNTRY_CODE;

/** Spec 1 §5 'Family' and §8 texts. */
export const FAMILY_MESSAGES = {
  nameRequired: 'Name is required.',
  nameLength: 'Name should be between 3 and 40 characters.',
  nameLeadingSpace: 'Name should not start with a space.',
  nameLetters: 'Name should contain only alphabets and spaces.',
  relationRequired: 'Relation is required.',
  relationLength: 'Relation should be between 3 and 40 characters.',
  relationLeadingSpace: 'Relation should not start with a space.',
  relationLetters: 'Relation should contain only alphabets, spaces and hyphens.',
  relationTaken: 'This relation already exists in the table.',
  countryCodeRequired: 'Country code is required.',
  phoneRequired: 'Phone number is required.',
  phoneIndia: 'Number must start with 6, 7, 8, or 9 and be 10 digits.',
  phoneOther: 'Number must not start with 0 and should be exactly 10 digits.',
  phoneTaken: 'This phone number already exists.',
  tooMany: 'You can only add up to 8 family members.',
  notFound: 'Family member not found.',
  firstRowLocked: 'The first family member cannot be deleted.',
  failed: RECHECK_FORM,
  loadFailed: 'Failed to fetch family details. Please try again later.',
  notAList: 'No family details found.',
  empty: 'No Family Details Added',
  created: 'Family member added successfully!',
  updated: 'Family member updated successfully!',
  deleted: 'Family member deleted successfully!',
  exportFailed: 'Could not export the family details. Please try again.',
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
} as const;
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
