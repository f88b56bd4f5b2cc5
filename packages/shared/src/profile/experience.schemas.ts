import { z } from 'zod';
import { addMonthsClamped, addYears, daysBetween, parseIsoDate, RECHECK_FORM, todayIso } from '../common';
import { EVEN_WITH_FIELD_ERRORS, lengthMessage, lettersFieldsOf, optionalEmployeeId, textField, textOf } from './profile-fields';

/** Designation choices of the experience form (spec 1 §5). */
export const EXPERIENCE_DESIGNATIONS = [
  'Front-end Developer',
  'Backend Developer',
  'FullStack Developer',
  'Tester',
  'DevOps Engineer',
  'Data Scientist',
  'Product Manager',
] as const;

export const MIN_EXPERIENCE_DAYS = 10;
export const EXPERIENCE_YEARS_BACK = 100;

/** Spec 1 §5 'Experience' and §8 texts. */
export const EXPERIENCE_MESSAGES = {
  organisationRequired: 'Organisation name is required.',
  organisationStart: 'Organisation name must start with a letter.',
  organisationChars: 'Organisation name can contain only letters, digits and spaces.',
  organisationLength: lengthMessage('Organisation name', 4, 40),
  experienceIdRequired: 'Experience ID is required.',
  experienceIdFormat: 'Experience ID should be 4 to 20 letters, digits, hyphens or slashes.',
  designationRequired: 'Designation is required.',
  dojRequired: 'Date of joining is required.',
  doeRequired: 'Date of exit is required.',
  dojFuture: 'Date of joining cannot be in the future.',
  doeFuture: 'Date of exit cannot be in the future.',
  tooOld: 'Date must be within the last 100 years.',
  doeBeforeDoj: 'Date of exit must be after the date of joining.',
  tooShort: 'Experience must be at least 10 days.',
  experienceIdTaken: 'This experience ID already exists.',
  notFound: 'Experience details not found.',
  firstRowLocked: 'The first experience record cannot be deleted.',
  failed: RECHECK_FORM,
  deleteFailed: 'Failed to delete experience detail. Please try again.',
  empty: 'No Data Available',
  noDocuments: 'No documents uploaded yet.',
  created: 'Experience details added successfully!',
  updated: 'Experience details updated successfully!',
  deleted: 'Experience details deleted successfully!',
  confirmDelete: (organisation: string) => `Are you sure you want to delete the experience at ${organisation}?`,
} as const;
const M = EXPERIENCE_MESSAGES;

/** Whole years, months and remaining days from joining to exit (both yyyy-MM-dd). */
export function experienceParts(doj: string, doe: string): { years: number; months: number; days: number } {
  if (!parseIsoDate(doj) || !parseIsoDate(doe) || doe < doj) return { years: 0, months: 0, days: 0 };
  const [fy, fm] = doj.split('-').map(Number) as [number, number];
  const [ty, tm] = doe.split('-').map(Number) as [number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  while (months > 0 && addMonthsClamped(doj, months) > doe) months -= 1;
  const days = daysBetween(addMonthsClamped(doj, months), doe);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** The derived duration text stored as `experience`: "X years, Y months, Z days". */
export function experienceDuration(doj: string, doe: string): string {
  const { years, months, days } = experienceParts(doj, doe);
  return `${years} years, ${months} months, ${days} days`;
}

/** The letters-and-spaces fields of the experience form: label and length limits. */
export const EXPERIENCE_LETTER_FIELDS = {
  state: { label: 'State', min: 2, max: 40 },
  country: { label: 'Country', min: 1, max: 40 },
} as const;
const letters = lettersFieldsOf(EXPERIENCE_LETTER_FIELDS);

const dateText = (required: string) => z.string({ error: required }).trim().min(1, required);

const fields = z.object({
  organisationName: textField({
    required: M.organisationRequired,
    pattern: /^[A-Za-z0-9 ]+$/,
    patternMessage: M.organisationChars,
    min: 4,
    max: 40,
    lengthMessage: M.organisationLength,
  }),
  experienceId: z
    .string({ error: M.experienceIdRequired })
    .trim()
    .min(1, M.experienceIdRequired)
    .regex(/^[A-Za-z0-9/-]{4,20}$/, M.experienceIdFormat),
  designation: z.enum(EXPERIENCE_DESIGNATIONS, { error: M.designationRequired }),
  doj: dateText(M.dojRequired),
  doe: dateText(M.doeRequired),
  state: letters('state'),
  country: letters('country'),
  employeeId: optionalEmployeeId,
  /** Sent by existing clients (capital E, and the row's own `experience` on edit); the server derives it. */
  Experience: z.string().optional(),
  experience: z.string().optional(),
  Attachment: z.string().optional(),
});
type ExperienceFields = z.output<typeof fields>;

/** Date rules: both within the last 100 years and not in the future, exit after joining, at least 10 days. */
export function checkExperience(value: ExperienceFields, ctx: z.RefinementCtx, today: string = todayIso()) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (/^[0-9]/.test(textOf(value.organisationName))) issue('organisationName', M.organisationStart);
  const oldest = addYears(today, -EXPERIENCE_YEARS_BACK);
  const joined = parseIsoDate(textOf(value.doj)) ? textOf(value.doj) : null;
  const left = parseIsoDate(textOf(value.doe)) ? textOf(value.doe) : null;
  // Empty dates are reported by the fields themselves.
  if (!joined) {
    if (textOf(value.doj)) issue('doj', M.dojRequired);
  } else if (joined > today) issue('doj', M.dojFuture);
  else if (joined < oldest) issue('doj', M.tooOld);
  if (!left) {
    if (textOf(value.doe)) issue('doe', M.doeRequired);
  } else if (left > today) issue('doe', M.doeFuture);
  else if (left < oldest) issue('doe', M.tooOld);
  else if (joined && left <= joined) issue('doe', M.doeBeforeDoj);
  else if (joined && daysBetween(joined, left) < MIN_EXPERIENCE_DAYS) issue('doe', M.tooShort);
}

/**
 * The add/edit form and the body of POST createExperienceDetails / PATCH experience/
 * (contract/API.md §4.4); the duration text is derived, never trusted from the client.
 */
export const experienceSchema = fields
  .superRefine((value, ctx) => checkExperience(value, ctx), EVEN_WITH_FIELD_ERRORS)
  .transform(({ Experience: _e, experience: _x, Attachment: _a, ...value }) => ({
    ...value,
    experience: experienceDuration(value.doj, value.doe),
  }));
export type ExperienceInput = z.input<typeof experienceSchema>;
export type Experience = z.output<typeof experienceSchema>;

/** One row of GET experience/{id}; POST and PATCH answer the same. */
export const experienceRecordSchema = z.object({
  organisationName: z.string(),
  experienceId: z.string(),
  designation: z.string(),
  doj: z.string(),
  doe: z.string(),
  experience: z.string(),
  state: z.string(),
  country: z.string(),
  employeeId: z.string(),
});
export type ExperienceRecord = z.infer<typeof experienceRecordSchema>;

export const experienceDeleteQuerySchema = z.object({
  pastId: z.string().trim().min(1).max(20),
  employeeId: z.string().trim().min(1).max(50),
});
