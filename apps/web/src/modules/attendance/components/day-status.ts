import type { AttendanceDay } from '@hrms/shared';

/** A day's status as a colour: the badge of My days, the cell of the team calendar. */
export const DAY_STATUS_COLORS: Record<AttendanceDay['status'], string> = {
  PRESENT: 'teal',
  HALF_DAY: 'yellow',
  ABSENT: 'red',
  LEAVE: 'blue',
  HOLIDAY: 'grape',
  WEEKLY_OFF: 'gray',
};

/** Minutes as "1h 05m", a dash for none. */
export const hoursAndMinutes = (value: number) =>
  value > 0 ? `${Math.floor(value / 60)}h ${String(value % 60).padStart(2, '0')}m` : '—';
