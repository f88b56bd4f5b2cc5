import { addDays, ASSIGNMENT_MESSAGES as M, PROJECT_MESSAGES, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { postJsonText } from '../../test/raw-json';
import { listAssignmentsOverlapping } from './index';

const t = useTestApp();
const BASE = '/hrmsapplication/assignments';
const KEYS = [
  'comments',
  'employeeDesignation',
  'employeeId',
  'employeeName',
  'endDate',
  'id',
  'projectCode',
  'shiftEndTime',
  'shiftStartTime',
  'startDate',
];
const today = todayIso();

function body(patch: Record<string, unknown> = {}) {
  return {
    employeeId: 'HRMS31',
    employeeName: 'Kunal Sethi',
    employeeDesignation: 'HR Analyst',
    projectCode: 'QA-HUB',
    startDate: addDays(today, -10),
    endDate: addDays(today, 30),
    shiftStartTime: '10:00',
    shiftEndTime: '19:00',
    comments: 'Helps with hiring tests',
    ...patch,
  };
}

const ofProject = (who: string | null, code: string) => t.call(who, { method: 'GET', url: `${BASE}/getAssignments/${code}` });
const create = (who: string, payload: unknown) =>
  t.call(who, { method: 'POST', url: `${BASE}/create`, payload: payload as object });
const update = (who: string, payload: unknown) =>
  t.call(who, { method: 'PATCH', url: `${BASE}/update`, payload: payload as object });
const remove = (who: string, id: number | string) => t.call(who, { method: 'DELETE', url: `${BASE}/deleteAssignment/${id}` });
const present = (who: string | null, employeeId: string) =>
  t.call(who, { method: 'GET', url: `${BASE}/getPresentAssignments?employeeId=${employeeId}` });
const previous = (who: string | null, employeeId: string) =>
  t.call(who, { method: 'GET', url: `${BASE}/getPreviousAssignments?employeeId=${employeeId}` });
const codes = (res: { json: () => { projectCode: string }[] }) => res.json().map((r) => r.projectCode);

describe('GET assignments/getAssignments/{projectCode}', () => {
  it('answers the project’s rows in the contract shape, times as HH:mm', async () => {
    const res = await ofProject(EMPLOYEE, 'atlas-01');
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(5);
    expect(Object.keys(rows[0]).sort()).toEqual(KEYS);
    expect(rows.find((r: { employeeId: string }) => r.employeeId === EMPLOYEE)).toMatchObject({
      employeeName: 'Ananya Rao',
      projectCode: 'ATLAS-01',
      shiftStartTime: '09:00',
      shiftEndTime: '18:00',
      startDate: addDays(today, -75),
    });
  });

  it('shows the whole team to the project’s manager, its members, HR and admins', async () => {
    // HRMS3 manages ATLAS-01; HRMS4 and HRMS28 (from a future date) are on it
    for (const who of [MANAGER, EMPLOYEE, 'HRMS28', HR, ADMIN]) {
      const res = await ofProject(who, 'ATLAS-01');
      expect(res.statusCode, who).toBe(200);
      expect(res.json().find((r: { employeeId: string }) => r.employeeId === EMPLOYEE).shiftStartTime, who).toBe('09:00');
    }
  });

  it('shows a colleague off the project (employee or manager) its current members’ names and roles only', async () => {
    const full = (await ofProject(ADMIN, 'ATLAS-01')).json() as { employeeId: string; startDate: string; endDate: string }[];
    const current = full.filter((r) => r.startDate <= today && r.endDate >= today).map((r) => r.employeeId);
    for (const who of [STRANGER, 'HRMS10']) {
      const res = await ofProject(who, 'ATLAS-01');
      expect(res.statusCode, who).toBe(200);
      const rows = res.json() as Record<string, string>[];
      expect(rows.map((r) => r.employeeId).sort()).toEqual([...current].sort());
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(KEYS);
      expect(rows.find((r) => r.employeeId === EMPLOYEE)).toMatchObject({
        employeeName: 'Ananya Rao',
        projectCode: 'ATLAS-01',
        startDate: '',
        endDate: '',
        shiftStartTime: '',
        shiftEndTime: '',
        comments: '',
      });
      expect(rows.every((r) => r.employeeDesignation !== undefined)).toBe(true);
      // HRMS28 joins the project later: not a member yet for a colleague
      expect(rows.some((r) => r.employeeId === 'HRMS28')).toBe(false);
    }
    // a joiner still onboarding sees nothing of it
    const joiner = await ofProject(ONBOARDING, 'ATLAS-01');
    expect(joiner.statusCode).toBe(403);
    expect(joiner.json().message).toBe(M.teamDenied);
    expect(joiner.body).not.toContain('Ananya');
    expect((await ofProject('HRMS10', 'ORION-02')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown code and for another tenant’s project', async () => {
    expect((await ofProject(ADMIN, 'NOPE-1')).json().message).toBe(PROJECT_MESSAGES.notFound);
    expect((await ofProject(OTHER_ADMIN, 'ATLAS-01')).statusCode).toBe(404);
    expect((await ofProject(null, 'ATLAS-01')).statusCode).toBe(401);
  });
});

describe('GET assignments/getPresentAssignments and getPreviousAssignments', () => {
  it('splits an employee’s assignments by dates: present ends today or later, previous ended before', async () => {
    expect(codes(await present(EMPLOYEE, EMPLOYEE))).toEqual(['ATLAS-01']);
    expect(codes(await previous(EMPLOYEE, EMPLOYEE))).toEqual(['ORION-02', 'QA-HUB']);
  });

  it('defaults to the caller and lets the manager and HR read their reportee', async () => {
    const own = await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/getPresentAssignments` });
    expect(codes(own)).toEqual(['ATLAS-01']);
    for (const who of [MANAGER, HR, ADMIN]) expect((await previous(who, EMPLOYEE)).statusCode).toBe(200);
  });

  it('refuses someone else’s list, and another tenant', async () => {
    expect((await present(EMPLOYEE, STRANGER)).statusCode).toBe(403);
    expect((await present(MANAGER, STRANGER)).statusCode).toBe(403);
    expect((await present(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
    expect((await previous(null, EMPLOYEE)).statusCode).toBe(401);
  });
});

describe('POST assignments/create', () => {
  let createdId = 0;

  it('assigns a real employee, answers the row with its id, and audits it', async () => {
    const res = await create(ADMIN, body());
    expect(res.statusCode).toBe(200);
    const row = res.json();
    createdId = row.id;
    expect(row).toEqual({ ...body(), id: expect.any(Number) });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'assignment'), eq(auditLog.entityId, String(row.id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(codes(await present(ADMIN, 'HRMS31'))).toEqual(['QA-HUB']);
  });

  it('takes the name from the employee record and the designation from current employment when left out', async () => {
    const res = await create(ADMIN, {
      employeeId: 'hrms12',
      projectCode: 'LEDGER-5',
      startDate: addDays(today, 1),
      endDate: addDays(today, 2),
      shiftStartTime: '09:00:00',
      shiftEndTime: '18:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      employeeId: 'HRMS12',
      employeeName: 'Siddharth Das',
      employeeDesignation: 'Backend Developer',
      comments: '',
      shiftStartTime: '09:00',
    });
  });

  it('refuses an overlapping assignment of the same employee on the same project', async () => {
    const res = await create(ADMIN, body({ startDate: addDays(today, 20), endDate: addDays(today, 60) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.overlap);
  });

  it('needs an employee and a project of the organisation', async () => {
    for (const employeeId of ['HRMS999', 'OTH1']) {
      const res = await create(ADMIN, body({ employeeId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: M.employeeUnknown, errors: { employeeId: M.employeeUnknown } });
    }
    expect((await create(ADMIN, body({ projectCode: 'NOPE-1' }))).json().errors).toEqual({ projectCode: M.projectUnknown });
    expect((await create(OTHER_ADMIN, body({ employeeId: 'OTH1' }))).json().errors).toEqual({ projectCode: M.projectUnknown });
  });

  it('lets only admins assign', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) expect((await create(who, body())).statusCode).toBe(403);
  });

  it.each([
    ['employeeId', { employeeId: '' }, M.length],
    ['employeeId', { employeeId: 'A'.repeat(21) }, M.length],
    ['employeeId', { employeeId: 'HRMS-4' }, M.employeeId],
    ['employeeName', { employeeName: 'A'.repeat(21) }, M.length],
    ['employeeDesignation', { employeeDesignation: 'Lead (QA)' }, M.designation],
    ['employeeDesignation', { employeeDesignation: 'A'.repeat(21) }, M.length],
    ['projectCode', { projectCode: 'QA/HUB' }, PROJECT_MESSAGES.codeInvalid],
    ['startDate', { startDate: '' }, M.startRequired],
    ['startDate', { startDate: '2026-02-30' }, M.startRequired],
    ['endDate', { endDate: undefined }, M.endRequired],
    ['endDate', { endDate: addDays(today, -10) }, M.endAfterStart],
    ['endDate', { endDate: addDays(today, -11) }, M.endAfterStart],
    ['shiftStartTime', { shiftStartTime: '' }, M.shiftStartRequired],
    ['shiftEndTime', { shiftEndTime: '25:00' }, M.shiftEndRequired],
    ['comments', { comments: 'x'.repeat(101) }, M.commentsMax],
  ])('answers 400 for a bad %s with the spec message', async (field, patch, message) => {
    const res = await create(ADMIN, body({ employeeId: 'HRMS32', ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 400 to malformed bodies and writes nothing', async () => {
    for (const payload of [null, [], 'x', { employeeId: 7 }, { ...body({ employeeId: 'HRMS32' }), startDate: 20260101 }]) {
      const res = await postJsonText(t, ADMIN, `${BASE}/create`, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await present(ADMIN, 'HRMS32')).json().map((r: { projectCode: string }) => r.projectCode)).toEqual(['QA-HUB']);
  });

  describe('PATCH assignments/update', () => {
    it('changes only the fields sent', async () => {
      const res = await update(ADMIN, { id: createdId, comments: 'Extended', endDate: addDays(today, 45) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...body(), id: createdId, comments: 'Extended', endDate: addDays(today, 45) });
    });

    it('checks the merged assignment: end after start, real employee, no overlap', async () => {
      const early = await update(ADMIN, { id: createdId, endDate: addDays(today, -20) });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ message: M.endAfterStart, errors: { endDate: M.endAfterStart } });
      expect((await update(ADMIN, { id: createdId, employeeId: 'OTH1' })).json().errors).toEqual({
        employeeId: M.employeeUnknown,
      });
      const clash = await update(ADMIN, { id: createdId, employeeId: 'HRMS17' });
      expect(clash.statusCode).toBe(409);
    });

    it('moving to another employee takes their designation unless one is sent', async () => {
      const res = await update(ADMIN, { id: createdId, employeeId: 'HRMS20', employeeDesignation: undefined });
      expect(res.json()).toMatchObject({
        employeeId: 'HRMS20',
        employeeName: 'Suresh Pillai',
        employeeDesignation: 'Accountant',
      });
    });

    it('answers 404 for an unknown id and another tenant, 403 for non-admins, 400 without an id', async () => {
      expect((await update(ADMIN, { id: 999999, comments: 'x' })).statusCode).toBe(404);
      expect((await update(OTHER_ADMIN, { id: createdId, comments: 'x' })).statusCode).toBe(404);
      for (const who of [HR, MANAGER, EMPLOYEE]) expect((await update(who, { id: createdId })).statusCode).toBe(403);
      expect((await update(ADMIN, { comments: 'x' })).statusCode).toBe(400);
      expect((await update(ADMIN, { id: 'abc' })).statusCode).toBe(400);
    });
  });

  describe('DELETE assignments/deleteAssignment/{id}', () => {
    it('refuses non-admins and another tenant; deletes and audits', async () => {
      for (const who of [HR, MANAGER, EMPLOYEE]) expect((await remove(who, createdId)).statusCode).toBe(403);
      expect((await remove(OTHER_ADMIN, createdId)).statusCode).toBe(404);
      expect((await remove(ADMIN, 'abc')).statusCode).toBe(400);
      const res = await remove(ADMIN, createdId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.deleted });
      expect((await remove(ADMIN, createdId)).statusCode).toBe(404);
    });
  });
});

describe('listAssignmentsOverlapping (for timesheets)', () => {
  it('answers the projects an employee works on during a week', async () => {
    const week = await listAssignmentsOverlapping(t.database.db, 'ORG1', EMPLOYEE, addDays(today, -3), addDays(today, 3));
    expect(week.map((w) => w.projectCode)).toEqual(['ATLAS-01']);
    const long = await listAssignmentsOverlapping(t.database.db, 'ORG1', EMPLOYEE, addDays(today, -400), today);
    expect(long.map((w) => w.projectCode)).toEqual(['ATLAS-01', 'ORION-02']);
    expect(await listAssignmentsOverlapping(t.database.db, 'ORG2', EMPLOYEE, addDays(today, -3), today)).toEqual([]);
  });
});
