export { remindUnsubmittedTimesheets } from './timesheets.reminder';
export { timesheetsRoutes } from './timesheets.routes';
export { seedDemoTimesheets } from './timesheets.seed';
export { timesheetEntries, timesheetWeeks } from './timesheets.tables';
