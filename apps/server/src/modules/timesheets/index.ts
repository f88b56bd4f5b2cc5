import type { ServerModule } from '../../lib/module';
import { timesheetsRoutes } from './timesheets.routes';
import { seedScaleTimesheets } from './timesheets.scale';
import { seedDemoTimesheets } from './timesheets.seed';

export { remindUnsubmittedTimesheets } from './timesheets.reminder';
export { timesheetEntries, timesheetWeeks } from './timesheets.tables';

/** What timesheets brings to the app (lib/module.ts). */
export const timesheetsModule: ServerModule = {
  name: 'timesheets',
  routes: timesheetsRoutes,
  demoSeeds: [{ run: seedDemoTimesheets, after: ['holidays'] }],
  scaleSteps: [{ name: "projects, assignments, last week's timesheets", run: seedScaleTimesheets, after: ['attendance'] }],
};
