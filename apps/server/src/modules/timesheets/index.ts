export { timesheetsRoutes } from './timesheets.routes';
export { seedDemoTimesheets } from './timesheets.seed';
