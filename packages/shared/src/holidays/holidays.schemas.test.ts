import { describe, expect, it } from 'vitest';
import { holidayDateProblem, holidayWindow, HOLIDAY_MESSAGES as M } from './holidays.schemas';

describe('holiday date window (spec 2 §9)', () => {
  it('runs from January 1 this year to December 31 next year', () => {
    expect(holidayWindow('2026-11-22')).toEqual({ from: '2026-01-01', to: '2027-12-31' });
  });

  it('accepts dates inside and refuses dates outside, or no date', () => {
    expect(holidayDateProblem('2026-01-01', '2026-11-22')).toBeNull();
    expect(holidayDateProblem('2027-12-31', '2026-11-22')).toBeNull();
    expect(holidayDateProblem('2025-12-31', '2026-11-22')).toBe(M.dateWindow('2026-01-01', '2027-12-31'));
    expect(holidayDateProblem('2028-01-01', '2026-11-22')).toBe(M.dateWindow('2026-01-01', '2027-12-31'));
    expect(holidayDateProblem('', '2026-11-22')).toBe(M.dateRequired);
    expect(holidayDateProblem('2026-02-30', '2026-11-22')).toBe(M.dateRequired);
  });
});
