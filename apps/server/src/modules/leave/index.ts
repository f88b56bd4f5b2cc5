/** For timesheets: approved leave overlapping a date range. */

export { accrueLeave } from './leave.accrual';
export { approvedLeaveBetween } from './leave.repository';
export { leaveRoutes } from './leave.routes';
export { seedDemoLeave } from './leave.seed';
export { leaveLedger, leaveRequests, leaveTypes } from './leave.tables';
export { listWhosOut } from './whos-out.service';
