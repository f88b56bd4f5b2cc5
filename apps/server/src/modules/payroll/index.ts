export { payrollRoutes } from './payroll.routes';
export { seedDemoPayroll } from './payroll.seed';
