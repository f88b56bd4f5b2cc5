import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approvals';
import { daysBetween, ISO_DATE, parseIsoDate, todayIso } from '../common';
import { WEEK_OFF_OPTIONS } from '../organization';
import {
  LEAVE_COMMENTS_MAX,
  LEAVE_GENDERS,
  LEAVE_TYPE_DESCRIPTION_MAX,
  LEAVE_TYPES,
  LEDGER_KINDS,
  LEAVE_MESSAGES as M,
} from './leave.constants';
import { leaveDuration, startDateInWindow } from './leave.rules';

const leaveTypeEnum = z.enum(LEAVE_TYPES, { error: M.leaveTypeRequired });

// ------------------------------------------------------------------ leave types (admin, /LeaveForm)

/** POST leaves/create and the 'Add Leave Type' dialog (spec 3 §5). carryForwardCap is ours (null: no cap). */
export const leaveTypeSchema = z.object({
  leaveType: leaveTypeEnum,
  count: z.coerce.number({ error: M.countPositive }).int(M.countPositive).positive(M.countPositive).max(99, M.countPositive),
  carryForward: z.boolean().default(false),
  /** Empty means no cap. */
  carryForwardCap: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number({ error: M.capInvalid }).int(M.capInvalid).min(0, M.capInvalid).max(99, M.capInvalid).nullable(),
  ),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(LEAVE_TYPE_DESCRIPTION_MAX, M.descriptionTooLong),
  /** BEYOND §B9: who the type is for; absent means everyone. */
  gender: z.enum(LEAVE_GENDERS, { error: M.genderInvalid }).default('ALL'),
});
export type LeaveTypeInput = z.input<typeof leaveTypeSchema>;
export type LeaveTypeValues = z.output<typeof leaveTypeSchema>;

/** PATCH leaves/updateLeave: the same plus id; the type itself cannot change. */
export const leaveTypeUpdateSchema = leaveTypeSchema.extend({ id: z.coerce.number().int().positive() });

export const leaveTypeRecordSchema = z.object({
  id: z.number().int(),
  leaveType: z.enum(LEAVE_TYPES),
  count: z.number().int(),
  carryForward: z.boolean(),
  carryForwardCap: z.number().int().nullable(),
  description: z.string(),
  gender: z.enum(LEAVE_GENDERS),
});
export type LeaveTypeRecord = z.infer<typeof leaveTypeRecordSchema>;

// ------------------------------------------------------------------ applying (/LeaveRequest)

const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => ISO_DATE.test(v) && parseIsoDate(v) !== null, message);

/**
 * POST leave/create and the apply form (spec 3 §5). The duration must equal the inclusive days from start
 * to end minus 0.5 for a half day (working days only when the organisation counts them, BEYOND §B9); the
 * server recomputes it and refuses a disagreeing one.
 */
export const applyLeaveSchema = z
  .object({
    employeeId: z.string().trim().max(50).optional(),
    leaveName: leaveTypeEnum,
    startDate: requiredDate(M.startRequired),
    endDate: requiredDate(M.endRequired),
    isHalfDay: z.boolean().default(false),
    duration: z.coerce.number({ error: M.durationRequired }).positive(M.durationRequired),
    comments: z
      .string({ error: M.commentsRequired })
      .trim()
      .min(1, M.commentsRequired)
      .max(LEAVE_COMMENTS_MAX, M.commentsTooLong),
  })
  .superRefine((v, ctx) => {
    if (!startDateInWindow(v.startDate, todayIso()))
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: M.startWindow });
    if (v.endDate < v.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
      return;
    }
    // Never more than the calendar days; the exact count (calendar or working days, per the organisation's
    // leave settings) is checked by the server and the form with expectedLeaveDuration.
    const calendarDays = leaveDuration(v.startDate, v.endDate, v.isHalfDay);
    if (calendarDays !== null && v.duration > calendarDays)
      ctx.addIssue({ code: 'custom', path: ['duration'], message: M.durationMismatch });
  });
export type ApplyLeaveInput = z.input<typeof applyLeaveSchema>;
export type ApplyLeave = z.output<typeof applyLeaveSchema>;

// ------------------------------------------------------------------ requests, approvals, balances

/** A leave row as every list answers it (API.md §4.11); string fields never null. */
export const leaveRequestRowSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  leaveName: z.enum(LEAVE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  appliedDate: z.string(),
  duration: z.number(),
  isHalfDay: z.boolean(),
  status: z.enum(APPROVAL_STATUSES),
  comments: z.string(),
  /** The requester's own reason (comments holds the latest decision's comments once decided). */
  reason: z.string(),
});
export type LeaveRequestRow = z.infer<typeof leaveRequestRowSchema>;

export const leaveApprovalsResponseSchema = z.object({ approvals: z.array(leaveRequestRowSchema) });

export const leaveDecisionResponseSchema = leaveRequestRowSchema.extend({ message: z.string() });

/** DELETE leave/cancel?leaveRequestId= */
export const leaveCancelQuerySchema = z.object({
  leaveRequestId: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound),
});

/** GET getleavebalance/{empId}: one entry per leave type the organisation defines. */
export const leaveBalanceSchema = z.object({ leaveType: z.enum(LEAVE_TYPES), count: z.number() });
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

/** GET leave/ledger: the movements behind one person's balance of one type (ours). */
export const leaveLedgerQuerySchema = z.object({
  employeeId: z.string().trim().min(1).max(50),
  leaveType: z.enum(LEAVE_TYPES),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const leaveLedgerEntrySchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  days: z.number(),
  balance: z.number(),
  note: z.string(),
  leaveRequestId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type LeaveLedgerEntry = z.infer<typeof leaveLedgerEntrySchema>;
export const leaveLedgerSchema = z.object({
  employeeId: z.string(),
  leaveType: z.enum(LEAVE_TYPES),
  year: z.number().int(),
  balance: z.number(),
  entries: z.array(leaveLedgerEntrySchema),
});
export type LeaveLedger = z.infer<typeof leaveLedgerSchema>;

// ------------------------------------------------------------------ working days (BEYOND §B9)

/** The longest range the working-day calendar answers for at once (a leave starts within a year). */
export const WORKING_CALENDAR_MAX_DAYS = 731;

/** GET leave/workingCalendar: the caller's calendar between two dates, for the apply form's duration. */
export const workingCalendarQuerySchema = z
  .object({ from: requiredDate(M.startRequired), to: requiredDate(M.endRequired) })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.endBeforeStart });
    else if (daysBetween(v.from, v.to) >= WORKING_CALENDAR_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.workingCalendarTooLong });
  });
export type WorkingCalendarQuery = z.infer<typeof workingCalendarQuerySchema>;

/** Whether the organisation counts working days and, when it does, the caller's weekly offs and holidays in the range. */
export const workingCalendarSchema = z.object({
  countWorkingDays: z.boolean(),
  weeklyOffs: z.array(z.enum(WEEK_OFF_OPTIONS)),
  holidayDates: z.array(z.string()),
});
export type WorkingCalendar = z.infer<typeof workingCalendarSchema>;
