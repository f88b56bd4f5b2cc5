import { z } from 'zod';
import { formatMessage, ISO_DATE, parseIsoDate, todayIso } from '../common';
import { LETTERS_SPACES, lengthMessage, textField } from '../profile';

export const HOLIDAY_LIMITS = { nameMin: 2, nameMax: 30, locationMin: 1, locationMax: 30 } as const;

/** Spec 2 §5 holiday rules and §8 texts. */
/** The holiday messages with values, as templates (issue 27 point 4). */
export const HOLIDAY_TEMPLATES = {
  dateWindow: 'Date must be between {{from}} and {{to}}.',
} as const;

export const HOLIDAY_MESSAGES = {
  nameRequired: 'Holiday Name is required.',
  namePattern: 'Holiday Name should contain only letters and spaces.',
  nameLength: lengthMessage('Holiday Name', HOLIDAY_LIMITS.nameMin, HOLIDAY_LIMITS.nameMax),
  dateRequired: 'Date is required.',
  dateTaken: 'Date is already taken',
  dateWindow: (from: string, to: string) => formatMessage(HOLIDAY_TEMPLATES.dateWindow, { from, to }),
  locationRequired: 'Location is required.',
  locationPattern: 'Location should contain only letters and spaces.',
  locationLength: lengthMessage('Location', HOLIDAY_LIMITS.locationMin, HOLIDAY_LIMITS.locationMax),
  idRequired: 'Holiday ID is required.',
  notFound: 'Holiday not found.',
  feedNotFound: 'Calendar feed not found.',
  feedTitle: 'Subscribe to the holiday calendar',
  feedHelp:
    'Add this address to your calendar app (Google Calendar: Other calendars → From URL; Outlook: Add calendar → Subscribe from web). It stays up to date as holidays change.',
  feedFailed: 'Failed to fetch the calendar link. Please try again.',
  created: 'Holiday added successfully!',
  updated: 'Holiday updated successfully!',
  deleted: 'Holiday deleted successfully!',
  deleteFailed: 'There was an error deleting the holiday. Please try again.',
  saveFailed: 'kindly recheck the Form',
  listFailed: 'Failed to fetch holidays. Please try again.',
  confirmDelete: (name: string) => `Are you sure you want to delete the holiday ${name}?`,
  empty: 'No holidays yet.',
} as const;
const M = HOLIDAY_MESSAGES;

/** Spec 2 §9: from January 1 of this year to December 31 of next year. */
export function holidayWindow(today: string = todayIso()): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  return { from: `${year}-01-01`, to: `${year + 1}-12-31` };
}

/** The message for a holiday date outside the window (or not a date), else null. */
export function holidayDateProblem(date: string, today: string = todayIso()): string | null {
  if (!date) return M.dateRequired;
  if (!ISO_DATE.test(date) || !parseIsoDate(date)) return M.dateRequired;
  const { from, to } = holidayWindow(today);
  return date < from || date > to ? M.dateWindow(from, to) : null;
}

const fields = {
  holidayName: textField({
    required: M.nameRequired,
    pattern: LETTERS_SPACES,
    patternMessage: M.namePattern,
    min: HOLIDAY_LIMITS.nameMin,
    max: HOLIDAY_LIMITS.nameMax,
    lengthMessage: M.nameLength,
  }),
  date: z
    .string({ error: M.dateRequired })
    .trim()
    .superRefine((value, ctx) => {
      const problem = holidayDateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  location: textField({
    required: M.locationRequired,
    pattern: LETTERS_SPACES,
    patternMessage: M.locationPattern,
    min: HOLIDAY_LIMITS.locationMin,
    max: HOLIDAY_LIMITS.locationMax,
    lengthMessage: M.locationLength,
  }),
};

/** POST holiday/ — the client sends holidayId: "" (ignored; the server numbers holidays). */
export const holidaySchema = z.object({
  ...fields,
  holidayId: z.union([z.string(), z.number()]).nullish(),
});
export type HolidayInput = z.input<typeof holidaySchema>;
export type Holiday = z.output<typeof holidaySchema>;

const holidayId = z.coerce.number({ error: M.idRequired }).int(M.idRequired).positive(M.idRequired);

/** PATCH holiday/ — holidayId plus the fields. */
export const holidayUpdateSchema = z.object({ ...fields, holidayId });
export type HolidayUpdate = z.output<typeof holidayUpdateSchema>;

export const holidayIdParamsSchema = z.object({ holidayId });

/** One row of GET holiday/getHoliday. */
export const holidayRecordSchema = z.object({
  holidayId: z.number().int(),
  holidayName: z.string(),
  date: z.string(),
  location: z.string(),
});
export type HolidayRecord = z.infer<typeof holidayRecordSchema>;

export const holidayListQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(3000).optional(),
  pageNumber: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).optional(),
});
