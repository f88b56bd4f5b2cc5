import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../common';
import { LEAVE_MESSAGES as M } from './leave.constants';
import {
  accruedTo,
  carryForwardAmount,
  eligibleMonths,
  expectedLeaveDuration,
  foldBalance,
  holidayAppliesTo,
  leaveDuration,
  leaveTypeOfferedTo,
  monthlyAccrual,
  rangesOverlap,
  startDateInWindow,
  weeklyOffsOf,
  workingLeaveDuration,
} from './leave.rules';
import { applyLeaveSchema, leaveTypeSchema } from './leave.schemas';

describe('leaveDuration', () => {
  it('counts inclusive calendar days, minus 0.5 for a half day', () => {
    expect(leaveDuration('2026-03-02', '2026-03-02', false)).toBe(1);
    expect(leaveDuration('2026-03-02', '2026-03-02', true)).toBe(0.5);
    expect(leaveDuration('2026-02-27', '2026-03-02', false)).toBe(4);
    expect(leaveDuration('2026-03-02', '2026-03-04', true)).toBe(2.5);
  });
  it('refuses an end before the start or bad dates', () => {
    expect(leaveDuration('2026-03-02', '2026-03-01', false)).toBeNull();
    expect(leaveDuration('2026-02-30', '2026-03-01', false)).toBeNull();
  });
});

describe('startDateInWindow', () => {
  it('allows 7 days back to one year ahead', () => {
    expect(startDateInWindow('2026-03-03', '2026-03-10')).toBe(true);
    expect(startDateInWindow('2026-03-02', '2026-03-10')).toBe(false);
    expect(startDateInWindow('2027-03-10', '2026-03-10')).toBe(true);
    expect(startDateInWindow('2027-03-11', '2026-03-10')).toBe(false);
  });
});

describe('accrual', () => {
  it('credits a yearly count month by month, adding up to the count', () => {
    expect(monthlyAccrual(12, '2020-01-01', 2026, 1)).toBe(1);
    expect(accruedTo(12, '2020-01-01', 2026, 6)).toBe(6);
    expect(accruedTo(10, '2020-01-01', 2026, 12)).toBe(10);
    expect(accruedTo(7, '2020-01-01', 2026, 12)).toBe(7);
    expect(accruedTo(10, '2020-01-01', 2026, 3)).toBe(2.5);
  });
  it('is pro rata for a mid-year joiner', () => {
    expect(eligibleMonths('2026-07-10', 2026)).toEqual({ first: 7, months: 6 });
    expect(eligibleMonths('2026-07-20', 2026)).toEqual({ first: 8, months: 5 });
    expect(monthlyAccrual(12, '2026-07-10', 2026, 6)).toBe(0);
    expect(accruedTo(12, '2026-07-10', 2026, 12)).toBe(6);
    expect(accruedTo(12, '2027-01-01', 2026, 12)).toBe(0);
  });
});

describe('ledger', () => {
  it('folds movements into a balance', () => {
    expect(
      foldBalance([
        { kind: 'ACCRUAL', days: 1 },
        { kind: 'ACCRUAL', days: 1 },
        { kind: 'CARRY_FORWARD', days: 3 },
        { kind: 'DEBIT', days: -2.5 },
        { kind: 'REVERSAL', days: 2.5 },
        { kind: 'DEBIT', days: -1 },
      ]),
    ).toBe(4);
  });
  it('carries forward unused days up to the cap', () => {
    expect(carryForwardAmount(5, true, null)).toBe(5);
    expect(carryForwardAmount(5, true, 3)).toBe(3);
    expect(carryForwardAmount(5, false, 3)).toBe(0);
    expect(carryForwardAmount(-1, true, 3)).toBe(0);
  });
  it('overlap of inclusive ranges', () => {
    expect(
      rangesOverlap({ startDate: '2026-01-01', endDate: '2026-01-03' }, { startDate: '2026-01-03', endDate: '2026-01-04' }),
    ).toBe(true);
    expect(
      rangesOverlap({ startDate: '2026-01-01', endDate: '2026-01-02' }, { startDate: '2026-01-03', endDate: '2026-01-04' }),
    ).toBe(false);
  });
});

describe('schemas', () => {
  const today = todayIso();
  const valid = {
    leaveName: 'SICKLEAVE',
    startDate: today,
    endDate: addDays(today, 1),
    isHalfDay: false,
    duration: 2,
    comments: 'Fever',
  };
  const messages = (input: object) => {
    const r = applyLeaveSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('accepts a valid application', () => expect(messages(valid)).toEqual([]));
  it('gives every message of spec 3 §5', () => {
    expect(messages({ ...valid, startDate: '' })).toContain(M.startRequired);
    expect(messages({ ...valid, endDate: '' })).toContain(M.endRequired);
    expect(messages({ ...valid, startDate: addDays(today, -8), endDate: addDays(today, -8), duration: 1 })).toContain(
      M.startWindow,
    );
    expect(messages({ ...valid, endDate: addDays(today, -1) })).toContain(M.endBeforeStart);
    expect(messages({ ...valid, comments: '  ' })).toContain(M.commentsRequired);
    expect(messages({ ...valid, comments: 'x'.repeat(101) })).toContain(M.commentsTooLong);
    expect(messages({ ...valid, duration: undefined })).toContain(M.durationRequired);
    expect(messages({ ...valid, duration: 3 })).toContain(M.durationMismatch);
    // Fewer days than the calendar's may be the working days: the server and the form decide (BEYOND §B9).
    expect(messages({ ...valid, duration: 1 })).toEqual([]);
    expect(messages({ ...valid, isHalfDay: true, duration: 1.5 })).toEqual([]);
  });
  it('leave type rules', () => {
    const m = (input: object) => {
      const r = leaveTypeSchema.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(m({ leaveType: 'SICKLEAVE', count: 12, carryForward: false, description: 'Illness' })).toEqual([]);
    expect(m({ count: 12, description: 'x' })).toContain(M.leaveTypeRequired);
    expect(m({ leaveType: 'SICKLEAVE', count: 0, description: 'x' })).toContain(M.countPositive);
    expect(m({ leaveType: 'SICKLEAVE', count: 3, description: ' ' })).toContain(M.descriptionRequired);
    expect(
      leaveTypeSchema.parse({ leaveType: 'EARNLEAVE', count: 3, carryForward: true, carryForwardCap: '', description: 'x' })
        .carryForwardCap,
    ).toBeNull();
    expect(
      leaveTypeSchema.parse({ leaveType: 'EARNLEAVE', count: 3, carryForward: true, carryForwardCap: 0, description: 'x' })
        .carryForwardCap,
    ).toBe(0);
    expect(m({ leaveType: 'EARNLEAVE', count: 3, carryForwardCap: -1, description: 'x' })).toContain(M.capInvalid);
  });
});

describe('working-day leave duration (BEYOND §B9), worked by hand on January 2026 (the 1st is a Thursday)', () => {
  const satSun = { weeklyOffs: ['Saturday', 'Sunday'] as const, holidayDates: [] };
  it('leaves out Saturday and Sunday: Thu 1 to Wed 7 is Thu, Fri, Mon, Tue, Wed = 5', () => {
    expect(workingLeaveDuration('2026-01-01', '2026-01-07', false, satSun)).toBe(5);
  });
  it('leaves out holidays too, and a half day takes 0.5 off what is left', () => {
    const withNewYear = { ...satSun, holidayDates: ['2026-01-01'] };
    expect(workingLeaveDuration('2026-01-01', '2026-01-07', false, withNewYear)).toBe(4);
    expect(workingLeaveDuration('2026-01-01', '2026-01-07', true, withNewYear)).toBe(3.5);
  });
  it("follows the organisation's weekly offs, and 'Noweekoff' is none", () => {
    const fridayOnly = { weeklyOffs: ['Friday', 'Noweekoff'] as const, holidayDates: [] };
    expect(workingLeaveDuration('2026-01-01', '2026-01-07', false, fridayOnly)).toBe(6);
    expect(weeklyOffsOf({})).toEqual(['Saturday', 'Sunday']);
    expect(weeklyOffsOf({ weekOfOne: 'Friday', weekOfTwo: 'Noweekoff' })).toEqual(['Friday', 'Noweekoff']);
  });
  it('answers 0 for a weekend alone and null for reversed dates', () => {
    expect(workingLeaveDuration('2026-01-03', '2026-01-04', false, satSun)).toBe(0);
    expect(workingLeaveDuration('2026-01-03', '2026-01-04', true, satSun)).toBe(0);
    expect(workingLeaveDuration('2026-01-07', '2026-01-01', false, satSun)).toBeNull();
  });
  it('lets a roster decide where it knows the day (the seam for time and attendance)', () => {
    const rostered = {
      ...satSun,
      rosteredDay: (d: string) => (d === '2026-01-03' ? true : d === '2026-01-05' ? false : undefined),
    };
    expect(workingLeaveDuration('2026-01-01', '2026-01-07', false, rostered)).toBe(5 + 1 - 1);
    const saturdayShift = { ...satSun, rosteredDay: (d: string) => (d === '2026-01-03' ? true : undefined) };
    expect(workingLeaveDuration('2026-01-01', '2026-01-07', false, saturdayShift)).toBe(6);
  });
  it('uses calendar days when the organisation does not count working days (the spec)', () => {
    expect(expectedLeaveDuration('2026-01-01', '2026-01-07', false, null)).toBe(7);
    expect(expectedLeaveDuration('2026-01-01', '2026-01-07', false, satSun)).toBe(5);
  });
  it('applies a holiday with a blank location, all locations, or the person’s own', () => {
    expect(holidayAppliesTo('', 'Pune')).toBe(true);
    expect(holidayAppliesTo('All Locations', null)).toBe(true);
    expect(holidayAppliesTo(' pune ', 'Pune')).toBe(true);
    expect(holidayAppliesTo('Bengaluru', 'Pune')).toBe(false);
    expect(holidayAppliesTo('Bengaluru', null)).toBe(false);
  });
});

describe('leave types for one gender (BEYOND §B9)', () => {
  it('offers ALL to everyone, FEMALE and MALE only to a profile that says so', () => {
    expect(leaveTypeOfferedTo('ALL', 'Transgender')).toBe(true);
    expect(leaveTypeOfferedTo('ALL', null)).toBe(true);
    expect(leaveTypeOfferedTo('FEMALE', 'Female')).toBe(true);
    expect(leaveTypeOfferedTo('FEMALE', 'Male')).toBe(false);
    expect(leaveTypeOfferedTo('MALE', 'Male')).toBe(true);
    expect(leaveTypeOfferedTo('MALE', 'Female')).toBe(false);
    // anyone else sees ALL types only
    expect(leaveTypeOfferedTo('FEMALE', 'Transgender')).toBe(false);
    expect(leaveTypeOfferedTo('MALE', undefined)).toBe(false);
  });
});
