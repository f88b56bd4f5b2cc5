import { z } from 'zod';
import { ISO_DATE } from '../common';
import { EVEN_WITH_FIELD_ERRORS, textOf } from '../profile';
import { ATTENDANCE_STATUSES, ATTENDANCE_TYPE_OPTIONS, ATTENDANCE_TYPES, ATTENDANCE_MESSAGES as M } from './attendance.constants';
import { attendanceDateProblem, TIME_OF_DAY, workingMinutes } from './attendance.rules';

/** An HH:mm time (seconds, when sent, are dropped); empty or missing reads as the modal's one message. */
const timeField = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .transform((v) => (/^\d\d:\d\d:\d\d$/.test(v) ? v.slice(0, 5) : v))
  .refine((v) => TIME_OF_DAY.test(v), M.timeInvalid);

const employeeIdField = z.string({ error: 'employeeId is required.' }).trim().min(1, 'employeeId is required.').max(50);

/**
 * The Add Attendance modal and POST attendance/create (spec 2 §5, contract §4.10). The date must be
 * one of the past 7 days, never today or later; type, start and end are required; the end comes after
 * the start. totalWorkingHours is accepted for the existing client but always computed by the server.
 */
export const attendanceCreateSchema = z
  .object({
    employeeId: employeeIdField,
    attendanceDate: z.string({ error: M.dateRequired }).trim(),
    inTime: timeField,
    outTime: timeField,
    type: z.enum(ATTENDANCE_TYPES, { error: M.required }),
    totalWorkingHours: z.string().max(20).optional().nullable(),
  })
  .superRefine((value, ctx) => {
    const problem = attendanceDateProblem(textOf(value.attendanceDate));
    if (problem) ctx.addIssue({ code: 'custom', path: ['attendanceDate'], message: problem });
    const [inTime, outTime] = [textOf(value.inTime), textOf(value.outTime)];
    if (TIME_OF_DAY.test(inTime) && TIME_OF_DAY.test(outTime) && workingMinutes(inTime, outTime) === null) {
      ctx.addIssue({ code: 'custom', path: ['outTime'], message: M.outBeforeIn });
    }
  }, EVEN_WITH_FIELD_ERRORS);
export type AttendanceCreateInput = z.input<typeof attendanceCreateSchema>;
export type AttendanceCreate = z.output<typeof attendanceCreateSchema>;

/**
 * The Add Attendance modal's form: the type is picked from the four options (Missed Swipein sends
 * halfDay) and the employee id comes from the session. Checked with the same rules as the API body,
 * with the type's message under the type option; the output is the body for POST attendance/create.
 */
export const attendanceFormSchema = z
  .object({
    attendanceDate: z.string(),
    typeOption: z.string(),
    inTime: z.string(),
    outTime: z.string(),
    employeeId: z.string(),
  })
  .transform((form, ctx) => {
    const option = ATTENDANCE_TYPE_OPTIONS.find((o) => o.key === form.typeOption);
    const parsed = attendanceCreateSchema.safeParse({ ...form, type: option?.value ?? '' });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'type' ? 'typeOption' : String(issue.path[0] ?? 'attendanceDate');
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    return z.NEVER;
  });
export type AttendanceFormInput = z.input<typeof attendanceFormSchema>;

const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => ISO_DATE.test(v), M.dateInvalid);

/** GET attendance/self: employeeId and attendanceDate (yyyy-MM-dd). */
export const attendanceSelfQuerySchema = z.object({ employeeId: employeeIdField, attendanceDate: isoDate(M.dateRequired) });
export type AttendanceSelfQuery = z.infer<typeof attendanceSelfQuerySchema>;

/** GET attendance/reportees: the report needs a date (spec 2 §5); large teams page with pageNumber/size. */
export const attendanceReporteesQuerySchema = attendanceSelfQuerySchema.extend({
  pageNumber: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).optional(),
});
export type AttendanceReporteesQuery = z.infer<typeof attendanceReporteesQuerySchema>;

/** One attendance entry as the tracker reads it; status is ours (entries are requests, DESIGN §8.8). */
export const attendanceRecordSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  attendanceDate: z.string(),
  inTime: z.string(),
  outTime: z.string(),
  totalWorkingHours: z.string(),
  type: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
});
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;

/** GET attendance/self answers the entry of that day, or an empty object when there is none. */
export const attendanceSelfResponseSchema = z.union([attendanceRecordSchema, z.object({}).strict()]);
export type AttendanceSelfResponse = AttendanceRecord | Record<string, never>;

export const isAttendanceRecord = (value: AttendanceSelfResponse | null | undefined): value is AttendanceRecord =>
  Boolean(value && 'id' in value);

export const attendanceDtoSchema = attendanceRecordSchema.omit({ employeeId: true });
/** GET attendance/reportees: per reportee their entries of that date (contract §4.10). */
export const reporteeAttendanceSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  attendanceDTOList: z.array(attendanceDtoSchema),
});
export type ReporteeAttendance = z.infer<typeof reporteeAttendanceSchema>;

/** An attendance request as the approval and status lists answer it (spec 3 §3); strings never null. */
export const attendanceRequestSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  type: z.string(),
  inTime: z.string(),
  outTime: z.string(),
  attendanceDate: z.string(),
  totalWorkingHours: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  comments: z.string(),
});
export type AttendanceRequest = z.infer<typeof attendanceRequestSchema>;

export const attendanceApprovalsResponseSchema = z.object({ approvals: z.array(attendanceRequestSchema) });
export type AttendanceApprovalsResponse = z.infer<typeof attendanceApprovalsResponseSchema>;

export const attendanceDecisionResponseSchema = attendanceRequestSchema.extend({ message: z.string() });
export type AttendanceDecisionResponse = z.infer<typeof attendanceDecisionResponseSchema>;

export const attendanceCreatedSchema = attendanceRecordSchema.extend({ message: z.string() });
export type AttendanceCreated = z.infer<typeof attendanceCreatedSchema>;

/** GET attendance/export: the tracker as shown — the caller's own day, or the reportees report of that day. */
export const attendanceTrackerExportQuerySchema = attendanceSelfQuerySchema.extend({
  view: z.enum(['self', 'reportees']).default('self'),
});
export type AttendanceTrackerExportQuery = z.infer<typeof attendanceTrackerExportQuerySchema>;

/** GET attendance/approvals/export: the approval screen's two tables, with each table's filters when given. */
export const attendanceApprovalsExportQuerySchema = z.object({
  employeeId: employeeIdField,
  filterEmployeeId: z.string().trim().max(50).optional(),
  filterEmployeeName: z.string().trim().max(100).optional(),
  filterType: z.string().trim().max(30).optional(),
  search: z.string().trim().max(100).optional(),
});
export type AttendanceApprovalsExportQuery = z.infer<typeof attendanceApprovalsExportQuerySchema>;

/** Timesheets read approved attendance per day (DESIGN §8.8): date and hours as a number with 2 decimals. */
export type ApprovedAttendanceDay = { attendanceDate: string; minutes: number; hours: number };
