import { seedScaleProfileChangeRequests } from '../modules/approvals/approvals.scale';
import { seedScaleAttendance } from '../modules/attendance/attendance.scale';
import { seedScaleTimeAttendance } from '../modules/attendance/time-attendance.scale';
import { seedScaleLeave } from '../modules/leave/leave.scale';
import { seedScalePayroll } from '../modules/payroll/payroll.scale';
import { seedScaleProfiles } from '../modules/profile/profile.scale';
import { seedScaleTimesheets } from '../modules/timesheets/timesheets.scale';
import type { ScaleStep } from './scale-context';

/**
 * Set-based fills run by `npm run seed:scale` after the people, their accounts and employments exist
 * (one INSERT … SELECT per table over the generated numbers; see scale-context.ts). Each module
 * appends its step here.
 */
export const SCALE_STEPS: ScaleStep[] = [
  { name: 'profile sections', run: seedScaleProfiles },
  { name: 'profile-change requests', run: seedScaleProfileChangeRequests },
  { name: 'leave requests', run: seedScaleLeave },
  { name: 'attendance (last ten weekdays)', run: seedScaleAttendance },
  { name: 'rosters and a month of punches', run: seedScaleTimeAttendance },
  { name: "projects, assignments, last week's timesheets", run: seedScaleTimesheets },
  { name: 'payroll', run: seedScalePayroll },
];
