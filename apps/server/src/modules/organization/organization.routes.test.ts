import { DEPARTMENT_MESSAGES, DESIGNATION_MESSAGES, ORGANIZATION_MESSAGES } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { hashPassword } from '../../lib/passwords';
import { DEMO_ORGANIZATION_SETTINGS } from '../../seed/demo';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { accounts } from '../auth';
import { employees } from '../employees';
import { organizations } from './organization.tables';

const t = useTestApp();
const NON_ADMINS = [HR, MANAGER, EMPLOYEE, ONBOARDING];
const EVERY_ROLE = [ADMIN, ...NON_ADMINS];

/** A third tenant whose settings were never saved, with its own admin. */
const NEW_ORG = 'ORG3';
const NEW_ADMIN = 'NEW1';

beforeAll(async () => {
  const { db } = t.database;
  await db.insert(organizations).values({ organizationId: NEW_ORG, employeeIdPrefix: 'NEW', nextEmployeeNumber: 2 });
  await db.insert(employees).values({
    employeeId: NEW_ADMIN,
    organizationId: NEW_ORG,
    prefix: 'Mr ',
    firstname: 'Nikhil',
    lastname: 'New',
    email: 'nikhil@new.example',
    countryCode: '+91',
    phoneNumber: '9876501234',
    maritialStatus: 'Single',
    dob: '1991-02-03',
    gender: 'Male',
    fatherName: 'Naveen New',
    doj: '2024-01-01',
    bloodGroup: 'B +ve',
  });
  await db.insert(accounts).values({
    employeeId: NEW_ADMIN,
    organizationId: NEW_ORG,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    role: 'ROLE_ADMIN',
  });
});

const api = (path: string) => `/hrmsapplication/${path}`;
const get = (who: string | null, path: string) => t.call(who, { method: 'GET', url: api(path) });
const send = (who: string | null, method: InjectOptions['method'], path: string, payload?: object) =>
  t.call(who, { method, url: api(path), payload: payload ?? {} });

/** The demo organisation's settings, as organization/create and update take them. */
const settings = { organizationId: null, ...DEMO_ORGANIZATION_SETTINGS, passKey: '' };

const auditRows = (organizationId: string, entity: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));

const storedOrganization = async (organizationId: string) =>
  (await t.database.db.select().from(organizations).where(eq(organizations.organizationId, organizationId)))[0]!;

function expectProblem(res: { statusCode: number; json: () => unknown }, status: number, message: string, field?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { message: string; detail: string; errors?: Record<string, string> };
  expect(body.message).toBe(message);
  expect(body.detail).toBe(message);
  if (field) expect(body.errors?.[field]).toBe(message);
}

describe('GET organization/getOrganization{organizationId}', () => {
  it('answers the settings with no slash before the id, as the existing client calls it', async () => {
    const res = await get(ADMIN, 'organization/getOrganizationORG1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...settings, organizationId: 'ORG1', passKeySet: false });
  });

  it('answers the same with a slash before the id', async () => {
    const res = await get(ADMIN, 'organization/getOrganization/ORG1');
    expect(res.statusCode).toBe(200);
    expect(res.json().organizationName).toBe('Acme Technologies');
  });

  it.each(NON_ADMINS)('refuses %s (not an admin) with 403', async (who) => {
    expect((await get(who, 'organization/getOrganizationORG1')).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await get(null, 'organization/getOrganizationORG1')).statusCode).toBe(401);
    expect((await get(null, 'organization/getOrganization/ORG1')).statusCode).toBe(401);
  });

  it("refuses another tenant's admin reading ORG1, who still reads their own", async () => {
    expectProblem(await get(OTHER_ADMIN, 'organization/getOrganizationORG1'), 403, ORGANIZATION_MESSAGES.otherOrganization);
    const own = await get(OTHER_ADMIN, `organization/getOrganization${OTHER_ORG}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ organizationId: OTHER_ORG, organizationName: 'Other Corp' });
  });

  it('answers 404 while the organisation has never been saved, so the page offers create', async () => {
    expectProblem(await get(NEW_ADMIN, `organization/getOrganization${NEW_ORG}`), 404, ORGANIZATION_MESSAGES.notFound);
  });
});

describe('POST organization/create', () => {
  it('refuses a second create when the organisation is already set up (409)', async () => {
    expectProblem(await send(ADMIN, 'POST', 'organization/create', settings), 409, ORGANIZATION_MESSAGES.alreadyExists);
  });

  it.each(NON_ADMINS)('refuses %s with 403', async (who) => {
    expect((await send(who, 'POST', 'organization/create', settings)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await send(null, 'POST', 'organization/create', settings)).statusCode).toBe(401);
  });

  it("answers 'Please select a root designation.' when it is missing", async () => {
    expectProblem(
      await send(NEW_ADMIN, 'POST', 'organization/create', { ...settings, rootDesignation: '' }),
      400,
      'Please select a root designation.',
      'rootDesignation',
    );
  });

  it("answers 'Please select a root designation.' for a designation the organisation does not have", async () => {
    expectProblem(
      await send(NEW_ADMIN, 'POST', 'organization/create', { ...settings, rootDesignation: 'Founder' }),
      400,
      ORGANIZATION_MESSAGES.rootDesignation,
      'rootDesignation',
    );
  });

  it('refuses a body naming another organisation', async () => {
    const res = await send(NEW_ADMIN, 'POST', 'organization/create', { ...settings, organizationId: 'ORG1' });
    expect(res.statusCode).toBe(403);
  });

  it('saves a new tenant once (200, organizationId), seals the pass key, then GET answers the settings', async () => {
    expect((await send(NEW_ADMIN, 'POST', 'designations/create', { designation: 'Founder' })).statusCode).toBe(200);
    const res = await send(NEW_ADMIN, 'POST', 'organization/create', {
      ...settings,
      organizationName: 'New Ventures',
      employeeDomain: 'new.example',
      rootDesignation: 'Founder',
      emailId: 'hr@new.example',
      mailType: 'ZOHO',
      passKey: 'zoho-app-secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      organizationId: NEW_ORG,
      organizationName: 'New Ventures',
      passKey: '',
      passKeySet: true,
    });
    expect(res.body).not.toContain('zoho-app-secret');

    const read = await get(NEW_ADMIN, `organization/getOrganization${NEW_ORG}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ rootDesignation: 'Founder', mailType: 'ZOHO', passKey: '', passKeySet: true });
    expect(read.body).not.toContain('zoho-app-secret');

    const row = await storedOrganization(NEW_ORG);
    expect(row.configured).toBe(true);
    expect(row.passKeySealed).toEqual(expect.any(String));
    expect(row.passKeySealed).not.toContain('zoho-app-secret');

    const [audit] = await auditRows(NEW_ORG, 'organization', NEW_ORG);
    expect(audit).toMatchObject({ actorId: NEW_ADMIN, action: 'create', before: null });
    expect(JSON.stringify(audit!.after)).not.toContain('zoho-app-secret');

    expectProblem(await send(NEW_ADMIN, 'POST', 'organization/create', settings), 409, ORGANIZATION_MESSAGES.alreadyExists);
  });
});

describe('PATCH organization/update', () => {
  it('saves the settings, seals a new pass key and writes an audit row with before and after', async () => {
    const res = await send(ADMIN, 'PATCH', 'organization/update', {
      ...settings,
      organizationId: 'ORG1',
      multiLevel: true,
      weekOfTwo: 'Noweekoff',
      passKey: 'gmail-app-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      organizationId: 'ORG1',
      multiLevel: true,
      weekOfTwo: 'Noweekoff',
      passKey: '',
      passKeySet: true,
    });
    expect(res.body).not.toContain('gmail-app-password');

    const row = await storedOrganization('ORG1');
    expect(row.passKeySealed).toEqual(expect.any(String));
    expect(row.passKeySealed).not.toContain('gmail-app-password');

    const audits = await auditRows('ORG1', 'organization', 'ORG1');
    const last = audits.at(-1)!;
    expect(last).toMatchObject({ actorId: ADMIN, action: 'update' });
    expect(last.before).toMatchObject({ multiLevel: false, weekOfTwo: 'Sunday' });
    expect(last.after).toMatchObject({ multiLevel: true, weekOfTwo: 'Noweekoff' });
    expect(JSON.stringify(last)).not.toContain('gmail-app-password');
  });

  it('keeps the stored pass key when the update leaves it empty', async () => {
    const before = (await storedOrganization('ORG1')).passKeySealed;
    const res = await send(ADMIN, 'PATCH', 'organization/update', { ...settings, organizationName: 'Acme Technologies Ltd' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ organizationName: 'Acme Technologies Ltd', passKeySet: true });
    expect((await storedOrganization('ORG1')).passKeySealed).toBe(before);
  });

  it('forgets the stored pass key on clearPassKey (back to the default mail path) and refuses a non-boolean', async () => {
    expectProblem(
      await send(ADMIN, 'PATCH', 'organization/update', {
        ...settings,
        organizationName: 'Acme Technologies Ltd',
        clearPassKey: 'yes',
      }),
      400,
      'Choose whether to forget the saved pass key.',
      'clearPassKey',
    );
    expect((await storedOrganization('ORG1')).passKeySealed).not.toBeNull();
    const res = await send(ADMIN, 'PATCH', 'organization/update', {
      ...settings,
      organizationName: 'Acme Technologies Ltd',
      clearPassKey: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ passKey: '', passKeySet: false });
    expect((await storedOrganization('ORG1')).passKeySealed).toBeNull();
  });

  it("answers 'Please select a root designation.' for an unknown root designation and changes nothing", async () => {
    expectProblem(
      await send(ADMIN, 'PATCH', 'organization/update', { ...settings, rootDesignation: 'Grand Vizier' }),
      400,
      ORGANIZATION_MESSAGES.rootDesignation,
      'rootDesignation',
    );
    expect((await storedOrganization('ORG1')).rootDesignation).toBe('Chief Executive Officer');
  });

  it('answers the field rules with their messages', async () => {
    expectProblem(
      await send(ADMIN, 'PATCH', 'organization/update', { ...settings, employeeDomain: 'not a domain' }),
      400,
      ORGANIZATION_MESSAGES.domainInvalid,
      'employeeDomain',
    );
    expectProblem(
      await send(ADMIN, 'PATCH', 'organization/update', { ...settings, weekOfOne: 'Sunday', weekOfTwo: 'Sunday' }),
      400,
      ORGANIZATION_MESSAGES.weekOffsSame,
      'weekOfTwo',
    );
    expectProblem(
      await send(ADMIN, 'PATCH', 'organization/update', { ...settings, mailType: 'OUTLOOK' }),
      400,
      ORGANIZATION_MESSAGES.mailTypeInvalid,
      'mailType',
    );
  });

  it('refuses a body naming another organisation and leaves it untouched', async () => {
    const res = await send(ADMIN, 'PATCH', 'organization/update', { ...settings, organizationId: OTHER_ORG });
    expect(res.statusCode).toBe(403);
    expect((await storedOrganization(OTHER_ORG)).organizationName).toBe('Other Corp');
  });

  it("changes only the caller's own organisation", async () => {
    const res = await send(OTHER_ADMIN, 'PATCH', 'organization/update', {
      ...settings,
      organizationName: 'Other Corp Renamed',
      rootDesignation: 'Director',
    });
    // ORG2 has no designations yet, so its root designation is refused: nothing leaks from ORG1's list
    expectProblem(res, 400, ORGANIZATION_MESSAGES.rootDesignation, 'rootDesignation');
    expect((await send(OTHER_ADMIN, 'POST', 'designations/create', { designation: 'Director' })).statusCode).toBe(200);
    const saved = await send(OTHER_ADMIN, 'PATCH', 'organization/update', {
      ...settings,
      organizationName: 'Other Corp Renamed',
      rootDesignation: 'Director',
    });
    expect(saved.statusCode).toBe(200);
    expect((await storedOrganization('ORG1')).organizationName).toBe('Acme Technologies Ltd');
    expect((await storedOrganization(OTHER_ORG)).organizationName).toBe('Other Corp Renamed');
  });

  it.each(NON_ADMINS)('refuses %s with 403', async (who) => {
    expect((await send(who, 'PATCH', 'organization/update', settings)).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await send(null, 'PATCH', 'organization/update', settings)).statusCode).toBe(401);
  });
});

describe('GET department/getAllDepartments, getAllDepartmentIds, getDepartmentName/{id}', () => {
  it.each(EVERY_ROLE)('lets %s list the departments as [{id, departmentId, departmentName, departmentHead}]', async (who) => {
    const res = await get(who, 'department/getAllDepartments');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list).toContainEqual({
      id: expect.any(Number),
      departmentId: 'ENG',
      departmentName: 'Engineering',
      departmentHead: 'HRMS3',
    });
  });

  it('lists the department IDs as an array of strings', async () => {
    const res = await get(EMPLOYEE, 'department/getAllDepartmentIds');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining(['ENG', 'HR', 'MGMT']));
    for (const id of res.json()) expect(typeof id).toBe('string');
  });

  it('answers a department name as plain text', async () => {
    const res = await get(MANAGER, 'department/getDepartmentName/ENG');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('Engineering');
  });

  it('answers 404 for an unknown department', async () => {
    expectProblem(await get(ADMIN, 'department/getDepartmentName/NOPE'), 404, DEPARTMENT_MESSAGES.notFound);
  });

  it("keeps another tenant's departments apart", async () => {
    const list = await get(OTHER_ADMIN, 'department/getAllDepartments');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    expect((await get(OTHER_ADMIN, 'department/getAllDepartmentIds')).json()).toEqual([]);
    expect((await get(OTHER_ADMIN, 'department/getDepartmentName/ENG')).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    for (const path of ['department/getAllDepartments', 'department/getAllDepartmentIds', 'department/getDepartmentName/ENG']) {
      expect((await get(null, path)).statusCode).toBe(401);
    }
  });
});

describe('POST department/create', () => {
  const ops = { departmentId: 'OPS', departmentName: 'Operations', departmentHead: 'HRMS8' };

  it('adds a department under the client-supplied ID and writes an audit row', async () => {
    const res = await send(ADMIN, 'POST', 'department/create', ops);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), ...ops });
    expect((await get(ADMIN, 'department/getAllDepartmentIds')).json()).toContain('OPS');
    const [audit] = await auditRows('ORG1', 'department', 'OPS');
    expect(audit).toMatchObject({ actorId: ADMIN, action: 'create', after: { departmentName: 'Operations' } });
  });

  it('refuses a duplicate ID in any letter case (409)', async () => {
    expectProblem(
      await send(ADMIN, 'POST', 'department/create', { ...ops, departmentId: 'ops' }),
      409,
      DEPARTMENT_MESSAGES.duplicate,
      'departmentId',
    );
  });

  it("answers 'Please enter department ID, name, and head.' when one is missing", async () => {
    for (const field of ['departmentId', 'departmentName', 'departmentHead']) {
      expectProblem(
        await send(ADMIN, 'POST', 'department/create', { ...ops, departmentId: 'LEGAL', [field]: '' }),
        400,
        'Please enter department ID, name, and head.',
        field,
      );
    }
  });

  it('answers the ID and name format messages', async () => {
    expectProblem(
      await send(ADMIN, 'POST', 'department/create', { ...ops, departmentId: 'A B' }),
      400,
      DEPARTMENT_MESSAGES.idFormat,
      'departmentId',
    );
    expectProblem(
      await send(ADMIN, 'POST', 'department/create', { ...ops, departmentId: 'LEGAL', departmentName: '1egal' }),
      400,
      DEPARTMENT_MESSAGES.nameFormat,
      'departmentName',
    );
  });

  it('lets another tenant use the same ID without touching ORG1', async () => {
    const res = await send(OTHER_ADMIN, 'POST', 'department/create', { ...ops, departmentHead: OTHER_ADMIN });
    expect(res.statusCode).toBe(200);
    expect((await get(OTHER_ADMIN, 'department/getAllDepartmentIds')).json()).toEqual(['OPS']);
    const ours = (await get(ADMIN, 'department/getAllDepartments')).json() as { departmentId: string; departmentHead: string }[];
    expect(ours.find((d) => d.departmentId === 'OPS')?.departmentHead).toBe('HRMS8');
  });

  it.each(NON_ADMINS)('refuses %s with 403', async (who) => {
    expect((await send(who, 'POST', 'department/create', { ...ops, departmentId: 'X1' })).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await send(null, 'POST', 'department/create', ops)).statusCode).toBe(401);
  });
});

describe('PATCH department/update', () => {
  it('renames the department and changes its head, keeping the ID, with an audit row', async () => {
    const res = await send(ADMIN, 'PATCH', 'department/update', {
      departmentId: 'OPS',
      departmentName: 'Operations & Facilities',
      departmentHead: 'HRMS10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      departmentId: 'OPS',
      departmentName: 'Operations & Facilities',
      departmentHead: 'HRMS10',
    });
    expect((await get(ADMIN, 'department/getDepartmentName/OPS')).body).toBe('Operations & Facilities');
    const audits = await auditRows('ORG1', 'department', 'OPS');
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      before: { departmentName: 'Operations' },
      after: { departmentName: 'Operations & Facilities' },
    });
  });

  it('needs the name and the head', async () => {
    for (const field of ['departmentName', 'departmentHead']) {
      expectProblem(
        await send(ADMIN, 'PATCH', 'department/update', {
          departmentId: 'OPS',
          departmentName: 'Operations',
          departmentHead: 'HRMS10',
          [field]: ' ',
        }),
        400,
        DEPARTMENT_MESSAGES.updateRequired,
        field,
      );
    }
  });

  it('answers 404 for an unknown department', async () => {
    expectProblem(
      await send(ADMIN, 'PATCH', 'department/update', { departmentId: 'NOPE', departmentName: 'Nope', departmentHead: 'HRMS1' }),
      404,
      DEPARTMENT_MESSAGES.notFound,
    );
  });

  it("cannot reach another tenant's department", async () => {
    const res = await send(OTHER_ADMIN, 'PATCH', 'department/update', {
      departmentId: 'ENG',
      departmentName: 'Hijacked',
      departmentHead: OTHER_ADMIN,
    });
    expect(res.statusCode).toBe(404);
    expect((await get(ADMIN, 'department/getDepartmentName/ENG')).body).toBe('Engineering');
  });

  it.each(NON_ADMINS)('refuses %s with 403', async (who) => {
    const res = await send(who, 'PATCH', 'department/update', {
      departmentId: 'OPS',
      departmentName: 'Ops',
      departmentHead: 'HRMS1',
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await send(null, 'PATCH', 'department/update', { departmentId: 'OPS' })).statusCode).toBe(401);
  });
});

describe('DELETE department/deleteDepartment/{id}', () => {
  it.each(NON_ADMINS)('refuses %s with 403', async (who) => {
    expect((await t.call(who, { method: 'DELETE', url: api('department/deleteDepartment/OPS') })).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, { method: 'DELETE', url: api('department/deleteDepartment/OPS') })).statusCode).toBe(401);
  });

  it("cannot delete another tenant's department", async () => {
    const res = await t.call(OTHER_ADMIN, { method: 'DELETE', url: api('department/deleteDepartment/ENG') });
    expect(res.statusCode).toBe(404);
    expect((await get(ADMIN, 'department/getAllDepartmentIds')).json()).toContain('ENG');
  });

  it('refuses to delete a department that employees still belong to (409) and keeps it', async () => {
    const res = await t.call(ADMIN, { method: 'DELETE', url: api('department/deleteDepartment/QA') });
    expectProblem(res, 409, DEPARTMENT_MESSAGES.inUse);
    expect((await get(ADMIN, 'department/getAllDepartmentIds')).json()).toContain('QA');
  });

  it('removes the department (200), writes an audit row, and a second delete answers 404', async () => {
    const res = await t.call(ADMIN, { method: 'DELETE', url: api('department/deleteDepartment/OPS') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await get(ADMIN, 'department/getAllDepartmentIds')).json()).not.toContain('OPS');
    expect((await get(OTHER_ADMIN, 'department/getAllDepartmentIds')).json()).toEqual(['OPS']);
    const audits = await auditRows('ORG1', 'department', 'OPS');
    expect(audits.at(-1)).toMatchObject({ action: 'delete', before: { departmentId: 'OPS' }, after: null });

    const again = await t.call(ADMIN, { method: 'DELETE', url: api('department/deleteDepartment/OPS') });
    expectProblem(again, 404, DEPARTMENT_MESSAGES.notFound);
  });
});

describe('GET designations/getAllDesignations', () => {
  it.each(EVERY_ROLE)('lets %s list the designations as [{designation}]', async (who) => {
    const res = await get(who, 'designations/getAllDesignations');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { designation: string }[];
    expect(list).toContainEqual({ designation: 'Software Engineer' });
    expect(Object.keys(list[0]!)).toEqual(['designation']);
  });

  it("keeps another tenant's designations apart", async () => {
    const list = (await get(OTHER_ADMIN, 'designations/getAllDesignations')).json() as { designation: string }[];
    expect(list.map((d) => d.designation)).toEqual(['Director']);
  });

  it('answers 401 without a token', async () => {
    expect((await get(null, 'designations/getAllDesignations')).statusCode).toBe(401);
  });
});

describe('POST designations/create', () => {
  it('adds a designation (200), lists it and writes an audit row', async () => {
    const res = await send(ADMIN, 'POST', 'designations/create', { designation: 'Data Analyst ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ designation: 'Data Analyst', message: DESIGNATION_MESSAGES.added });
    expect((await get(ADMIN, 'designations/getAllDesignations')).json()).toContainEqual({ designation: 'Data Analyst' });
    const [audit] = await auditRows('ORG1', 'designation', 'Data Analyst');
    expect(audit).toMatchObject({ actorId: ADMIN, action: 'create', after: { designation: 'Data Analyst' } });
    expect((await get(OTHER_ADMIN, 'designations/getAllDesignations')).json()).not.toContainEqual({
      designation: 'Data Analyst',
    });
  });

  it('refuses a duplicate in any letter case (409)', async () => {
    expectProblem(
      await send(ADMIN, 'POST', 'designations/create', { designation: 'software engineer' }),
      409,
      DESIGNATION_MESSAGES.duplicate,
      'designation',
    );
  });

  it.each([
    ['nothing entered', { designation: '' }, 'Please select or enter a designation.'],
    ['no designation field', {}, 'Please select or enter a designation.'],
    ['spaces only', { designation: '   ' }, 'Designation must be at least 1 character long.'],
    ['51 characters', { designation: 'A'.repeat(51) }, 'Designation cannot be longer than 50 characters.'],
    [
      'a leading space',
      { designation: ' Lead' },
      'Designation cannot start with a space and should only contain letters and spaces.',
    ],
    [
      'a digit',
      { designation: 'Engineer 2' },
      'Designation cannot start with a space and should only contain letters and spaces.',
    ],
  ])('answers 400 for %s with the spec message', async (_case, payload, message) => {
    expectProblem(await send(ADMIN, 'POST', 'designations/create', payload), 400, message, 'designation');
  });

  it.each(NON_ADMINS)('refuses %s with 403', async (who) => {
    expect((await send(who, 'POST', 'designations/create', { designation: 'Intern' })).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await send(null, 'POST', 'designations/create', { designation: 'Intern' })).statusCode).toBe(401);
  });
});
