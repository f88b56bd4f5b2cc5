import { z } from 'zod';
import { TIME_ATTENDANCE_MESSAGES as M, TEAM_DAYS_MAX_PAGE_SIZE, TEAM_DAYS_PAGE_SIZE } from './time-attendance.constants';
import { ATTENDANCE_MONTH, attendanceDaySchema } from './time-attendance.schemas';

/**
 * GET attendance/team-days: the team calendar of a month — the caller's people (admin: everyone; HR: their
 * people; a manager: their direct reportees; anyone else: themself), optionally of one department, a page
 * at a time.
 */
export const teamDaysQuerySchema = z.object({
  month: z.string({ error: M.monthInvalid }).regex(ATTENDANCE_MONTH, M.monthInvalid),
  department: z.string().trim().min(1, M.departmentInvalid).max(100, M.departmentInvalid).optional(),
  page: z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid).min(0, M.pageInvalid).max(100_000, M.pageInvalid).default(0),
  size: z.coerce
    .number({ error: M.pageSizeInvalid })
    .int(M.pageSizeInvalid)
    .min(1, M.pageSizeInvalid)
    .max(TEAM_DAYS_MAX_PAGE_SIZE, M.pageSizeInvalid)
    .default(TEAM_DAYS_PAGE_SIZE),
});
export type TeamDaysQuery = z.output<typeof teamDaysQuerySchema>;

/** A person's month in figures: days by status, minutes late and over, and days without pay (absent 1, half day ½). */
export const monthTotalsSchema = z.object({
  present: z.number(),
  halfDays: z.number(),
  absent: z.number(),
  leave: z.number(),
  holidays: z.number(),
  weeklyOffs: z.number(),
  lateMinutes: z.number(),
  overtimeMinutes: z.number(),
  lopDays: z.number(),
});
export type MonthTotals = z.output<typeof monthTotalsSchema>;

export const teamDaysRowSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  /** The person's rostered days of the month, as GET attendance/days answers them. */
  days: z.array(attendanceDaySchema),
  totals: monthTotalsSchema,
});
export type TeamDaysRow = z.output<typeof teamDaysRowSchema>;

export const teamDaysSchema = z.object({
  month: z.string(),
  page: z.number(),
  size: z.number(),
  /** How many people the caller's calendar holds (all pages). */
  total: z.number(),
  items: z.array(teamDaysRowSchema),
});
export type TeamDays = z.output<typeof teamDaysSchema>;
