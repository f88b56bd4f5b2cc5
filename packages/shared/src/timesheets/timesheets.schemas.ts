import { z } from 'zod';
import { ISO_DATE, parseIsoDate } from '../common';
import { TIMESHEET_MESSAGES as M, MAX_HOURS_PER_DAY, MAX_HOURS_PER_WEEK } from './timesheets.constants';

const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .regex(ISO_DATE, `${label} must be a date (yyyy-MM-dd).`)
    .refine((v) => parseIsoDate(v) !== null, `${label} must be a real date.`);

/** Hours as the grid and the original client send them: a number or a numeric string, 0–24, 2 decimals at most. */
export const hoursValue = z
  .union([z.number(), z.string().trim()])
  .transform((v) => (typeof v === 'number' ? v : v === '' || v === '.' ? 0 : Number(v)))
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= MAX_HOURS_PER_DAY && Math.round(v * 100) === v * 100, M.hoursFormat);

const employeeIdField = z.string({ error: 'Employee ID is required.' }).trim().min(1, 'Employee ID is required.').max(40);
const projectCodeField = z.string({ error: 'Project code is required.' }).trim().min(1, 'Project code is required.').max(40);

export const timesheetDaySchema = z.object({ date: isoDate('Date'), working_hours: hoursValue });

/** A week's total without days, as the original client sends it: a string with 2 decimals (or a number), 0–168. */
export const weekTotalValue = z
  .union([z.number(), z.string().trim().min(1, M.weekTotalFormat)])
  .transform((v) => (typeof v === 'number' ? v : Number(v)))
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= MAX_HOURS_PER_WEEK && Math.round(v * 100) === v * 100, M.weekTotalFormat);

/**
 * `createTimeSheets/create` and `update`. Our grid sends `days`, each day's hours, which the server stores
 * and totals itself (`working_hours` / `workingHours`, when present, must equal their sum). The original
 * client sends only the week's total (API.md §4.13, no date): it is placed on the days of the week the
 * employee last opened (else the current week) by `placeWeekTotal`.
 */
export const timesheetSaveSchema = z
  .object({
    employeeId: employeeIdField,
    projectCode: projectCodeField,
    projectName: z.string().max(200).optional(),
    working_hours: z.union([z.number(), z.string()]).optional(),
    workingHours: z.union([z.number(), z.string()]).optional(),
    date: z.unknown().optional(),
    days: z.array(timesheetDaySchema, { error: M.daysRequired }).min(1, M.daysRequired).max(7, M.oneWeek).optional(),
  })
  .superRefine((body, ctx) => {
    const total = body.working_hours ?? body.workingHours;
    if (body.days) return;
    if (total === undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: M.daysRequired });
      return;
    }
    const parsed = weekTotalValue.safeParse(total);
    if (!parsed.success)
      ctx.addIssue({
        code: 'custom',
        path: [body.working_hours !== undefined ? 'working_hours' : 'workingHours'],
        message: M.weekTotalFormat,
      });
  });
export type TimesheetSave = z.output<typeof timesheetSaveSchema>;

/** `POST timesheetapproval/`: submit a week; the client's totalHours (always 0 in the original) is ignored. */
export const timesheetSubmitSchema = z.object({
  employeeId: employeeIdField,
  fromDate: isoDate('From date'),
  toDate: isoDate('To date'),
  totalHours: z.unknown().optional(),
});
export type TimesheetSubmit = z.output<typeof timesheetSubmitSchema>;

export const timesheetRangeQuery = z.object({
  employeeId: employeeIdField,
  startDate: isoDate('Start date'),
  endDate: isoDate('End date'),
});
export const timesheetLeaveRangeQuery = z.object({
  employeeId: employeeIdField,
  fromDate: isoDate('From date'),
  toDate: isoDate('To date'),
});
/** The billing export: one project's hours between two dates. */
export const projectHoursQuery = z.object({
  projectCode: projectCodeField,
  fromDate: isoDate('From date'),
  toDate: isoDate('To date'),
});
export const timesheetMonthQuery = z.object({
  month: z.coerce.number({ error: M.invalidMonth }).int(M.invalidMonth).min(1, M.invalidMonth).max(12, M.invalidMonth),
  year: z.coerce.number({ error: M.invalidMonth }).int(M.invalidMonth).min(1000, M.invalidMonth).max(9999, M.invalidMonth),
});
export const timesheetDecisionQuery = z.object({
  timeSheetId: z.coerce.number({ error: M.notFound }).int().positive(M.notFound),
  comments: z.string().trim().max(500).optional().default(''),
});
export const timesheetDecisionBody = z.object({ status: z.string().max(40).optional() }).optional();

export const TIMESHEET_STATUSES = ['PENDING', 'MANAGER_APPROVED', 'APPROVED', 'REJECTED'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

/** How a status reads on screen: Pending, Approved, Rejected (spec 3 §9). */
export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  PENDING: 'Pending',
  MANAGER_APPROVED: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export type TimesheetProjectWeek = {
  projectCode: string;
  projectName: string;
  billableLocation: string;
  billability: string;
  projectTimingsDTOList: { date: string; working_hours: number }[];
  /** Hours recorded for the whole week without days (the original client's save), when there are any. */
  weekTotalHours?: number;
};

export type TimesheetWeekSummary = {
  id: number;
  employeeId: string;
  fromDate: string;
  toDate: string;
  weekStartDate: string;
  swipeHours: number;
  totalHours: number;
  status: string;
  statusMessage: string;
  comments: string;
};

/** Rows per page of the weeks waiting for a decision on the team timesheets page. */
export const TIMESHEET_WAITING_PAGE_SIZE = 20;

/**
 * `GET timesheets/waiting`: the submitted weeks waiting for an approver's decision, across their people,
 * one page (page 0-based, size capped by the server). employeeId is the approver: the caller by default;
 * only an admin may ask for another approver of the organisation.
 */
export const timesheetWaitingQuery = z.object({
  employeeId: employeeIdField.optional(),
  page: z.coerce.number().int().min(0).max(100_000).optional(),
  size: z.coerce.number().int().min(1).optional(),
});
export type TimesheetWaitingQuery = z.output<typeof timesheetWaitingQuery>;

export const timesheetWaitingWeekSchema = z.object({
  id: z.number(),
  employeeId: z.string(),
  employeeName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  totalHours: z.number(),
  status: z.string(),
});
export type TimesheetWaitingWeek = z.infer<typeof timesheetWaitingWeekSchema>;
