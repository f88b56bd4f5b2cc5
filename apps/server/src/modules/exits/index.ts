/** People leaving: an approval kind, the checklist, the account's end and the pay-run seam. */
import './exits.access-job';

export { stopLeaversAccess } from './exits.access-job';
export { clearSettlementsOfRun, type Leaver, leaversSettlementInputs, recordSettlement } from './exits.payroll';
export { exitsRoutes } from './exits.routes';
export { seedDemoExits } from './exits.seed';
export { exitSettings, exits, exitTasks } from './exits.tables';
