import { addDays } from '@hrms/shared';

/** A full-day sick-leave request as the apply form sends it (POST leave/create): `days` days from `startDate`. */
export const sickLeaveRequest = (employeeId: string, startDate: string, days: number, comments: string) => ({
  employeeId,
  leaveName: 'SICKLEAVE',
  startDate,
  endDate: addDays(startDate, days - 1),
  isHalfDay: false,
  duration: days,
  comments,
});
