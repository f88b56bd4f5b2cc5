import { PROJECT_MESSAGES as M } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { postJsonText } from '../../test/raw-json';

const t = useTestApp();
const BASE = '/hrmsapplication/project';
const KEYS = [
  'billability',
  'billabilityLocation',
  'client',
  'description',
  'managerId',
  'managerName',
  'projectCode',
  'projectName',
];

function body(patch: Record<string, unknown> = {}) {
  return {
    projectName: 'Zephyr Mobile',
    projectCode: 'ZEPHYR-9',
    managerId: 'HRMS3',
    managerName: 'Rahul Verma',
    description: 'A mobile banking app.',
    billability: 'Yes',
    billabilityLocation: 'Hyderabad',
    client: 'Acme Bank',
    ...patch,
  };
}

const list = (who: string | null) => t.call(who, { method: 'GET', url: `${BASE}/getProjects` });
const create = (who: string, payload: unknown) =>
  t.call(who, { method: 'POST', url: `${BASE}/create`, payload: payload as object });
const update = (who: string, payload: unknown) =>
  t.call(who, { method: 'PATCH', url: `${BASE}/update`, payload: payload as object });
const remove = (who: string, code: string) => t.call(who, { method: 'DELETE', url: `${BASE}/deleteProject/${code}` });

describe('GET project/getProjects', () => {
  it('answers a bare array of the 8 contract fields, by code, with the managers’ real names', async () => {
    const res = await list(ADMIN);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { projectCode: string }) => r.projectCode)).toEqual([
      'ATLAS-01',
      'LEDGER-5',
      'NOVA-CRM',
      'ORION-02',
      'QA-HUB',
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(KEYS);
    expect(rows[0]).toMatchObject({ managerId: 'HRMS3', managerName: 'Rahul Verma', billability: 'Yes' });
  });

  it('lets every role of the organisation read, and another tenant sees none of them', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) expect((await list(who)).json()).toHaveLength(5);
    const other = await list(OTHER_ADMIN);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('honours pageNumber and size', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/getProjects?pageNumber=1&size=2` });
    expect(res.json().map((r: { projectCode: string }) => r.projectCode)).toEqual(['NOVA-CRM', 'ORION-02']);
  });
});

describe('POST project/create', () => {
  it('adds a project, answers it with the manager’s real name and audits it', async () => {
    const res = await create(ADMIN, body({ managerName: 'Someone Else' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...body(), managerName: 'Rahul Verma' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'project'), eq(auditLog.entityId, 'ZEPHYR-9')));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a code already used, whatever its case', async () => {
    const res = await create(ADMIN, body({ projectCode: 'atlas-01' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.codeTaken, errors: { projectCode: M.codeTaken } });
  });

  it('lets only admins add', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING])
      expect((await create(who, body({ projectCode: 'NOPE-1' }))).statusCode).toBe(403);
  });

  it('needs a manager who is an employee of the organisation', async () => {
    for (const managerId of ['HRMS999', 'OTH1']) {
      const res = await create(ADMIN, body({ projectCode: 'GHOST-1', managerId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: M.managerUnknown, errors: { managerId: M.managerUnknown } });
    }
    expect((await create(OTHER_ADMIN, body({ projectCode: 'GHOST-2' }))).json().errors).toEqual({ managerId: M.managerUnknown });
  });

  it.each([
    ['projectCode', { projectCode: 'AB/12' }, M.codeInvalid],
    ['projectCode', { projectCode: '1ABC' }, M.codeInvalid],
    ['projectCode', { projectCode: 'A'.repeat(21) }, M.codeInvalid],
    ['projectCode', { projectCode: '' }, M.codeInvalid],
    ['projectName', { projectName: '' }, M.nameRequired],
    ['projectName', { projectName: 'Atlas 2' }, M.name],
    ['projectName', { projectName: 'A'.repeat(21) }, M.name],
    ['managerId', { managerId: '' }, M.managerRequired],
    ['managerName', { managerName: 'R2D2' }, M.managerName],
    ['description', { description: '' }, M.descriptionRequired],
    ['description', { description: 'x'.repeat(501) }, M.descriptionMax],
    ['billability', { billability: '' }, M.billability],
    ['billability', { billability: 'Maybe' }, M.billability],
    ['billabilityLocation', { billabilityLocation: 'Pune 1' }, M.location],
    ['billabilityLocation', { billabilityLocation: 'A'.repeat(21) }, M.location],
    ['client', { client: 'Acme & Co' }, M.client],
  ])('answers 400 for a bad %s with the spec message', async (field, patch, message) => {
    const res = await create(ADMIN, body({ projectCode: 'RULES-1', ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 400, never a 5xx, to malformed bodies, and writes nothing', async () => {
    for (const payload of [null, [], 'text', { projectCode: 42 }, { ...body({ projectCode: 'MAL-1' }), billability: true }]) {
      const res = await postJsonText(t, ADMIN, `${BASE}/create`, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await list(ADMIN)).json().some((p: { projectCode: string }) => p.projectCode === 'MAL-1')).toBe(false);
  });
});

describe('PATCH project/update', () => {
  it('replaces the details of the project named by its code', async () => {
    const res = await update(ADMIN, body({ projectName: 'Zephyr Web', managerId: 'hrms10', billability: 'No' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      projectName: 'Zephyr Web',
      managerId: 'HRMS10',
      managerName: 'Rohan Gupta',
      billability: 'No',
    });
  });

  it('answers 404 for an unknown code and for another tenant', async () => {
    expect((await update(ADMIN, body({ projectCode: 'NOPE-2' }))).statusCode).toBe(404);
    expect((await update(OTHER_ADMIN, body({ managerId: 'OTH1' }))).statusCode).toBe(404);
  });

  it('lets only admins change a project, and checks the manager', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await update(who, body())).statusCode).toBe(403);
    expect((await update(ADMIN, body({ managerId: 'OTH1' }))).json().errors).toEqual({ managerId: M.managerUnknown });
  });
});

describe('DELETE project/deleteProject/{code}', () => {
  it('refuses non-admins and another tenant', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await remove(who, 'ZEPHYR-9')).statusCode).toBe(403);
    expect((await remove(OTHER_ADMIN, 'ZEPHYR-9')).statusCode).toBe(404);
  });

  it('deletes the project with its assignments and audits it', async () => {
    const assign = await t.call(ADMIN, {
      method: 'POST',
      url: '/hrmsapplication/assignments/create',
      payload: {
        employeeId: 'HRMS12',
        projectCode: 'ZEPHYR-9',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
        shiftStartTime: '09:00',
        shiftEndTime: '18:00',
      },
    });
    expect(assign.statusCode).toBe(200);
    const res = await remove(ADMIN, 'zephyr-9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await remove(ADMIN, 'ZEPHYR-9')).statusCode).toBe(404);
    const gone = await t.call(ADMIN, {
      method: 'DELETE',
      url: `/hrmsapplication/assignments/deleteAssignment/${assign.json().id}`,
    });
    expect(gone.statusCode).toBe(404);
  });
});
