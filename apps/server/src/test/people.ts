import { expect } from 'vitest';
import { hashPassword } from '../lib/passwords';
import { accounts } from '../modules/auth/auth.tables';
import { employees } from '../modules/employees/employees.tables';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { ADMIN, OTHER_ORG, type TestApp } from './helpers';

/**
 * A new person as the admin's create form sends them (and as an employees row: the same names). Tests override what
 * they look at; the e-mail must be new in its organisation.
 */
export const NEW_PERSON = {
  prefix: 'Ms ',
  firstname: 'Zoya',
  middlename: '',
  lastname: 'Fernandes',
  email: 'zoya.fernandes@acme.example',
  countryCode: '+91',
  phoneNumber: '9812345678',
  maritialStatus: 'Single',
  dob: '1996-03-14',
  gender: 'Female',
  fatherName: 'Joseph Fernandes',
  doj: '2025-01-06',
  bloodGroup: 'B +ve',
};

/** Creates a person through the admin's create form (POST employee/create) and answers their new employee ID. */
export async function createPerson(t: TestApp, fields: Partial<typeof NEW_PERSON> & { firstname: string; email: string }) {
  const res = await t.call(ADMIN, {
    method: 'POST',
    url: '/hrmsapplication/employee/create',
    payload: { ...NEW_PERSON, ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().employeeId as string;
}

/**
 * Adds a manager to the other organisation (OTHER_ORG) who logs in with the demo password: a manager, but of
 * another tenant, who must see and decide nothing of ORG1's.
 */
export async function addOtherTenantManager(t: TestApp, employeeId: string) {
  await t.database.db.insert(employees).values({
    ...NEW_PERSON,
    employeeId,
    organizationId: OTHER_ORG,
    prefix: 'Mr ',
    firstname: 'Oscar',
    lastname: 'Other',
    email: `${employeeId.toLowerCase()}@other.example`,
    gender: 'Male',
  });
  await t.database.db
    .insert(accounts)
    .values({ employeeId, organizationId: OTHER_ORG, passwordHash: await hashPassword(DEMO_PASSWORD), role: 'ROLE_MANAGER' });
}
