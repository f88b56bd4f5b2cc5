import type { ServerModule } from '../../lib/module';
import { attendanceRoutes } from './attendance.routes';
import { seedScaleAttendance } from './attendance.scale';
import { seedDemoAttendance } from './attendance.seed';
import { seedScaleTimeAttendance } from './time-attendance.scale';
import { seedDemoTimeAttendance } from './time-attendance.seed';

/** For timesheets: approved attendance of one employee per day over a date range (one indexed query). */
export { approvedAttendanceByDay } from './attendance.service';
export { attendanceRecords } from './attendance.tables';
/** For the benchmark (scripts/bench-attendance.ts): days as everyone sees them, the team calendar, and a terminal's batch. */
export { listTeamDays } from './team-days.service';
export { readDays } from './time-attendance.days';
/** For payroll: each person's days without pay in a locked month (empty when the month is not locked). */
export { attendanceLopDays, recordDevicePunches } from './time-attendance.service';
/** For payroll: a month whose pay run is locked or published is not unlocked. */
export { type MonthUnlockGuard, registerMonthUnlockGuard } from './time-attendance.unlock-guards';

/** What attendance brings to the app (lib/module.ts). */
export const attendanceModule: ServerModule = {
  name: 'attendance',
  routes: attendanceRoutes,
  demoSeeds: [{ run: seedDemoAttendance }, { run: seedDemoTimeAttendance, after: ['payroll'] }],
  scaleSteps: [
    { name: 'attendance (last ten weekdays)', run: seedScaleAttendance, after: ['leave'] },
    { name: 'rosters and a month of punches', run: seedScaleTimeAttendance, after: ['leave'] },
  ],
};
