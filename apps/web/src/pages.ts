import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/**
 * The page behind each route-table entry ("module/Page"). A route whose page is not listed yet shows
 * its title and a line saying the section is not yet available.
 */
export const PAGES: Record<string, Page> = {
  'approvals/ProfileApprovalPage': page(() => import('./modules/approvals/pages/ProfileApprovalPage'), 'ProfileApprovalPage'),
  'approvals/ProfileStatusPage': page(() => import('./modules/approvals/pages/ProfileStatusPage'), 'ProfileStatusPage'),
  'approvals/ApprovalMasterPage': page(() => import('./modules/approvals/pages/ApprovalMasterPage'), 'ApprovalMasterPage'),
  'auth/LoginPage': page(() => import('./modules/auth/pages/LoginPage'), 'LoginPage'),
  'auth/ForgotPasswordPage': page(() => import('./modules/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
  'auth/UnauthorizedPage': page(() => import('./modules/auth/pages/UnauthorizedPage'), 'UnauthorizedPage'),
  'auth/MaintenancePage': page(() => import('./modules/auth/pages/MaintenancePage'), 'MaintenancePage'),
  'dashboard/AdminDashboardPage': page(() => import('./modules/dashboard/pages/AdminDashboardPage'), 'AdminDashboardPage'),
  'dashboard/HomeDashboardPage': page(() => import('./modules/dashboard/pages/HomeDashboardPage'), 'HomeDashboardPage'),
  'dashboard/OnboardingDashboardPage': page(
    () => import('./modules/dashboard/pages/OnboardingDashboardPage'),
    'OnboardingDashboardPage',
  ),
  'organization/OrganizationPage': page(() => import('./modules/organization/pages/OrganizationPage'), 'OrganizationPage'),
  'organization/DepartmentsPage': page(() => import('./modules/organization/pages/DepartmentsPage'), 'DepartmentsPage'),
  'organization/DesignationsPage': page(() => import('./modules/organization/pages/DesignationsPage'), 'DesignationsPage'),
  'employees/EmployeeListPage': page(() => import('./modules/employees/pages/EmployeeListPage'), 'EmployeeListPage'),
  'employees/ProfileDashboardPage': page(() => import('./modules/employees/pages/ProfileDashboardPage'), 'ProfileDashboardPage'),
  'employees/PersonalDetailsPage': page(() => import('./modules/employees/pages/PersonalDetailsPage'), 'PersonalDetailsPage'),
  'employees/IdCardPage': page(() => import('./modules/employees/pages/IdCardPage'), 'IdCardPage'),
  'employees/ManagerEmployeePage': page(() => import('./modules/employees/pages/ManagerEmployeePage'), 'ManagerEmployeePage'),
  'employees/EmployeeReportsPage': page(() => import('./modules/employees/pages/EmployeeReportsPage'), 'EmployeeReportsPage'),
  'documents/OnboardingDocumentsPage': page(
    () => import('./modules/documents/pages/OnboardingDocumentsPage'),
    'OnboardingDocumentsPage',
  ),
  'documents/OnboardingPersonalDetailsPage': page(
    () => import('./modules/documents/pages/OnboardingPersonalDetailsPage'),
    'OnboardingPersonalDetailsPage',
  ),
  'profile/CurrentEmploymentPage': page(() => import('./modules/profile/pages/CurrentEmploymentPage'), 'CurrentEmploymentPage'),
  'profile/AddressPage': page(() => import('./modules/profile/pages/AddressPage'), 'AddressPage'),
  'profile/NationalIdPage': page(() => import('./modules/profile/pages/NationalIdPage'), 'NationalIdPage'),
  'profile/EducationPage': page(() => import('./modules/profile/pages/EducationPage'), 'EducationPage'),
  'profile/FamilyPage': page(() => import('./modules/profile/pages/FamilyPage'), 'FamilyPage'),
  'profile/ExperiencePage': page(() => import('./modules/profile/pages/ExperiencePage'), 'ExperiencePage'),
  'profile/TravelPage': page(() => import('./modules/profile/pages/TravelPage'), 'TravelPage'),
  'timesheets/TimesheetEntryPage': page(() => import('./modules/timesheets/pages/TimesheetEntryPage'), 'TimesheetEntryPage'),
  'timesheets/TimeEntryPage': page(() => import('./modules/timesheets/pages/TimeEntryPage'), 'TimeEntryPage'),
  'timesheets/TeamTimesheetsPage': page(() => import('./modules/timesheets/pages/TeamTimesheetsPage'), 'TeamTimesheetsPage'),
  'timesheets/TimeSummaryPage': page(() => import('./modules/timesheets/pages/TimeSummaryPage'), 'TimeSummaryPage'),
  'timesheets/TimesheetStatusPage': page(() => import('./modules/timesheets/pages/TimesheetStatusPage'), 'TimesheetStatusPage'),
  'attendance/AttendanceTrackerPage': page(
    () => import('./modules/attendance/pages/AttendanceTrackerPage'),
    'AttendanceTrackerPage',
  ),
  'attendance/AttendanceApprovalPage': page(
    () => import('./modules/attendance/pages/AttendanceApprovalPage'),
    'AttendanceApprovalPage',
  ),
  'attendance/AttendanceStatusPage': page(
    () => import('./modules/attendance/pages/AttendanceStatusPage'),
    'AttendanceStatusPage',
  ),
  'leave/LeaveTypesPage': page(() => import('./modules/leave/pages/LeaveTypesPage'), 'LeaveTypesPage'),
  'leave/ApplyLeavePage': page(() => import('./modules/leave/pages/ApplyLeavePage'), 'ApplyLeavePage'),
  'leave/LeaveBalancePage': page(() => import('./modules/leave/pages/LeaveBalancePage'), 'LeaveBalancePage'),
  'leave/LeaveApprovalPage': page(() => import('./modules/leave/pages/LeaveApprovalPage'), 'LeaveApprovalPage'),
  'leave/LeaveStatusPage': page(() => import('./modules/leave/pages/LeaveStatusPage'), 'LeaveStatusPage'),
  'recruitment/CareersPage': page(() => import('./modules/recruitment/pages/CareersPage'), 'CareersPage'),
  'recruitment/InterviewsPage': page(() => import('./modules/recruitment/pages/InterviewsPage'), 'InterviewsPage'),
  'holidays/HolidaysPage': page(() => import('./modules/holidays/pages/HolidaysPage'), 'HolidaysPage'),
  'projects/ProjectsPage': page(() => import('./modules/projects/pages/ProjectsPage'), 'ProjectsPage'),
  'projects/AssignmentTablePage': page(() => import('./modules/projects/pages/AssignmentTablePage'), 'AssignmentTablePage'),
  'projects/MyAssignmentsPage': page(() => import('./modules/projects/pages/MyAssignmentsPage'), 'MyAssignmentsPage'),
  'payroll/PayrollSectionPage': page(() => import('./modules/payroll/pages/PayrollSectionPage'), 'PayrollSectionPage'),
  'payroll/PayrollUserPage': page(() => import('./modules/payroll/pages/PayrollUserPage'), 'PayrollUserPage'),
  'exams/ExamAdminPage': page(() => import('./modules/exams/pages/ExamAdminPage'), 'ExamAdminPage'),
  'exams/QuestionsPage': page(() => import('./modules/exams/pages/QuestionsPage'), 'QuestionsPage'),
  'exams/SelfExamPage': page(() => import('./modules/exams/pages/SelfExamPage'), 'SelfExamPage'),
  'exams/ExamStartPage': page(() => import('./modules/exams/pages/ExamStartPage'), 'ExamStartPage'),
  'exams/ExamDetailsPage': page(() => import('./modules/exams/pages/ExamDetailsPage'), 'ExamDetailsPage'),
  'exams/ExamResultPage': page(() => import('./modules/exams/pages/ExamResultPage'), 'ExamResultPage'),
  'exams/ExamEmployeesPage': page(() => import('./modules/exams/pages/ExamEmployeesPage'), 'ExamEmployeesPage'),
  'performance/PerformanceReporteesPage': page(
    () => import('./modules/performance/pages/PerformanceReporteesPage'),
    'PerformanceReporteesPage',
  ),
  'performance/DeliverablesPage': page(() => import('./modules/performance/pages/DeliverablesPage'), 'DeliverablesPage'),
  'orgchart/OrgChartPage': page(() => import('./modules/orgchart/pages/OrgChartPage'), 'OrgChartPage'),
  'dashboard/Associate360Page': page(() => import('./modules/dashboard/pages/Associate360Page'), 'Associate360Page'),
};
