import { z } from 'zod';
import { ISO_DATE, zoneClockFormat } from '../common';

/** The date formats an organisation may choose, written in the tokens the UI kit's date picker reads (dayjs). */
export const DATE_FORMATS = ['DD MMM YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const FALLBACK_DATE_FORMAT: DateFormat = 'DD MMM YYYY';

export const DATE_FORMAT_MESSAGES = {
  invalid: `Choose a date format: ${DATE_FORMATS.join(', ')}.`,
  saved: 'Date format saved.',
} as const;

export function isDateFormat(value: unknown): value is DateFormat {
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);
}

/** Countries (ISO 3166 alpha-2) whose custom differs from dd MMM yyyy; every other country, India included, uses it. */
const COUNTRY_DATE_FORMATS: Record<string, DateFormat> = {
  US: 'MM/DD/YYYY',
  PH: 'MM/DD/YYYY',
  GB: 'DD/MM/YYYY',
  FR: 'DD/MM/YYYY',
  ES: 'DD/MM/YYYY',
  IT: 'DD/MM/YYYY',
  BR: 'DD/MM/YYYY',
  AU: 'DD/MM/YYYY',
  AE: 'DD/MM/YYYY',
  SA: 'DD/MM/YYYY',
  CN: 'YYYY-MM-DD',
  JP: 'YYYY-MM-DD',
  KR: 'YYYY-MM-DD',
  SE: 'YYYY-MM-DD',
  CA: 'YYYY-MM-DD',
};

export function defaultDateFormatFor(country: string | null): DateFormat {
  return (country && COUNTRY_DATE_FORMATS[country.toUpperCase()]) || FALLBACK_DATE_FORMAT;
}

/**
 * The organisation stores no country, only the time zone its schedules run in; the zone names the country
 * well enough to pick a default date format. Zones not listed (Asia/Kolkata among them) fall to the default.
 */
const TIME_ZONE_COUNTRIES: Record<string, string> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'America/Detroit': 'US',
  'Pacific/Honolulu': 'US',
  'Asia/Manila': 'PH',
  'Europe/London': 'GB',
  'Europe/Paris': 'FR',
  'Europe/Madrid': 'ES',
  'Europe/Rome': 'IT',
  'America/Sao_Paulo': 'BR',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Asia/Dubai': 'AE',
  'Asia/Riyadh': 'SA',
  'Asia/Shanghai': 'CN',
  'Asia/Tokyo': 'JP',
  'Asia/Seoul': 'KR',
  'Europe/Stockholm': 'SE',
  'America/Toronto': 'CA',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
};

export function countryOfTimeZone(timeZone: string): string | null {
  return TIME_ZONE_COUNTRIES[timeZone] ?? null;
}

/** The organisation's date format: its own choice, else its country's custom. */
export function effectiveDateFormat(chosen: string | null, timeZone: string): DateFormat {
  return isDateFormat(chosen) ? chosen : defaultDateFormatFor(countryOfTimeZone(timeZone));
}

/** What every signed-in user reads to show dates: the format in force, the admin's choice (null = default), the zone. */
export const dateSettingsViewSchema = z.object({
  dateFormat: z.enum(DATE_FORMATS),
  chosenDateFormat: z.enum(DATE_FORMATS).nullable(),
  defaultDateFormat: z.enum(DATE_FORMATS),
  timeZone: z.string(),
  country: z.string().nullable(),
});
export type DateSettingsView = z.infer<typeof dateSettingsViewSchema>;

/** The admin's choice; null returns to the country's default. */
export const dateFormatUpdateSchema = z.object({
  dateFormat: z.enum(DATE_FORMATS, { error: DATE_FORMAT_MESSAGES.invalid }).nullable(),
});

const pad = (n: number) => String(n).padStart(2, '0');

/** The name of a month (1–12) in the user's language ("Nov" or "November"). */
export function monthName(month: number, language = 'en', width: 'short' | 'long' = 'long'): string {
  return new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

const shortMonth = (month: number, language: string) => monthName(month, language, 'short');

/** A yyyy-MM month as its name and year in the user's language ("November 2026"); other text is shown as it is. */
export function formatMonth(isoMonth: string | null | undefined, language = 'en'): string {
  if (!isoMonth) return '';
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth.slice(0, 7));
  if (!match) return isoMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * A yyyy-MM month as the organisation writes dates, without the day: "Nov 2026" (DD MMM YYYY, the month's name
 * in the user's language), "11/2026" (DD/MM/YYYY and MM/DD/YYYY) or "2026-11" (YYYY-MM-DD). Other text is shown as it is.
 */
export function formatYearMonth(isoMonth: string | null | undefined, format: DateFormat, language = 'en'): string {
  if (!isoMonth) return '';
  const match = /^(\d{4})-(\d{2})$/.exec(isoMonth.slice(0, 7));
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) return isoMonth;
  const [year, month] = [match[1]!, Number(match[2])];
  switch (format) {
    case 'DD MMM YYYY':
      return `${shortMonth(month, language)} ${year}`;
    case 'DD/MM/YYYY':
    case 'MM/DD/YYYY':
      return `${pad(month)}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${pad(month)}`;
  }
}

function formatParts(year: number, month: number, day: number, format: DateFormat, language: string): string {
  switch (format) {
    case 'DD MMM YYYY':
      return `${pad(day)} ${shortMonth(month, language)} ${year}`;
    case 'DD/MM/YYYY':
      return `${pad(day)}/${pad(month)}/${year}`;
    case 'MM/DD/YYYY':
      return `${pad(month)}/${pad(day)}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${pad(month)}-${pad(day)}`;
  }
}

/** A calendar date (yyyy-MM-dd, or the date part of a timestamp) in the organisation's format; other text is shown as it is. */
export function formatDate(isoDate: string | null | undefined, format: DateFormat, language = 'en'): string {
  if (!isoDate) return '';
  const datePart = isoDate.slice(0, 10);
  if (!ISO_DATE.test(datePart)) return isoDate;
  const [year, month, day] = datePart.split('-').map(Number) as [number, number, number];
  return formatParts(year, month, day, format, language);
}

/** The day of the week of a yyyy-MM-dd date in the user's language ("Mon" or "Monday"). */
export function weekdayName(isoDate: string, language = 'en', width: 'short' | 'long' | 'narrow' = 'short'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** An instant (ISO timestamp) as the date in the organisation's format and the 24-hour time, both in its time zone. */
export function formatDateTime(iso: string | null | undefined, format: DateFormat, timeZone: string, language = 'en'): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const parts = zoneClockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return `${formatParts(part('year'), part('month'), part('day'), format, language)} ${pad(part('hour'))}:${pad(part('minute'))}`;
}

/** A number grouped the way the organisation's country writes it (India: 1,00,000), in the user's language. */
export function formatNumber(value: number, language = 'en', country: string | null = null): string {
  const locale = country ? `${language}-${country}` : language;
  try {
    return new Intl.NumberFormat(locale).format(value);
  } catch {
    return new Intl.NumberFormat(language).format(value);
  }
}

/** Reads a typed date in the organisation's format, or ISO yyyy-MM-dd, as yyyy-MM-dd; null when it is not a real date. */
export function parseDateInput(text: string, format: DateFormat, language = 'en'): string | null {
  const value = text.trim();
  const toIso = (y: number, m: number, d: number) => {
    const iso = `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
    const date = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
  };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return toIso(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slashed = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (slashed) {
    const [a, b, y] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
    return format === 'MM/DD/YYYY' ? toIso(y, a, b) : toIso(y, b, a);
  }
  const named = /^(\d{1,2})\s+(\S+)\s+(\d{4})$/.exec(value);
  if (named) {
    const wanted = named[2]!.toLowerCase().replace(/\.$/, '');
    for (let month = 1; month <= 12; month++) {
      const names = [shortMonth(month, language), shortMonth(month, 'en')].map((n) => n.toLowerCase().replace(/\.$/, ''));
      if (names.includes(wanted)) return toIso(Number(named[3]), month, Number(named[1]));
    }
  }
  return null;
}

/** Where dates are written: the organisation's format, time zone and country (number grouping) and the reader's language. */
export type DateFormatSettings = { format: DateFormat; timeZone: string; language: string; country: string | null };

export type DateFormatter = {
  format: DateFormat;
  timeZone: string;
  language: string;
  /** A yyyy-MM-dd date (or a timestamp's date part) in the organisation's format. */
  date: (isoDate: string | null | undefined) => string;
  /** An instant as date and 24-hour time in the organisation's time zone. */
  dateTime: (iso: string | null | undefined) => string;
  /** The weekday and the date, for calendar headings: "Mon 23 Nov 2026". */
  dayLabel: (isoDate: string) => string;
  /** The name of the weekday alone. */
  weekday: (isoDate: string, width?: 'short' | 'long') => string;
  /** The weekday in a calendar grid's narrow column: "Mo" in English, the language's own narrow form elsewhere (Arabic's names all begin "ال"). */
  weekdayInitials: (isoDate: string) => string;
  number: (value: number) => string;
  /** A month (1–12) by name in the user's language: "November", or "Nov" when short. */
  monthName: (month: number, width?: 'short' | 'long') => string;
  /** A yyyy-MM month as its name and year in the user's language: "November 2026". */
  month: (isoMonth: string | null | undefined) => string;
  /** A yyyy-MM month as the organisation writes dates, without the day: "Nov 2026" (or "11/2026", "2026-11"). */
  yearMonth: (isoMonth: string | null | undefined) => string;
};

/** Every way a screen writes a date or a number, bound to one organisation's settings and one reader's language. */
export function dateFormatter({ format, timeZone, language, country }: DateFormatSettings): DateFormatter {
  return {
    format,
    timeZone,
    language,
    date: (isoDate) => formatDate(isoDate, format, language),
    dateTime: (iso) => formatDateTime(iso, format, timeZone, language),
    dayLabel: (isoDate) => `${weekdayName(isoDate, language)} ${formatDate(isoDate, format, language)}`,
    weekday: (isoDate, width = 'short') => weekdayName(isoDate, language, width),
    weekdayInitials: (isoDate) =>
      language === 'en' ? weekdayName(isoDate, language, 'short').slice(0, 2) : weekdayName(isoDate, language, 'narrow'),
    number: (value) => formatNumber(value, language, country),
    monthName: (month, width = 'long') => monthName(month, language, width),
    month: (isoMonth) => formatMonth(isoMonth, language),
    yearMonth: (isoMonth) => formatYearMonth(isoMonth, format, language),
  };
}
