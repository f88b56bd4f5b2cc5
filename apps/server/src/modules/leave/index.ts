// the opening-balance kind of import (leave/balances/import), plugged into the import framework
import './leave.import';

/** For timesheets: approved leave overlapping a date range. */

export { accrueLeave } from './leave.accrual';
export { syncLedger } from './leave.ledger';
/** For exits and the pay run: a person's balance of every leave type in one year, from the ledger. */
export { approvedLeaveBetween, balancesOf as leaveBalancesOf, listLeaveTypes } from './leave.repository';
export { leaveRoutes } from './leave.routes';
export { seedDemoLeave } from './leave.seed';
export { leaveLedger, leaveRequests, leaveTypes } from './leave.tables';
export { listWhosOut } from './whos-out.service';
