import { roleAllowed } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, useTestApp } from './helpers';

const t = useTestApp();
const PEOPLE = [
  [ADMIN, 'ROLE_ADMIN'],
  [HR, 'ROLE_HR'],
  [MANAGER, 'ROLE_MANAGER'],
  [EMPLOYEE, 'ROLE_EMPLOYEE'],
  [ONBOARDING, 'ROLE_ONBOARDING'],
] as const;

/** A concrete URL for a route pattern: every :param becomes the employee's own id. */
const concrete = (url: string, employeeId: string) => url.replace(/:[A-Za-z]+\??/g, employeeId);

/**
 * The server-side route guard for EVERY registered API route: no token → 401; each demo role the
 * route does not allow → 403. Grows by itself as modules add routes.
 */
describe('access matrix over every API route', () => {
  it('has routes to check and each declares public or roles', () => {
    expect(t.app.routeCatalog.length).toBeGreaterThan(10);
    for (const route of t.app.routeCatalog) expect(route.public || route.roles.length > 0).toBe(true);
  });

  it('answers 401 without a token on every protected route', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeCatalog.filter((r) => !r.public)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url, EMPLOYEE),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to every role a route does not allow', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeCatalog.filter((r) => !r.public)) {
      for (const [employeeId, role] of PEOPLE) {
        if (roleAllowed(role, route.roles)) continue;
        const res = await t.call(employeeId, {
          method: route.method as 'GET',
          url: concrete(route.url, employeeId),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 403) failures.push(`${role} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** HRMS33 reports to HRMS6 with HRMS8 as HR: HR user HRMS2 leads neither them nor their manager. */
const NOT_HRS_PERSON = 'HRMS33';
/**
 * Routes an HR user may answer 2xx on for someone they are not HR of, each by design: lists and names
 * of the organisation, the caller's own data, or lists filtered to the caller's own people.
 */
const ORGANISATION_WIDE = new Set([
  'GET /hrmsapplication/approvals/counts', // the caller's own waiting requests
  'GET /hrmsapplication/approvals/waiting', // the caller's own waiting requests, per person
  'GET /hrmsapplication/carrers/getJobPosts', // job posts belong to the organisation
  'GET /hrmsapplication/currentexperience/getUserRoleHr', // the HR people to pick from
  'GET /hrmsapplication/currentexperience/getUserRoleManager', // the managers to pick from
  'GET /hrmsapplication/department/getAllDepartmentIds',
  'GET /hrmsapplication/department/getAllDepartments',
  'GET /hrmsapplication/designations/getAllDesignations',
  'GET /hrmsapplication/documents/onboarding', // filtered to the HR user's own people (onboarding tests)
  'GET /hrmsapplication/documents/joiners-missing-documents', // filtered to the HR user's own people (joiners tests)
  'GET /hrmsapplication/documents/first-day-items', // the organisation's first-day checklist items, no person's ticks
  'GET /hrmsapplication/employee/getEmployeeEmail/:employeeId', // directory: a colleague's work e-mail
  'GET /hrmsapplication/employee/getEmployeeName/:employeeId', // directory: a colleague's name
  'GET /hrmsapplication/employeePerformance/export', // the caller's own reportees
  'GET /hrmsapplication/holiday/calendar.ics',
  'GET /hrmsapplication/holiday/calendarLink',
  'GET /hrmsapplication/holiday/getHoliday',
  'GET /hrmsapplication/interview/getAllInterviewDetails', // recruitment is organisation-wide for HR
  'GET /hrmsapplication/leaves/getAvailableLeaveTypes',
  'GET /hrmsapplication/leaves/getLeaves', // the caller's own leave
  'GET /hrmsapplication/notifications', // the caller's own feed
  'PATCH /hrmsapplication/notifications/read-all',
  'GET /hrmsapplication/organization/', // the org chart shows everyone by design
  'GET /hrmsapplication/organization/path',
  'GET /hrmsapplication/organization/dateSettings', // the organisation's date format and time zone
  'GET /hrmsapplication/project/getProjects', // project names and codes, no team
  'GET /hrmsapplication/reports/approvals', // waiting counts per kind or decider, no person's record
  'GET /hrmsapplication/audit', // filtered to the HR user's own people (audit tests)
  'GET /hrmsapplication/audit/entities', // the names of audited record kinds
  'GET /hrmsapplication/dashboard/summary', // the caller's own dashboard
  'GET /hrmsapplication/payroll/structures', // salary structures belong to the organisation
  'GET /hrmsapplication/payroll/pt-slabs', // professional-tax slabs per state, no person's pay
  'GET /hrmsapplication/payroll/employer', // the organisation's TAN, PAN and address as the deductor, no person's pay
  'GET /hrmsapplication/payroll/runs', // the organisation's runs and totals; payslips are filtered to the HR user's people
  'GET /hrmsapplication/assets', // HR keeps the organisation's asset register
  'GET /hrmsapplication/expenses/categories', // the organisation's expense categories
  'GET /hrmsapplication/expenses', // without employeeId: filtered to the HR user's own people (expenses tests)
  'GET /hrmsapplication/organization/exitSettings', // the organisation's notice period and tasks
  'GET /hrmsapplication/organization/approvalSettings', // whether approving needs a comment, read by everyone
  'GET /hrmsapplication/organization/leaveSettings', // calendar or working days, read by everyone
  'GET /hrmsapplication/attendance/shifts', // the organisation's shifts
  'GET /hrmsapplication/attendance/sites', // the organisation's sites
  'GET /hrmsapplication/attendance/locks', // the organisation's locked months and totals, no person's days
  'GET /hrmsapplication/attendance/swaps', // the caller's own swaps (view=mine), whatever the query
  'GET /hrmsapplication/payroll/tax-proofs', // the HR user's own queue, whatever the query
  'GET /hrmsapplication/exits', // filtered to the HR user's own people (exits tests)
]);

/**
 * Record-level access for HR on another HR's people, over EVERY route an HR user may call: the person
 * goes in every path parameter, in ?employeeId= and in the body's employeeId. Each answer must be a
 * refusal (403, or 404 when the record is not theirs to know of) or a 400 that stopped the request before
 * any read; only the routes listed above, organisation-wide by design, may answer 2xx.
 */
describe('record-level access: HR on someone they are not HR of', () => {
  it('refuses every route that reads or writes one person, the onboarding documents included', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeCatalog.filter((r) => !r.public && roleAllowed('ROLE_HR', r.roles))) {
      const key = `${route.method} ${route.url}`;
      const url = concrete(route.url, NOT_HRS_PERSON);
      const res = await t.call(HR, {
        method: route.method as 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}employeeId=${NOT_HRS_PERSON}`,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { employeeId: NOT_HRS_PERSON } }),
      });
      const allowed = ORGANISATION_WIDE.has(key) ? res.statusCode < 500 : [400, 403, 404].includes(res.statusCode);
      if (!allowed) failures.push(`${key} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

/** Every role may save its own language, and no role another person's (issue 19 point 3). */
describe('language: each signed-in user changes only their own', () => {
  it("lets every role save its own language and refuses everyone another person's", async () => {
    const failures: string[] = [];
    for (const [employeeId, role] of PEOPLE) {
      const own = await t.call(employeeId, {
        method: 'PATCH',
        url: '/hrmsapplication/authentication/updateLanguage',
        payload: { language: 'en' },
      });
      if (own.statusCode !== 200) failures.push(`${role} own → ${own.statusCode}`);
      const other = await t.call(employeeId, {
        method: 'PATCH',
        url: '/hrmsapplication/authentication/updateLanguage',
        payload: { employeeId: NOT_HRS_PERSON, language: 'hi' },
      });
      if (other.statusCode !== 403) failures.push(`${role} another's → ${other.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
