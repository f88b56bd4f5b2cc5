import { z } from 'zod';
import { addYears, COUNTRY_CODE_VALUES, parseIsoDate, phoneNumberProblem, todayIso, yearsBetween } from '../common';
import { CURRENT_EMPLOYMENT_MESSAGES } from '../profile';
import { ASSIGNABLE_ROLES, ROLES } from '../roles';
import {
  BLOOD_GROUPS,
  GENDERS,
  EMPLOYEE_MESSAGES as M,
  MARITAL_STATUSES,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  nameLengthMessages,
  PERSON_NAME_LABELS,
  PREFIXES,
} from './employees.constants';

/** A personal name: required, letters and spaces, 2–25, starting with a letter (spec 1 §5). */
export function personName(field: string) {
  const m = nameLengthMessages(field);
  return z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .regex(/^[A-Za-z ]+$/, M.onlyCharacters)
    .regex(/^[A-Za-z]+( [A-Za-z]+)*$/, M.singleSpaced)
    .min(NAME_MIN, m.min)
    .max(NAME_MAX, m.max);
}

const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX, nameLengthMessages(PERSON_NAME_LABELS.middlename).max)
  .regex(/^[A-Za-z ]*$/, M.onlyCharacters)
  .nullish()
  .transform((v) => v ?? '');

/** A yyyy-MM-dd date string; the message is the spec's "required" wording. */
export function isoDate(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((v) => parseIsoDate(v) !== null, requiredMessage);
}

const prefixSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() ? `${v.trim()} ` : v),
  z.enum(PREFIXES, { error: M.prefixRequired }),
);

function personalDetailsObject(bloodGroupMessage: string) {
  return z.object({
    prefix: prefixSchema,
    firstname: personName(PERSON_NAME_LABELS.firstname),
    middlename: optionalName,
    lastname: personName(PERSON_NAME_LABELS.lastname),
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(100)
      .regex(/^[A-Za-z]/, M.singleSpaced)
      .pipe(z.email(M.emailInvalid))
      .transform((v) => v.toLowerCase()),
    countryCode: z.enum(COUNTRY_CODE_VALUES, { error: M.countryCodeRequired }),
    phoneNumber: z
      .string({ error: M.phoneRequired })
      .trim()
      .min(1, M.phoneRequired)
      .regex(/^\d{1,10}$/, M.phoneDigits),
    maritialStatus: z.enum(MARITAL_STATUSES, { error: M.maritalRequired }),
    dob: isoDate(M.dobRequired),
    gender: z.enum(GENDERS, { error: M.genderRequired }),
    fatherName: personName(PERSON_NAME_LABELS.fatherName),
    doj: isoDate(M.dateRequired),
    bloodGroup: z.enum(BLOOD_GROUPS, { error: bloodGroupMessage }),
  });
}

type PersonalDetailsShape = z.output<ReturnType<typeof personalDetailsObject>>;

/** Cross-field rules: phone per country code, prefix/gender agreement, age window (spec 1 §5). */
export function checkPersonalDetails(value: PersonalDetailsShape, ctx: z.RefinementCtx, today: string = todayIso()) {
  const phoneProblem = phoneNumberProblem(value.countryCode, value.phoneNumber);
  if (phoneProblem) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: phoneProblem });

  const prefix = value.prefix.trim();
  if (prefix === 'Mr' && value.gender !== 'Male') {
    ctx.addIssue({ code: 'custom', path: ['gender'], message: M.mrNeedsMale });
  }
  if (prefix === 'Ms' && value.gender !== 'Female') {
    ctx.addIssue({ code: 'custom', path: ['gender'], message: M.msNeedsFemale });
  }
  if (prefix === 'Mrs' && value.gender !== 'Female') {
    ctx.addIssue({ code: 'custom', path: ['gender'], message: M.mrsNeedsFemale });
  }

  if (value.dob > today) {
    ctx.addIssue({ code: 'custom', path: ['dob'], message: M.dobFuture });
  } else if (yearsBetween(value.dob, today) < MIN_AGE) {
    ctx.addIssue({ code: 'custom', path: ['dob'], message: M.tooYoung });
  } else if (value.dob < addYears(today, -MAX_AGE)) {
    ctx.addIssue({ code: 'custom', path: ['dob'], message: M.tooOld });
  }
}

/** Personal details as edited on /personalDetails (message 'Bloodgroup is required.'). */
export const personalDetailsSchema = personalDetailsObject(M.bloodGroupRequired).superRefine((v, ctx) =>
  checkPersonalDetails(v, ctx),
);
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
export type PersonalDetails = z.output<typeof personalDetailsSchema>;

/** '' or absent: nothing chosen (the form sends '' for an untouched select). */
const optionalChoice = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** The employment the create form may record at once; the same four the current-employment form requires together. */
export const CREATE_EMPLOYMENT_FIELDS = {
  designation: CURRENT_EMPLOYMENT_MESSAGES.designationRequired,
  departmentId: CURRENT_EMPLOYMENT_MESSAGES.departmentIdRequired,
  reportingManagerId: CURRENT_EMPLOYMENT_MESSAGES.reportingManagerIdRequired,
  hrId: CURRENT_EMPLOYMENT_MESSAGES.hrIdRequired,
} as const;
export type CreateEmploymentField = keyof typeof CREATE_EMPLOYMENT_FIELDS;

/**
 * The employee creation form (spec 2 §5: 'Blood group is required.'), beyond the spec optionally with the
 * current employment (all four fields or none) and a role, recorded in the same transaction.
 */
export const employeeCreateSchema = personalDetailsObject(M.bloodGroupRequiredCreate)
  .extend({
    designation: optionalChoice(50),
    departmentId: optionalChoice(20),
    reportingManagerId: optionalChoice(50),
    hrId: optionalChoice(50),
    userRole: z.preprocess((v) => v || undefined, z.enum(ASSIGNABLE_ROLES, { error: M.roleRequired }).optional()),
  })
  .superRefine((v, ctx) => {
    checkPersonalDetails(v, ctx);
    const fields = Object.keys(CREATE_EMPLOYMENT_FIELDS) as CreateEmploymentField[];
    if (!fields.some((field) => v[field])) return;
    for (const field of fields) {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: CREATE_EMPLOYMENT_FIELDS[field] });
    }
  });
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;
export type EmployeeCreate = z.output<typeof employeeCreateSchema>;

export const employeeUpdateSchema = personalDetailsObject(M.bloodGroupRequired)
  .extend({ employeeId: z.string().trim().min(1).max(50) })
  .superRefine((v, ctx) => checkPersonalDetails(v, ctx));
export type EmployeeUpdateInput = z.input<typeof employeeUpdateSchema>;

export const employeeIdParam = z.object({ employeeId: z.string().trim().min(1).max(50) });

export const employeeListItemSchema = z.object({
  employeeId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  userRole: z.enum(ROLES),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

export const employeeProfileSchema = z.object({
  employeeId: z.string(),
  prefix: z.string(),
  firstname: z.string(),
  middlename: z.string(),
  lastname: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  maritialStatus: z.string(),
  dob: z.string(),
  gender: z.string(),
  fatherName: z.string(),
  doj: z.string(),
  bloodGroup: z.string(),
});
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;

export const employeeCreatedSchema = z.object({
  employeeId: z.string(),
  /** Only to a person's session, never to an API token (the new person sets a password through "Forgot Password"). */
  temporaryPassword: z.string().optional(),
  message: z.string(),
});
export type EmployeeCreated = z.infer<typeof employeeCreatedSchema>;

export const reporteeSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  designation: z.string(),
});
export type Reportee = z.infer<typeof reporteeSchema>;
