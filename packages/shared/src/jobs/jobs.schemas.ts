import { z } from 'zod';

/** The schedules an HR office runs on (BEYOND §B3); each is on by default and can be switched off per organisation. */
export const SCHEDULE_NAMES = [
  'leave-accrual',
  'timesheet-reminder',
  'approvals-digest',
  'document-expiry',
  'webhook-delivery',
  'exit-access',
] as const;
export type ScheduleName = (typeof SCHEDULE_NAMES)[number];

export const SCHEDULE_LABELS: Record<ScheduleName, string> = {
  'leave-accrual': 'Monthly leave accrual and yearly carry-forward',
  'timesheet-reminder': 'Weekly reminder of unsubmitted timesheets',
  'approvals-digest': 'Daily digest of requests waiting for a decision',
  'document-expiry': 'Daily notice of passports that expire within 30 days',
  'webhook-delivery': 'Every minute: webhooks and chat notices that are due (retries, and any missed)',
  'exit-access': 'Daily end of leavers’ sessions after their last working day',
};

export const SCHEDULE_RUN_STATUSES = ['success', 'failed'] as const;

export const JOBS_MESSAGES = {
  unknownSchedule: 'No such schedule.',
  started: 'The schedule runs now.',
  switched: 'The schedule was saved.',
  loadFailed: 'Could not load the schedules.',
} as const;

export const scheduleSchema = z.object({
  name: z.string(),
  cron: z.string(),
  enabled: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastStatus: z.enum(SCHEDULE_RUN_STATUSES).nullable(),
  nextRunAt: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const queueStatsSchema = z.object({
  name: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});

/** GET admin/jobs (BEYOND §B3). */
export const jobsOverviewSchema = z.object({
  schedules: z.array(scheduleSchema),
  queues: z.array(queueStatsSchema),
  timeZone: z.string(),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

export const scheduleNameParamsSchema = z.object({ name: z.enum(SCHEDULE_NAMES) });
export const scheduleSwitchSchema = z.object({ enabled: z.boolean() });

/** PUT admin/jobs/time-zone: the IANA zone the organisation's schedules run in. */
export const jobsTimeZoneSchema = z.object({ timeZone: z.string().trim().min(1).max(64) });
export const JOBS_TIME_ZONE_INVALID = 'Unknown time zone.';
