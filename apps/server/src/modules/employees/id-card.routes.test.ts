import { ID_CARD_MESSAGES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
const idCard = (employeeId: string) => `/hrmsapplication/employee/getIdCard?employeeId=${employeeId}`;

describe('GET employee/getIdCard', () => {
  it('answers {employeeName, contactNumber, designation} for the employee themself', async () => {
    const res = await t.call(EMPLOYEE, { method: 'GET', url: idCard(EMPLOYEE) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['contactNumber', 'designation', 'employeeName']);
    expect(body.employeeName).toBe('Ananya Rao');
    expect(body.designation).toBe('Software Engineer');
    expect(body.contactNumber).toMatch(/^\+91 [6-9]\d{9}$/);
  });

  it('lets every role read their own card, including onboarding', async () => {
    for (const who of [HR, MANAGER, ONBOARDING, STRANGER]) {
      expect((await t.call(who, { method: 'GET', url: idCard(who) })).statusCode, who).toBe(200);
    }
  });

  it("lets an admin read anyone's card in the organisation", async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: idCard(MANAGER) });
    expect(res.statusCode).toBe(200);
    expect(res.json().employeeName).toBe('Rahul Verma');
  });

  it("refuses a colleague's card, even a reportee's, with 403", async () => {
    for (const [who, id] of [
      [MANAGER, EMPLOYEE],
      [HR, EMPLOYEE],
      [EMPLOYEE, MANAGER],
      [STRANGER, EMPLOYEE],
    ]) {
      const res = await t.call(who!, { method: 'GET', url: idCard(id!) });
      expect(res.statusCode, `${who} → ${id}`).toBe(403);
      expect(res.json().message).toBe(ID_CARD_MESSAGES.selfOnly);
    }
  });

  it('hides another tenant and unknown ids (404), and needs the employeeId query', async () => {
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: idCard(EMPLOYEE) })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: idCard('NOBODY9') })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/employee/getIdCard' })).statusCode).toBe(400);
    expect((await t.call(null, { method: 'GET', url: idCard(EMPLOYEE) })).statusCode).toBe(401);
  });
});
