import { PERFORMANCE_MESSAGES as M } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
const B = '/hrmsapplication';
const year = new Date().getFullYear();
const FINANCE_MANAGER = 'HRMS6';

const get = (who: string | null, url: string) => t.call(who, { method: 'GET', url: `${B}/${url}` });
const send = (who: string | null, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call(who, { method, url: `${B}/${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });

const deliverable = (patch: Record<string, unknown> = {}) => ({
  id: '',
  employeeId: EMPLOYEE,
  performanceId: 'Q4-REVIEW',
  deliverableTitle: 'Migrate the billing service',
  description: 'Move billing to the new platform',
  measurementCriteria: 'No downtime',
  expectedCompletedDate: '2026-12-31',
  status: 'INPROGRESS',
  ...patch,
});

describe('performance records', () => {
  it('lists performance ids and reads a record with deliverables in the contract shape', async () => {
    const ids = await get(EMPLOYEE, `employeePerformance/${EMPLOYEE}/performance-ids`);
    expect(ids.statusCode).toBe(200);
    expect(ids.json()).toEqual([`PERF-${year}-H1`, `PERF-${year}-H2`]);
    const res = await get(
      EMPLOYEE,
      `employeePerformance/getEmployeePerformance?employeeId=${EMPLOYEE}&performanceId=PERF-${year}-H2`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['comments', 'deliverables', 'employeeId', 'managerId', 'performanceId']);
    expect(body.managerId).toBe(MANAGER);
    expect(Object.keys(body.deliverables[0]).sort()).toEqual(
      [
        'deliverableTitle',
        'description',
        'employeeId',
        'expectedCompletedDate',
        'id',
        'measurementCriteria',
        'performanceId',
        'status',
      ].sort(),
    );
    expect(body.deliverables.map((d: { status: string }) => d.status)).toEqual(
      expect.arrayContaining(['Completed', 'INPROGRESS']),
    );
  });

  it('is reached only by the employee, their manager and HR', async () => {
    const url = `employeePerformance/getEmployeePerformance?employeeId=${EMPLOYEE}&performanceId=PERF-${year}-H2`;
    for (const who of [EMPLOYEE, MANAGER, HR]) expect((await get(who, url)).statusCode).toBe(200);
    expect((await get(FINANCE_MANAGER, url)).statusCode).toBe(403);
    expect((await get(STRANGER, url)).statusCode).toBe(403);
    expect((await get(ADMIN, url)).statusCode).toBe(403);
    expect((await get(ONBOARDING, url)).statusCode).toBe(403);
    expect((await get(OTHER_ADMIN, url)).statusCode).toBe(403);
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(STRANGER, `employeePerformance/${EMPLOYEE}/performance-ids`)).statusCode).toBe(403);
    expect((await get(EMPLOYEE, 'employeePerformance/NOBODY/performance-ids')).statusCode).toBe(404);
    expect(
      (await get(EMPLOYEE, `employeePerformance/getEmployeePerformance?employeeId=${EMPLOYEE}&performanceId=NOPE`)).statusCode,
    ).toBe(404);
    expect((await get(EMPLOYEE, `employeePerformance/getEmployeePerformance?employeeId=${EMPLOYEE}`)).statusCode).toBe(400);
  });

  it('lets a manager record performance for a reportee only, with their id or the reporting manager as manager', async () => {
    const body = { employeeId: EMPLOYEE, managerId: MANAGER, performanceId: 'Q4-REVIEW', comments: 'Started well' };
    expect((await send(EMPLOYEE, 'POST', 'employeePerformance/create', body)).statusCode).toBe(403);
    expect(
      (await send(FINANCE_MANAGER, 'POST', 'employeePerformance/create', { ...body, managerId: FINANCE_MANAGER })).statusCode,
    ).toBe(403);
    const wrongManager = await send(MANAGER, 'POST', 'employeePerformance/create', { ...body, managerId: HR });
    expect([wrongManager.statusCode, wrongManager.json().errors?.managerId]).toEqual([400, M.managerMustBeYouOrReporting]);
    const missing = await send(MANAGER, 'POST', 'employeePerformance/create', { ...body, performanceId: ' ' });
    expect([missing.statusCode, missing.json().errors?.performanceId]).toEqual([400, M.performanceRequired]);
    for (const bad of [[1], {}, { ...body, employeeId: null }]) {
      expect((await send(MANAGER, 'POST', 'employeePerformance/create', bad)).statusCode).toBe(400);
    }
    const res = await send(MANAGER, 'POST', 'employeePerformance/create', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...body, deliverables: [] });
    const dup = await send(MANAGER, 'POST', 'employeePerformance/create', body);
    expect([dup.statusCode, dup.json().message]).toEqual([409, M.duplicate]);
    const ids = (await get(EMPLOYEE, `employeePerformance/${EMPLOYEE}/performance-ids`)).json();
    expect(ids).toContain('Q4-REVIEW');
  });

  it("lets only the record's manager save the comments", async () => {
    const body = { employeeId: EMPLOYEE, managerId: MANAGER, performanceId: 'Q4-REVIEW', comments: 'Excellent quarter' };
    const hr = await send(HR, 'PATCH', 'employeePerformance/updateEmployeePerformance', body);
    expect([hr.statusCode, hr.json().message]).toEqual([403, M.managerOnly]);
    expect((await send(EMPLOYEE, 'PATCH', 'employeePerformance/updateEmployeePerformance', body)).statusCode).toBe(403);
    const res = await send(MANAGER, 'PATCH', 'employeePerformance/updateEmployeePerformance', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().comments).toBe('Excellent quarter');
  });
});

describe('deliverables', () => {
  let id = 0;

  it('adds a deliverable to a record the caller reaches; title, employee and performance ids required', async () => {
    const missing = await send(EMPLOYEE, 'POST', 'deliverable/createDeliverable', deliverable({ deliverableTitle: '' }));
    expect([missing.statusCode, missing.json().errors?.deliverableTitle]).toEqual([400, M.titleRequired]);
    const bad = await send(EMPLOYEE, 'POST', 'deliverable/createDeliverable', deliverable({ status: 'DONE' }));
    expect(bad.statusCode).toBe(400);
    expect(
      (await send(EMPLOYEE, 'POST', 'deliverable/createDeliverable', deliverable({ performanceId: 'NOPE' }))).statusCode,
    ).toBe(404);
    expect((await send(STRANGER, 'POST', 'deliverable/createDeliverable', deliverable())).statusCode).toBe(403);
    const res = await send(MANAGER, 'POST', 'deliverable/createDeliverable', deliverable());
    expect(res.statusCode).toBe(200);
    id = res.json().id;
    expect(res.json()).toMatchObject({ ...deliverable(), id });
  });

  it("refuses the record's manager editing or deleting; the employee edits and completes it", async () => {
    const byManager = await send(MANAGER, 'PATCH', 'deliverable/updateDeliverable', deliverable({ id, deliverableTitle: 'x' }));
    expect([byManager.statusCode, byManager.json().message]).toEqual([403, M.managerCannotEdit]);
    expect((await send(MANAGER, 'DELETE', `deliverable/${id}`)).statusCode).toBe(403);
    const moved = await send(
      EMPLOYEE,
      'PATCH',
      'deliverable/updateDeliverable',
      deliverable({ id, performanceId: `PERF-${year}-H2` }),
    );
    expect(moved.statusCode).toBe(400);
    const edit = await send(
      EMPLOYEE,
      'PATCH',
      'deliverable/updateDeliverable',
      deliverable({ id, deliverableTitle: 'Migrate billing' }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().deliverableTitle).toBe('Migrate billing');
    const done = await send(EMPLOYEE, 'PATCH', 'deliverable/updateDeliverable', deliverable({ id, status: 'Completed' }));
    expect([done.statusCode, done.json().status]).toEqual([200, 'Completed']);
  });

  it('keeps a Completed deliverable immutable for everyone', async () => {
    for (const who of [EMPLOYEE, HR]) {
      const edit = await send(who, 'PATCH', 'deliverable/updateDeliverable', deliverable({ id, status: 'INPROGRESS' }));
      expect([edit.statusCode, edit.json().message]).toEqual([409, M.completedLocked]);
      const del = await send(who, 'DELETE', `deliverable/${id}`);
      expect([del.statusCode, del.json().message]).toEqual([409, M.completedLocked]);
    }
    const record = (
      await get(EMPLOYEE, `employeePerformance/getEmployeePerformance?employeeId=${EMPLOYEE}&performanceId=Q4-REVIEW`)
    ).json();
    expect(record.deliverables.find((d: { id: number }) => d.id === id)).toMatchObject({
      status: 'Completed',
      deliverableTitle: 'Migrate the billing service',
    });
  });

  it('deletes an open deliverable, 200, and audits it; other tenants and malformed ids are refused', async () => {
    const created = (
      await send(EMPLOYEE, 'POST', 'deliverable/createDeliverable', deliverable({ deliverableTitle: 'Temp' }))
    ).json();
    expect((await send(OTHER_ADMIN, 'DELETE', `deliverable/${created.id}`)).statusCode).toBe(403);
    expect((await send(FINANCE_MANAGER, 'DELETE', `deliverable/${created.id}`)).statusCode).toBe(403);
    expect((await send(EMPLOYEE, 'DELETE', 'deliverable/abc')).statusCode).toBe(400);
    const res = await send(HR, 'DELETE', `deliverable/${created.id}`);
    expect([res.statusCode, res.json().message]).toEqual([200, M.deliverableDeleted]);
    expect((await send(HR, 'DELETE', `deliverable/${created.id}`)).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'deliverable'), eq(auditLog.entityId, String(created.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete']);
  });

  it('summarises open deliverables for Associate 360', async () => {
    const res = await get(EMPLOYEE, `employeePerformance/${EMPLOYEE}/summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ performances: 3, openDeliverables: expect.any(Number) });
    expect(res.json().openDeliverables).toBeGreaterThan(0);
    expect((await get(STRANGER, `employeePerformance/${EMPLOYEE}/summary`)).statusCode).toBe(403);
  });
});

describe('export and delete of performance records', () => {
  it("exports the caller's reportees as a real .xlsx", async () => {
    const res = await get(MANAGER, 'employeePerformance/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new (excelJS().Workbook)();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employee Performance')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Employee ID');
    const ids = sheet.getColumn(1).values.slice(2);
    expect(ids).toContain(EMPLOYEE);
    expect(ids).not.toContain(STRANGER);
    expect((await get(EMPLOYEE, 'employeePerformance/export')).statusCode).toBe(403);
  });

  it('deletes a record with its deliverables for the manager; the employee cannot', async () => {
    const url = `employeePerformance/deleteEmployeePerformance/${EMPLOYEE}?performanceId=Q4-REVIEW`;
    expect((await send(EMPLOYEE, 'DELETE', url)).statusCode).toBe(403);
    expect((await send(FINANCE_MANAGER, 'DELETE', url)).statusCode).toBe(403);
    expect((await send(MANAGER, 'DELETE', `employeePerformance/deleteEmployeePerformance/${EMPLOYEE}`)).statusCode).toBe(400);
    const res = await send(MANAGER, 'DELETE', url);
    expect([res.statusCode, res.json().message]).toEqual([200, M.performanceDeleted]);
    expect((await send(MANAGER, 'DELETE', url)).statusCode).toBe(404);
    expect((await get(EMPLOYEE, `employeePerformance/${EMPLOYEE}/performance-ids`)).json()).not.toContain('Q4-REVIEW');
  });
});
