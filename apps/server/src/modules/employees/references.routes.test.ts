import { CURRENT_EMPLOYMENT_MESSAGES, DEPARTMENT_MESSAGES, REFERENCE_MESSAGES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { requireDepartmentReference, requireDesignationReference, requireEmployeeReference } from './references';

const t = useTestApp();
const send = (method: 'POST' | 'PATCH', path: string, payload: object) =>
  t.call(ADMIN, { method, url: `/hrmsapplication/${path}`, payload });

describe('fields that name another record are checked against the caller’s organisation', () => {
  it('refuses a department head from another organisation or of nobody, under the field', async () => {
    for (const head of [OTHER_ADMIN, 'NOBODY9', 'Some text']) {
      const res = await send('POST', 'department/create', {
        departmentId: 'LEGAL',
        departmentName: 'Legal',
        departmentHead: head,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ departmentHead: DEPARTMENT_MESSAGES.unknownHead });
    }
    const update = await send('PATCH', 'department/update', {
      departmentId: 'ENG',
      departmentName: 'Engineering',
      departmentHead: OTHER_ADMIN,
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ departmentHead: DEPARTMENT_MESSAGES.unknownHead });
    const list = (await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/department/getAllDepartments' })).json();
    expect(list.find((d: { departmentId: string }) => d.departmentId === 'ENG').departmentHead).toBe('HRMS3');
    expect(list.some((d: { departmentId: string }) => d.departmentId === 'LEGAL')).toBe(false);
  });

  it('stores a department head by their exact id', async () => {
    const res = await send('POST', 'department/create', { departmentId: 'LAW', departmentName: 'Law', departmentHead: 'hrms8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().departmentHead).toBe('HRMS8');
  });

  it("refuses another organisation's employee as reporting manager or HR in current employment", async () => {
    const body = {
      organisationName: 'Acme Technologies',
      employeeName: 'Someone',
      employeeId: EMPLOYEE,
      designation: 'Software Engineer',
      doj: '2024-01-02',
      reportingManagerId: 'HRMS3',
      reportingManager: 'x',
      departmentId: 'ENG',
      departmentName: 'Engineering',
      hrId: 'HRMS2',
    };
    const manager = await send('PATCH', 'currentexperience/updateCurrentEmployement', {
      ...body,
      reportingManagerId: OTHER_ADMIN,
    });
    expect(manager.statusCode).toBe(400);
    expect(manager.json().errors).toEqual({ reportingManagerId: CURRENT_EMPLOYMENT_MESSAGES.notManager });
    const hr = await send('PATCH', 'currentexperience/updateCurrentEmployement', { ...body, hrId: OTHER_ADMIN });
    expect(hr.json().errors).toEqual({ hrId: CURRENT_EMPLOYMENT_MESSAGES.notHr });
  });

  it('offers one helper per kind of reference, answering 400 under the given field', async () => {
    const db = t.database.db;
    expect((await requireEmployeeReference(db, 'ORG1', 'hrms4', 'who')).employeeId).toBe('HRMS4');
    await expect(requireEmployeeReference(db, 'ORG1', OTHER_ADMIN, 'who')).rejects.toMatchObject({
      statusCode: 400,
      errors: { who: REFERENCE_MESSAGES.employee },
    });
    expect((await requireDepartmentReference(db, 'ORG1', 'eng', 'dept')).departmentId).toBe('ENG');
    await expect(requireDepartmentReference(db, 'ORG2', 'ENG', 'dept')).rejects.toMatchObject({
      errors: { dept: REFERENCE_MESSAGES.department },
    });
    await expect(requireDesignationReference(db, 'ORG2', 'Software Engineer', 'designation')).rejects.toMatchObject({
      errors: { designation: REFERENCE_MESSAGES.designation },
    });
  });
});
