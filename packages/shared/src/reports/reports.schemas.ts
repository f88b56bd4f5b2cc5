import { z } from 'zod';
import type { Role } from '../roles';

/** Text of the reports page and the server's answers to bad filters. */
export const REPORTS_MESSAGES = {
  title: 'Reports',
  badMonth: 'Use a month as yyyy-MM.',
  badDate: 'Use a date as yyyy-MM-dd.',
  badRange: 'The start must not be after the end.',
  rangeTooLong: 'Choose at most 36 months.',
  noData: 'No figures for these filters.',
  loadFailed: 'Could not load the report. Please try again.',
  badGroup: 'Group by none, department, designation or cf_<key> of a choice field.',
} as const;
const M = REPORTS_MESSAGES;

/** Headcount and approvals cover the organisation: admin and HR. */
export const REPORT_ORGANISATION_ROLES = ['ROLE_ADMIN', 'ROLE_HR'] as const satisfies readonly Role[];
/** Leave and time: admin and HR the organisation, a manager their own team. */
export const REPORT_TEAM_ROLES = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER'] as const satisfies readonly Role[];

export const MAX_REPORT_MONTHS = 36;
export const MAX_REPORT_DAYS = 366;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.badMonth);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.badDate)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    M.badDate,
  );
const format = z.enum(['json', 'xlsx']).default('json');
/** An optional department filter: the department id. */
const department = z.string().trim().max(20).optional();

/** Months from `from` to `to`, inclusive (yyyy-MM). */
export function monthsBetween(from: string, to: string): string[] {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let index = fy * 12 + fm - 1; index <= ty * 12 + tm - 1; index += 1) {
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export const HEADCOUNT_GROUPS = ['none', 'department', 'designation'] as const;
/** `cf_<key>` groups the headcount by a choice field's value (BEYOND §B8). */
export const HEADCOUNT_CUSTOM_GROUP = /^cf_[a-z][a-z0-9_]{0,39}$/;
export const headcountQuerySchema = z
  .object({
    from: month,
    to: month,
    groupBy: z
      .union([z.enum(HEADCOUNT_GROUPS), z.string().regex(HEADCOUNT_CUSTOM_GROUP, M.badGroup)], { message: M.badGroup })
      .default('none'),
    departmentId: department,
    format,
  })
  .refine((q) => q.from <= q.to, { message: M.badRange, path: ['to'] })
  .refine((q) => q.from > q.to || monthsBetween(q.from, q.to).length <= MAX_REPORT_MONTHS, {
    message: M.rangeTooLong,
    path: ['to'],
  });
export type HeadcountQuery = z.infer<typeof headcountQuerySchema>;

/** One month: people at its end, who joined and who left in it, and the people at its end per group. */
export const headcountReportSchema = z.object({
  series: z.array(
    z.object({
      month: z.string(),
      total: z.number().int(),
      joiners: z.number().int(),
      leavers: z.number().int(),
      groups: z.array(z.object({ key: z.string(), count: z.number().int() })),
    }),
  ),
});
export type HeadcountReport = z.infer<typeof headcountReportSchema>;

export const LEAVE_REPORT_GROUPS = ['leaveType', 'department', 'month'] as const;
export const leaveReportQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  groupBy: z.enum(LEAVE_REPORT_GROUPS).default('leaveType'),
  departmentId: department,
  format,
});
export type LeaveReportQuery = z.infer<typeof leaveReportQuerySchema>;
export const leaveReportSchema = z.object({
  rows: z.array(z.object({ key: z.string(), days: z.number(), people: z.number().int() })),
});
export type LeaveReport = z.infer<typeof leaveReportSchema>;

const dayRange = <T extends { from: string; to: string }>(schema: z.ZodType<T>) =>
  schema
    .refine((q) => q.from <= q.to, { message: M.badRange, path: ['to'] })
    .refine((q) => q.from > q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_REPORT_DAYS * 86_400_000, {
      message: `Choose at most ${MAX_REPORT_DAYS} days.`,
      path: ['to'],
    });

export const TIMESHEET_REPORT_GROUPS = ['project', 'employee'] as const;
export const timesheetReportQuerySchema = dayRange(
  z.object({
    from: day,
    to: day,
    groupBy: z.enum(TIMESHEET_REPORT_GROUPS).default('project'),
    departmentId: department,
    format,
  }),
);
export type TimesheetReportQuery = z.infer<typeof timesheetReportQuerySchema>;
/** Hours in hours (two decimals); `name` is the project's or person's name. */
export const timesheetReportSchema = z.object({
  rows: z.array(z.object({ key: z.string(), name: z.string(), hours: z.number(), billableHours: z.number() })),
});
export type TimesheetReport = z.infer<typeof timesheetReportSchema>;

export const APPROVAL_REPORT_GROUPS = ['kind', 'decider'] as const;
export const approvalsReportQuerySchema = z.object({
  groupBy: z.enum(APPROVAL_REPORT_GROUPS).default('kind'),
  departmentId: department,
  format,
});
export type ApprovalsReportQuery = z.infer<typeof approvalsReportQuerySchema>;
/** Requests waiting for a decision now, and how many days they have waited (oldest and on average). */
export const approvalsReportSchema = z.object({
  rows: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      waiting: z.number().int(),
      oldestDays: z.number().int(),
      averageDays: z.number(),
    }),
  ),
});
export type ApprovalsReport = z.infer<typeof approvalsReportSchema>;
