import { z } from 'zod';
import { NATIONAL_ID_MESSAGES, nationalIdNumberProblem } from '../profile';
import { type FileFacts, DOCUMENT_MESSAGES as M, onboardingFileProblem } from './documents.constants';

/** The onboarding form's file fields (spec 1 §3), in the order the form shows them. */
export const ONBOARDING_FILE_FIELDS = [
  'aadharDocument',
  'panDocument',
  'higherEducationFile',
  'intermediateFile',
  'sscFile',
  'experienceLettersFile',
  'courseCertificationsFile',
] as const;
export type OnboardingFileField = (typeof ONBOARDING_FILE_FIELDS)[number];

/** Files every submission must include unless one is already on file. */
export const ONBOARDING_REQUIRED_FILES = ['higherEducationFile'] as const satisfies readonly OnboardingFileField[];

/** What HR waits for from every joiner: both government IDs and the required education document. */
export const ONBOARDING_EXPECTED_FILES = [
  'aadharDocument',
  'panDocument',
  'higherEducationFile',
] as const satisfies readonly OnboardingFileField[];

/** One row of GET documents/joiners-missing-documents: a new joiner and the expected files not handed in yet. */
export const joinerMissingDocumentsSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  doj: z.string(),
  missing: z.array(z.enum(ONBOARDING_FILE_FIELDS)),
});
export type JoinerMissingDocuments = z.infer<typeof joinerMissingDocumentsSchema>;

export const ONBOARDING_FILE_LABELS: Record<OnboardingFileField, string> = {
  aadharDocument: 'Aadhar document',
  panDocument: 'PAN document',
  higherEducationFile: 'Higher education',
  intermediateFile: 'Intermediate',
  sscFile: 'SSC',
  experienceLettersFile: 'Experience letters',
  courseCertificationsFile: 'Course certifications',
};

export const ONBOARDING_REQUIRED_MESSAGES: Record<(typeof ONBOARDING_REQUIRED_FILES)[number], string> = {
  higherEducationFile: M.higherEducationRequired,
};

/** The form's sections (spec 1 §2.13). */
export const ONBOARDING_SECTIONS = [
  { title: 'Government ID', files: ['aadharDocument', 'panDocument'] },
  { title: 'Educational Documents', files: ['higherEducationFile', 'intermediateFile', 'sscFile'] },
  { title: 'Experience Certificates', files: ['experienceLettersFile', 'courseCertificationsFile'] },
] as const satisfies readonly { title: string; files: readonly OnboardingFileField[] }[];

export const isOnboardingFileField = (name: string): name is OnboardingFileField =>
  (ONBOARDING_FILE_FIELDS as readonly string[]).includes(name);

const optionalLetters = z
  .string()
  .trim()
  .max(40, 'At most 40 characters.')
  .regex(/^[A-Za-z ]*$/, NATIONAL_ID_MESSAGES.name)
  .nullish()
  .transform((v) => v ?? '');

const optionalIdNumber = (type: 'AADHAR' | 'PANCARD') =>
  z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => (v ?? '').toUpperCase())
    .superRefine((value, ctx) => {
      const problem = value ? nationalIdNumberProblem(type, value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * The text part of the onboarding form and of POST documents/onboarding. Every field may be left empty;
 * when given, the Aadhar number has 12 digits and the PAN 5 letters, 4 digits and 1 letter.
 */
export const onboardingFieldsSchema = z.object({
  aadharName: optionalLetters,
  aadharNumber: optionalIdNumber('AADHAR'),
  panName: optionalLetters,
  panNumber: optionalIdNumber('PANCARD'),
});
export type OnboardingFieldsInput = z.input<typeof onboardingFieldsSchema>;
export type OnboardingFields = z.output<typeof onboardingFieldsSchema>;

/** A chosen file as the browser describes it (File satisfies it); shared code knows no DOM types. */
export type ChosenFile = FileFacts & { name: string };
const isChosenFile = (v: unknown): v is ChosenFile =>
  typeof v === 'object' && v !== null && typeof (v as ChosenFile).size === 'number' && typeof (v as ChosenFile).name === 'string';
const fileTypeCheck = (file: ChosenFile | null | undefined, ctx: z.RefinementCtx) => {
  const problem = file ? onboardingFileProblem(file) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};
const optionalFile = z.custom<ChosenFile>(isChosenFile).nullish().superRefine(fileTypeCheck);
const requiredFile = (message: string) => z.custom<ChosenFile>(isChosenFile, { error: message }).superRefine(fileTypeCheck);

/**
 * The whole onboarding form (web). `onFile` lists the fields already handed in, which a resubmission
 * may leave empty; the server applies the same rule with ONBOARDING_REQUIRED_FILES.
 */
export function onboardingFormSchema(onFile: readonly string[] = []) {
  const files = Object.fromEntries(
    ONBOARDING_FILE_FIELDS.map((field) => {
      const required = (ONBOARDING_REQUIRED_FILES as readonly string[]).includes(field) && !onFile.includes(field);
      const message = ONBOARDING_REQUIRED_MESSAGES[field as keyof typeof ONBOARDING_REQUIRED_MESSAGES];
      return [field, required && message ? requiredFile(message) : optionalFile];
    }),
  ) as Record<OnboardingFileField, typeof optionalFile>;
  return onboardingFieldsSchema.extend(files).superRefine((values, ctx) => {
    const fileCount = ONBOARDING_FILE_FIELDS.filter((field) => values[field]).length;
    // With nothing on file the required file already asks for something.
    if (onFile.length > 0 && isEmptyOnboardingSubmission(values, fileCount)) {
      ctx.addIssue({ code: 'custom', path: ['form'], message: M.onboardingNothingToSubmit });
    }
  });
}

/** A submission with no file and no text changes nothing (a resubmission must bring something new). */
export function isEmptyOnboardingSubmission(fields: OnboardingFields, fileCount: number): boolean {
  return fileCount === 0 && !fields.aadharName && !fields.aadharNumber && !fields.panName && !fields.panNumber;
}
export type OnboardingFormValues = OnboardingFieldsInput & Partial<Record<OnboardingFileField, ChosenFile | null>>;

/** The first required file that is neither in this submission nor already on file, with its message. */
export function missingOnboardingFile(provided: readonly string[], onFile: readonly string[]) {
  for (const field of ONBOARDING_REQUIRED_FILES) {
    if (!provided.includes(field) && !onFile.includes(field)) return { field, message: ONBOARDING_REQUIRED_MESSAGES[field] };
  }
  return null;
}

export const onboardingEmployeeQuerySchema = z.object({
  employeeId: z.string({ error: 'employeeId is required.' }).trim().min(1, 'employeeId is required.').max(50),
});

export const onboardingFileViewSchema = z.object({
  field: z.enum(ONBOARDING_FILE_FIELDS),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type OnboardingFileView = z.infer<typeof onboardingFileViewSchema>;

/** GET documents/onboarding/{employeeId}: the Aadhar number is masked except for admins and HR. */
export const onboardingSubmissionSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  aadharName: z.string(),
  aadharNumber: z.string(),
  panName: z.string(),
  panNumber: z.string(),
  submittedAt: z.string(),
  files: z.array(onboardingFileViewSchema),
});
export type OnboardingSubmission = z.infer<typeof onboardingSubmissionSchema>;

/** One row of GET documents/onboarding (admin, HR). */
export const onboardingSummarySchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  submittedAt: z.string(),
  fileCount: z.number().int(),
});
export type OnboardingSummary = z.infer<typeof onboardingSummarySchema>;
