import { homePathFor, type Role, roleAllowed } from './roles';
import { ROUTES } from './routes';

/** The header menu's group titles, by route-table module, in menu order. */
export const MENU_GROUPS: readonly { module: string; label: string }[] = [
  { module: 'dashboard', label: 'Dashboards' },
  { module: 'employees', label: 'Employees' },
  { module: 'imports', label: 'Import & export' },
  { module: 'profile', label: 'My profile' },
  { module: 'organization', label: 'Organisation' },
  { module: 'documents', label: 'Documents' },
  { module: 'approvals', label: 'Approvals' },
  { module: 'leave', label: 'Leave' },
  { module: 'attendance', label: 'Attendance' },
  { module: 'timesheets', label: 'Timesheets' },
  { module: 'performance', label: 'Performance' },
  { module: 'projects', label: 'Projects' },
  { module: 'payroll', label: 'Payroll' },
  { module: 'recruitment', label: 'Recruitment' },
  { module: 'holidays', label: 'Holidays' },
  { module: 'orgchart', label: 'Organisation chart' },
  { module: 'exams', label: 'Exams' },
  { module: 'mail', label: 'Mail and jobs' },
  { module: 'reports', label: 'Reports' },
  { module: 'audit', label: 'Audit trail' },
  { module: 'sso', label: 'Single sign-on' },
  { module: 'apitokens', label: 'API tokens' },
  { module: 'webhooks', label: 'Webhooks' },
  { module: 'assets', label: 'Assets' },
  { module: 'expenses', label: 'Expenses' },
  { module: 'exits', label: 'Exits' },
];

/** The menu label of each route-table page (one entry per page, whichever path reaches it first). */
export const MENU_LABELS: Record<string, string> = {
  AdminDashboardPage: 'Admin dashboard',
  HomeDashboardPage: 'Home',
  Associate360Page: 'Associate 360',
  OnboardingDashboardPage: 'Onboarding dashboard',
  ProfileDashboardPage: 'My profile dashboard',
  PersonalDetailsPage: 'Personal details',
  IdCardPage: 'My ID card',
  EmployeeListPage: 'All employees',
  EmployeeImportPage: 'Import employees',
  ManagerEmployeePage: 'My team',
  EmployeeReportsPage: 'Employee reports',
  FamilyPage: 'Family',
  TravelPage: 'Travel',
  AddressPage: 'Address',
  NationalIdPage: 'National ID',
  ExperiencePage: 'Experience',
  EducationPage: 'Education',
  CurrentEmploymentPage: 'Current employment',
  OrganizationPage: 'Organisation settings',
  DesignationsPage: 'Designations',
  DepartmentsPage: 'Departments',
  CustomFieldsPage: 'Custom fields',
  OnboardingDocumentsPage: 'Onboarding documents',
  OnboardingPersonalDetailsPage: 'My onboarding documents',
  ApprovalMasterPage: 'Approvals hub',
  ProfileStatusPage: 'My profile-change requests',
  LeaveTypesPage: 'Leave types',
  LeaveBalancePage: 'Leave balance',
  ApplyLeavePage: 'Apply for leave',
  LeaveStatusPage: 'My leave requests',
  AttendanceTrackerPage: 'Attendance tracker',
  AttendanceStatusPage: 'My attendance requests',
  TeamTimesheetsPage: 'Team timesheets',
  TimesheetEntryPage: 'My timesheet',
  PerformanceReporteesPage: 'Reportee performance',
  DeliverablesPage: 'My deliverables',
  MyAssignmentsPage: 'My assignments',
  ProjectsPage: 'Projects',
  PayrollUserPage: 'My pay',
  InterviewsPage: 'Interviews',
  CareersPage: 'Careers',
  HolidaysPage: 'Holidays',
  OrgChartPage: 'Organisation chart',
  ExamAdminPage: 'Exams',
  ExamEmployeesPage: 'Exam reports',
  SelfExamPage: 'My exams',
  ExamDetailsPage: 'My exam results',
  MailAndJobsPage: 'Mail and jobs',
  ReportsPage: 'Reports',
  AuditTrailPage: 'Audit trail',
  SsoSettingsPage: 'Single sign-on settings',
  ApiTokensPage: 'API tokens',
  WebhooksPage: 'Webhooks',
  WhosOutPage: "Who's out",
  SalaryStructuresPage: 'Salary structures',
  SalaryPage: 'My salary',
  PayRunsPage: 'Pay runs',
  MyPayslipsPage: 'My payslips',
  AssetsPage: 'Assets',
  ExpensesPage: 'Expense claims',
  ExitsPage: 'Exits',
  MyTaxPage: 'My tax',
  TaxProofsPage: 'Tax proofs',
  PtSlabsPage: 'Professional tax slabs',
  PayrollEmployerPage: 'Employer details for filings',
  MyDaysPage: 'My days',
  TimeAttendancePage: 'Time and attendance',
  ShiftSwapsPage: 'Shift swaps',
};

/** page: the route table's page name, the key of its label in the message catalogues. */
export type MenuItem = { path: string; label: string; page: string };
export type MenuGroup = { module: string; label: string; items: MenuItem[] };

const OWN_ID = /^:employeeId\??$/;

/**
 * Every screen a role can reach, grouped by module, from the shared route table: entries without path
 * parameters, and those whose only parameter is an employee id, filled with the user's own id.
 */
export function menuFor(role: Role, employeeId: string): MenuGroup[] {
  const seen = new Set<string>();
  const items = new Map<string, MenuItem[]>();
  for (const route of ROUTES) {
    if (route.roles === 'public' || !roleAllowed(role, route.roles)) continue;
    const label = MENU_LABELS[route.page];
    if (!label || seen.has(`${route.module}/${route.page}`)) continue;
    const segments = route.path.split('/');
    const params = segments.filter((s) => s.startsWith(':'));
    if (!params.every((p) => OWN_ID.test(p))) continue;
    seen.add(`${route.module}/${route.page}`);
    const path = segments.map((s) => (OWN_ID.test(s) ? encodeURIComponent(employeeId) : s)).join('/');
    const group = route.menuGroup ?? route.module;
    items.set(group, [...(items.get(group) ?? []), { path, label, page: route.page }]);
  }
  const home = homePathFor(role).toLowerCase();
  return MENU_GROUPS.flatMap(({ module, label }) => {
    const list = items.get(module);
    if (!list?.length) return [];
    // the role's own dashboard first in its group
    const sorted = [...list].sort((a, b) => Number(b.path.toLowerCase() === home) - Number(a.path.toLowerCase() === home));
    return [{ module, label, items: sorted }];
  });
}
