import { z } from 'zod';
import { COUNTRY_CODE_VALUES, ISO_DATE, parseIsoDate } from '../common';
import { EVEN_WITH_FIELD_ERRORS, textOf } from '../profile';

export const INTERVIEW_STATUSES = ['PENDING', 'QUALIFIED', 'DISQUALIFIED', 'RESCHEDULED', 'CANCELLED'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_MODES = ['ONLINE', 'OFFLINE'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/** Spec 2 §9: the interview table is paged by the server, 40 per page. */
export const INTERVIEW_PAGE_SIZE = 40;
export const INTERVIEW_LIMITS = { nameMin: 3, nameMax: 40, textMax: 40, emailMax: 100, commentsMax: 200 } as const;
/** How long the calendar invitation blocks when the interview has a start time. */
export const INTERVIEW_DURATION_MINUTES = 60;

/** Spec 2 §5 interview rules and §8 texts. */
export const INTERVIEW_MESSAGES = {
  nameRequired: 'Full name is required.',
  name: 'Full name must be 3 to 40 letters and spaces, not starting with a space.',
  emailsRequired: 'Both email fields are required.',
  emailInvalid: 'Invalid email format.',
  mobileRequired: 'Mobile number is required.',
  mobile: 'Mobile number must be 10 digits and not start with 0.',
  countryCode: 'Country code is required.',
  roleRequired: 'Role applied is required.',
  roleLength: 'Role applied cannot be longer than 40 characters.',
  locationRequired: 'Location is required.',
  locationLength: 'Location cannot be longer than 40 characters.',
  interviewerRequired: 'Interviewer ID is required.',
  interviewerUnknown: 'No employee with this ID in your organization.',
  dateRequired: 'Interview date is required.',
  timeInvalid: 'Enter a time such as 10:30.',
  mode: 'Please select the mode of interview.',
  status: 'Please select the interview status.',
  commentsLength: 'Comments cannot be longer than 200 characters.',
  idRequired: 'Interview ID is required.',
  notFound: 'Interview not found.',
  created: 'Interview added successfully!',
  deleted: 'Interview deleted successfully!',
  deleteFailed: 'Error deleting interview!',
  updated: 'Interview updated successfully!',
  updateFailed: 'Error updating interview!',
  addFailed: 'Failed to add interview. Please try again later.',
  emailLookupError: "Error fetching Interviewer's email!",
  emailLookupFailed: "Failed to fetch Interviewer's email. Please try again.",
  listFailed: 'Failed to fetch interviews. Please try again.',
  confirmDelete: (name: string) => `Are you sure you want to delete the interview of ${name}?`,
  empty: 'No interviews found.',
} as const;
const M = INTERVIEW_MESSAGES;

/** The "restricted pattern": a plain mailbox, a domain of letters, digits and hyphens, and a 2-to-10-letter ending. */
export const INTERVIEW_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,10}$/;
export const INTERVIEW_NAME = /^[A-Za-z][A-Za-z ]*$/;
export const INTERVIEW_MOBILE = /^[1-9]\d{9}$/;
/** yyyy-MM-dd, or yyyy-MM-ddTHH:mm when the time is known (then the invitation has a start time). */
export const INTERVIEW_DATE = /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d)?$/;

export function interviewDateValid(value: string): boolean {
  return INTERVIEW_DATE.test(value) && parseIsoDate(value.slice(0, 10)) !== null && ISO_DATE.test(value.slice(0, 10));
}

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const fields = z.object({
  fullName: z
    .string({ error: M.nameRequired })
    .min(1, M.nameRequired)
    .regex(INTERVIEW_NAME, M.name)
    .min(INTERVIEW_LIMITS.nameMin, M.name)
    .max(INTERVIEW_LIMITS.nameMax, M.name)
    .transform((v) => v.trim()),
  emailId: text,
  interViewerEmailId: text,
  countryCode: z.enum(COUNTRY_CODE_VALUES, { error: M.countryCode }),
  mobileNumber: text.refine((v) => v !== '', M.mobileRequired).refine((v) => v === '' || INTERVIEW_MOBILE.test(v), M.mobile),
  roleApplied: required(M.roleRequired, INTERVIEW_LIMITS.textMax, M.roleLength),
  location: required(M.locationRequired, INTERVIEW_LIMITS.textMax, M.locationLength),
  interviewDate: z
    .string({ error: M.dateRequired })
    .trim()
    .refine((v) => interviewDateValid(v), M.dateRequired),
  interviewerId: z.string({ error: M.interviewerRequired }).trim().min(1, M.interviewerRequired).max(50, M.interviewerUnknown),
  modeOfInterview: z.enum(INTERVIEW_MODES, { error: M.mode }),
  interviewStatus: z.enum(INTERVIEW_STATUSES, { error: M.status }),
  comments: z
    .string()
    .trim()
    .max(INTERVIEW_LIMITS.commentsMax, M.commentsLength)
    .nullish()
    .transform((v) => v ?? ''),
});

/** Both e-mails are required and must match the pattern; each field carries its own message. */
function checkEmails(value: { emailId: unknown; interViewerEmailId: unknown }, ctx: z.RefinementCtx) {
  for (const field of ['emailId', 'interViewerEmailId'] as const) {
    const email = textOf(value[field]);
    const message = !email
      ? M.emailsRequired
      : INTERVIEW_EMAIL.test(email) && email.length <= INTERVIEW_LIMITS.emailMax
        ? null
        : M.emailInvalid;
    if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** The add/edit modal and the body of POST interview/create (contract 4.16). */
export const interviewSchema = fields.superRefine(checkEmails, EVEN_WITH_FIELD_ERRORS);
export type InterviewInput = z.input<typeof interviewSchema>;
export type Interview = z.output<typeof interviewSchema>;

/** The modal's values: the date and the optional start time are two inputs, joined into interviewDate. */
export const interviewFormSchema = fields
  .omit({ interviewDate: true })
  .extend({
    interviewDay: z
      .string({ error: M.dateRequired })
      .trim()
      .refine((v) => ISO_DATE.test(v) && parseIsoDate(v) !== null, M.dateRequired),
    interviewTime: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), M.timeInvalid),
  })
  .superRefine(checkEmails, EVEN_WITH_FIELD_ERRORS)
  .transform(({ interviewDay, interviewTime, ...rest }) => ({
    ...rest,
    interviewDate: interviewTime ? `${interviewDay}T${interviewTime}` : interviewDay,
  }));
export type InterviewFormInput = z.input<typeof interviewFormSchema>;

/** A stored row as the modal's values (interviewDate split into day and time). */
export function interviewFormValues(row: InterviewRecord): InterviewFormInput {
  const { id: _id, interviewId: _ref, interviewDate, ...rest } = row;
  return {
    ...rest,
    countryCode: rest.countryCode as InterviewFormInput['countryCode'],
    interviewDay: interviewDate.slice(0, 10),
    interviewTime: interviewDate.slice(11, 16),
  };
}

const interviewId = z.coerce.number({ error: M.idRequired }).int(M.idRequired).positive(M.idRequired);

/** PATCH interview/update — the row, including its id. */
export const interviewUpdateSchema = fields.extend({ id: interviewId }).superRefine(checkEmails, EVEN_WITH_FIELD_ERRORS);
export type InterviewUpdate = z.output<typeof interviewUpdateSchema>;

export const interviewIdParamsSchema = z.object({ id: interviewId });

/** One row of GET interview/getAllInterviewDetails (and the answer of create and update). */
export const interviewRecordSchema = z.object({
  id: z.number().int(),
  interviewId: z.string(),
  fullName: z.string(),
  emailId: z.string(),
  countryCode: z.string(),
  mobileNumber: z.string(),
  roleApplied: z.string(),
  location: z.string(),
  interviewDate: z.string(),
  interviewerId: z.string(),
  interViewerEmailId: z.string(),
  modeOfInterview: z.enum(INTERVIEW_MODES),
  interviewStatus: z.enum(INTERVIEW_STATUSES),
  comments: z.string(),
});
export type InterviewRecord = z.infer<typeof interviewRecordSchema>;

export const interviewListQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).optional(),
  search: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
});

/** The human reference of an interview, e.g. INT-0007. */
export const interviewReference = (id: number) => `INT-${String(id).padStart(4, '0')}`;
