import { z } from 'zod';
import { formatMessage } from '../common';
import type { Role } from '../roles';

/** The messages with values, as templates (issue 27 point 4): the catalogue's `messages.currentEmployment`. */
export const CURRENT_EMPLOYMENT_TEMPLATES = {
  cycle: '{{managerId}} already reports to {{employeeId}}, directly or through others; this reporting line would form a cycle.',
} as const;

/** Spec 1 §5 'X is required.' and §8 messages for current employment, plus the server's rule messages. */
export const CURRENT_EMPLOYMENT_MESSAGES = {
  organisationNameRequired: 'Organization Name is required.',
  employeeNameRequired: 'Employee Name is required.',
  employeeIdRequired: 'Employee ID is required.',
  hrIdRequired: 'HR ID is required.',
  designationRequired: 'Designation is required.',
  dojRequired: 'Date of Joining is required.',
  reportingManagerIdRequired: 'Reporting Manager ID is required.',
  reportingManagerRequired: 'Reporting Manager is required.',
  departmentIdRequired: 'Department ID is required.',
  departmentNameRequired: 'Department Name is required.',
  updated: 'Employee Record Updated Successfully',
  created: 'Employee Record Created Successfully',
  recheck: 'Kindly recheck the Form',
  networkError: 'Network error, please try again.',
  empty: 'No Experience Added',
  loadFailed: 'Could not load the current employment. Please try again.',
  notManager: 'The reporting manager must be an employee of the organisation with a manager role.',
  selfManager: 'An employee cannot be their own reporting manager.',
  notHr: 'The HR ID must belong to an employee with the HR role.',
  selfHr: 'An employee cannot be their own HR.',
  unknownDepartment: 'This department does not exist.',
  unknownDesignation: "Choose one of the organisation's designations.",
  cycle: (employeeId: string, managerId: string) => formatMessage(CURRENT_EMPLOYMENT_TEMPLATES.cycle, { employeeId, managerId }),
  alreadyExists: 'Current employment is already recorded for this employee; update it instead.',
  notFound: 'No current employment is recorded for this employee yet.',
  badLeavingDate: 'Leaving Date must be a date (yyyy-MM-dd) on or after the Date of Joining.',
} as const;

const M = CURRENT_EMPLOYMENT_MESSAGES;

/** Roles whose holders may be chosen as reporting manager (getUserRoleManager). */
export const REPORTING_MANAGER_ROLES = ['ROLE_MANAGER', 'ROLE_HR', 'ROLE_ADMIN', 'ROLE_ROOT'] as const satisfies readonly Role[];
/** Roles whose holders may be chosen as HR (getUserRoleHr). */
export const EMPLOYMENT_HR_ROLES = ['ROLE_HR'] as const satisfies readonly Role[];

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max);

/**
 * The add/edit form and the body of POST createCurrentEmployement / PATCH updateCurrentEmployement
 * (spec 1 §7). Organisation name, employee name, employee id and date of joining are read-only in the
 * form; the server derives them (and the two names) itself and keeps only the four editable choices.
 */
export const currentEmploymentSchema = z.object({
  organisationName: required(M.organisationNameRequired),
  employeeName: required(M.employeeNameRequired),
  employeeId: required(M.employeeIdRequired, 50),
  designation: required(M.designationRequired, 50),
  doj: required(M.dojRequired, 10),
  reportingManagerId: required(M.reportingManagerIdRequired, 50),
  reportingManager: required(M.reportingManagerRequired),
  departmentId: required(M.departmentIdRequired, 20),
  departmentName: required(M.departmentNameRequired),
  hrId: required(M.hrIdRequired, 50),
  /** Optional: the last working day of a leaver ("" or absent: still employed). */
  leavingDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, M.badLeavingDate)
    .optional(),
});
export type CurrentEmploymentInput = z.input<typeof currentEmploymentSchema>;
export type CurrentEmployment = z.output<typeof currentEmploymentSchema>;

const recordFields = {
  employeeName: z.string(),
  employeeId: z.string(),
  designation: z.string(),
  doj: z.string(),
  reportingManagerId: z.string(),
  reportingManager: z.string(),
  pay: z.string(),
  departmentId: z.string(),
  departmentName: z.string(),
  hrId: z.string(),
  /** The last working day of a leaver; "" while employed. */
  leavingDate: z.string(),
};

/** GET currentexperience/{id} and the answer to create/update (organisationName with s). */
export const currentEmploymentRecordSchema = z.object({ organisationName: z.string(), ...recordFields });
export type CurrentEmploymentRecord = z.infer<typeof currentEmploymentRecordSchema>;

/** GET currentexperience/getEmployeeDetails/{id}: the prefill, spelling organizationName with z. */
export const currentEmploymentDetailsSchema = z.object({ organizationName: z.string(), ...recordFields });
export type CurrentEmploymentDetails = z.infer<typeof currentEmploymentDetailsSchema>;

/** The page switches to create mode when the loaded designation is empty or the text 'null' (spec 1 §4). */
export function isNewCurrentEmployment(record: { designation?: string | null } | null | undefined): boolean {
  const designation = record?.designation;
  return designation === undefined || designation === null || designation === '' || designation === 'null';
}

/** 'Error: <message>' when the server explained, else 'Kindly recheck the Form' (spec 1 §8). */
export function currentEmploymentSaveError(serverMessage: string | null | undefined): string {
  return serverMessage ? `Error: ${serverMessage}` : M.recheck;
}
