import type { ServerModule } from '../../lib/module';
import { leaveRoutes } from './leave.routes';
import { seedScaleLeave } from './leave.scale';
import { seedDemoLeave } from './leave.seed';
// the opening-balance kind of import (leave/balances/import), plugged into the import framework
import './leave.import';

export { accrueLeave } from './leave.accrual';
export { syncLedger } from './leave.ledger';
/** For exits and the pay run: a person's balance of every leave type in one year, from the ledger. */
export { approvedLeaveBetween, balancesOf as leaveBalancesOf, listLeaveTypes } from './leave.repository';
export { leaveLedger, leaveRequests, leaveTypes } from './leave.tables';
export { listWhosOut } from './whos-out.service';

/** What leave brings to the app (lib/module.ts). */
export const leaveModule: ServerModule = {
  name: 'leave',
  routes: leaveRoutes,
  demoSeeds: [{ run: seedDemoLeave }],
  scaleSteps: [{ name: 'leave requests', run: seedScaleLeave }],
};
