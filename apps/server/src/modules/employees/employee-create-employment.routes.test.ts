import { CURRENT_EMPLOYMENT_MESSAGES } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { accounts } from '../auth';
import { mailOutbox } from '../mail';
import { employees } from './employees.tables';

const t = useTestApp();

let mailbox = 0;
const person = (patch: Record<string, unknown> = {}) => ({
  prefix: 'Mr ',
  firstname: 'Kabir',
  middlename: '',
  lastname: 'Sethi',
  email: `kabir.sethi${++mailbox}@acme.example`,
  countryCode: '+91',
  phoneNumber: '9812345678',
  maritialStatus: 'Single',
  dob: '1994-05-02',
  gender: 'Male',
  fatherName: 'Anil Sethi',
  doj: '2025-02-03',
  bloodGroup: 'O +ve',
  ...patch,
});

const employment = { designation: 'Software Engineer', departmentId: 'ENG', reportingManagerId: MANAGER, hrId: HR };

const create = (who: string | null, payload: object) =>
  t.call(who, { method: 'POST', url: '/hrmsapplication/employee/create', payload });
const employmentOf = (who: string, employeeId: string) =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/currentexperience/${employeeId}` });

async function employeeCount() {
  return (await t.database.db.select({ id: employees.employeeId }).from(employees)).length;
}

/** People, logins and queued mails: a refused creation must leave all three as they were. */
async function writes() {
  const db = t.database.db;
  const [people, logins, mails] = await Promise.all([
    db.select({ id: employees.employeeId }).from(employees),
    db.select({ id: accounts.employeeId }).from(accounts),
    db.select({ id: mailOutbox.id }).from(mailOutbox),
  ]);
  return { people: people.length, logins: logins.length, mails: mails.length };
}

describe('POST employee/create with employment and role (one form)', () => {
  it('records designation, department, reporting manager, HR and role together with the person', async () => {
    const res = await create(ADMIN, person({ ...employment, userRole: 'ROLE_EMPLOYEE' }));
    expect(res.statusCode).toBe(200);
    const { employeeId } = res.json() as { employeeId: string };

    const record = (await employmentOf(ADMIN, employeeId)).json();
    expect(record).toMatchObject({
      designation: 'Software Engineer',
      departmentId: 'ENG',
      reportingManagerId: MANAGER,
      hrId: HR,
      employeeName: 'Kabir Sethi',
      doj: '2025-02-03',
    });
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.employeeId, employeeId));
    expect(account?.role).toBe('ROLE_EMPLOYEE');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, employeeId));
    expect(audit.map((row) => row.entity).sort()).toEqual(['account', 'currentEmployment', 'employee']);
  });

  it('the new employee is at once a reportee of the chosen manager (team list)', async () => {
    const res = await create(ADMIN, person(employment));
    const { employeeId } = res.json() as { employeeId: string };
    const profile = await t.call(MANAGER, { method: 'GET', url: `/hrmsapplication/employee/getEmployeeProfile/${employeeId}` });
    expect(profile.statusCode).toBe(200);
  });

  it("still creates with the spec's fields only, as a new joiner without employment", async () => {
    const res = await create(ADMIN, person());
    expect(res.statusCode).toBe(200);
    const { employeeId } = res.json() as { employeeId: string };
    expect((await employmentOf(ADMIN, employeeId)).json()).toMatchObject({ designation: '' });
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.employeeId, employeeId));
    expect(account?.role).toBe('ROLE_ONBOARDING');
  });

  it("treats the form's empty choices as not chosen", async () => {
    const blank = { designation: '', departmentId: '', reportingManagerId: '', hrId: '', userRole: '' };
    expect((await create(ADMIN, person(blank))).statusCode).toBe(200);
  });

  it('asks for the other employment fields when only some are chosen, with their own messages', async () => {
    const before = await employeeCount();
    const res = await create(ADMIN, person({ designation: 'Software Engineer' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      departmentId: CURRENT_EMPLOYMENT_MESSAGES.departmentIdRequired,
      reportingManagerId: CURRENT_EMPLOYMENT_MESSAGES.reportingManagerIdRequired,
      hrId: CURRENT_EMPLOYMENT_MESSAGES.hrIdRequired,
    });
    expect(await employeeCount()).toBe(before);
  });

  it('refuses an unknown department under its field and writes nothing (no person, no login, no mail)', async () => {
    const before = await writes();
    const payload = person({ ...employment, departmentId: 'NOPE' });
    const res = await create(ADMIN, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ departmentId: CURRENT_EMPLOYMENT_MESSAGES.unknownDepartment });
    expect(await writes()).toEqual(before);
    const found = await t.database.db.select().from(employees).where(eq(employees.email, payload.email));
    expect(found).toHaveLength(0);
  });

  it('refuses a reporting manager who is not a manager, or does not exist, under its field and writes nothing', async () => {
    const before = await writes();
    for (const reportingManagerId of [EMPLOYEE, 'HRMS9999', OTHER_ADMIN]) {
      const res = await create(ADMIN, person({ ...employment, reportingManagerId }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['reportingManagerId']);
    }
    expect(await writes()).toEqual(before);
  });

  it('refuses an HR id without the HR role and an unknown designation under their fields', async () => {
    const hr = await create(ADMIN, person({ ...employment, hrId: EMPLOYEE }));
    expect(hr.json().errors).toEqual({ hrId: CURRENT_EMPLOYMENT_MESSAGES.notHr });
    const designation = await create(ADMIN, person({ ...employment, designation: 'Astronaut' }));
    expect(designation.json().errors).toEqual({ designation: CURRENT_EMPLOYMENT_MESSAGES.unknownDesignation });
  });

  it('refuses a role outside the assignable five (onboarding is the default, not a choice)', async () => {
    const res = await create(ADMIN, person({ userRole: 'ROLE_ONBOARDING' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['userRole']);
  });

  it('refuses HR, managers and employees as the spec allows only admins to create (403)', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) {
      expect((await create(who, person(employment))).statusCode).toBe(403);
    }
  });

  it("refuses another organisation's designation, department and manager to its admin, writing nothing", async () => {
    const before = await employeeCount();
    const res = await create(OTHER_ADMIN, person(employment));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['designation']);
    expect(await employeeCount()).toBe(before);
  });
});
