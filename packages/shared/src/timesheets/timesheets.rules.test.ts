import { describe, expect, it } from 'vitest';
import {
  formatHours,
  HOURS_INPUT,
  isValidMonthLookup,
  overfullDays,
  sumHundredths,
  summaryWeeks,
  toHundredths,
  weekDays,
  weekStartOf,
  weeksOfMonth,
} from './timesheets.rules';
import { timesheetSaveSchema } from './timesheets.schemas';

describe('weeks', () => {
  it('starts every week on the Monday, whichever day is given', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStartOf('2026-11-16')).toBe('2026-11-16');
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29'); // across a year end
  });
  it('lists the seven days from Monday to Sunday', () => {
    expect(weekDays('2026-11-16')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });
  it('gives the weeks touching a month, and the summary periods going back', () => {
    expect(weeksOfMonth(2026, 2)).toEqual(['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23']);
    expect(summaryWeeks('2026-11-16', 4)).toEqual(['2026-11-16', '2026-11-09', '2026-11-02', '2026-10-26']);
  });
});

describe('hours', () => {
  it('accepts only digits and one decimal point, up to 2 characters', () => {
    for (const ok of ['8', '10', '7.', '.5', '0']) expect(HOURS_INPUT.test(ok)).toBe(true);
    for (const bad of ['', '7.5', '100', '1..', 'a', '-1', '..']) expect(HOURS_INPUT.test(bad)).toBe(false);
  });
  it('keeps hours exactly as hundredths and shows them to 2 decimals', () => {
    expect(toHundredths('7.5')).toBe(750);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(toHundredths('.')).toBe(0);
    expect(formatHours(750)).toBe('7.50');
    expect(sumHundredths([{ hundredths: 10 }, { hundredths: 20 }])).toBe(30);
  });
  it('finds the days over 24 hours across projects', () => {
    const entries = [
      { projectCode: 'A', date: '2026-11-16', hundredths: 1600 },
      { projectCode: 'B', date: '2026-11-16', hundredths: 900 },
      { projectCode: 'A', date: '2026-11-17', hundredths: 2400 },
    ];
    expect(overfullDays(entries)).toEqual(['2026-11-16']);
  });
});

describe('monthly lookup', () => {
  it('takes months 1–12 and years 1000–9999 only', () => {
    expect(isValidMonthLookup(11, 2026)).toBe(true);
    expect(isValidMonthLookup('11', '2026')).toBe(true);
    for (const [m, y] of [
      [0, 2026],
      [13, 2026],
      [5, 999],
      [5, 10000],
      ['x', 2026],
      [1.5, 2026],
    ])
      expect(isValidMonthLookup(m, y)).toBe(false);
  });
});

describe('timesheetSaveSchema', () => {
  const base = { employeeId: 'HRMS4', projectCode: 'P1', working_hours: '8.00' };
  it('needs the hours of each day, or a week total as the original client sends it', () => {
    const { working_hours: _, ...bare } = base;
    expect(timesheetSaveSchema.safeParse(bare).success).toBe(false);
    expect(timesheetSaveSchema.safeParse(base).success).toBe(true);
    expect(timesheetSaveSchema.safeParse({ ...bare, workingHours: '40.00' }).success).toBe(true);
    for (const working_hours of ['', 'abc', '-1', '168.01', '1.234'])
      expect(timesheetSaveSchema.safeParse({ ...base, working_hours }).success).toBe(false);
    expect(timesheetSaveSchema.safeParse({ ...base, days: [{ date: '2026-11-16', working_hours: '8' }] }).success).toBe(true);
  });
  it('refuses hours outside 0–24 or with more than 2 decimals, and dates that do not exist', () => {
    for (const working_hours of [25, -1, '1.234', 'abc'])
      expect(timesheetSaveSchema.safeParse({ ...base, days: [{ date: '2026-11-16', working_hours }] }).success).toBe(false);
    expect(timesheetSaveSchema.safeParse({ ...base, days: [{ date: '2026-02-30', working_hours: 1 }] }).success).toBe(false);
  });
});
