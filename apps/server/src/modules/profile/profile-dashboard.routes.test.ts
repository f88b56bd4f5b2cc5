import { profileDashboardSchema } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { createPerson } from '../../test/people';
import { employments } from '../employees';
import { addresses } from './address.tables';
import { educationRecords } from './education.tables';
import { pastExperiences } from './experience.tables';
import { familyMembers } from './family.tables';
import { nationalIds } from './national-id.tables';
import { travelDetails } from './travel.tables';

const t = useTestApp();
const dashboard = (id: string) => `/hrmsapplication/employee/getProfileDashboard/${id}`;
const PARTS = [
  'employeeProfileDetails',
  'educationDetails',
  'currentExperienceDetails',
  'experienceDetails',
  'familyDetails',
  'locationDetails',
  'nationalIDDetails',
  'travelDetails',
];

/** A new joiner created by the admin: no profile sections, no employment yet. */
const createEmployee = (firstname: string, email: string) =>
  createPerson(t, { firstname, email, lastname: 'Tester', phoneNumber: '9123456780', dob: '1995-03-14', doj: '2024-01-08' });

/** The street to country of both addresses of the full profile (their house numbers and PIN codes differ). */
const PLACE = {
  street: 'MG Road',
  village: 'Halli',
  town: 'Indiranagar',
  district: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
};

let empty = '';
let full = '';

beforeAll(async () => {
  empty = await createEmployee('Nila', 'nila.tester@acme.example');
  full = await createEmployee('Zoya', 'zoya.tester@acme.example');
  const db = t.database.db;
  const base = { organizationId: 'ORG1', employeeId: full };
  await db
    .insert(employments)
    .values({ ...base, designation: 'QA Engineer', departmentId: 'QA', reportingManagerId: MANAGER, hrId: HR });
  const education = {
    ...base,
    universityName: 'State University',
    majors: 'Computer Science',
    percentage: 78.5,
    state: 'Karnataka',
    country: 'India',
  };
  await db.insert(educationRecords).values([
    {
      ...education,
      education: 'SSC',
      institutionName: 'City School',
      degree: 'Secondary',
      yearOfPass: 2011,
      certificationDate: '2011-05-20',
    },
    {
      ...education,
      education: 'PostGraduation',
      institutionName: 'Tech Institute',
      degree: 'Master of Science',
      yearOfPass: 2019,
      certificationDate: '2019-06-30',
    },
    {
      ...education,
      education: 'Graduation',
      institutionName: 'City College',
      degree: 'Bachelor of Science',
      yearOfPass: 2017,
      certificationDate: '2017-06-30',
    },
  ]);
  const experience = { ...base, state: 'Karnataka', country: 'India', experience: '' };
  await db.insert(pastExperiences).values([
    {
      ...experience,
      experienceId: 'OLD-1',
      organisationName: 'First Soft',
      designation: 'Tester',
      doj: '2017-07-01',
      doe: '2019-01-31',
    },
    {
      ...experience,
      experienceId: 'OLD-2',
      organisationName: 'Second Labs',
      designation: 'QA Engineer',
      doj: '2019-08-01',
      doe: '2022-03-15',
    },
  ]);
  await db.insert(familyMembers).values([
    { ...base, name: 'Ravi Tester', relation: 'Father', countryCode: '+91', phoneNumber: '9876501234' },
    { ...base, name: 'Mala Tester', relation: 'Mother', countryCode: '+91', phoneNumber: '9876501235' },
  ]);
  await db.insert(addresses).values([
    { ...base, ...PLACE, kind: 'permanent', houseNumber: '9', pincode: '560001' },
    { ...base, ...PLACE, kind: 'present', houseNumber: '4/2', pincode: '560038' },
  ]);
  await db.insert(nationalIds).values([
    { ...base, nationalIdType: 'AADHAR', nationalIdNum: '234567890123', primary: false },
    { ...base, nationalIdType: 'PANCARD', nationalIdNum: 'ABCDE1234F', primary: true },
  ]);
  await db.insert(travelDetails).values({
    ...base,
    passportNumber: 'Z1234567',
    issueDate: '2020-02-01',
    expireDate: '2030-01-31',
    placeOfIssue: 'Bengaluru',
    country: 'India',
    issuingAuthority: 'Passport Office',
  });
});

describe('GET employee/getProfileDashboard/{employeeId}', () => {
  it('answers every part as one object, picking highest education, latest experience, first family member, present address, primary ID', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: dashboard(full) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...PARTS].sort());
    expect(profileDashboardSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      employeeProfileDetails: {
        prefix: 'Ms ',
        firstname: 'Zoya',
        employeeId: full,
        dob: '1995-03-14',
        phoneNumber: '9123456780',
        doj: '2024-01-08',
      },
      educationDetails: { degree: 'Master of Science', institutionName: 'Tech Institute', yearOfPass: 2019 },
      currentExperienceDetails: { designation: 'QA Engineer', organisationName: 'Acme Technologies' },
      experienceDetails: { organisationName: 'Second Labs', designation: 'QA Engineer', numberOfYears: 2, numberOfMonths: 7 },
      familyDetails: { name: 'Ravi Tester', relation: 'Father', maritalStatus: '' },
      locationDetails: { ...PLACE, houseNumber: '4/2', pincode: '560038' },
      // numbers masked to the last four on the dashboard; in full only on their section pages
      nationalIDDetails: { nationalIdType: 'PANCARD', nationalIDNum: 'XXXXXX234F' },
      travelDetails: { passportNumber: 'XXXX4567', issueDate: '2020-02-01', expireDate: '2030-01-31' },
    });
  });

  it('answers an explicit null for every section not recorded yet', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: dashboard(empty) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...PARTS].sort());
    expect(body.employeeProfileDetails).toMatchObject({ firstname: 'Nila', employeeId: empty });
    for (const part of PARTS.slice(1)) expect(body[part], part).toBeNull();
  });

  it('lets employees see their own dashboard, managers and HR their reportees, admins anyone', async () => {
    for (const [who, id] of [
      [EMPLOYEE, EMPLOYEE],
      [ONBOARDING, ONBOARDING],
      [MANAGER, EMPLOYEE],
      [HR, EMPLOYEE],
      [MANAGER, full],
      [ADMIN, STRANGER],
    ]) {
      const res = await t.call(who!, { method: 'GET', url: dashboard(id!) });
      expect(res.statusCode, `${who} → ${id}`).toBe(200);
      expect(res.json().employeeProfileDetails.employeeId).toBe(id);
    }
  });

  it('accepts the id in any letter case', async () => {
    const res = await t.call(EMPLOYEE, { method: 'GET', url: dashboard(EMPLOYEE.toLowerCase()) });
    expect(res.statusCode).toBe(200);
    expect(res.json().employeeProfileDetails.employeeId).toBe(EMPLOYEE);
  });

  it('refuses colleagues who are not reportees with 403', async () => {
    for (const [who, id] of [
      [EMPLOYEE, MANAGER],
      [STRANGER, EMPLOYEE],
      [MANAGER, STRANGER],
      [ONBOARDING, EMPLOYEE],
      [EMPLOYEE, empty],
    ]) {
      expect((await t.call(who!, { method: 'GET', url: dashboard(id!) })).statusCode, `${who} → ${id}`).toBe(403);
    }
  });

  it('hides another tenant and unknown ids behind 404, and needs a session', async () => {
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: dashboard(EMPLOYEE) })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: dashboard(OTHER_ADMIN) })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: dashboard('NOBODY9') })).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: dashboard(EMPLOYEE) })).statusCode).toBe(401);
  });
});

describe('sensitive numbers: masked on the dashboard, in full on the section page, every reveal audited', () => {
  const reveals = async (employeeId: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.employeeId, employeeId))).filter(
      (row) => row.action === 'reveal',
    );

  it('masks national-ID and passport numbers to the last four on the dashboard, also for the person themself', async () => {
    const before = (await reveals(full)).length;
    const body = (await t.call(ADMIN, { method: 'GET', url: dashboard(full) })).json();
    expect(body.nationalIDDetails.nationalIDNum).toBe('XXXXXX234F');
    expect(body.travelDetails.passportNumber).toBe('XXXX4567');
    expect(JSON.stringify(body)).not.toContain('ABCDE1234F');
    expect((await reveals(full)).length).toBe(before);
  });

  it('answers the national IDs in full on their section page and audits who read them (fields, never values)', async () => {
    const before = (await reveals(full)).length;
    const res = await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/nationalID/getNationalID/${full}` });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('ABCDE1234F');
    const rows = await reveals(full);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ actorId: ADMIN, entity: 'nationalId', after: { fields: ['nationalIDNum'] } });
    expect(JSON.stringify(rows.at(-1))).not.toContain('1234F');
  });

  it('answers the passport in full on the travel page and audits the read', async () => {
    const before = (await reveals(full)).length;
    const res = await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/travel/${full}` });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('Z1234567');
    expect((await reveals(full)).at(-1)).toMatchObject({ entity: 'travel', after: { fields: ['passportNumber'] } });
    expect((await reveals(full)).length).toBe(before + 1);
  });

  it('audits nothing when there is no number to reveal, nor when the reader is refused', async () => {
    const before = (await reveals(ONBOARDING)).length;
    await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/nationalID/getNationalID/${ONBOARDING}` });
    const refused = await t.call(STRANGER, { method: 'GET', url: `/hrmsapplication/nationalID/getNationalID/${full}` });
    expect(refused.statusCode).toBe(403);
    const otherTenant = await t.call(OTHER_ADMIN, { method: 'GET', url: `/hrmsapplication/travel/${full}` });
    expect(otherTenant.statusCode).toBe(404);
    expect((await reveals(ONBOARDING)).length).toBe(before);
    expect((await reveals(full)).filter((row) => row.actorId !== ADMIN)).toEqual([]);
  });
});
