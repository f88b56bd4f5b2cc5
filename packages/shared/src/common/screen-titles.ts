import { MENU_LABELS } from '../navigation';
import { matchRoute } from '../routes';

export const APP_NAME = 'HRMS';

/** Names of the screens the menu does not list (reached from links or before login). */
export const OTHER_SCREEN_TITLES: Record<string, string> = {
  LoginPage: 'Login',
  ForgotPasswordPage: 'Forgot password',
  UnauthorizedPage: 'Unauthorized',
  MaintenancePage: 'Under maintenance',
  LeaveApprovalPage: 'Leave approvals',
  AttendanceApprovalPage: 'Attendance approvals',
  ProfileApprovalPage: 'Profile approvals',
  TimeSummaryPage: 'Time summary',
  TimesheetStatusPage: 'Timesheet status',
  TimeEntryPage: 'Time entry',
  PayrollSectionPage: 'Payroll section',
  QuestionsPage: 'Exam questions',
  ExamStartPage: 'Exam',
  ExamResultPage: 'Exam result',
  AssignmentTablePage: 'Project assignments',
  StructureEditorPage: 'Salary structure',
  PayRunPage: 'Pay run',
  PayslipPage: 'Payslip',
};

/** The browser tab's title for a path: "Leave approvals – HRMS"; unknown paths read "Page not found – HRMS". */
export function documentTitleFor(pathname: string): string {
  const route = matchRoute(pathname);
  const screen = route ? (MENU_LABELS[route.page] ?? OTHER_SCREEN_TITLES[route.page]) : 'Page not found';
  return screen ? `${screen} – ${APP_NAME}` : APP_NAME;
}
