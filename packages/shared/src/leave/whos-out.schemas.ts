import { z } from 'zod';
import { daysBetween, ISO_DATE, parseIsoDate } from '../common/dates';
import { LEAVE_TYPES } from './leave.constants';

/** The longest range one who's-out call covers: a calendar month view with its leading and trailing weeks. */
export const WHOS_OUT_MAX_DAYS = 62;

export const WHOS_OUT_MESSAGES = {
  title: "Who's out",
  dateRequired: 'Give a date as yyyy-MM-dd.',
  toBeforeFrom: 'The end date cannot be before the start date.',
  tooLong: `Ask for at most ${WHOS_OUT_MAX_DAYS} days at a time.`,
  nobody: 'Nobody is out.',
  month: 'Month',
  week: 'Week',
  today: 'Today',
  previous: 'Previous',
  next: 'Next',
  alsoOut: 'Also out in the team on these days',
  loadFailed: "Could not load who's out.",
} as const;
const M = WHOS_OUT_MESSAGES;

const isoDate = z
  .string({ error: M.dateRequired })
  .trim()
  .refine((v) => ISO_DATE.test(v) && parseIsoDate(v) !== null, M.dateRequired);

/**
 * GET reports/whos-out?from&to (BEYOND §B4). `teamOf` (optional, ours): the team of that person (everyone
 * sharing their manager) instead of the caller's own scope, for the leave approval screen.
 */
export const whosOutQuerySchema = z
  .object({ from: isoDate, to: isoDate, teamOf: z.string().trim().min(1).max(50).optional() })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.toBeforeFrom });
    else if (daysBetween(v.from, v.to) + 1 > WHOS_OUT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.tooLong });
  });
export type WhosOutQuery = z.infer<typeof whosOutQuerySchema>;

/** One approved leave overlapping the range. */
export const whosOutRowSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  leaveType: z.enum(LEAVE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  isHalfDay: z.boolean(),
});
export type WhosOutRow = z.infer<typeof whosOutRowSchema>;
