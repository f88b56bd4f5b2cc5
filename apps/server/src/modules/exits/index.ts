import type { ServerModule } from '../../lib/module';
import { exitsRoutes } from './exits.routes';
import { seedDemoExits } from './exits.seed';
/** People leaving: an approval kind, the checklist, the account's end and the pay-run seam. */
import './exits.access-job';

export { stopLeaversAccess } from './exits.access-job';
export { clearSettlementsOfRun, type Leaver, leaversSettlementInputs, recordSettlement } from './exits.payroll';
export { exitSettings, exits, exitTasks } from './exits.tables';

/** What exits brings to the app (lib/module.ts). */
export const exitsModule: ServerModule = { name: 'exits', routes: exitsRoutes, demoSeeds: [{ run: seedDemoExits }] };
