import { z } from 'zod';
import { addDays, ISO_DATE, parseIsoDate, todayIso } from '../common';
import { EVEN_WITH_FIELD_ERRORS, lengthMessage, textOf, typedText } from '../profile';

export const JOB_TYPES = ['CONTRACTTOHIRE', 'FULLTIME', 'PARTTIME', 'FREELANCING', 'INTERNSHIP'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  CONTRACTTOHIRE: 'Contract to hire',
  FULLTIME: 'Full time',
  PARTTIME: 'Part time',
  FREELANCING: 'Freelancing',
  INTERNSHIP: 'Internship',
};
export const WORK_MODES = ['remote', 'hybrid', 'office'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = { remote: 'Remote', hybrid: 'Hybrid', office: 'Office' };

/**
 * Stored status: a post is open until an admin cancels it (irreversible). Scheduled (publish date still
 * ahead, seen by admins only) and expired (expiry date past) are derived from the dates.
 */
export const JOB_STATUSES = ['scheduled', 'open', 'expired', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_CANCELLED: JobStatus = 'cancelled';

/** Spec 2 §9: job list page size 6. */
export const JOB_PAGE_SIZE = 6;

export const JOB_LIMITS = {
  titleMin: 2,
  titleMax: 20,
  yearsMax: 60,
  monthsMax: 11,
  requirementsDigits: 5,
  ageMin: 18,
  ageMax: 99,
  salaryDigits: 10,
  descriptionMin: 50,
  descriptionMax: 300,
  skillSetMax: 200,
} as const;

/** Spec 2 §5 job-post rules and §8 texts. */
export const CAREER_MESSAGES = {
  titleRequired: 'Job Title is required.',
  titlePattern: 'Job Title may contain only letters, digits, spaces, commas, periods and hyphens.',
  titleLength: lengthMessage('Job Title', JOB_LIMITS.titleMin, JOB_LIMITS.titleMax),
  locationRequired: 'Job Location is required.',
  locationPattern: 'Job Location may contain only letters, digits, spaces, commas, periods and hyphens.',
  locationLength: lengthMessage('Job Location', JOB_LIMITS.titleMin, JOB_LIMITS.titleMax),
  requirementsRequired: 'Number of requirements is required.',
  requirementsNumber: 'Number of requirements must be a number of 1 to 5 digits, not 0.',
  yearsRequired: 'Years of experience is required.',
  years: 'Years of experience must be between 0 and 60.',
  monthsRequired: 'Months of experience is required.',
  months: 'Months of experience must be between 0 and 11.',
  ageRequired: 'Age is required.',
  age: 'Age must be exactly 2 digits, between 18 and 99.',
  workMode: 'Please select a work mode.',
  jobType: 'Please select a job type.',
  skillSet: 'Skill set is required.',
  skillSetLength: `Skill set cannot be longer than ${JOB_LIMITS.skillSetMax} characters.`,
  salaryFromRequired: 'Salary From is required.',
  salaryFrom: 'Salary From must be a whole number of up to 10 digits.',
  salaryToRequired: 'Salary To is required.',
  salaryTo: 'Salary To must be a whole number of up to 10 digits.',
  salaryOrder: 'Salary To must not be less than Salary From.',
  descriptionRequired: 'Job Description is required.',
  description: 'Job Description must be between 50 and 300 characters.',
  publishRequired: 'Publish Date is required.',
  publishMin: 'Publish Date cannot be before today.',
  expiryRequired: 'Expiry Date is required.',
  expiryMin: 'Expiry Date must be tomorrow or later.',
  expiryOrder: 'Expiry Date must be after Publish Date.',
  statusInvalid: "Only the status 'cancelled' can be set.",
  alreadyCancelled: 'This job post is already cancelled.',
  cancelledLocked: 'A cancelled job post cannot be edited.',
  notFound: 'Job post not found.',
  addFailed: 'Failed to add the job. Please try again.',
  updateFailed: 'Failed to update the job. Please try again.',
  fetchFailed: 'Failed to fetch job details. Please try again.',
  deleteFailed: 'Failed to delete the job post. Please try again.',
  listFailed: 'Failed to fetch job posts. Please try again.',
  cancelFailed: 'Failed to cancel the job post. Please try again.',
  created: 'Job posted successfully!',
  updated: 'Job updated successfully!',
  deleted: 'Job post deleted successfully!',
  cancelled: 'Job cancelled.',
  cancelledButton: 'Job Cancelled',
  cancelButton: 'Cancel Job',
  confirmDelete: 'Are you sure you want to delete this job post?',
  confirmCancel: 'Are you sure you want to cancel this job post? This cannot be undone.',
  empty: 'No job posts yet.',
} as const;
const M = CAREER_MESSAGES;

const TITLE_CHARS = /^[A-Za-z0-9 ,.-]+$/;

const titleLike = (required: string, pattern: string, length: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(TITLE_CHARS, pattern)
    .min(JOB_LIMITS.titleMin, length)
    .max(JOB_LIMITS.titleMax, length);

/** A whole number typed as text (or sent as a JSON number): checked by pattern, then read as a number. */
const digitsField = (required: string, invalid: string, pattern: RegExp, check: (n: number) => boolean = () => true) =>
  typedText
    .refine((v) => v !== '', required)
    .refine((v) => v === '' || (pattern.test(v) && check(Number(v))), invalid)
    .transform((v) => Number(v));

const dateText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => ISO_DATE.test(v) && parseIsoDate(v) !== null, required);

const fields = z.object({
  jobTitle: titleLike(M.titleRequired, M.titlePattern, M.titleLength),
  jobLocation: titleLike(M.locationRequired, M.locationPattern, M.locationLength),
  noOfRequirements: digitsField(M.requirementsRequired, M.requirementsNumber, /^\d{1,5}$/, (n) => n > 0),
  numberOfYears: digitsField(M.yearsRequired, M.years, /^\d{1,2}$/, (n) => n <= JOB_LIMITS.yearsMax),
  numberOfMonths: digitsField(M.monthsRequired, M.months, /^\d{1,2}$/, (n) => n <= JOB_LIMITS.monthsMax),
  age: digitsField(M.ageRequired, M.age, /^\d{2}$/, (n) => n >= JOB_LIMITS.ageMin && n <= JOB_LIMITS.ageMax),
  workMode: z.enum(WORK_MODES, { error: M.workMode }),
  jobType: z.enum(JOB_TYPES, { error: M.jobType }),
  skillSet: z.string({ error: M.skillSet }).trim().min(1, M.skillSet).max(JOB_LIMITS.skillSetMax, M.skillSetLength),
  salaryFrom: digitsField(M.salaryFromRequired, M.salaryFrom, /^\d{1,10}$/),
  salaryTo: digitsField(M.salaryToRequired, M.salaryTo, /^\d{1,10}$/),
  jobDescription: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .min(JOB_LIMITS.descriptionMin, M.description)
    .max(JOB_LIMITS.descriptionMax, M.description),
  publishDate: dateText(M.publishRequired),
  expiryDate: dateText(M.expiryRequired),
});
type JobFields = z.output<typeof fields>;

/**
 * The date window: publish today or later (a post being edited may keep the publish date it has),
 * expiry tomorrow or later and after the publish date. Returns field → message.
 */
export function jobDateProblems(
  publishDate: string,
  expiryDate: string,
  options: { today?: string | null; keptPublishDate?: string } = {},
): Record<string, string> {
  // today: null checks only the order (the server then applies the window knowing the stored post)
  const today = options.today === null ? null : (options.today ?? todayIso());
  const problems: Record<string, string> = {};
  if (today && ISO_DATE.test(publishDate) && publishDate < today && publishDate !== options.keptPublishDate) {
    problems.publishDate = M.publishMin;
  }
  if (ISO_DATE.test(expiryDate)) {
    if (today && expiryDate < addDays(today, 1)) problems.expiryDate = M.expiryMin;
    else if (ISO_DATE.test(publishDate) && expiryDate <= publishDate) problems.expiryDate = M.expiryOrder;
  }
  return problems;
}

function checkSalaryOrder(value: JobFields, ctx: z.RefinementCtx) {
  const from = textOf(value.salaryFrom);
  const to = textOf(value.salaryTo);
  if (/^\d{1,10}$/.test(from) && /^\d{1,10}$/.test(to) && Number(to) < Number(from)) {
    ctx.addIssue({ code: 'custom', path: ['salaryTo'], message: M.salaryOrder });
  }
}

/**
 * The add/edit form and the body of POST carrers/create and PATCH carrers/update (contract 4.6).
 * `keptPublishDate` lets an edit keep a publish date that is already in the past.
 */
export function jobPostSchemaFor(options: { today?: string | null; keptPublishDate?: string } = {}) {
  return fields.superRefine((value, ctx) => {
    checkSalaryOrder(value, ctx);
    const problems = jobDateProblems(textOf(value.publishDate), textOf(value.expiryDate), options);
    for (const [path, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [path], message });
  }, EVEN_WITH_FIELD_ERRORS);
}

/** Create: every rule, the window counted from today. */
export const jobPostSchema = jobPostSchemaFor();

/** The body rules without the today window (the server applies it with the stored publish date on edits). */
export const jobPostBodySchema = jobPostSchemaFor({ today: null });
export type JobPostInput = z.input<typeof fields>;
export type JobPost = z.output<typeof fields>;

/** A job card of GET carrers/getJobPosts. */
export const jobSummarySchema = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  status: z.enum(JOB_STATUSES),
  publishDate: z.string(),
  expiryDate: z.string(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** The full post: GET carrers/{jobId}, and the answer of create and update. */
export const jobDetailsSchema = jobSummarySchema.extend({
  jobLocation: z.string(),
  numberOfYears: z.number().int(),
  numberOfMonths: z.number().int(),
  workMode: z.enum(WORK_MODES),
  noOfRequirements: z.number().int(),
  salaryFrom: z.number().int(),
  salaryTo: z.number().int(),
  jobType: z.enum(JOB_TYPES),
  skillSet: z.string(),
  age: z.number().int(),
  jobDescription: z.string(),
});
export type JobDetails = z.infer<typeof jobDetailsSchema>;

export const jobPageSchema = z.object({
  jobList: z.array(jobSummarySchema),
  totalPages: z.number().int(),
  totalJobs: z.number().int(),
});
export type JobPage = z.infer<typeof jobPageSchema>;

export const jobIdParamsSchema = z.object({ jobId: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound) });
export const jobIdQuerySchema = jobIdParamsSchema;
export const jobStatusQuerySchema = jobIdParamsSchema.extend({
  status: z.literal(JOB_CANCELLED, { error: M.statusInvalid }),
});
