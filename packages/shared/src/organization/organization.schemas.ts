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
export const MAIL_TYPES = ['ZOHO', 'GMAIL'] as const;

export const ORGANIZATION_MESSAGES = {
  rootDesignation: 'Please select a root designation.',
  nameRequired: 'Organization name is required.',
  domainInvalid: 'Enter a domain such as example.com.',
  emailInvalid: 'Enter a valid e-mail address.',
  saved: 'Data added successfully!',
  failed: 'Kindly recheck the form.',
  alreadyExists: 'The organization is already set up; update it instead.',
  notFound: 'Organization not found.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

export const organizationSchema = z.object({
  organizationId: z.string().nullish(),
  organizationName: z
    .string({ error: ORGANIZATION_MESSAGES.nameRequired })
    .trim()
    .min(2, ORGANIZATION_MESSAGES.nameRequired)
    .max(100),
  employeeDomain: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(v), ORGANIZATION_MESSAGES.domainInvalid)
    .nullish()
    .transform((v) => v ?? ''),
  logoUrl: optionalText(500),
  rootDesignation: z
    .string({ error: ORGANIZATION_MESSAGES.rootDesignation })
    .trim()
    .min(1, ORGANIZATION_MESSAGES.rootDesignation)
    .max(50),
  weekOfOne: z.enum(WEEK_OFF_OPTIONS).default('Saturday'),
  weekOfTwo: z.enum(WEEK_OFF_OPTIONS).default('Sunday'),
  multiLevel: z.boolean().default(false),
  emailId: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || z.email().safeParse(v).success, ORGANIZATION_MESSAGES.emailInvalid)
    .nullish()
    .transform((v) => v ?? ''),
  mailType: z
    .enum(MAIL_TYPES)
    .nullish()
    .transform((v) => v ?? 'GMAIL'),
  /** Left empty on update to keep the stored pass key; never returned. */
  passKey: optionalText(200),
});
export type OrganizationInput = z.input<typeof organizationSchema>;
export type Organization = z.output<typeof organizationSchema>;

export const DEPARTMENT_MESSAGES = {
  addRequired: 'Please enter department ID, name, and head.',
  updateRequired: 'Please enter department name and head.',
  idFormat: 'Department ID may contain letters, digits and hyphens (at most 20).',
  nameFormat: 'Department name may contain letters and spaces only (2 to 40).',
  duplicate: 'A department with this ID already exists.',
  notFound: 'Department not found.',
  inUse: 'This department still has employees; move them first.',
  fetchFailed: 'Error fetching departments.',
  addFailed: 'Error adding department. Please try again.',
  updateFailed: 'Error updating department. Please try again.',
  deleteFailed: 'Error deleting department. Please try again.',
  confirmDelete: 'Are you sure you want to delete this department?',
} as const;

export const departmentSchema = z.object({
  departmentId: z
    .string({ error: DEPARTMENT_MESSAGES.addRequired })
    .trim()
    .min(1, DEPARTMENT_MESSAGES.addRequired)
    .regex(/^[A-Za-z0-9-]{1,20}$/, DEPARTMENT_MESSAGES.idFormat),
  departmentName: z
    .string({ error: DEPARTMENT_MESSAGES.addRequired })
    .trim()
    .min(1, DEPARTMENT_MESSAGES.addRequired)
    .regex(/^[A-Za-z][A-Za-z &]{1,39}$/, DEPARTMENT_MESSAGES.nameFormat),
  departmentHead: z.string({ error: DEPARTMENT_MESSAGES.addRequired }).trim().min(1, DEPARTMENT_MESSAGES.addRequired).max(50),
});
export type Department = z.infer<typeof departmentSchema>;

export const DESIGNATION_MESSAGES = {
  empty: 'Please select or enter a designation.',
  tooShort: 'Designation must be at least 1 character long.',
  tooLong: 'Designation cannot be longer than 50 characters.',
  format: 'Designation cannot start with a space and should only contain letters and spaces.',
  duplicate: 'This designation already exists.',
  addFailed: 'Failed to add designation. Please try again.',
  added: 'Designation added successfully!',
} as const;

export const designationSchema = z.object({
  designation: z
    .string({ error: DESIGNATION_MESSAGES.empty })
    .min(1, DESIGNATION_MESSAGES.empty)
    .max(50, DESIGNATION_MESSAGES.tooLong)
    .refine((v) => /^[A-Za-z][A-Za-z ]*$/.test(v), DESIGNATION_MESSAGES.format)
    .transform((v) => v.trim()),
});
export type Designation = z.infer<typeof designationSchema>;
