import { z } from 'zod';
import { daysBetween, ISO_DATE, parseIsoDate } from '../common';
import { TIME_OF_DAY } from './attendance.rules';
import {
  CLOCK_TYPES,
  DAY_STATUSES,
  TIME_ATTENDANCE_MESSAGES as M,
  MAX_DEVICE_PUNCHES,
  MAX_PATTERN_WEEKS,
  MAX_QUERY_DAYS,
  MAX_ROSTER_CELLS,
  MAX_ROSTER_DAYS,
  MAX_ROSTER_PEOPLE,
  WEEKDAYS,
} from './time-attendance.constants';
import { isIpRange } from './time-attendance.rules';

export const attendanceCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, M.codeInvalid);
export const attendanceCodeParamsSchema = z.object({ code: attendanceCodeSchema });

const isoDate = z.string({ error: M.dateInvalid }).refine((v) => ISO_DATE.test(v) && parseIsoDate(v) !== null, M.dateInvalid);
const hhmm = z.string({ error: M.timeInvalid }).regex(TIME_OF_DAY, M.timeInvalid);
const minutes = z.number({ error: M.minutesInvalid }).int(M.minutesInvalid).min(0, M.minutesInvalid).max(1440, M.minutesInvalid);
const name = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100);
/** ISO 8601 with an offset (Z or ±hh:mm), as a punch's `at`. */
const instant = z.iso.datetime({ offset: true, error: M.atInvalid });

/** PUT attendance/shifts/{code}: an end before the start crosses midnight. */
export const shiftUpsertSchema = z
  .object({
    name,
    start: hhmm,
    end: hhmm,
    breakMinutes: minutes,
    graceMinutes: minutes,
    halfDayMinutes: minutes,
    fullDayMinutes: minutes,
    weeklyOff: z
      .array(z.enum(WEEKDAYS, { error: M.weeklyOffInvalid }), { error: M.weeklyOffInvalid })
      .max(7, M.weeklyOffInvalid)
      .refine((days) => new Set(days).size === days.length, M.weeklyOffInvalid),
  })
  .superRefine((shift, ctx) => {
    if (shift.start === shift.end) ctx.addIssue({ code: 'custom', path: ['end'], message: M.sameStartEnd });
    if (shift.fullDayMinutes < shift.halfDayMinutes) {
      ctx.addIssue({ code: 'custom', path: ['fullDayMinutes'], message: M.fullBelowHalf });
    }
  });
export type ShiftUpsert = z.output<typeof shiftUpsertSchema>;
export const shiftSchema = z.object({ code: z.string() }).extend(shiftUpsertSchema.shape);
export type Shift = z.output<typeof shiftSchema>;

/** PUT attendance/sites/{code}: a fence (point and radius) and the address ranges that count as on site. */
export const siteUpsertSchema = z.object({
  name,
  latitude: z.number({ error: M.latitudeInvalid }).min(-90, M.latitudeInvalid).max(90, M.latitudeInvalid),
  longitude: z.number({ error: M.longitudeInvalid }).min(-180, M.longitudeInvalid).max(180, M.longitudeInvalid),
  radiusMeters: z.number({ error: M.radiusInvalid }).int(M.radiusInvalid).min(10, M.radiusInvalid).max(100_000, M.radiusInvalid),
  ipRanges: z.array(z.string().trim().refine(isIpRange, M.ipRangeInvalid), { error: M.ipRangeInvalid }).max(50, M.ipRangeInvalid),
});
export type SiteUpsert = z.output<typeof siteUpsertSchema>;
export const siteSchema = z.object({ code: z.string() }).extend(siteUpsertSchema.shape);
export type Site = z.output<typeof siteSchema>;

function checkPeriod(maxDays: number, tooLong: string) {
  return (period: { from: string; to: string }, ctx: z.RefinementCtx) => {
    const span = daysBetween(period.from, period.to);
    if (Number.isNaN(span)) return;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: M.toBeforeFrom });
    else if (span >= maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: tooLong });
  };
}

const employeeId = z.string().trim().min(1).max(50);

/** POST attendance/rosters: the same shift and site for these people on every day from `from` to `to`. */
export const rosterAssignSchema = z
  .object({
    employeeIds: z
      .array(employeeId, { error: M.employeeIdsRequired })
      .min(1, M.employeeIdsRequired)
      .max(MAX_ROSTER_PEOPLE, M.employeeIdsRequired),
    shift: attendanceCodeSchema,
    site: attendanceCodeSchema,
    from: isoDate,
    to: isoDate,
  })
  .superRefine(checkPeriod(MAX_ROSTER_DAYS, M.rosterTooLong));
export type RosterAssign = z.output<typeof rosterAssignSchema>;

/**
 * POST attendance/rosters/pattern: a rotation week by week — week 1 of the period (from `from`) gets the
 * first shift, week 2 the second, and so on, starting over after the last.
 */
export const rosterPatternSchema = z
  .object({
    employeeIds: rosterAssignSchema.shape.employeeIds,
    site: attendanceCodeSchema,
    from: isoDate,
    to: isoDate,
    weeks: z
      .array(attendanceCodeSchema, { error: M.patternWeeksInvalid })
      .min(1, M.patternWeeksInvalid)
      .max(MAX_PATTERN_WEEKS, M.patternWeeksInvalid),
  })
  .superRefine(checkPeriod(MAX_ROSTER_DAYS, M.rosterTooLong));
export type RosterPattern = z.output<typeof rosterPatternSchema>;

/** POST attendance/rosters/cells: chosen days of chosen people get a shift and site, or (shift null) no roster. */
export const rosterCellsSchema = z
  .object({
    cells: z
      .array(z.object({ employeeId, date: isoDate }), { error: M.cellsInvalid })
      .min(1, M.cellsInvalid)
      .max(MAX_ROSTER_CELLS, M.cellsInvalid),
    shift: attendanceCodeSchema.nullable(),
    site: attendanceCodeSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.shift !== null && !body.site) ctx.addIssue({ code: 'custom', path: ['site'], message: M.siteRequired });
  });
export type RosterCells = z.output<typeof rosterCellsSchema>;

export const rosterQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    employeeId: employeeId.optional(),
    department: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine(checkPeriod(MAX_QUERY_DAYS, M.queryTooLong));
export type RosterQuery = z.output<typeof rosterQuerySchema>;

export const rosterRowSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  days: z.array(z.object({ date: z.string(), shift: z.string(), site: z.string() })),
});
export type RosterRow = z.output<typeof rosterRowSchema>;

/** POST attendance/clock: `at` only for a punch queued offline. */
export const clockSchema = z.object({
  type: z.enum(CLOCK_TYPES),
  clientId: z.uuid({ error: M.clientIdInvalid }),
  latitude: z.number().min(-90, M.latitudeInvalid).max(90, M.latitudeInvalid).nullish(),
  longitude: z.number().min(-180, M.longitudeInvalid).max(180, M.longitudeInvalid).nullish(),
  accuracyMeters: z.number().min(0).max(1_000_000).nullish(),
  at: instant.nullish(),
});
export type ClockRequest = z.output<typeof clockSchema>;
export const clockResultSchema = z.object({ id: z.number(), at: z.string(), type: z.enum(CLOCK_TYPES), site: z.string() });
export type ClockResult = z.output<typeof clockResultSchema>;

/** POST attendance/punches: a terminal's batch; a punch (employee, at, device) is stored once. */
export const devicePunchesSchema = z.object({
  deviceId: z.string({ error: M.deviceIdRequired }).trim().min(1, M.deviceIdRequired).max(100, M.deviceIdRequired),
  punches: z.array(z.object({ employeeId, at: instant })).max(MAX_DEVICE_PUNCHES, M.tooManyPunches),
});
export type DevicePunches = z.output<typeof devicePunchesSchema>;
export const devicePunchesResultSchema = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  unknown: z.array(z.string()),
});

export const attendanceDaysQuerySchema = z
  .object({ employeeId, from: isoDate, to: isoDate })
  .superRefine(checkPeriod(MAX_QUERY_DAYS, M.queryTooLong));
export type AttendanceDaysQuery = z.output<typeof attendanceDaysQuerySchema>;

export const attendanceDaySchema = z.object({
  date: z.string(),
  shift: z.string(),
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  workedMinutes: z.number(),
  lateMinutes: z.number(),
  earlyMinutes: z.number(),
  overtimeMinutes: z.number(),
  status: z.enum(DAY_STATUSES),
});
export type AttendanceDay = z.output<typeof attendanceDaySchema>;

export const ATTENDANCE_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const attendanceLockSchema = z.object({
  month: z.string({ error: M.monthInvalid }).regex(ATTENDANCE_MONTH, M.monthInvalid),
});
export const attendanceLockResultSchema = z.object({
  month: z.string(),
  people: z.number(),
  lopDays: z.number(),
  rows: z.array(z.object({ employeeId: z.string(), lopDays: z.number() })),
});
export type AttendanceLockResult = z.output<typeof attendanceLockResultSchema>;

/** POST attendance/unlock: a locked month opens again, with the reason kept in the audit trail. */
export const attendanceUnlockSchema = attendanceLockSchema.extend({
  reason: z.string({ error: M.unlockReasonRequired }).trim().min(3, M.unlockReasonRequired).max(500, M.unlockReasonRequired),
});
export type AttendanceUnlock = z.output<typeof attendanceUnlockSchema>;
export const attendanceUnlockResultSchema = z.object({ month: z.string(), people: z.number(), lopDays: z.number() });

/** GET attendance/locks: the organisation's locked months, newest first. */
export const attendanceLockSummarySchema = z.object({
  month: z.string(),
  people: z.number(),
  lopDays: z.number(),
  lockedBy: z.string(),
  lockedAt: z.string(),
});
export type AttendanceLockSummary = z.output<typeof attendanceLockSummarySchema>;
