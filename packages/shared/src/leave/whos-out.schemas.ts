import { z } from 'zod';
import { daysBetween, ISO_DATE, parseIsoDate } from '../common';
import { LEAVE_TYPES } from './leave.constants';
import { WHOS_OUT_MAX_DAYS, WHOS_OUT_MESSAGES } from './whos-out.constants';

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
  .object({
    from: isoDate,
    to: isoDate,
    teamOf: z.string().trim().min(1).max(50).optional(),
    /** BEYOND §B9: `xlsx` answers the same rows as an .xlsx download, like every report. */
    format: z.enum(['json', 'xlsx']).default('json'),
  })
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
