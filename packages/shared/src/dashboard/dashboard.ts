import { isAdmin, type Role } from '../roles';

export const QUOTES = [
  'The secret of getting ahead is getting started.',
  'Great things are done by a series of small things brought together.',
  'Quality is not an act, it is a habit.',
  'Alone we can do so little; together we can do so much.',
  'The best way to predict the future is to create it.',
  'Success is the sum of small efforts, repeated day in and day out.',
  'Believe you can and you are halfway there.',
  'Do what you can, with what you have, where you are.',
  'Coming together is a beginning; keeping together is progress; working together is success.',
  'Your work is going to fill a large part of your life; make it work you are proud of.',
] as const;

export const QUOTE_ROTATION_MS = 3_600_000;

/** The place in QUOTES of the quote of the hour (its catalogue key). */
export function quoteIndexForHour(hour: number): number {
  return ((hour % QUOTES.length) + QUOTES.length) % QUOTES.length;
}

/** The quote of the hour: it changes every hour (spec 2 §1). */
export function quoteForHour(hour: number): string {
  return QUOTES[quoteIndexForHour(hour)]!;
}

/** Admin dashboard: morning before 12:00, afternoon before 18:00, else evening. */
export function adminGreeting(hour: number): string {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** Home dashboard: morning 5–12, afternoon 12–18, else evening. */
export function homeGreeting(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good Morning';
  if (hour >= 12 && hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export const ANNOUNCEMENTS = [
  { title: 'Welcome to the new HRMS platform', body: 'Everything about your work life, now in one place.' },
  { title: 'Quarterly goals updated', body: 'Managers have published the goals for this quarter.' },
  { title: 'Holiday schedule released', body: "Next year's holiday list is now available." },
] as const;

export const BANNER_TEXT =
  'Welcome to the new HRMS platform! • Upcoming features: timesheet insights and mobile check-in • Next year’s holiday schedule has been released';

export type Tile = { title: string; to: string };

export function adminTiles(employeeId: string): Tile[] {
  return [
    { title: 'Profile', to: '/allEmployee' },
    { title: 'Leaves', to: '/LeaveForm' },
    { title: 'On Boarding', to: '/onboardingDocuments' },
    { title: 'Careers', to: '/careers' },
    { title: 'Assignment', to: '/projects' },
    { title: 'Holidays', to: '/holidays' },
    { title: 'Organization Chart', to: `/Organization/${employeeId}` },
    { title: 'Interviews', to: '/interviewtable' },
  ];
}

export const ADMIN_HEADER_LINKS: Tile[] = [
  { title: 'Add Organization', to: '/createorganization' },
  { title: 'Create Designation', to: '/designations' },
  { title: 'Create Department', to: '/department' },
  { title: 'Create Exams', to: '/createexam' },
];

/** The Quick Masters tiles a role sees on the home dashboard (spec 2 §2, §6). */
export function homeTiles(role: Role, employeeId: string): Tile[] {
  const tiles: (Tile | false)[] = [
    { title: 'Employee Profile', to: `/dashboard/${employeeId}` },
    { title: 'Employee ID', to: `/EmployeeId/${employeeId}` },
    { title: 'Attendance', to: `/attendenceSheet/${employeeId}` },
    { title: 'Employee Performance', to: `/Deliverables/${employeeId}` },
    { title: 'Leave Balance', to: '/LeaveRequest' },
    role !== 'ROLE_EMPLOYEE' && { title: 'My Projects', to: '/projects' },
    { title: 'Timesheet', to: `/entrypage/${employeeId}` },
    { title: 'Holidays', to: '/holidays' },
    { title: 'Careers', to: '/careers' },
    { title: 'Associate 360', to: '/associate360' },
    { title: 'MyPay', to: isAdmin(role) ? `/payrollSection/${employeeId}` : `/payrolluser/${employeeId}` },
    role === 'ROLE_HR' && { title: 'On Boarding', to: '/onboardingDocuments' },
    { title: 'Organisation Chart', to: `/Organization/${employeeId}` },
    { title: 'Approvals', to: '/ApprovalMaster' },
    { title: 'Assignments', to: '/Assignments' },
    role !== 'ROLE_EMPLOYEE' && role !== 'ROLE_MANAGER' && { title: 'Interview', to: '/interviewtable' },
    { title: 'Exams', to: `/selfexam/${employeeId}` },
  ];
  return tiles.filter((t): t is Tile => Boolean(t));
}
