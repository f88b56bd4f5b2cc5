import { describe, expect, it } from 'vitest';
import { daysOfRange, mondayOf, monthGridRange, peopleOutOn, weekRange } from './whos-out.rules';
import { whosOutQuerySchema } from './whos-out.schemas';

describe("who's out ranges", () => {
  it('runs weeks Monday to Sunday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekRange('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('covers a month with whole weeks, across year ends', () => {
    expect(monthGridRange('2026-11-23')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(monthGridRange('2026-12-05')).toEqual({ from: '2026-11-30', to: '2027-01-03' });
    const { from, to } = monthGridRange('2026-02-10');
    expect(daysOfRange(from, to).length % 7).toBe(0);
  });

  it('lists the days of a range and who is out on one', () => {
    expect(daysOfRange('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    const row = {
      employeeId: 'HRMS4',
      name: 'A',
      leaveType: 'CASUALLEAVE' as const,
      startDate: '2026-11-24',
      endDate: '2026-11-25',
      isHalfDay: false,
    };
    expect(peopleOutOn([row], '2026-11-23')).toEqual([]);
    expect(peopleOutOn([row], '2026-11-25')).toEqual([row]);
  });

  it('accepts a month grid and refuses longer or backwards ranges', () => {
    expect(whosOutQuerySchema.safeParse(monthGridRange('2026-11-01')).success).toBe(true);
    expect(whosOutQuerySchema.safeParse({ from: '2026-11-01', to: '2027-01-05' }).success).toBe(false);
    expect(whosOutQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
  });
});
