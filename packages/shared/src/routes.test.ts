import { describe, expect, it } from 'vitest';
import { ADMIN_OR_HR, ADMINS, EVERYONE, MANAGER_OR_HR, type Role, STAFF } from './roles';
import { HEADER_TITLES, headerTitleFor, matchRoute, ROUTES } from './routes';

/** Spec 1 §2.1 (and spec 3 §2.1), written as concrete paths, with DESIGN §8.2 applied. */
const SPEC_ROUTES: [string[], readonly Role[] | 'public'][] = [
  [['/', '/forgot', '/unauthorized', '/undermaintaience'], 'public'],
  [
    [
      '/AdminDashboard',
      '/admindashboard',
      '/createorganization',
      '/designations',
      '/department',
      '/allEmployee',
      '/LeaveForm',
      '/payrollSection/HRMS4',
      '/createexam',
      '/CreateQuestion/EX1',
    ],
    ADMINS,
  ],
  [['/interviewTable', '/interviewtable', '/onboarding', '/onboardingDocuments'], ADMIN_OR_HR],
  // the admin dashboard's Organization Chart tile opens it too (issue 33): the server serves the chart to admins
  [['/Organization/HRMS4'], [...ADMINS, ...STAFF]],
  // DESIGN §8.2: the table says ROLE_EMPLOYEE only, but managers and HR decide these requests.
  [['/ProfileDetailsApproval/HRMS4/HRMS3', '/ProfileDetailsStatus/HRMS4'], STAFF],
  [
    [
      '/table',
      '/timesheets/HRMS4',
      '/employeePerformance',
      '/EmployeeReports',
      '/LeaveApproval/HRMS4/HRMS3',
      '/AttendanceApproval/HRMS4/HRMS3',
      '/employeelist',
      '/status/HRMS4',
    ],
    MANAGER_OR_HR,
  ],
  [
    [
      '/payrolluser/HRMS4',
      '/Assignments',
      '/ManagerEmployee',
      '/userdashboard',
      '/LeaveBalance',
      '/LeaveRequest',
      '/entrypage/HRMS4',
      '/timeEntry/HRMS4/2024-01-01/2024-01-07',
      '/Deliverables/HRMS4',
      '/attendenceSheet',
      '/attendenceSheet/HRMS4',
      '/associate360',
      '/EmployeeId/HRMS4',
      '/ApprovalMaster',
      '/LeaveStatus/HRMS4',
      '/AttendanceStatus/HRMS4',
      '/selfexam/HRMS4',
      '/ExamStart/EX1',
      '/examdetails/HRMS4',
      '/examdata/HRMS4/EX1',
    ],
    STAFF,
  ],
  [
    [
      '/dashboard/HRMS4',
      '/personalDetails/HRMS4',
      '/familyDetails/HRMS4',
      '/Travel/HRMS4',
      '/Location/HRMS4',
      '/location/HRMS4',
      '/National/HRMS4',
      '/experience/HRMS4',
      '/educationDetails/HRMS4',
      '/current/HRMS4',
      '/careers',
      '/holidays',
      '/projects',
      '/assignmentcreation/PRJ-1',
    ],
    EVERYONE,
  ],
  [['/Onboarding/Dashboard', '/Onboarding/personalDetails/HRMS5'], ['ROLE_ONBOARDING']],
];

const sorted = (roles: readonly Role[] | 'public') => (roles === 'public' ? roles : [...roles].sort());

describe('the route table (spec 1 §2.1, spec 3 §2.1)', () => {
  describe.each(SPEC_ROUTES.flatMap(([paths, roles]) => paths.map((path) => [path, roles] as const)))('%s', (path, roles) => {
    it(`is allowed for ${roles === 'public' ? 'everyone' : roles.join(', ')}`, () => {
      const route = matchRoute(path);
      expect(route, `no route for ${path}`).toBeDefined();
      expect(sorted(route!.roles)).toEqual(sorted(roles));
    });
  });

  it('lists every route once and names a module and page for each', () => {
    const paths = ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) {
      expect(route.module).toMatch(/^[a-z]+$/);
      expect(route.page).toMatch(/^[A-Z][A-Za-z0-9]+Page$/);
    }
  });

  it('puts the employee list on the employees module', () => {
    expect(matchRoute('/allEmployee')).toMatchObject({ module: 'employees', page: 'EmployeeListPage', roles: ADMINS });
  });
});

describe('matchRoute', () => {
  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(matchRoute('/ALLEMPLOYEE')?.path).toBe('/allEmployee');
    expect(matchRoute('/allEmployee/')?.path).toBe('/allEmployee');
  });

  it('fills :param segments and accepts an optional one', () => {
    expect(matchRoute('/dashboard')?.path).toBe('/dashboard/:employeeId?');
    expect(matchRoute('/dashboard/HRMS7')?.path).toBe('/dashboard/:employeeId?');
    expect(matchRoute('/timeEntry/HRMS4/2024-01-01/2024-01-07')?.path).toBe('/timeEntry/:employeeId/:fromDateParam/:toDateParam');
  });

  it('finds nothing for unknown paths, missing parameters or extra segments', () => {
    expect(matchRoute('/nowhere')).toBeUndefined();
    expect(matchRoute('/personalDetails')).toBeUndefined();
    expect(matchRoute('/allEmployee/extra')).toBeUndefined();
  });
});

describe('headerTitleFor (spec 1 §2.3)', () => {
  it.each([
    ['/personalDetails/HRMS4', 'Profile'],
    ['/Travel/HRMS4', 'Travel Details'],
    ['/educationDetails/HRMS4', 'Education'],
    ['/current/HRMS4', 'Current Experience Details'],
    ['/familyDetails/HRMS4', 'Family'],
    ['/experience/HRMS4', 'Experience'],
    ['/location/HRMS4', 'Address Details'],
    ['/Location/HRMS4', 'Address Details'],
    ['/National/HRMS4', 'National Details'],
    ['/allEmployee', 'All Employees'],
    ['/holidays', 'Holiday-List'],
    ['/onboardingDocuments', 'Documents'],
  ])('%s reads %s', (path, title) => {
    expect(headerTitleFor(path)).toBe(title);
  });

  it.each([
    '/employeePerformance',
    '/Deliverables/HRMS4',
    '/associate360',
    '/careers',
    '/attendenceSheet/HRMS4',
    '/EmployeeId/HRMS4',
    '/Assignments',
    '/Assignment',
    '/ApprovalMaster',
    '/Organization/HRMS4',
    '/LeaveRequest',
    '/payrolluser/HRMS4',
    '/LeaveForm',
    '/LeaveBalance',
    '/Projects',
    '/payrollSection/HRMS4',
    '/employeeImport',
    '/WhosOut',
    '/ssoSettings',
    '/apiTokens',
  ])('%s reads its section name, not Dashboard', (path) => {
    const title = headerTitleFor(path);
    expect(title).not.toBe('Dashboard');
    expect(HEADER_TITLES.some((entry) => entry.title === title)).toBe(true);
  });

  it('/Assignments and /Assignment share a title; /projects matches /Projects', () => {
    expect(headerTitleFor('/Assignments')).toBe(headerTitleFor('/Assignment'));
    expect(headerTitleFor('/projects')).toBe(headerTitleFor('/Projects'));
  });

  it('reads Dashboard anywhere else', () => {
    for (const path of ['/', '/userdashboard', '/AdminDashboard', '/dashboard/HRMS4', '/table', '/EmployeeReports']) {
      expect(headerTitleFor(path)).toBe('Dashboard');
    }
  });
});
