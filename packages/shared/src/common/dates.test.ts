import { describe, expect, it } from 'vitest';
import { addMonthsClamped, addYears } from './dates';

describe('addMonthsClamped', () => {
  it('moves to the same day of a month later or earlier', () => {
    expect(addMonthsClamped('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonthsClamped('2026-03-15', -1)).toBe('2026-02-15');
    expect(addMonthsClamped('2026-03-15', 0)).toBe('2026-03-15');
  });

  it('crosses year ends both ways', () => {
    expect(addMonthsClamped('2026-12-10', 1)).toBe('2027-01-10');
    expect(addMonthsClamped('2026-01-10', -1)).toBe('2025-12-10');
    expect(addMonthsClamped('2026-05-20', -17)).toBe('2024-12-20');
  });

  it("lands on the month's last day when the month is shorter", () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-05-31', 1)).toBe('2026-06-30');
  });

  it('moves 29 February a year later or earlier to 28 February', () => {
    expect(addMonthsClamped('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsClamped('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonthsClamped('2028-02-29', 48)).toBe('2032-02-29');
  });
});

describe('addYears', () => {
  it('is the same day a year away, 29 February rolling back to 28 February', () => {
    expect(addYears('2026-07-04', 1)).toBe('2027-07-04');
    expect(addYears('2026-07-04', -18)).toBe('2008-07-04');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
  });
});
