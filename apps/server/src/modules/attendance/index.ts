export { attendanceRoutes } from './attendance.routes';
export { seedDemoAttendance } from './attendance.seed';
/** For timesheets: approved attendance of one employee per day over a date range (one indexed query). */
export { approvedAttendanceByDay } from './attendance.service';
export { attendanceRecords } from './attendance.tables';
