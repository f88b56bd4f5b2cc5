import { z } from 'zod';
import { ISO_DATE, parseIsoDate, RECHECK_FORM } from '../common';
import { EVEN_WITH_FIELD_ERRORS, textOf } from '../profile';
import { PROJECT_CODE, PROJECT_MESSAGES } from './projects.schemas';

/** Spec 2 §5 'Assignment', §8 and spec 3 §3 (column labels), §9 (comments max 100). */
export const ASSIGNMENT_TEXT_MAX = 20;
export const ASSIGNMENT_COMMENTS_MAX = 100;

export const ASSIGNMENT_MESSAGES = {
  length: 'min 1 and max 20 characters.',
  employeeId: 'Employee ID must contain only letters and digits.',
  employeeUnknown: 'The employee must be an employee of your organisation.',
  designation: 'Designation may contain letters, digits, hyphens, slashes and spaces.',
  startRequired: 'Start Date is required.',
  endRequired: 'End Date is required.',
  shiftStartRequired: 'Shift Start Time is required.',
  shiftEndRequired: 'Shift End Time is required.',
  endAfterStart: 'End Date must be after Start Date.',
  commentsMax: 'Comments must be at most 100 characters.',
  fillAll: 'Please fill in all required fields correctly.',
  overlap: 'This employee is already assigned to this project for some of these dates.',
  notFound: 'Assignment not found.',
  projectUnknown: 'No project of your organisation has this code.',
  missingCode: PROJECT_MESSAGES.missingCode,
  failed: RECHECK_FORM,
  empty: 'No assignments for this project yet.',
  teamDenied: "Only the project's manager, its members, HR and admins see its team.",
  noPresent: 'No present assignments.',
  noPrevious: 'No previous assignments.',
  created: 'Assignment created successfully!',
  updated: 'Assignment updated successfully!',
  deleted: 'Assignment deleted successfully!',
  confirmDelete: (name: string) => `Are you sure you want to delete the assignment of ${name}?`,
} as const;
const M = ASSIGNMENT_MESSAGES;

/** The columns of the assignment table, in order, with the spec's labels (spec 3 §3). */
export const ASSIGNMENT_COLUMNS = [
  { key: 'employeeId', label: 'Employee ID' },
  { key: 'employeeName', label: 'Employee Name' },
  { key: 'employeeDesignation', label: 'Designation' },
  { key: 'projectCode', label: 'Project Code' },
  { key: 'startDate', label: 'Start Date' },
  { key: 'endDate', label: 'End Date' },
  { key: 'shiftStartTime', label: 'Shift Start Time' },
  { key: 'shiftEndTime', label: 'Shift End Time' },
  { key: 'comments', label: 'Comments' },
] as const;
export type AssignmentColumn = (typeof ASSIGNMENT_COLUMNS)[number]['key'];

/** The visible columns from `?fields=` (comma separated); unknown names are ignored; none or no valid one → all. */
export function visibleAssignmentColumns(fields: string | null | undefined): AssignmentColumn[] {
  const all = ASSIGNMENT_COLUMNS.map((c) => c.key);
  const wanted = (fields ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter(Boolean);
  const chosen = all.filter((key) => wanted.includes(key.toLowerCase()));
  return chosen.length ? chosen : all;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DESIGNATION = /^[A-Za-z0-9/\- ]+$/;

const limited = (pattern: RegExp, patternMessage: string) =>
  z.string({ error: M.length }).trim().min(1, M.length).max(ASSIGNMENT_TEXT_MAX, M.length).regex(pattern, patternMessage);
const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => ISO_DATE.test(v) && parseIsoDate(v) !== null, required);
const time = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .regex(TIME, required)
    .transform((v) => v.slice(0, 5));

const emptyToAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const fields = {
  employeeId: limited(ALPHANUMERIC, M.employeeId),
  // Both may be left out: the server answers the employee's real name and, without a designation, the current one.
  employeeName: z.preprocess(emptyToAbsent, z.string().trim().min(1, M.length).max(ASSIGNMENT_TEXT_MAX, M.length).optional()),
  employeeDesignation: z.preprocess(emptyToAbsent, limited(DESIGNATION, M.designation).optional()),
  projectCode: z
    .string({ error: PROJECT_MESSAGES.codeInvalid })
    .trim()
    .min(1, M.length)
    .max(ASSIGNMENT_TEXT_MAX, M.length)
    .regex(PROJECT_CODE, PROJECT_MESSAGES.codeInvalid),
  startDate: isoDate(M.startRequired),
  endDate: isoDate(M.endRequired),
  shiftStartTime: time(M.shiftStartRequired),
  shiftEndTime: time(M.shiftEndRequired),
  comments: z
    .string()
    .trim()
    .max(ASSIGNMENT_COMMENTS_MAX, M.commentsMax)
    .nullish()
    .transform((v) => v ?? ''),
};

/** End Date strictly after Start Date (spec 2 §5). */
export function checkAssignmentDates(value: { startDate?: unknown; endDate?: unknown }, ctx: z.RefinementCtx) {
  const start = textOf(value.startDate);
  const end = textOf(value.endDate);
  if (parseIsoDate(start) && parseIsoDate(end) && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endAfterStart });
  }
}

/** The add/edit dialog and the body of POST assignments/create. */
export const assignmentSchema = z.object(fields).superRefine(checkAssignmentDates, EVEN_WITH_FIELD_ERRORS);
export type AssignmentInput = z.input<typeof assignmentSchema>;
export type Assignment = z.output<typeof assignmentSchema>;

/** PATCH assignments/update: `{id, …chosen fields}`; absent fields keep their stored values. */
export const assignmentUpdateSchema = z
  .object(fields)
  .partial()
  .extend({ id: z.coerce.number({ error: M.notFound }).int().positive(M.notFound).max(2_147_483_647, M.notFound) });
export type AssignmentUpdate = z.output<typeof assignmentUpdateSchema>;

/** One row of the assignment lists (contract §4.8); times are HH:mm. */
export const assignmentRecordSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  employeeDesignation: z.string(),
  projectCode: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  shiftStartTime: z.string(),
  shiftEndTime: z.string(),
  comments: z.string(),
});
export type AssignmentRecord = z.infer<typeof assignmentRecordSchema>;

export const assignmentIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const assignmentEmployeeQuerySchema = z.object({ employeeId: z.string().trim().min(1).max(50) });
