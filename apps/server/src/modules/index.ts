import type { FastifyInstance } from 'fastify';
import type { Deps } from '../lib/deps';
import { apitokensRoutes } from './apitokens';
import { approvalsRoutes } from './approvals';
import { assetsRoutes } from './assets';
import { attendanceRoutes } from './attendance';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { customfieldsRoutes } from './customfields';
import { dashboardRoutes } from './dashboard';
import { documentsRoutes } from './documents';
import { employeesRoutes } from './employees';
import { examsRoutes } from './exams';
import { exitsRoutes } from './exits';
import { expensesRoutes } from './expenses';
import { holidaysRoutes } from './holidays';
import { importsRoutes } from './imports';
import { jobsRoutes } from './jobs';
import { leaveRoutes } from './leave';
import { mailRoutes } from './mail';
import { notificationsRoutes } from './notifications';
import { organizationRoutes } from './organization';
import { orgchartRoutes } from './orgchart';
import { payrollRoutes } from './payroll';
import { performanceRoutes } from './performance';
import { profileRoutes } from './profile';
import { projectsRoutes } from './projects';
import { recruitmentRoutes } from './recruitment';
import { reportsRoutes } from './reports';
import { searchRoutes } from './search';
import { ssoRoutes } from './sso';
import { timesheetsRoutes } from './timesheets';
import { webhooksRoutes } from './webhooks';

type ModuleRoutes = (app: FastifyInstance, deps: Deps) => Promise<void>;

/** The one list of modules, in dependency order. */
export const MODULES: readonly { name: string; routes: ModuleRoutes }[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'organization', routes: organizationRoutes },
  { name: 'employees', routes: employeesRoutes },
  { name: 'profile', routes: profileRoutes },
  { name: 'approvals', routes: approvalsRoutes },
  { name: 'documents', routes: documentsRoutes },
  { name: 'attendance', routes: attendanceRoutes },
  { name: 'notifications', routes: notificationsRoutes },
  { name: 'projects', routes: projectsRoutes },
  { name: 'timesheets', routes: timesheetsRoutes },
  { name: 'recruitment', routes: recruitmentRoutes },
  { name: 'holidays', routes: holidaysRoutes },
  { name: 'leave', routes: leaveRoutes },
  { name: 'payroll', routes: payrollRoutes },
  { name: 'exams', routes: examsRoutes },
  { name: 'performance', routes: performanceRoutes },
  { name: 'orgchart', routes: orgchartRoutes },
  { name: 'mail', routes: mailRoutes },
  { name: 'jobs', routes: jobsRoutes },
  { name: 'reports', routes: reportsRoutes },
  { name: 'audit', routes: auditRoutes },
  { name: 'sso', routes: ssoRoutes },
  { name: 'apitokens', routes: apitokensRoutes },
  { name: 'imports', routes: importsRoutes },
  { name: 'search', routes: searchRoutes },
  { name: 'dashboard', routes: dashboardRoutes },
  { name: 'webhooks', routes: webhooksRoutes },
  { name: 'customfields', routes: customfieldsRoutes },
  { name: 'assets', routes: assetsRoutes },
  { name: 'expenses', routes: expensesRoutes },
  { name: 'exits', routes: exitsRoutes },
];
