import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES } from '../auth';
import { OTHER_SCREEN_TITLES } from '../common';
import {
  ADMIN_HEADER_LINKS,
  ANNOUNCEMENTS,
  adminTiles,
  BANNER_TEXT,
  DASHBOARD_MESSAGES,
  homeGreeting,
  homeTiles,
  QUOTES,
} from '../dashboard';
import { LEAVE_MESSAGES, LEAVE_TYPE_LABELS, LEDGER_KIND_LABELS } from '../leave';
import { MENU_GROUPS, MENU_LABELS } from '../navigation';
import { NOTIFICATION_MESSAGES } from '../notifications';
import { ROLES } from '../roles';
import { HEADER_TITLES } from '../routes';
import { SEARCH_MESSAGES } from '../search';
import { LANGUAGE_MESSAGES } from './languages';

/** Every Quick Masters / admin tile title, by itself (the tiles are named by their English title). */
const TILE_TITLES = Object.fromEntries(
  [...ROLES.flatMap((role) => homeTiles(role, '')), ...adminTiles(''), ...ADMIN_HEADER_LINKS].map((tile) => [
    tile.title,
    tile.title,
  ]),
);

/**
 * The English of the shell, the login and the screens the login page and every page share (menu, titles,
 * dashboards, leave, common words): bundled with the web app. The signed-in screens' part is ./en-screens.ts;
 * both make the English catalogue (./en.ts).
 */
export const enCore = {
  /** Messages the server or the forms show; a server message is translated only when it is one of these. */
  messages: {
    login: LOGIN_MESSAGES,
    forgotPassword: FORGOT_PASSWORD_MESSAGES,
    leave: LEAVE_MESSAGES,
    dashboard: DASHBOARD_MESSAGES,
    notifications: NOTIFICATION_MESSAGES,
    search: SEARCH_MESSAGES,
    language: LANGUAGE_MESSAGES,
  },
  nav: {
    groups: Object.fromEntries(MENU_GROUPS.map((group) => [group.module, group.label])) as Record<string, string>,
    pages: MENU_LABELS,
  },
  /** Screens the menu does not list (document titles). */
  screens: OTHER_SCREEN_TITLES,
  /** The header's title by path prefix (spec 1 §2.3), keyed by the prefix without its slash. */
  headerTitles: Object.fromEntries(HEADER_TITLES.map((h) => [h.prefix.slice(1), h.title])) as Record<string, string>,
  tiles: TILE_TITLES as Record<string, string>,
  /** The dashboards' greetings, by their English text (morning, afternoon, evening). */
  greetings: Object.fromEntries([6, 13, 20].map((hour) => [homeGreeting(hour), homeGreeting(hour)])) as Record<string, string>,
  leaveTypes: LEAVE_TYPE_LABELS,
  ledgerKinds: LEDGER_KIND_LABELS,
  shell: {
    appName: 'HRMS',
    pageNotFound: 'Page not found',
    dashboard: 'Dashboard',
    home: 'HRMS home',
    logo: 'HRMS logo',
    menu: 'Menu',
    openMenu: 'Open menu',
    messages: 'Messages',
    noMessages: 'No new messages',
    notifications: 'Notifications',
    notificationsUnread: 'Notifications ({{count}} unread)',
    noNotifications: 'No new notifications',
    markAllRead: 'Mark all read',
    swapsToAnswer: 'Shift swaps waiting for your answer: {{count}}',
    loading: 'Loading…',
    open: 'Open',
    guest: 'Guest',
    logOut: 'Log out',
    darkMode: 'Switch to dark mode',
    lightMode: 'Switch to light mode',
    language: 'Language',
    uploadIdPicture: 'Upload ID card picture',
    idPicture: 'ID card picture',
    back: 'Back',
    /** The page loader's name for screen readers (the journeys wait for it to go). */
    pageLoading: 'Loading',
    offline: 'Offline',
    offlineText:
      'You are offline. You see the last data opened on this device; changes cannot be saved until you are back online.',
    offlineNotSeen: 'This screen was not opened on this device while online, so there is nothing saved to show yet.',
    newVersion: 'A new version of HRMS is available',
    newVersionText: 'Reload to use it.',
    closeNotification: 'Close notification',
    closeDialog: 'Close dialog',
    close: 'Close',
    passwordToggle: 'Toggle password visibility',
  },
  pages: {
    onboardingWelcome: 'Welcome!',
    onboardingWelcomeName: 'Welcome, {{name}}!',
    onboardingIntro:
      'We are glad you are joining us. Complete your personal details and hand in your documents so HR can finish your onboarding.',
    onboardingPersonalDetails: 'PersonalDetails',
    onboardingLogOut: 'LogOut',
    unauthorizedTitle: 'Unauthorized Access',
    unauthorizedText: 'You do not have permission to view this page.',
    requestedPage: 'Requested page: {{page}}',
    goToLogin: 'Go to Login',
    backToDashboard: 'Back to my dashboard',
    errorTitle: 'Something went wrong',
    errorText: 'The page could not be shown. Reload to try again.',
    reload: 'Reload',
    noPageHere: 'There is no page at this address.',
    notYetAvailable: 'This section is not yet available.',
    goToStart: 'Go to the start page',
    maintenanceTitle: 'Under maintenance',
    maintenanceText: 'This part of the application is being improved. Please check back soon.',
  },
  common: {
    apply: 'Apply',
    clear: 'Clear',
    cancel: 'Cancel',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    halfDay: '(half day)',
    today: 'today',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{count}}',
    couldNotLoad: 'Could not load',
    tryAgain: 'Try again',
    actions: 'Actions',
    add: 'Add',
    update: 'Update',
    delete: 'Delete',
    submit: 'Submit',
    search: 'Search',
    searchAnyColumn: 'Search any column',
    all: 'All',
    back: 'Back',
    previousPage: 'Previous Page',
    export: 'Export',
    exportToExcel: 'Export to Excel',
    edit: 'Edit',
    editRow: 'Edit {{what}}',
    deleteRow: 'Delete {{what}}',
    save: 'Save',
    deleteFailed: 'Delete failed.',
  },
  login: {
    welcome: 'Welcome back',
    subtitle: 'Log in to the HR management system',
    userId: 'User ID',
    userIdPlaceholder: 'e.g. HRMS4',
    password: 'Password',
    captcha: 'Captcha',
    captchaPlaceholder: 'Type the characters above',
    captchaText: 'Captcha text',
    refreshCaptcha: 'Refresh captcha',
    newCaptcha: 'New captcha',
    submit: 'Login',
    submitting: 'Logging in...',
    forgot: 'Forgot Password',
  },
  forgot: {
    title: 'Forgot Password',
    askId: 'Enter your employee ID and we will e-mail you a one-time password.',
    codeSent: 'We sent a {{length}}-digit code to the e-mail address on your record.',
    employeeId: 'Employee ID',
    otp: 'OTP',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    expiresIn: 'Code expires in {{time}}',
    expired: 'The code has expired.',
    canLogIn: 'You can now log in with your new password.',
    goToLogin: 'Go to login',
    verify: 'Verify',
    resendOtp: 'Resend OTP',
    resetPassword: 'Reset Password',
    backToLogin: 'Back to login',
  },
  dashboard: {
    quickMasters: 'Quick Masters',
    greetingName: '{{greeting}}, {{name}}!',
    greetingAlone: '{{greeting}}!',
    quoted: '“{{quote}}”',
    welcomeAdmin: 'Welcome, Admin!',
    latestAnnouncements: 'Latest Announcements',
    announcementsBanner: 'Announcements banner',
    quickLinks: 'Quick Links',
    settings: 'Settings',
    reports: 'Reports',
    alerts: 'Alerts',
    manageTile: 'View or manage {{title}}',
    kinds: {
      profile: 'Profile changes',
      leave: 'Leave',
      attendance: 'Attendance',
      timesheet: 'Timesheets',
      expense: 'Expense claims',
      exit: 'Exits',
    },
    leaveBalance: 'Leave Balance',
    applyLeave: 'Apply Leave',
    more: '+{{count}} more',
    birthday: 'birthday',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    /** The quote of the hour, by its place in QUOTES. */
    quotes: Object.fromEntries(QUOTES.map((quote, index) => [String(index), quote])) as Record<string, string>,
    /** The admin dashboard's announcements, by their place in ANNOUNCEMENTS. */
    announcements: Object.fromEntries(
      ANNOUNCEMENTS.map((announcement, index) => [String(index), { title: announcement.title, body: announcement.body }]),
    ) as Record<string, { title: string; body: string }>,
    banner: BANNER_TEXT,
  },
  leave: {
    applyTitle: 'Apply Leave',
    balanceTitle: 'Leave Balance',
    balanceOf: 'Leave Balance of {{employeeId}}',
    statusTitle: 'Leave Status',
    myRequests: 'My Leave Requests',
    leavesStatus: 'Leaves Status',
    myLeaveRequests: 'My leave requests',
    newRequest: 'Your new leave request',
    filed: '{{type}} from {{start}} to {{end}}',
    leaveType: 'Leave type',
    selectLeaveType: 'Select leave type',
    balance_one: 'Balance: {{count}} day',
    balance_other: 'Balance: {{count}} days',
    startDate: 'Start date',
    endDate: 'End date',
    halfDay: 'Half day',
    duration: 'Duration (days)',
    durationWorkingDays: 'Working days only: weekly offs and holidays are left out.',
    comments: 'Comments',
    charactersLeft: '{{count}} characters left',
    approvals: 'Approvals',
    balanceHelp: 'Balances grow each month and drop when a leave is approved. Select a count to see its movements.',
    countLabel: '{{type}}: {{count}} days, show movements',
    cancelTitle: 'Cancel leave request',
    cancelAsk: 'Cancel your {{type}} from {{start}} to {{end}}?',
    cancelBackToBalance: ' The days go back to your balance.',
    cancelRequest: 'Cancel request',
    columns: {
      employeeId: 'Employee ID',
      employeeName: 'Employee Name',
      leaveType: 'Leave Type',
      startDate: 'Start Date',
      endDate: 'End Date',
      duration: 'Duration',
      appliedOn: 'Applied On',
      status: 'Status',
      comments: 'Comments',
      count: 'Count',
    },
    /** The movements behind one balance (the leave balance's dialog). */
    ledger: {
      title: '{{type}}: movements this year',
      loadFailed: 'Could not load the movements.',
      empty: 'No movements this year.',
      table: 'Leave ledger',
      date: 'Date',
      movement: 'Movement',
      days: 'Days',
      balance: 'Balance',
      details: 'Details',
      total: 'Balance: {{balance}}',
    },
  },
} as const;

/** Every key of a catalogue as a dotted path ("nav.pages.HomeDashboardPage"), with its text. */
export function flattenCatalogue(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flattenCatalogue(value, path)) out.set(k, v);
  }
  return out;
}
