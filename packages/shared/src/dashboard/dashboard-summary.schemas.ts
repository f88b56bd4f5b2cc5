import { z } from 'zod';
import { approvalCountsSchema } from '../approvals';
import { whosOutRowSchema } from '../leave';

/** How far ahead the dashboard looks for birthdays and work anniversaries. */
export const CELEBRATION_DAYS_AHEAD = 14;
export const DASHBOARD_LIST_LIMIT = 8;

export const celebrationSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  kind: z.enum(['birthday', 'anniversary']),
  /** The coming day it falls on, yyyy-MM-dd. */
  date: z.string(),
  /** Years of service on an anniversary; 0 on a birthday (the age is nobody's business). */
  years: z.number().int(),
});
export type Celebration = z.infer<typeof celebrationSchema>;

/** GET dashboard/summary: the live tiles of the caller's dashboard. Lists hold at most DASHBOARD_LIST_LIMIT of each kind. */
export const dashboardSummarySchema = z.object({
  today: z.string(),
  approvals: approvalCountsSchema,
  /** Approved leave of the caller's who's-out scope this week (Monday to Sunday). */
  outThisWeek: z.array(whosOutRowSchema),
  holidays: z.array(z.object({ date: z.string(), holidayName: z.string() })),
  celebrations: z.array(celebrationSchema),
  /** The caller's timesheet of this week (Monday to Sunday): its state, null while nothing is submitted. */
  myWeek: z.object({ fromDate: z.string(), toDate: z.string(), status: z.string().nullable() }),
  /** Whether the caller hides their own birthday and anniversary. */
  celebrationsHidden: z.boolean(),
  /** Admin and HR only. */
  organisation: z
    .object({
      headcount: z.number().int(),
      joinersThisMonth: z.number().int(),
      /** People whose leaving date falls in this month. */
      leaversThisMonth: z.number().int(),
      openPositions: z.number().int(),
      pendingOnboarding: z.number().int(),
    })
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const celebrationsPreferenceSchema = z.object({ hidden: z.boolean() });
