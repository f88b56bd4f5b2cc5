// What the timesheet grid shows from other modules: assignments (projects), approved attendance,
// approved leave and holidays. Each is one indexed query per week, through the owning module's index.

import { addDays, formatWorkingHours, leaveTypeLabel } from '@hrms/shared';
import type { Executor } from '../../db/client';
import { approvedAttendanceByDay } from '../attendance';
import { listHolidays } from '../holidays';
import { approvedLeaveBetween } from '../leave';
import { listAssignmentsOverlapping } from '../projects';

export type AssignmentSpan = {
  projectCode: string;
  projectName: string;
  billableLocation: string;
  billability: string;
  startDate: string;
  endDate: string | null;
};

/** The employee's assignments overlapping the range. */
export async function assignmentsBetween(
  db: Executor,
  organizationId: string,
  employeeId: string,
  from: string,
  to: string,
): Promise<AssignmentSpan[]> {
  const rows = await listAssignmentsOverlapping(db, organizationId, employeeId, from, to);
  return rows.map((r) => ({
    projectCode: r.projectCode,
    projectName: r.projectName,
    billableLocation: r.billabilityLocation,
    billability: r.billability,
    startDate: r.startDate,
    endDate: r.endDate,
  }));
}

/** Approved attendance per day: hundredths of an hour and the '8h 30m' text. */
export async function approvedAttendanceHours(
  db: Executor,
  _organizationId: string,
  employeeId: string,
  from: string,
  to: string,
): Promise<{ date: string; hundredths: number; totalWorkingHours: string }[]> {
  const days = await approvedAttendanceByDay({ db }, employeeId, from, to);
  return days.map((d) => ({
    date: d.attendanceDate,
    hundredths: Math.round((d.minutes * 100) / 60),
    totalWorkingHours: formatWorkingHours(d.minutes),
  }));
}

/** Approved leave days and holidays in the range, as {leaveDate, leaveType}. */
export async function leaveAndHolidaysBetween(
  db: Executor,
  organizationId: string,
  employeeId: string,
  from: string,
  to: string,
): Promise<{ leaveDate: string; leaveType: string }[]> {
  const [leave, holidays] = await Promise.all([
    approvedLeaveBetween(db, employeeId, from, to),
    listHolidays(db, organizationId, { from, to }, { offset: 0, limit: 62 }),
  ]);
  const days: { leaveDate: string; leaveType: string }[] = [];
  for (const l of leave)
    for (let d = l.startDate < from ? from : l.startDate; d <= l.endDate && d <= to; d = addDays(d, 1))
      days.push({ leaveDate: d, leaveType: `${leaveTypeLabel(l.leaveName)}${l.isHalfDay ? ' (half day)' : ''}` });
  for (const h of holidays) days.push({ leaveDate: h.date, leaveType: `Holiday: ${h.holidayName}` });
  return days.sort((a, b) => a.leaveDate.localeCompare(b.leaveDate));
}
