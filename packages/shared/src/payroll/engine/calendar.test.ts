import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  daysOutsideEmployment,
  esiContributionPeriodOf,
  financialYearOf,
  isCalendarDate,
  monthsLeftAfter,
} from './calendar';
import { paise, rupees } from './money';

describe('calendar', () => {
  it('financial year April to March', () => {
    expect(financialYearOf('2026-11')).toBe('2026-27');
    expect(financialYearOf('2026-04')).toBe('2026-27');
    expect(financialYearOf('2027-03')).toBe('2026-27');
    expect(financialYearOf('2026-03')).toBe('2025-26');
    expect(financialYearOf('2099-12')).toBe('2099-00');
  });
  it('months left after this one', () => {
    expect(['2026-04', '2026-09', '2026-12', '2027-01', '2027-03'].map(monthsLeftAfter)).toEqual([11, 6, 3, 2, 0]);
  });
  it('days in a month, leap years included', () => {
    expect(['2026-02', '2028-02', '2026-04', '2026-12'].map(daysInMonth)).toEqual([28, 29, 30, 31]);
  });
  it('ESI contribution periods: April–September, October–March', () => {
    expect(['2026-04', '2026-09', '2026-10', '2027-03'].map(esiContributionPeriodOf)).toEqual([
      '2026-04',
      '2026-04',
      '2026-10',
      '2026-10',
    ]);
  });
  it('days outside employment', () => {
    expect(daysOutsideEmployment('2026-11', null, null)).toBe(0);
    expect(daysOutsideEmployment('2026-11', '2026-11-01', '2026-11-30')).toBe(0);
    expect(daysOutsideEmployment('2026-11', '2026-11-16', null)).toBe(15);
    expect(daysOutsideEmployment('2026-11', null, '2026-11-01')).toBe(29);
    expect(daysOutsideEmployment('2026-11', '2026-10-01', '2026-12-31')).toBe(0);
    expect(daysOutsideEmployment('2026-11', '2026-12-01', null)).toBe(30);
    expect(daysOutsideEmployment('2026-11', null, '2026-10-31')).toBe(30);
  });
  it('calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-4-01')).toBe(false);
  });
});

describe('money at the JSON edge', () => {
  it('rupees ↔ paise exactly', () => {
    expect(paise(1234.5)).toBe(123450n);
    expect(paise('1234.50')).toBe(123450n);
    expect(paise(0.1 + 0.2)).toBe(30n); // 0.30000000000000004 rounds to the paisa
    expect(paise(12.345)).toBe(1235n); // half up
    expect(rupees(123450n)).toBe(1234.5);
    expect(rupees(paise(99_999_999.99))).toBe(99_999_999.99);
    expect(() => paise(Number.NaN)).toThrow();
    expect(() => paise('12,000')).toThrow();
  });
});
