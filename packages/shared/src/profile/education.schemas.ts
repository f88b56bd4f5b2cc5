import { z } from 'zod';
import { addYears, formatMessage, ISO_DATE, parseIsoDate, RECHECK_FORM, todayIso } from '../common';
import {
  EVEN_WITH_FIELD_ERRORS,
  LETTERS_SPACES,
  lettersFieldMessages,
  lettersFieldsOf,
  optionalEmployeeId,
  textOf,
  typedText,
} from './profile-fields';

export const EDUCATION_LEVELS = ['SSC', 'Inter', 'Diploma', 'Graduation', 'PostGraduation'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const EDUCATION_LEVEL_LABELS: Record<EducationLevel, string> = {
  SSC: 'SSC',
  Inter: 'Inter',
  Diploma: 'Diploma',
  Graduation: 'Graduation',
  PostGraduation: 'Post Graduation',
};

/** How far back a year of passing or certificate may go (spec 1 §9). */
export const EDUCATION_YEARS_BACK = 100;
export const INSTITUTION_MIN = 2;
export const INSTITUTION_MAX = 40;

/** Spec 1 §5 'Education' and §8 texts. */
/** The education messages with values, as templates (issue 27 point 4). */
export const EDUCATION_TEMPLATES = {
  yearWindow: 'Year of Pass must be between {{from}} and {{to}}.',
} as const;

export const EDUCATION_MESSAGES = {
  levelRequired: 'Select One',
  yearRequired: 'Year of Pass is required.',
  yearNumber: 'Year of Pass must be a number of up to 4 digits.',
  yearWindow: (from: number, to: number) => formatMessage(EDUCATION_TEMPLATES.yearWindow, { from, to }),
  certificationRequired: 'Certification Date is required.',
  certificationYear: 'Year of Pass and Certification Date must be same.',
  certificationWindow: 'Certification Date must be within the last 100 years and not in the future.',
  percentage: 'percentage/Grade must be a number between 0 and 100',
  levelTaken: 'Education details for this level already exist.',
  notFound: 'Education details not found.',
  firstRowLocked: 'The first education record cannot be deleted.',
  failed: RECHECK_FORM,
  empty: 'No Data Available',
  created: 'Education details added successfully!',
  updated: 'Education details updated successfully!',
  deleted: 'Education details deleted successfully!',
  confirmDelete: (level: string) => `Are you sure you want to delete the ${level} details?`,
} as const;
const M = EDUCATION_MESSAGES;

/** The names the institution and board/university fields take, by level. */
export const EDUCATION_NAME_LABELS = {
  schoolName: 'School Name',
  collegeName: 'College Name',
  boardName: 'Board Name',
  universityName: 'University Name',
} as const;
export type EducationNameKey = keyof typeof EDUCATION_NAME_LABELS;

/** Which names the level uses: SSC school/board, Inter college/board, else college/university. */
export function educationLabelKeys(level: string | null | undefined): {
  institution: EducationNameKey;
  university: EducationNameKey;
} {
  if (level === 'SSC') return { institution: 'schoolName', university: 'boardName' };
  if (level === 'Inter') return { institution: 'collegeName', university: 'boardName' };
  return { institution: 'collegeName', university: 'universityName' };
}

/** Labels adapt to the level: SSC 'School Name'/'Board Name', Inter 'College Name'/'Board Name', else College/University. */
export function educationLabels(level: string | null | undefined): { institution: string; university: string } {
  const keys = educationLabelKeys(level);
  return { institution: EDUCATION_NAME_LABELS[keys.institution], university: EDUCATION_NAME_LABELS[keys.university] };
}

/** The letters-and-spaces fields of the education form: label and length limits. */
export const EDUCATION_LETTER_FIELDS = {
  degree: { label: 'Degree', min: 3, max: 40 },
  majors: { label: 'Majors', min: 3, max: 40 },
  state: { label: 'State', min: 3, max: 40 },
  country: { label: 'Country', min: 4, max: 40 },
} as const;
const letters = lettersFieldsOf(EDUCATION_LETTER_FIELDS);

/** The message for an institution or board/university name under its level's label, else null. */
export function institutionNameProblem(label: string, value: string): string | null {
  const messages = lettersFieldMessages(label, INSTITUTION_MIN, INSTITUTION_MAX);
  if (!value) return messages.required;
  if (!LETTERS_SPACES.test(value)) return messages.letters;
  if (value.length < INSTITUTION_MIN || value.length > INSTITUTION_MAX) return messages.length;
  return null;
}

/** Percentage: at most 4 characters, at most one decimal place, 0 to 100. */
export function percentageValid(text: string): boolean {
  return text.length <= 4 && /^\d{1,3}(\.\d)?$/.test(text) && Number(text) <= 100;
}

const fields = z.object({
  education: z.enum(EDUCATION_LEVELS, { error: M.levelRequired }),
  institutionName: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
  universityName: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v ?? ''),
  degree: letters('degree'),
  majors: letters('majors'),
  yearOfPass: typedText,
  certificationDate: z.string({ error: M.certificationRequired }).trim().min(1, M.certificationRequired),
  percentage: typedText,
  state: letters('state'),
  country: letters('country'),
  employeeId: optionalEmployeeId,
});
type EducationFields = z.output<typeof fields>;

/** Cross-field rules: level-adaptive names, year window, certificate year = year of pass, percentage. */
export function checkEducation(value: EducationFields, ctx: z.RefinementCtx, today: string = todayIso()) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const labels = educationLabels(value.education);
  const institution = institutionNameProblem(labels.institution, textOf(value.institutionName));
  if (institution) issue('institutionName', institution);
  const university = institutionNameProblem(labels.university, textOf(value.universityName));
  if (university) issue('universityName', university);

  const thisYear = Number(today.slice(0, 4));
  const firstYear = thisYear - EDUCATION_YEARS_BACK;
  const year = textOf(value.yearOfPass);
  if (!year) issue('yearOfPass', M.yearRequired);
  else if (!/^\d{1,4}$/.test(year)) issue('yearOfPass', M.yearNumber);
  else if (Number(year) < firstYear || Number(year) > thisYear) issue('yearOfPass', M.yearWindow(firstYear, thisYear));

  if (!percentageValid(textOf(value.percentage))) issue('percentage', M.percentage);

  const date = textOf(value.certificationDate);
  // An empty date is reported by the field itself.
  if (!date) return;
  if (!ISO_DATE.test(date) || !parseIsoDate(date)) issue('certificationDate', M.certificationRequired);
  else if (date > today || date < addYears(today, -EDUCATION_YEARS_BACK)) issue('certificationDate', M.certificationWindow);
  else if (/^\d{1,4}$/.test(year) && Number(date.slice(0, 4)) !== Number(year)) issue('certificationDate', M.certificationYear);
}

/**
 * The add/edit form and the body of POST createEducationDetails / PATCH updateEducationDetails
 * (contract/API.md §4.4). Year of pass and percentage leave as numbers.
 */
export const educationSchema = fields
  .superRefine((value, ctx) => checkEducation(value, ctx), EVEN_WITH_FIELD_ERRORS)
  .transform((value) => ({ ...value, yearOfPass: Number(value.yearOfPass), percentage: Number(value.percentage) }));
export type EducationInput = z.input<typeof educationSchema>;
export type Education = z.output<typeof educationSchema>;

/** One row of GET education/{id}. */
export const educationRecordSchema = z.object({
  education: z.enum(EDUCATION_LEVELS),
  institutionName: z.string(),
  universityName: z.string(),
  degree: z.string(),
  majors: z.string(),
  yearOfPass: z.number().int(),
  certificationDate: z.string(),
  percentage: z.number(),
  state: z.string(),
  country: z.string(),
  employeeId: z.string(),
});
export type EducationRecord = z.infer<typeof educationRecordSchema>;

export const educationDeleteQuerySchema = z.object({ education: z.enum(EDUCATION_LEVELS, { error: M.levelRequired }) });

/** Levels still free for a new record (one record per level per employee). */
export function freeEducationLevels(rows: readonly { education: string }[], keep?: string): EducationLevel[] {
  return EDUCATION_LEVELS.filter((level) => level === keep || !rows.some((row) => row.education === level));
}
