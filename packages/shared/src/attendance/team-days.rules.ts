import type { MonthTotals } from './team-days.schemas';
import { lopDaysOf } from './time-attendance.rules';
import type { AttendanceDay } from './time-attendance.schemas';

/** A person's days in figures: days by status, minutes late and over, days without pay (as the lock counts them). */
export function monthTotalsOf(days: readonly AttendanceDay[]): MonthTotals {
  const totals: MonthTotals = {
    present: 0,
    halfDays: 0,
    absent: 0,
    leave: 0,
    holidays: 0,
    weeklyOffs: 0,
    lateMinutes: 0,
    overtimeMinutes: 0,
    lopDays: lopDaysOf(days.map((d) => d.status)),
  };
  const counter = {
    PRESENT: 'present',
    HALF_DAY: 'halfDays',
    ABSENT: 'absent',
    LEAVE: 'leave',
    HOLIDAY: 'holidays',
    WEEKLY_OFF: 'weeklyOffs',
  } as const satisfies Record<AttendanceDay['status'], keyof MonthTotals>;
  for (const day of days) {
    totals[counter[day.status]] += 1;
    totals.lateMinutes += day.lateMinutes;
    totals.overtimeMinutes += day.overtimeMinutes;
  }
  return totals;
}
