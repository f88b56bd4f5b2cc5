import { CURRENT_EMPLOYMENT_MESSAGES as M, TARGET_EMPLOYEE_MESSAGES } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { createPerson } from '../../test/people';
import { SECTION_READERS } from './profile.fixtures';

const t = useTestApp();
const BASE = '/hrmsapplication/currentexperience';

const RECORD_KEYS = [
  'departmentId',
  'departmentName',
  'designation',
  'doj',
  'employeeId',
  'employeeName',
  'hrId',
  'leavingDate',
  'organisationName',
  'pay',
  'reportingManager',
  'reportingManagerId',
].sort();

/** The body the page (and the existing client) sends. */
function body(employeeId: string, patch: Record<string, unknown> = {}) {
  return {
    organisationName: 'Acme Technologies',
    employeeName: 'Someone',
    employeeId,
    designation: 'Software Engineer',
    doj: '2024-01-02',
    reportingManagerId: MANAGER,
    reportingManager: 'Rahul Verma',
    departmentId: 'ENG',
    departmentName: 'Engineering',
    hrId: HR,
    ...patch,
  };
}

const read = (who: string | null, employeeId: string) => t.call(who, { method: 'GET', url: `${BASE}/${employeeId}` });
const create = (who: string, employeeId: string, payload: object) =>
  t.call(who, { method: 'POST', url: `${BASE}/createCurrentEmployement?employeeId=${employeeId}`, payload });
const update = (who: string, payload: object) =>
  t.call(who, { method: 'PATCH', url: `${BASE}/updateCurrentEmployement`, payload });

/** A new joiner created through the API: no current employment yet. */
const createJoiner = (firstname: string) =>
  createPerson(t, { firstname, lastname: 'Joiner', email: `${firstname.toLowerCase()}.joiner@acme.example` });

describe('GET currentexperience/{id}', () => {
  it('answers the exact record shape, organisationName spelt with s and pay read-only', async () => {
    const res = await read(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
    expect(record).toMatchObject({
      organisationName: 'Acme Technologies',
      employeeName: 'Ananya Rao',
      employeeId: EMPLOYEE,
      designation: 'Software Engineer',
      reportingManagerId: MANAGER,
      reportingManager: 'Rahul Verma',
      pay: '',
      departmentId: 'ENG',
      departmentName: 'Engineering',
      hrId: HR,
    });
    expect(record.doj).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('uses "" (never null) for the lines the head of the organisation does not have', async () => {
    const record = (await read(ADMIN, ADMIN)).json();
    expect(record).toMatchObject({
      reportingManagerId: '',
      reportingManager: '',
      hrId: '',
      designation: 'Chief Executive Officer',
    });
  });

  it.each([...SECTION_READERS, ['an onboarding user for a colleague', ONBOARDING, EMPLOYEE, 403]])(
    'lets %s read → %i',
    async (_who, actor, target, status) => {
      expect((await read(actor, target)).statusCode).toBe(status);
    },
  );

  it('refuses a call without a token', async () => {
    expect((await read(null, EMPLOYEE)).statusCode).toBe(401);
  });
});

describe('GET currentexperience/getEmployeeDetails/{id}', () => {
  it('answers the prefill with organizationName spelt with z', async () => {
    const res = await t.call(MANAGER, { method: 'GET', url: `${BASE}/getEmployeeDetails/${EMPLOYEE}` });
    expect(res.statusCode).toBe(200);
    const details = res.json();
    expect(Object.keys(details).sort()).toEqual(
      RECORD_KEYS.map((k) => (k === 'organisationName' ? 'organizationName' : k)).sort(),
    );
    expect(details.organizationName).toBe('Acme Technologies');
    expect((await t.call(STRANGER, { method: 'GET', url: `${BASE}/getEmployeeDetails/${EMPLOYEE}` })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/getEmployeeDetails/${EMPLOYEE}` })).statusCode).toBe(404);
  });
});

describe('GET currentexperience/getUserRoleManager and getUserRoleHr', () => {
  it('lists manager, HR and admin ids as plain strings, by number', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/getUserRoleManager` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['HRMS1', 'HRMS2', 'HRMS3', 'HRMS6', 'HRMS7', 'HRMS8', 'HRMS9', 'HRMS10', 'HRMS27']);
  });

  it('lists HR ids only', async () => {
    const res = await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/getUserRoleHr` });
    expect(res.json()).toEqual(['HRMS2', 'HRMS8']);
  });

  it('never lists another tenant', async () => {
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/getUserRoleManager` })).json()).toEqual(['OTH1']);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/getUserRoleHr` })).json()).toEqual([]);
  });
});

describe('POST currentexperience/createCurrentEmployement', () => {
  let joiner: string;
  beforeAll(async () => {
    joiner = await createJoiner('Neel');
  });

  it('shows a new joiner in create mode: designation ""', async () => {
    const record = (await read(ADMIN, joiner)).json();
    expect(record).toMatchObject({
      designation: '',
      departmentId: '',
      reportingManagerId: '',
      hrId: '',
      employeeName: 'Neel Joiner',
    });
  });

  it.each([HR, MANAGER, EMPLOYEE])('refuses %s (admin only)', async (who) => {
    expect((await create(who, joiner, body(joiner))).statusCode).toBe(403);
  });

  it('answers 404 to another tenant admin', async () => {
    expect((await create(OTHER_ADMIN, joiner, body(joiner))).statusCode).toBe(404);
  });

  it('refuses an update before anything is recorded', async () => {
    const res = await update(ADMIN, body(joiner));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });

  it('creates with 200, derives the names on the server, audits, and gives the manager access', async () => {
    expect((await read(MANAGER, joiner)).statusCode).toBe(403);
    const res = await create(
      ADMIN,
      joiner,
      body(joiner, { reportingManagerId: 'hrms3', departmentId: 'eng', designation: 'trainee' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      employeeId: joiner,
      employeeName: 'Neel Joiner',
      designation: 'Trainee',
      reportingManagerId: MANAGER,
      reportingManager: 'Rahul Verma',
      departmentId: 'ENG',
      departmentName: 'Engineering',
      hrId: HR,
      doj: '2025-01-06',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'currentEmployment'), eq(auditLog.entityId, joiner)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: ADMIN, action: 'create', after: { reportingManagerId: MANAGER, hrId: HR } });
    expect((await read(MANAGER, joiner)).statusCode).toBe(200);
  });

  it('refuses a second create', async () => {
    const res = await create(ADMIN, joiner, body(joiner));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyExists);
  });

  it('refuses a body naming another employee than the query', async () => {
    const res = await create(ADMIN, joiner, body(EMPLOYEE));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.employeeId).toBe(TARGET_EMPLOYEE_MESSAGES.mismatch);
  });
});

describe('PATCH currentexperience/updateCurrentEmployement', () => {
  it('updates with 200 and answers the record shown afterwards', async () => {
    const res = await update(ADMIN, body(EMPLOYEE, { designation: 'Senior Software Engineer' }));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(RECORD_KEYS);
    expect(res.json()).toMatchObject({ designation: 'Senior Software Engineer', employeeName: 'Ananya Rao' });
    expect((await read(EMPLOYEE, EMPLOYEE)).json().designation).toBe('Senior Software Engineer');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'currentEmployment'), eq(auditLog.entityId, EMPLOYEE)));
    expect(audit).toMatchObject({ action: 'update', before: { designation: 'Software Engineer' } });
  });

  it.each([HR, MANAGER, EMPLOYEE, ONBOARDING])('refuses %s, even for their own record', async (who) => {
    expect((await update(who, body(who))).statusCode).toBe(403);
  });

  it('answers 404 to another tenant admin', async () => {
    expect((await update(OTHER_ADMIN, body(EMPLOYEE))).statusCode).toBe(404);
  });

  it.each([
    ['designation', 'Designation is required.'],
    ['hrId', 'HR ID is required.'],
    ['reportingManagerId', 'Reporting Manager ID is required.'],
    ['departmentId', 'Department ID is required.'],
    ['departmentName', 'Department Name is required.'],
    ['reportingManager', 'Reporting Manager is required.'],
    ['organisationName', 'Organization Name is required.'],
    ['employeeName', 'Employee Name is required.'],
    ['doj', 'Date of Joining is required.'],
  ])('answers 400 when %s is missing: "%s"', async (field, message) => {
    const res = await update(ADMIN, body(EMPLOYEE, { [field]: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, detail: message, errors: { [field]: message } });
  });

  it.each([
    ['an unknown designation', { designation: 'Astronaut' }, 'designation', M.unknownDesignation],
    ['an unknown department', { departmentId: 'NOPE' }, 'departmentId', M.unknownDepartment],
    ['the employee as their own manager', { reportingManagerId: EMPLOYEE }, 'reportingManagerId', M.selfManager],
    ['a manager without a manager role', { reportingManagerId: STRANGER }, 'reportingManagerId', M.notManager],
    ['an unknown manager', { reportingManagerId: 'HRMS999' }, 'reportingManagerId', M.notManager],
    ["another tenant's admin as manager", { reportingManagerId: OTHER_ADMIN }, 'reportingManagerId', M.notManager],
    ['a manager as HR', { hrId: MANAGER }, 'hrId', M.notHr],
    ['the employee as their own HR', { hrId: EMPLOYEE }, 'hrId', M.selfHr],
  ])('refuses %s', async (_what, patch, field, message) => {
    const res = await update(ADMIN, body(EMPLOYEE, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses a reporting line that would form a cycle (HRMS9 reports to HRMS3)', async () => {
    const res = await update(ADMIN, body(MANAGER, { designation: 'Engineering Manager', reportingManagerId: 'HRMS9', hrId: HR }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.cycle(MANAGER, 'HRMS9'));
    expect(res.json().message).toContain('cycle');
  });

  it('keeps accepting an unchanged reporting manager whose role is not a manager role', async () => {
    // HRMS14 reports to HRMS10, who is made a plain employee first.
    const demoted = await t.call(ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/authentication/updateAuthenticationRole',
      payload: { employeeId: 'HRMS10', userRole: 'ROLE_EMPLOYEE' },
    });
    expect(demoted.statusCode).toBe(200);
    const res = await update(
      ADMIN,
      body('HRMS14', { designation: 'Senior Software Engineer', reportingManagerId: 'HRMS10', hrId: 'HRMS8' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().reportingManagerId).toBe('HRMS10');
    const moved = await update(
      ADMIN,
      body('HRMS17', { designation: 'QA Engineer', departmentId: 'QA', reportingManagerId: 'HRMS10' }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(M.notManager);
  });

  it('needs the employee id in the body', async () => {
    const res = await update(ADMIN, body(''));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Employee ID is required.');
  });
});
