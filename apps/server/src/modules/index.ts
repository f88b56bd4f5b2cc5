import type { ServerModule } from '../lib/module';
import { apitokensModule } from './apitokens';
import { approvalsModule } from './approvals';
import { assetsModule } from './assets';
import { attendanceModule } from './attendance';
import { auditModule } from './audit';
import { authModule } from './auth';
import { customfieldsModule } from './customfields';
import { dashboardModule } from './dashboard';
import { documentsModule } from './documents';
import { employeesModule } from './employees';
import { examsModule } from './exams';
import { exitsModule } from './exits';
import { expensesModule } from './expenses';
import { holidaysModule } from './holidays';
import { importsModule } from './imports';
import { jobsModule } from './jobs';
import { leaveModule } from './leave';
import { mailModule } from './mail';
import { notificationsModule } from './notifications';
import { organizationModule } from './organization';
import { orgchartModule } from './orgchart';
import { payrollModule } from './payroll';
import { performanceModule } from './performance';
import { profileModule } from './profile';
import { projectsModule } from './projects';
import { recruitmentModule } from './recruitment';
import { reportsModule } from './reports';
import { searchModule } from './search';
import { ssoModule } from './sso';
import { timesheetsModule } from './timesheets';
import { webhooksModule } from './webhooks';

/**
 * The one list of modules: the app registers their routes, the demo and scale seeds and the workers run
 * in this order (a seed that reads another module's demo data says so with `after`). A new module is a
 * folder with an index.ts that exports its declaration, and one line here.
 */
export const MODULES: readonly ServerModule[] = [
  authModule,
  organizationModule,
  employeesModule,
  profileModule,
  approvalsModule,
  documentsModule,
  attendanceModule,
  notificationsModule,
  projectsModule,
  timesheetsModule,
  recruitmentModule,
  holidaysModule,
  leaveModule,
  payrollModule,
  examsModule,
  performanceModule,
  orgchartModule,
  mailModule,
  jobsModule,
  reportsModule,
  auditModule,
  ssoModule,
  apitokensModule,
  importsModule,
  searchModule,
  dashboardModule,
  webhooksModule,
  customfieldsModule,
  assetsModule,
  expensesModule,
  exitsModule,
];
