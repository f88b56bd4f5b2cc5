import { PROFILE_FIELD_LABELS, PROFILE_FIELDS } from '../approvals';
import { COUNTRY_CODE_VALUES } from '../common';
import { BLOOD_GROUPS, GENDERS, MARITAL_STATUSES, PREFIXES } from '../employees';
import { ROLES, type Role } from '../roles';

/** The employee import/export columns (contract BEYOND §B1), in template order. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'employeeId',
  ...PROFILE_FIELDS,
  'department',
  'designation',
  'managerId',
  'hrId',
  'role',
] as const;
export type EmployeeImportColumn = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];
export type EmployeeImportRow = Partial<Record<EmployeeImportColumn, string>>;

/** The personal-detail columns: the body of employee/create, the fields an employee may ask to change. */
export const PERSONAL_COLUMNS = PROFILE_FIELDS satisfies readonly EmployeeImportColumn[];

const list = (values: readonly string[]) => values.map((v) => v.trim()).join(', ');

/** What the template's second sheet says about each column. */
export const EMPLOYEE_IMPORT_COLUMN_HELP: Record<EmployeeImportColumn, string> = {
  employeeId: 'Blank for a new person (an id is assigned); an existing employee id updates that person.',
  prefix: `One of: ${list(PREFIXES)}.`,
  firstname: 'Letters, single spaces between words, 2–25 characters.',
  middlename: 'Optional; letters and spaces, at most 25 characters.',
  lastname: 'Letters, single spaces between words, 2–25 characters.',
  email: 'Unique in the organisation. A new row whose e-mail already exists updates that person.',
  countryCode: `One of: ${list(COUNTRY_CODE_VALUES)}.`,
  phoneNumber: 'Digits only, the length the country code requires (at most 10).',
  maritialStatus: `One of: ${list(MARITAL_STATUSES)}.`,
  dob: 'Date of birth, yyyy-MM-dd; the person must be 18–100 years old.',
  gender: `One of: ${list(GENDERS)} (Mr needs Male; Ms and Mrs need Female).`,
  fatherName: 'Letters, single spaces between words, 2–25 characters.',
  doj: 'Date of joining, yyyy-MM-dd.',
  bloodGroup: `One of: ${list(BLOOD_GROUPS)}.`,
  department: 'An existing department, by ID or name. Needed with designation for a first employment record.',
  designation: "One of the organisation's designations.",
  managerId: 'An existing employee id with a manager, HR or admin role, or the e-mail of a person created earlier in this file.',
  hrId: 'An existing employee id with the HR role, or the e-mail of a person created earlier in this file.',
  role: `Optional; one of: ${list(ROLES.filter((r) => r !== 'ROLE_ROOT'))}, or Employee, Manager, HR or Administrator. New people start as ROLE_ONBOARDING.`,
};

/** Each column's label (BEYOND §B9): a file may head a column with its label instead of its name, in any case. */
export const EMPLOYEE_IMPORT_COLUMN_LABELS: Record<EmployeeImportColumn, string> = {
  employeeId: 'Employee ID',
  ...PROFILE_FIELD_LABELS,
  department: 'Department',
  designation: 'Designation',
  managerId: 'Reporting manager',
  hrId: 'HR',
  role: 'Role',
};

/** The role column also takes these labels (BEYOND §B9), in any case. */
export const IMPORT_ROLE_LABELS: Readonly<Record<string, Role>> = {
  employee: 'ROLE_EMPLOYEE',
  manager: 'ROLE_MANAGER',
  hr: 'ROLE_HR',
  administrator: 'ROLE_ADMIN',
};

/** Columns of the opening leave balance import. */
export const LEAVE_BALANCE_IMPORT_COLUMNS = ['employeeId', 'leaveType', 'year', 'balance'] as const;

/** Most data rows one file may hold (header excluded). */
export const IMPORT_MAX_ROWS = 200_000;
/** Largest upload accepted, in bytes. */
export const IMPORT_MAX_BYTES = 60 * 1024 * 1024;
