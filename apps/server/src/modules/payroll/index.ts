/** For leave in working days: which location's holidays apply to a person. */
export { findWorkLocation } from './payroll.repository';
export { payrollRoutes } from './payroll.routes';
export { seedDemoPayroll } from './payroll.seed';
export { payrollEmployeeInfo } from './payroll.tables';
export { payrollTaxProofs } from './payroll-declarations.tables';
export { benchPayRun } from './payroll-runs.runner';
