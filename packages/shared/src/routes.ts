import { ADMIN_OR_HR, ADMINS, EVERYONE, MANAGER_OR_HR, type Role, STAFF } from './roles';

/** Which web module renders a route, and under which page name. */
export type RouteEntry = {
  path: string;
  roles: readonly Role[] | 'public';
  module: string;
  page: string;
  /** The menu group it is listed under when not its own module's (a settings screen under Organisation). */
  menuGroup?: string;
};

const r = (path: string, roles: RouteEntry['roles'], module: string, page: string, menuGroup?: string): RouteEntry => ({
  path,
  roles,
  module,
  page,
  ...(menuGroup ? { menuGroup } : {}),
});

/**
 * The spec's route table (spec 1 §2.1, spec 3 §2.1) with DESIGN §8.2–8.3 applied.
 * Paths match case-insensitively, so /admindashboard, /location and /interviewtable resolve here too.
 */
export const ROUTES: readonly RouteEntry[] = [
  r('/', 'public', 'auth', 'LoginPage'),
  r('/forgot', 'public', 'auth', 'ForgotPasswordPage'),
  r('/unauthorized', 'public', 'auth', 'UnauthorizedPage'),
  r('/undermaintaience', 'public', 'auth', 'MaintenancePage'),

  r('/AdminDashboard', ADMINS, 'dashboard', 'AdminDashboardPage'),
  r('/createorganization', ADMINS, 'organization', 'OrganizationPage'),
  r('/designations', ADMINS, 'organization', 'DesignationsPage'),
  r('/department', ADMINS, 'organization', 'DepartmentsPage'),
  r('/customFields', ADMINS, 'customfields', 'CustomFieldsPage', 'organization'),
  r('/ssoSettings', ADMINS, 'sso', 'SsoSettingsPage'),
  r('/apiTokens', ADMINS, 'apitokens', 'ApiTokensPage'),
  r('/webhooks', ADMINS, 'webhooks', 'WebhooksPage'),
  r('/allEmployee', ADMINS, 'employees', 'EmployeeListPage'),
  r('/employeeImport', ADMINS, 'imports', 'EmployeeImportPage'),
  r('/LeaveForm', ADMINS, 'leave', 'LeaveTypesPage'),
  r('/payrollSection/:employeeId', ADMINS, 'payroll', 'PayrollSectionPage'),
  r('/createexam', ADMINS, 'exams', 'ExamAdminPage'),
  r('/CreateQuestion/:examId', ADMINS, 'exams', 'QuestionsPage'),

  r('/interviewTable', ADMIN_OR_HR, 'recruitment', 'InterviewsPage'),
  r('/audit', ADMIN_OR_HR, 'audit', 'AuditTrailPage'),
  r('/reports', ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER'], 'reports', 'ReportsPage'),
  r('/onboarding', ADMIN_OR_HR, 'documents', 'OnboardingDocumentsPage'),
  r('/onboardingDocuments', ADMIN_OR_HR, 'documents', 'OnboardingDocumentsPage'),

  r('/ProfileDetailsApproval/:employeeId/:role', STAFF, 'approvals', 'ProfileApprovalPage'),
  r('/ProfileDetailsStatus/:employeeId', STAFF, 'approvals', 'ProfileStatusPage'),

  r('/table', MANAGER_OR_HR, 'timesheets', 'TeamTimesheetsPage'),
  r('/timesheets/:employeeId', MANAGER_OR_HR, 'timesheets', 'TimeSummaryPage'),
  r('/employeePerformance', MANAGER_OR_HR, 'performance', 'PerformanceReporteesPage'),
  r('/EmployeeReports', MANAGER_OR_HR, 'employees', 'EmployeeReportsPage'),
  r('/LeaveApproval/:employeeId/:role', MANAGER_OR_HR, 'leave', 'LeaveApprovalPage'),
  r('/AttendanceApproval/:employeeId/:role', MANAGER_OR_HR, 'attendance', 'AttendanceApprovalPage'),
  r('/employeelist', MANAGER_OR_HR, 'exams', 'ExamEmployeesPage'),
  r('/status/:employeeId', MANAGER_OR_HR, 'timesheets', 'TimesheetStatusPage'),

  r('/payrolluser/:employeeId', STAFF, 'payroll', 'PayrollUserPage'),
  r('/Assignments', STAFF, 'projects', 'MyAssignmentsPage'),
  r('/ManagerEmployee', STAFF, 'employees', 'ManagerEmployeePage'),
  r('/userdashboard', STAFF, 'dashboard', 'HomeDashboardPage'),
  r('/LeaveBalance', STAFF, 'leave', 'LeaveBalancePage'),
  r('/LeaveRequest', STAFF, 'leave', 'ApplyLeavePage'),
  r('/Organization/:employeeId', [...ADMINS, ...STAFF], 'orgchart', 'OrgChartPage'),
  r('/entrypage/:employeeId', STAFF, 'timesheets', 'TimesheetEntryPage'),
  r('/timeEntry/:employeeId/:fromDateParam/:toDateParam', STAFF, 'timesheets', 'TimeEntryPage'),
  r('/Deliverables/:employeeId', STAFF, 'performance', 'DeliverablesPage'),
  r('/myDays', EVERYONE, 'attendance', 'MyDaysPage'),
  r('/timeAttendance', ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER'], 'attendance', 'TimeAttendancePage'),
  r('/shiftSwaps', EVERYONE, 'attendance', 'ShiftSwapsPage'),
  r('/attendenceSheet', STAFF, 'attendance', 'AttendanceTrackerPage'),
  r('/attendenceSheet/:employeeId', STAFF, 'attendance', 'AttendanceTrackerPage'),
  r('/associate360', STAFF, 'dashboard', 'Associate360Page'),
  r('/EmployeeId/:employeeId', STAFF, 'employees', 'IdCardPage'),
  r('/ApprovalMaster', STAFF, 'approvals', 'ApprovalMasterPage'),
  r('/LeaveStatus/:employeeId', STAFF, 'leave', 'LeaveStatusPage'),
  r('/AttendanceStatus/:employeeId', STAFF, 'attendance', 'AttendanceStatusPage'),
  r('/selfexam/:employeeId', STAFF, 'exams', 'SelfExamPage'),
  r('/ExamStart/:examId', STAFF, 'exams', 'ExamStartPage'),
  r('/examdetails/:employeeId', STAFF, 'exams', 'ExamDetailsPage'),
  r('/examdata/:employeeId/:examId', STAFF, 'exams', 'ExamResultPage'),

  r('/dashboard/:employeeId?', EVERYONE, 'employees', 'ProfileDashboardPage'),
  r('/personalDetails/:employeeId', EVERYONE, 'employees', 'PersonalDetailsPage'),
  r('/familyDetails/:employeeId', EVERYONE, 'profile', 'FamilyPage'),
  r('/Travel/:employeeId', EVERYONE, 'profile', 'TravelPage'),
  r('/Location/:employeeId', EVERYONE, 'profile', 'AddressPage'),
  r('/National/:employeeId', EVERYONE, 'profile', 'NationalIdPage'),
  r('/experience/:employeeId', EVERYONE, 'profile', 'ExperiencePage'),
  r('/educationDetails/:employeeId', EVERYONE, 'profile', 'EducationPage'),
  r('/current/:employeeId', EVERYONE, 'profile', 'CurrentEmploymentPage'),
  r('/careers', EVERYONE, 'recruitment', 'CareersPage'),
  r('/holidays', EVERYONE, 'holidays', 'HolidaysPage'),
  r('/projects', EVERYONE, 'projects', 'ProjectsPage'),
  r('/assignmentcreation/:projectCode', EVERYONE, 'projects', 'AssignmentTablePage'),

  r('/Onboarding/Dashboard', ['ROLE_ONBOARDING'], 'dashboard', 'OnboardingDashboardPage'),
  r('/Onboarding/personalDetails/:employeeId', ['ROLE_ONBOARDING'], 'documents', 'OnboardingPersonalDetailsPage'),

  r('/MailAndJobs', ADMINS, 'mail', 'MailAndJobsPage'),
  // Beyond the spec (issue 17).
  r('/WhosOut', [...ADMINS, ...STAFF], 'leave', 'WhosOutPage'),
  // Computed payroll (issue 28).
  r('/payrollStructures', ADMINS, 'payroll', 'SalaryStructuresPage'),
  r('/payrollStructureEditor/:code?', ADMINS, 'payroll', 'StructureEditorPage'),
  r('/payrollSalary/:employeeId', [...ADMINS, ...STAFF], 'payroll', 'SalaryPage'),
  r('/payRuns', ADMIN_OR_HR, 'payroll', 'PayRunsPage'),
  r('/payRuns/:runId', ADMIN_OR_HR, 'payroll', 'PayRunPage'),
  r('/payslips/:employeeId', [...ADMINS, ...STAFF], 'payroll', 'MyPayslipsPage'),
  r('/payslips/:employeeId/:month', [...ADMINS, ...STAFF], 'payroll', 'PayslipPage'),
  // Beyond the spec (issue 31).
  r('/assets', [...ADMINS, ...STAFF], 'assets', 'AssetsPage'),
  r('/expenses', [...ADMINS, ...STAFF], 'expenses', 'ExpensesPage'),
  r('/exits', [...ADMINS, ...STAFF], 'exits', 'ExitsPage'),
  // Tax declarations and proofs (issue 29).
  r('/myTax/:employeeId', [...ADMINS, ...STAFF], 'payroll', 'MyTaxPage'),
  r('/taxProofs', ADMIN_OR_HR, 'payroll', 'TaxProofsPage'),
  r('/ptSlabs', ADMINS, 'payroll', 'PtSlabsPage'),
  r('/ptSlabs/:state', ADMINS, 'payroll', 'PtSlabsPage'),
  r('/payrollEmployer', ADMIN_OR_HR, 'payroll', 'PayrollEmployerPage'),
];

/** Header titles by path prefix (spec 1 §2.3); anything else reads 'Dashboard'. */
export const HEADER_TITLES: readonly { prefix: string; title: string }[] = [
  { prefix: '/personalDetails', title: 'Profile' },
  { prefix: '/Travel', title: 'Travel Details' },
  { prefix: '/educationDetails', title: 'Education' },
  { prefix: '/current', title: 'Current Experience Details' },
  { prefix: '/familyDetails', title: 'Family' },
  { prefix: '/experience', title: 'Experience' },
  { prefix: '/location', title: 'Address Details' },
  { prefix: '/National', title: 'National Details' },
  { prefix: '/allEmployee', title: 'All Employees' },
  { prefix: '/holidays', title: 'Holiday-List' },
  { prefix: '/onboardingDocument', title: 'Documents' },
  { prefix: '/employeePerformance', title: 'Employee Performance' },
  { prefix: '/Deliverables', title: 'Deliverables' },
  { prefix: '/associate360', title: 'Associate 360' },
  { prefix: '/careers', title: 'Careers' },
  { prefix: '/attendenceSheet', title: 'Attendance' },
  { prefix: '/EmployeeId', title: 'Employee ID' },
  { prefix: '/Assignment', title: 'Assignments' },
  { prefix: '/ApprovalMaster', title: 'Approvals' },
  { prefix: '/Organization', title: 'Organization Chart' },
  { prefix: '/LeaveRequest', title: 'Leave Request' },
  { prefix: '/payrolluser', title: 'My Pay' },
  { prefix: '/LeaveForm', title: 'Leave Types' },
  { prefix: '/LeaveBalance', title: 'Leave Balance' },
  { prefix: '/Projects', title: 'Projects' },
  { prefix: '/payrollSection', title: 'Payroll Section' },
  { prefix: '/MailAndJobs', title: 'Mail and jobs' },
  { prefix: '/reports', title: 'Reports' },
  { prefix: '/audit', title: 'Audit trail' },
  { prefix: '/employeeImport', title: 'Import employees' },
  { prefix: '/WhosOut', title: "Who's out" },
  { prefix: '/ssoSettings', title: 'Single sign-on' },
  { prefix: '/apiTokens', title: 'API tokens' },
  { prefix: '/payrollStructure', title: 'Salary structures' },
  { prefix: '/payrollSalary', title: 'Salary' },
  { prefix: '/payRuns', title: 'Pay runs' },
  { prefix: '/payslips', title: 'Payslips' },
  { prefix: '/webhooks', title: 'Webhooks' },
  { prefix: '/assets', title: 'Assets' },
  { prefix: '/expenses', title: 'Expenses' },
  { prefix: '/exits', title: 'Exits' },
  { prefix: '/myTax', title: 'Tax' },
  { prefix: '/taxProofs', title: 'Tax proofs' },
  { prefix: '/ptSlabs', title: 'Professional tax' },
  { prefix: '/payrollEmployer', title: 'Employer details' },
  { prefix: '/customFields', title: 'Custom fields' },
  { prefix: '/shiftSwaps', title: 'Shift swaps' },
];

export function headerTitleFor(pathname: string): string {
  const path = pathname.toLowerCase();
  const hit = HEADER_TITLES.find(({ prefix }) => path.startsWith(prefix.toLowerCase()));
  return hit?.title ?? 'Dashboard';
}

/** The route entry a concrete path resolves to (case-insensitive, `:param` and `:param?` segments). */
export function matchRoute(pathname: string): RouteEntry | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return ROUTES.find((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    const required = pattern.filter((p) => !p.endsWith('?')).length;
    if (parts.length < required || parts.length > pattern.length) return false;
    return pattern.every((segment, i) => {
      const part = parts[i];
      if (segment.startsWith(':')) return segment.endsWith('?') || part !== undefined;
      return part !== undefined && part.toLowerCase() === segment.toLowerCase();
    });
  });
}
