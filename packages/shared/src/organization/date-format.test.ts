import { describe, expect, it } from 'vitest';
import {
  dateFormatter,
  dateFormatUpdateSchema,
  defaultDateFormatFor,
  effectiveDateFormat,
  formatDate,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatYearMonth,
  monthName,
  parseDateInput,
  weekdayName,
} from './date-format';

describe('date format setting', () => {
  it('defaults India and unlisted countries to dd MMM yyyy and the US to MM/DD/YYYY', () => {
    expect(defaultDateFormatFor('IN')).toBe('DD MMM YYYY');
    expect(defaultDateFormatFor(null)).toBe('DD MMM YYYY');
    expect(defaultDateFormatFor('us')).toBe('MM/DD/YYYY');
    expect(defaultDateFormatFor('JP')).toBe('YYYY-MM-DD');
  });

  it('uses the chosen format, else the default of the time zone country', () => {
    expect(effectiveDateFormat('DD/MM/YYYY', 'America/New_York')).toBe('DD/MM/YYYY');
    expect(effectiveDateFormat(null, 'America/New_York')).toBe('MM/DD/YYYY');
    expect(effectiveDateFormat(null, 'Asia/Kolkata')).toBe('DD MMM YYYY');
    expect(effectiveDateFormat('mm/dd/yy', 'Asia/Kolkata')).toBe('DD MMM YYYY');
  });

  it('refuses an unknown format with the message and accepts null', () => {
    const bad = dateFormatUpdateSchema.safeParse({ dateFormat: 'dd.mm.yy' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^Choose a date format: DD MMM YYYY/);
    expect(dateFormatUpdateSchema.parse({ dateFormat: null })).toEqual({ dateFormat: null });
  });
});

describe('formatDate', () => {
  it('writes a calendar date in each format', () => {
    expect(formatDate('1995-11-02', 'DD MMM YYYY')).toBe('02 Nov 1995');
    expect(formatDate('1995-11-02', 'DD/MM/YYYY')).toBe('02/11/1995');
    expect(formatDate('1995-11-02', 'MM/DD/YYYY')).toBe('11/02/1995');
    expect(formatDate('1995-11-02', 'YYYY-MM-DD')).toBe('1995-11-02');
  });

  it('takes the date part of a timestamp without shifting the day, and leaves other text alone', () => {
    expect(formatDate('2026-12-09T23:30:00.000Z', 'DD/MM/YYYY')).toBe('09/12/2026');
    expect(formatDate('', 'DD/MM/YYYY')).toBe('');
    expect(formatDate('Present', 'DD/MM/YYYY')).toBe('Present');
  });

  it("names the month in the user's language", () => {
    expect(formatDate('2026-11-02', 'DD MMM YYYY', 'hi')).not.toBe('02 Nov 2026');
  });
});

describe('weekdayName', () => {
  it('names the day of a calendar date without a time zone shift', () => {
    expect(weekdayName('2026-11-23')).toBe('Mon');
    expect(weekdayName('2026-11-23', 'en', 'long')).toBe('Monday');
  });
});

describe('monthName and formatMonth', () => {
  it("names a month and a yyyy-MM month in the user's language", () => {
    expect(monthName(11)).toBe('November');
    expect(monthName(11, 'en', 'short')).toBe('Nov');
    expect(monthName(1, 'hi')).toBe('जनवरी');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-11', 'hi')).toBe('नवंबर 2026');
    expect(formatMonth('not a month')).toBe('not a month');
    expect(formatMonth('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it("shows the instant in the organisation's time zone", () => {
    expect(formatDateTime('2026-11-22T04:00:00Z', 'DD MMM YYYY', 'Asia/Kolkata')).toBe('22 Nov 2026 09:30');
    expect(formatDateTime('2026-11-22T04:00:00Z', 'MM/DD/YYYY', 'America/New_York')).toBe('11/21/2026 23:00');
  });
});

describe('formatNumber', () => {
  it("groups by the organisation's country", () => {
    expect(formatNumber(1234567, 'en', 'IN')).toBe('12,34,567');
    expect(formatNumber(1234567, 'en', 'US')).toBe('1,234,567');
  });
});

describe('parseDateInput', () => {
  it('reads ISO and the organisation format, and refuses impossible dates', () => {
    expect(parseDateInput('2026-12-01', 'DD/MM/YYYY')).toBe('2026-12-01');
    expect(parseDateInput('01/12/2026', 'DD/MM/YYYY')).toBe('2026-12-01');
    expect(parseDateInput('12/01/2026', 'MM/DD/YYYY')).toBe('2026-12-01');
    expect(parseDateInput('01 Dec 2026', 'DD MMM YYYY')).toBe('2026-12-01');
    expect(parseDateInput('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateInput('soon', 'DD MMM YYYY')).toBeNull();
  });
});

describe('formatYearMonth', () => {
  it('writes a month as the organisation writes its dates, without the day', () => {
    expect(formatYearMonth('2026-11', 'DD MMM YYYY')).toBe('Nov 2026');
    expect(formatYearMonth('2026-11', 'DD MMM YYYY', 'hi')).toBe('नव॰ 2026');
    expect(formatYearMonth('2026-03', 'DD/MM/YYYY')).toBe('03/2026');
    expect(formatYearMonth('2026-03', 'MM/DD/YYYY')).toBe('03/2026');
    expect(formatYearMonth('2026-03', 'YYYY-MM-DD')).toBe('2026-03');
    expect(formatYearMonth('2026-03-15', 'DD MMM YYYY')).toBe('Mar 2026');
  });

  it('shows what is not a month as it is', () => {
    expect(formatYearMonth('', 'DD MMM YYYY')).toBe('');
    expect(formatYearMonth(null, 'DD MMM YYYY')).toBe('');
    expect(formatYearMonth('2026-13', 'DD MMM YYYY')).toBe('2026-13');
    expect(formatYearMonth('Sick Leave', 'DD/MM/YYYY')).toBe('Sick Leave');
  });
});

describe('dateFormatter', () => {
  it('binds every way of writing a date to the organisation and the reader', () => {
    const dates = dateFormatter({ format: 'DD/MM/YYYY', timeZone: 'Asia/Kolkata', language: 'en', country: 'IN' });
    expect(dates.date('2026-11-23')).toBe('23/11/2026');
    expect(dates.dateTime('2026-11-23T18:45:00Z')).toBe('24/11/2026 00:15');
    expect(dates.dayLabel('2026-11-23')).toBe('Mon 23/11/2026');
    expect(dates.weekdayInitials('2026-11-23')).toBe('Mo');
    expect(dates.number(100000)).toBe('1,00,000');
    expect(dates.month('2026-11')).toBe('November 2026');
    expect(dates.yearMonth('2026-11')).toBe('11/2026');
  });

  it('writes a grid column’s weekday in the language’s own narrow form outside English', () => {
    const dates = dateFormatter({ format: 'DD MMM YYYY', timeZone: 'UTC', language: 'hi', country: null });
    expect(dates.weekdayInitials('2026-11-23')).toBe(weekdayName('2026-11-23', 'hi', 'narrow'));
  });
});
