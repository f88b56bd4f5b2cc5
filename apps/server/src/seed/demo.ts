import { addYears, todayIso } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { accounts } from '../modules/auth/auth.tables';
import { employees, employments } from '../modules/employees/employees.tables';
import { departments, designations, organizations } from '../modules/organization/organization.tables';
import {
  DEMO_DEPARTMENTS,
  DEMO_DESIGNATIONS,
  DEMO_ORGANIZATION_ID,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  type DemoPerson,
} from './demo-people';
import { DEMO_EXTENSIONS } from './extensions';

const FATHERS = ['Ramesh', 'Suresh', 'Mahesh', 'Prakash', 'Rajesh', 'Dinesh', 'Naresh', 'Mukesh', 'Ashok', 'Vijay'];
const BLOOD = ['O +ve', 'A +ve', 'B +ve', 'AB +ve', 'O -ve', 'A -ve', 'B -ve', 'AB -ve'] as const;

/** Realistic, deterministic personal details for the n-th demo person. */
export function demoPersonalDetails(person: DemoPerson, n: number) {
  const today = todayIso();
  const married = person.prefix === 'Mrs ' ? 'Married' : n % 3 === 0 ? 'Married' : 'Single';
  return {
    prefix: person.prefix,
    firstname: person.firstname,
    middlename: '',
    lastname: person.lastname,
    email: `${person.firstname}.${person.lastname}@acme.example`.toLowerCase(),
    countryCode: '+91',
    phoneNumber: `9${String(876500000 + n * 7919).slice(0, 9)}`,
    maritialStatus: married,
    dob: addYears(today, -(24 + ((n * 7) % 25))).replace(/-\d\d$/, `-${String(1 + (n % 27)).padStart(2, '0')}`),
    gender: person.prefix === 'Mr ' ? 'Male' : 'Female',
    fatherName: `${FATHERS[n % FATHERS.length]} ${person.lastname}`,
    doj: n === 5 ? addYears(today, 0) : addYears(today, -(1 + (n % 8))),
    bloodGroup: BLOOD[n % BLOOD.length]!,
  };
}

/** The demo organisation's settings as its admin saves them (organization/create's fields, no pass key). */
export const DEMO_ORGANIZATION_SETTINGS = {
  organizationName: 'Acme Technologies',
  employeeDomain: 'acme.example',
  logoUrl: '',
  rootDesignation: 'Chief Executive Officer',
  weekOfOne: 'Saturday',
  weekOfTwo: 'Sunday',
  multiLevel: false,
  emailId: 'hr@acme.example',
  mailType: 'GMAIL',
} as const;

/** On an empty database, creates the demo organisation (DESIGN §7). Returns false when data already exists. */
export async function seedDemoOrganization(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(organizations);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedOrganization(tx, passwordHash);
    for (const extend of DEMO_EXTENSIONS) await extend(tx, DEMO_ORGANIZATION_ID);
  });
  return true;
}

async function seedOrganization(tx: Executor, passwordHash: string) {
  await tx.insert(organizations).values({
    organizationId: DEMO_ORGANIZATION_ID,
    employeeIdPrefix: 'HRMS',
    nextEmployeeNumber: DEMO_PEOPLE.length + 1,
    configured: true,
    ...DEMO_ORGANIZATION_SETTINGS,
  });
  await tx
    .insert(designations)
    .values(DEMO_DESIGNATIONS.map((designation) => ({ organizationId: DEMO_ORGANIZATION_ID, designation })));
  await tx.insert(departments).values(DEMO_DEPARTMENTS.map((d) => ({ ...d, organizationId: DEMO_ORGANIZATION_ID })));
  await tx.insert(employees).values(
    DEMO_PEOPLE.map((person, i) => ({
      employeeId: person.id,
      organizationId: DEMO_ORGANIZATION_ID,
      ...demoPersonalDetails(person, i + 1),
    })),
  );
  await tx.insert(accounts).values(
    DEMO_PEOPLE.map((person) => ({
      employeeId: person.id,
      organizationId: DEMO_ORGANIZATION_ID,
      passwordHash,
      role: person.role,
      accessEndsOn: person.id === DEMO_LEAVER ? demoLeavingDate() : null,
    })),
  );
  await tx.insert(employments).values(
    DEMO_PEOPLE.map((person) => ({
      employeeId: person.id,
      organizationId: DEMO_ORGANIZATION_ID,
      designation: person.designation,
      departmentId: person.department,
      reportingManagerId: person.manager,
      hrId: person.hr,
      leavingDate: person.id === DEMO_LEAVER ? demoLeavingDate() : null,
    })),
  );
}

/** One demo colleague left two months ago, so the headcount report shows a leaver on first start. */
const DEMO_LEAVER = 'HRMS26';
function demoLeavingDate(now = new Date()) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0)).toISOString().slice(0, 10);
}
