import { z } from 'zod';

export const WEEK_OFF_OPTIONS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Noweekoff',
] as const;
export type WeekOff = (typeof WEEK_OFF_OPTIONS)[number];
export const MAIL_TYPES = ['ZOHO', 'GMAIL'] as const;
export type MailType = (typeof MAIL_TYPES)[number];

export const ORGANIZATION_LIMITS = { name: 100, domain: 100, logoUrl: 500, email: 100, passKey: 200 } as const;

export const ORGANIZATION_MESSAGES = {
  rootDesignation: 'Please select a root designation.',
  nameRequired: 'Organization name is required.',
  nameTooLong: 'Organization name cannot be longer than 100 characters.',
  domainInvalid: 'Enter a domain such as example.com.',
  logoUrlInvalid: 'Enter a logo address starting with http:// or https://.',
  weekOffInvalid: 'Choose a day from Monday to Sunday, or Noweekoff.',
  weekOffsSame: 'Choose a different second week-off day, or Noweekoff.',
  emailInvalid: 'Enter a valid e-mail address.',
  mailTypeInvalid: 'Choose ZOHO or GMAIL.',
  passKeyTooLong: 'The pass key cannot be longer than 200 characters.',
  saved: 'Data added successfully!',
  failed: 'Kindly recheck the form.',
  alreadyExists: 'The organization is already set up; update it instead.',
  notFound: 'Organization not found.',
  otherOrganization: 'You can only see your own organization.',
} as const;

/** An optional text field: missing or null becomes "" (string fields are never null). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v ?? '');

const weekOff = z.enum(WEEK_OFF_OPTIONS, { error: ORGANIZATION_MESSAGES.weekOffInvalid });

/** Organisation settings as created and updated (spec 2 §3, §5; contract 4.5). */
export const organizationSchema = z
  .object({
    organizationId: z.string().nullish(),
    organizationName: z
      .string({ error: ORGANIZATION_MESSAGES.nameRequired })
      .trim()
      .min(1, ORGANIZATION_MESSAGES.nameRequired)
      .max(ORGANIZATION_LIMITS.name, ORGANIZATION_MESSAGES.nameTooLong),
    employeeDomain: optionalText(ORGANIZATION_LIMITS.domain, ORGANIZATION_MESSAGES.domainInvalid).refine(
      (v) => v === '' || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(v),
      ORGANIZATION_MESSAGES.domainInvalid,
    ),
    logoUrl: optionalText(ORGANIZATION_LIMITS.logoUrl, ORGANIZATION_MESSAGES.logoUrlInvalid).refine(
      (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
      ORGANIZATION_MESSAGES.logoUrlInvalid,
    ),
    rootDesignation: z
      .string({ error: ORGANIZATION_MESSAGES.rootDesignation })
      .trim()
      .min(1, ORGANIZATION_MESSAGES.rootDesignation)
      .max(50, ORGANIZATION_MESSAGES.rootDesignation),
    weekOfOne: weekOff.default('Saturday'),
    weekOfTwo: weekOff.default('Sunday'),
    multiLevel: z.boolean({ error: 'Choose whether approvals are multi-level.' }).default(false),
    emailId: optionalText(ORGANIZATION_LIMITS.email, ORGANIZATION_MESSAGES.emailInvalid).refine(
      (v) => v === '' || z.email().safeParse(v).success,
      ORGANIZATION_MESSAGES.emailInvalid,
    ),
    mailType: z
      .enum(MAIL_TYPES, { error: ORGANIZATION_MESSAGES.mailTypeInvalid })
      .nullish()
      .transform((v) => v ?? 'GMAIL'),
    /** Left empty on update to keep the stored pass key; never returned. */
    passKey: optionalText(ORGANIZATION_LIMITS.passKey, ORGANIZATION_MESSAGES.passKeyTooLong),
    /** true forgets the stored pass key (mail then goes through the server's default path). */
    clearPassKey: z.boolean({ error: 'Choose whether to forget the saved pass key.' }).optional(),
  })
  .refine((v) => v.weekOfOne === 'Noweekoff' || v.weekOfOne !== v.weekOfTwo, {
    message: ORGANIZATION_MESSAGES.weekOffsSame,
    path: ['weekOfTwo'],
  });
export type OrganizationInput = z.input<typeof organizationSchema>;
export type Organization = z.output<typeof organizationSchema>;

/** What the server answers: the pass key is always "", passKeySet tells whether one is stored. */
export const organizationViewSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  employeeDomain: z.string(),
  logoUrl: z.string(),
  rootDesignation: z.string(),
  weekOfOne: z.enum(WEEK_OFF_OPTIONS),
  weekOfTwo: z.enum(WEEK_OFF_OPTIONS),
  multiLevel: z.boolean(),
  emailId: z.string(),
  mailType: z.enum(MAIL_TYPES),
  passKey: z.literal(''),
  passKeySet: z.boolean(),
});
export type OrganizationView = z.infer<typeof organizationViewSchema>;

export const DEPARTMENT_MESSAGES = {
  addRequired: 'Please enter department ID, name, and head.',
  updateRequired: 'Please enter department name and head.',
  pickToEdit: 'Pick a department from the list to edit.',
  idFormat: 'Department ID may contain letters, digits and hyphens (at most 20).',
  nameFormat: 'Department name must start with a letter and contain letters, spaces and & only (2 to 40).',
  headTooLong: 'Department head cannot be longer than 50 characters.',
  unknownHead: 'The department head must be an employee of your organisation.',
  duplicate: 'A department with this ID already exists.',
  notFound: 'Department not found.',
  inUse: 'Employees still belong to this department; move them to another department first.',
  fetchFailed: 'Error fetching departments.',
  addFailed: 'Error adding department. Please try again.',
  updateFailed: 'Error updating department. Please try again.',
  deleteFailed: 'Error deleting department. Please try again.',
  confirmDelete: 'Are you sure you want to delete this department?',
  added: 'Department added successfully!',
  updated: 'Department updated successfully!',
  deleted: 'Department deleted successfully!',
  empty: 'No departments yet.',
} as const;

const departmentName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^[A-Za-z][A-Za-z &]{1,39}$/, DEPARTMENT_MESSAGES.nameFormat);
const departmentHead = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(50, DEPARTMENT_MESSAGES.headTooLong);

/** Adding a department: the client supplies the ID (contract 4.5); ID, name and head are required. */
export const departmentSchema = z.object({
  departmentId: z
    .string({ error: DEPARTMENT_MESSAGES.addRequired })
    .trim()
    .min(1, DEPARTMENT_MESSAGES.addRequired)
    .regex(/^[A-Za-z0-9-]{1,20}$/, DEPARTMENT_MESSAGES.idFormat),
  departmentName: departmentName(DEPARTMENT_MESSAGES.addRequired),
  departmentHead: departmentHead(DEPARTMENT_MESSAGES.addRequired),
});
export type Department = z.infer<typeof departmentSchema>;

/** Updating a department: the ID names it (locked in the form); name and head are required. */
export const departmentUpdateSchema = z.object({
  departmentId: z.string({ error: DEPARTMENT_MESSAGES.pickToEdit }).trim().min(1, DEPARTMENT_MESSAGES.pickToEdit).max(20),
  departmentName: departmentName(DEPARTMENT_MESSAGES.updateRequired),
  departmentHead: departmentHead(DEPARTMENT_MESSAGES.updateRequired),
});

export const departmentViewSchema = z.object({
  id: z.number(),
  departmentId: z.string(),
  departmentName: z.string(),
  departmentHead: z.string(),
});
export type DepartmentView = z.infer<typeof departmentViewSchema>;

export const DESIGNATION_MAX_LENGTH = 50;

export const DESIGNATION_MESSAGES = {
  empty: 'Please select or enter a designation.',
  tooShort: 'Designation must be at least 1 character long.',
  tooLong: 'Designation cannot be longer than 50 characters.',
  format: 'Designation cannot start with a space and should only contain letters and spaces.',
  duplicate: 'This designation already exists.',
  addFailed: 'Failed to add designation. Please try again.',
  fetchFailed: 'Failed to load the designations. Please try again.',
  added: 'Designation added successfully!',
  placeholder: 'See all Designation list',
  inputLabel: 'Add New Designation',
} as const;

/**
 * The designation rules in the spec's order (spec 3 §5): nothing typed; only spaces (under 1
 * character once trimmed); over 50; not a letter first or something other than letters and spaces.
 */
export function designationProblem(value: string | null | undefined): string | null {
  if (!value) return DESIGNATION_MESSAGES.empty;
  const trimmed = value.trim();
  if (trimmed.length < 1) return DESIGNATION_MESSAGES.tooShort;
  if (trimmed.length > DESIGNATION_MAX_LENGTH) return DESIGNATION_MESSAGES.tooLong;
  if (!/^[A-Za-z][A-Za-z ]*$/.test(value)) return DESIGNATION_MESSAGES.format;
  return null;
}

export const designationSchema = z.object({
  designation: z
    .string({ error: DESIGNATION_MESSAGES.empty })
    .superRefine((value, ctx) => {
      const problem = designationProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => v.trim()),
});
export type Designation = z.infer<typeof designationSchema>;
