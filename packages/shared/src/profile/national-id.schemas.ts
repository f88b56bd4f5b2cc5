import { z } from 'zod';

export const NATIONAL_ID_TYPES = ['AADHAR', 'PANCARD', 'VOTERID'] as const;
export type NationalIdType = (typeof NATIONAL_ID_TYPES)[number];

export const NATIONAL_ID_TYPE_LABELS: Record<NationalIdType, string> = {
  AADHAR: 'Aadhar',
  PANCARD: 'PAN Card',
  VOTERID: 'Voter ID',
};

/** Spec 1 §5 'National ID' rules and §2.11/§4 texts. */
export const NATIONAL_ID_MESSAGES = {
  typeRequired: 'ID Type is required.',
  numberRequired: 'ID Number is required.',
  aadhar: 'Aadhar number must be exactly 12 digits.',
  pancard: 'PAN number must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F).',
  voterid: 'Voter ID must be 3 letters followed by 7 digits (e.g. ABC1234567).',
  duplicateType: 'This ID Type already exists in the table.',
  name: 'Name should contain only letters and spaces.',
  country: 'Country should contain only letters and spaces.',
  onePrimary: 'Only one National ID can be primary.',
  typeLocked: 'The ID type cannot be changed; delete this entry and add a new one.',
  notFound: 'National ID not found.',
  empty: 'No National ID Details Added',
  loadFailed: 'Could not load the National IDs. Please try again.',
  created: 'National ID added successfully!',
  updated: 'National ID updated successfully!',
  deleted: 'National ID deleted successfully!',
  confirmDelete: (label: string) => `Are you sure you want to delete the ${label}?`,
} as const;

const M = NATIONAL_ID_MESSAGES;

const NUMBER_RULES: Record<NationalIdType, { pattern: RegExp; message: string }> = {
  AADHAR: { pattern: /^\d{12}$/, message: M.aadhar },
  PANCARD: { pattern: /^[A-Z]{5}\d{4}[A-Z]$/, message: M.pancard },
  VOTERID: { pattern: /^[A-Z]{3}\d{7}$/, message: M.voterid },
};

/** The spec's message when `number` does not fit `type`, else null. */
export function nationalIdNumberProblem(type: NationalIdType, number: string): string | null {
  const rule = NUMBER_RULES[type];
  return rule.pattern.test(number) ? null : rule.message;
}

const lettersAndSpaces = (message: string) =>
  z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z ]*$/, message)
    .nullish()
    .transform((v) => v ?? '');

/**
 * Add/edit form and body of POST createNationalID / PATCH updateNationalID (contract/API.md §4.4).
 * Letters in the number are upper-cased (PAN and Voter ID are printed in capitals).
 */
export const nationalIdSchema = z
  .object({
    nationalIdType: z.enum(NATIONAL_ID_TYPES, { error: M.typeRequired }),
    name: lettersAndSpaces(M.name),
    nationalIDNum: z
      .string({ error: M.numberRequired })
      .trim()
      .min(1, M.numberRequired)
      .max(20)
      .transform((v) => v.toUpperCase()),
    country: lettersAndSpaces(M.country),
    primary: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    employeeId: z.string().trim().max(50).optional(),
    unid: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().positive().nullish()),
  })
  .superRefine((value, ctx) => {
    const problem = nationalIdNumberProblem(value.nationalIdType, value.nationalIDNum);
    if (problem) ctx.addIssue({ code: 'custom', path: ['nationalIDNum'], message: problem });
  });
export type NationalIdInput = z.input<typeof nationalIdSchema>;
export type NationalId = z.output<typeof nationalIdSchema>;

/** One row of GET nationalID/getNationalID/{id}. */
export const nationalIdViewSchema = z.object({
  nationalIdType: z.enum(NATIONAL_ID_TYPES),
  name: z.string(),
  nationalIDNum: z.string(),
  country: z.string(),
  primary: z.boolean(),
  employeeId: z.string(),
  unid: z.number().int(),
});
export type NationalIdView = z.infer<typeof nationalIdViewSchema>;

/** One entry per type (spec 1 §5): true when another row already holds `type`. */
export function nationalIdTypeTaken(
  rows: readonly { nationalIdType: string; unid?: number | null }[],
  type: string,
  unid?: number | null,
) {
  return rows.some((row) => row.nationalIdType === type && (unid == null || row.unid !== unid));
}

/** The primary checkbox is disabled when another entry is primary (spec 1 §4). */
export function otherPrimaryExists(rows: readonly { primary: boolean; unid?: number | null }[], unid?: number | null) {
  return rows.some((row) => row.primary && (unid == null || row.unid !== unid));
}
