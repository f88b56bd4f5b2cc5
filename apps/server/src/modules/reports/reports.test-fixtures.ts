import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { profileChangeRequests } from '../approvals';
import { accounts } from '../auth';
import { employees, employments } from '../employees';
import { leaveRequests } from '../leave';
import { departments, organizations } from '../organization';
import { projects } from '../projects';
import { timesheetEntries, timesheetWeeks } from '../timesheets';

/**
 * A small organisation whose figures are counted by hand in reports.routes.test.ts:
 * RPT1 admin, RPT2 HR, RPT3 manager of RPT4, RPT5 (left 2026-03-15) and RPT7 (left 2025-12-31);
 * RPT6 reports to the admin. Departments ENG (Engineering), HRD (People), SAL (Sales).
 */
export const FIXTURE_ORG = 'ORG3';
export const [R_ADMIN, R_HR, R_MANAGER, R_ENGINEER, R_LEAVER, R_SALES, R_FORMER] = [1, 2, 3, 4, 5, 6, 7].map(
  (n) => `RPT${n}`,
) as [string, string, string, string, string, string, string];

const people = [
  { n: 1, doj: '2020-01-01', dept: 'ENG', designation: 'Director', manager: null, hr: null, leaving: null, role: 'ROLE_ADMIN' },
  { n: 2, doj: '2020-01-01', dept: 'HRD', designation: 'HR Lead', manager: 1, hr: null, leaving: null, role: 'ROLE_HR' },
  { n: 3, doj: '2025-06-15', dept: 'ENG', designation: 'Lead', manager: 1, hr: 2, leaving: null, role: 'ROLE_MANAGER' },
  { n: 4, doj: '2026-01-10', dept: 'ENG', designation: 'Engineer', manager: 3, hr: 2, leaving: null, role: 'ROLE_EMPLOYEE' },
  {
    n: 5,
    doj: '2026-02-01',
    dept: 'SAL',
    designation: 'Sales Rep',
    manager: 3,
    hr: 2,
    leaving: '2026-03-15',
    role: 'ROLE_EMPLOYEE',
  },
  { n: 6, doj: '2026-03-05', dept: 'SAL', designation: 'Sales Rep', manager: 1, hr: 2, leaving: null, role: 'ROLE_EMPLOYEE' },
  {
    n: 7,
    doj: '2019-05-01',
    dept: 'ENG',
    designation: 'Engineer',
    manager: 3,
    hr: 2,
    leaving: '2025-12-31',
    role: 'ROLE_EMPLOYEE',
  },
] as const;

const id = (n: number | null) => (n === null ? null : `RPT${n}`);

type Leave = [
  number,
  (typeof leaveRequests.$inferInsert)['leaveName'],
  string,
  string,
  number,
  boolean,
  'APPROVED' | 'CANCELLED' | 'REJECTED' | 'PENDING',
];
const leave: Leave[] = [
  [4, 'SICKLEAVE', '2026-02-02', '2026-02-03', 2, false, 'APPROVED'],
  [4, 'CASUALLEAVE', '2026-03-10', '2026-03-10', 0.5, true, 'APPROVED'],
  [5, 'SICKLEAVE', '2026-03-02', '2026-03-02', 1, false, 'APPROVED'],
  [5, 'CASUALLEAVE', '2026-03-03', '2026-03-04', 2, false, 'CANCELLED'],
  [6, 'CASUALLEAVE', '2026-04-01', '2026-04-01', 1, false, 'REJECTED'],
  [6, 'EARNLEAVE', '2026-04-06', '2026-04-08', 3, false, 'APPROVED'],
  [4, 'SICKLEAVE', '2025-12-30', '2025-12-30', 1, false, 'APPROVED'],
  [4, 'SICKLEAVE', '2026-05-04', '2026-05-04', 1, false, 'PENDING'],
];

type Week = [number, string, 'APPROVED' | 'REJECTED' | 'PENDING'];
const weeks: Week[] = [
  [4, '2026-03-02', 'REJECTED'],
  [4, '2026-03-02', 'APPROVED'],
  [5, '2026-03-09', 'REJECTED'],
  [6, '2026-03-09', 'APPROVED'],
  [6, '2026-03-30', 'APPROVED'],
  [4, '2026-03-16', 'PENDING'],
];
const entries: [number, string, string, number][] = [
  [4, 'P1', '2026-03-02', 800],
  [4, 'P1', '2026-03-03', 800],
  [4, 'P2', '2026-03-04', 400],
  [5, 'P1', '2026-03-09', 750],
  [6, 'P1', '2026-03-10', 600],
  [6, 'P2', '2026-03-11', 200],
  [6, 'P1', '2026-03-31', 500],
  [6, 'P1', '2026-04-01', 500],
  [4, 'P1', '2026-03-16', 800],
];

const plusDays = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedReportFixtures(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(organizations).values({
    organizationId: FIXTURE_ORG,
    employeeIdPrefix: 'RPT',
    nextEmployeeNumber: 8,
    configured: true,
    organizationName: 'Report Fixtures Ltd',
    rootDesignation: 'Director',
  });
  await db.insert(departments).values(
    [
      ['ENG', 'Engineering'],
      ['HRD', 'People'],
      ['SAL', 'Sales'],
    ].map(([departmentId, departmentName]) => ({
      organizationId: FIXTURE_ORG,
      departmentId: departmentId!,
      departmentName: departmentName!,
      departmentHead: 'RPT1',
    })),
  );
  await db.insert(employees).values(
    people.map((p) => ({
      employeeId: `RPT${p.n}`,
      organizationId: FIXTURE_ORG,
      prefix: 'Ms ',
      firstname: `Person${p.n}`,
      lastname: 'Fixture',
      email: `rpt${p.n}@fixture.example`,
      countryCode: '+91',
      phoneNumber: '9000000000',
      maritialStatus: 'Single',
      dob: '1990-01-01',
      gender: 'Female',
      fatherName: 'Father Fixture',
      doj: p.doj,
      bloodGroup: 'O +ve',
    })),
  );
  await db.insert(employments).values(
    people.map((p) => ({
      employeeId: `RPT${p.n}`,
      organizationId: FIXTURE_ORG,
      designation: p.designation,
      departmentId: p.dept,
      reportingManagerId: id(p.manager),
      hrId: id(p.hr),
      leavingDate: p.leaving,
    })),
  );
  await db.insert(accounts).values(
    people.map((p) => ({
      employeeId: `RPT${p.n}`,
      organizationId: FIXTURE_ORG,
      passwordHash,
      role: p.role,
      accessEndsOn: p.leaving,
    })),
  );
  await db.insert(leaveRequests).values(
    leave.map(([n, leaveName, startDate, endDate, duration, isHalfDay, status]) => ({
      organizationId: FIXTURE_ORG,
      employeeId: `RPT${n}`,
      leaveName,
      startDate,
      endDate,
      duration,
      isHalfDay,
      status,
      createdAt: status === 'PENDING' ? sql`now() - interval '3 days'` : undefined,
    })),
  );
  await db.insert(projects).values(
    (
      [
        ['P1', 'Apollo', 'Yes'],
        ['P2', 'Internal', 'No'],
      ] as const
    ).map(([projectCode, projectName, billability]) => ({
      organizationId: FIXTURE_ORG,
      projectCode,
      projectName,
      managerId: 'RPT3',
      description: 'Fixture project',
      billability,
      billabilityLocation: 'Offshore',
      client: 'Fixture client',
    })),
  );
  await db.insert(timesheetEntries).values(
    entries.map(([n, projectCode, workDate, hundredths]) => ({
      organizationId: FIXTURE_ORG,
      employeeId: `RPT${n}`,
      projectCode,
      workDate,
      hundredths,
    })),
  );
  for (const [n, fromDate, status] of weeks) {
    await db.insert(timesheetWeeks).values({
      organizationId: FIXTURE_ORG,
      employeeId: `RPT${n}`,
      fromDate,
      toDate: plusDays(fromDate, 6),
      status,
      createdAt: status === 'PENDING' ? sql`now() - interval '1 day'` : undefined,
    });
  }
  await db.insert(profileChangeRequests).values({
    organizationId: FIXTURE_ORG,
    employeeId: 'RPT5',
    fieldName: 'phoneNumber',
    oldValue: '9000000000',
    newValue: '9000000001',
    status: 'MANAGER_APPROVED',
    managerDecidedBy: 'RPT3',
    managerDecidedAt: sql`now() - interval '2 days'`,
    createdAt: sql`now() - interval '4 days'`,
  });
}
