import { TEAM_MESSAGES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
const byManager = (id: string, query = '') => `/hrmsapplication/employee/getEmployeesListByManagerId/${id}${query}`;
const byHr = (id: string, query = '') => `/hrmsapplication/employee/getHrReportees/${id}${query}`;

describe('GET employee/getEmployeesListByManagerId/{id}', () => {
  it("answers a manager's direct reports as a bare array of {employeeId, employeeName, designation}", async () => {
    const res = await t.call(MANAGER, { method: 'GET', url: byManager(MANAGER) });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows[0]).toEqual({ employeeId: 'HRMS4', employeeName: 'Ananya Rao', designation: 'Software Engineer' });
    expect(rows.map((r: { employeeId: string }) => r.employeeId)).toEqual([
      'HRMS4',
      'HRMS5',
      'HRMS9',
      'HRMS10',
      'HRMS11',
      'HRMS12',
      'HRMS13',
      'HRMS27',
    ]);
    expect(res.headers['x-total-count']).toBe('8');
    for (const row of rows) expect(typeof row.designation).toBe('string');
  });

  it('pages on the server with pageNumber and size, keeping the total in X-Total-Count', async () => {
    const first = await t.call(MANAGER, { method: 'GET', url: byManager(MANAGER, '?pageNumber=0&size=3') });
    const second = await t.call(MANAGER, { method: 'GET', url: byManager(MANAGER, '?pageNumber=1&size=3') });
    expect(first.json().map((r: { employeeId: string }) => r.employeeId)).toEqual(['HRMS4', 'HRMS5', 'HRMS9']);
    expect(second.json().map((r: { employeeId: string }) => r.employeeId)).toEqual(['HRMS10', 'HRMS11', 'HRMS12']);
    expect(second.headers['x-total-count']).toBe('8');
  });

  it('defaults to pages of 10', async () => {
    const res = await t.call(HR, { method: 'GET', url: byHr(HR) });
    expect(res.json()).toHaveLength(10);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(10);
  });

  it('searches by name, id and designation, case-insensitively', async () => {
    const byName = await t.call(MANAGER, { method: 'GET', url: byManager(MANAGER, '?search=ANANYA') });
    expect(byName.json().map((r: { employeeId: string }) => r.employeeId)).toEqual(['HRMS4']);
    const byDesignation = await t.call(MANAGER, { method: 'GET', url: byManager(MANAGER, '?search=qa%20lead') });
    expect(byDesignation.json()).toEqual([{ employeeId: 'HRMS9', employeeName: 'Aditya Joshi', designation: 'QA Lead' }]);
    expect(byDesignation.headers['x-total-count']).toBe('1');
    const byId = await t.call(MANAGER, { method: 'GET', url: byManager(MANAGER, '?search=hrms27') });
    expect(byId.json().map((r: { employeeId: string }) => r.employeeId)).toEqual(['HRMS27']);
  });

  it('answers an empty list to an employee who manages nobody', async () => {
    const res = await t.call(EMPLOYEE, { method: 'GET', url: byManager(EMPLOYEE) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it("refuses someone else's team to a manager, HR or employee with 403", async () => {
    for (const [who, id] of [
      [MANAGER, 'HRMS7'],
      [HR, MANAGER],
      [EMPLOYEE, MANAGER],
      [STRANGER, MANAGER],
    ]) {
      const res = await t.call(who!, { method: 'GET', url: byManager(id!) });
      expect(res.statusCode, `${who} → ${id}`).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.ownOnly);
    }
  });

  it("lets an admin read any leader's team in the organisation", async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: byManager(MANAGER) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('8');
  });

  it('refuses onboarding accounts and hides another tenant (404)', async () => {
    expect((await t.call(ONBOARDING, { method: 'GET', url: byManager(ONBOARDING) })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: byManager(MANAGER) })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: byManager('NOBODY9') })).statusCode).toBe(404);
  });

  it('requires a session', async () => {
    expect((await t.call(null, { method: 'GET', url: byManager(MANAGER) })).statusCode).toBe(401);
  });
});

describe('GET employee/getHrReportees/{id}', () => {
  it("answers the people whose HR is the caller, not the manager's line", async () => {
    const res = await t.call(HR, { method: 'GET', url: byHr(HR, '?size=100') });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { employeeId: string }) => r.employeeId);
    expect(ids).toContain('HRMS3');
    expect(ids).toContain('HRMS4');
    expect(ids).not.toContain('HRMS13'); // HR of HRMS13 is HRMS8
    expect(Number(res.headers['x-total-count'])).toBe(ids.length);
  });

  it('pages HR reportees and answers 403 for another HR person', async () => {
    const second = await t.call(HR, { method: 'GET', url: byHr(HR, '?pageNumber=1&size=10') });
    expect(second.statusCode).toBe(200);
    expect(second.json().length).toBeGreaterThan(0);
    expect((await t.call(HR, { method: 'GET', url: byHr('HRMS8') })).statusCode).toBe(403);
    expect((await t.call(MANAGER, { method: 'GET', url: byHr(HR) })).statusCode).toBe(403);
  });

  it('answers an empty list to a manager who is nobody’s HR', async () => {
    const res = await t.call(MANAGER, { method: 'GET', url: byHr(MANAGER) });
    expect(res.json()).toEqual([]);
  });
});
