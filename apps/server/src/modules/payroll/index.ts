import type { ServerModule } from '../../lib/module';
import { payrollRoutes } from './payroll.routes';
import { seedScalePayroll } from './payroll.scale';
import { seedDemoPayroll } from './payroll.seed';

/** For leave in working days: which location's holidays apply to a person. */
export { findWorkLocation } from './payroll.repository';
export { payrollEmployeeInfo } from './payroll.tables';
export { payrollTaxProofs } from './payroll-declarations.tables';
export { benchPayRun } from './payroll-runs.runner';

/** What payroll brings to the app (lib/module.ts). */
export const payrollModule: ServerModule = {
  name: 'payroll',
  routes: payrollRoutes,
  demoSeeds: [{ run: seedDemoPayroll }],
  scaleSteps: [{ name: 'payroll', run: seedScalePayroll }],
};
