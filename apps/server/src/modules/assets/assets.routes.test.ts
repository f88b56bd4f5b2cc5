import { ASSET_MESSAGES as M } from '@hrms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
// the first sign-in warms the app (argon2, routes) on a loaded machine; no test should pay for it
beforeAll(() => t.as(ADMIN), 120_000);
const BASE = '/hrmsapplication/assets';
const put = (who: string, tag: string, payload: object) => t.call(who, { method: 'PUT', url: `${BASE}/${tag}`, payload });
const assign = (who: string, tag: string, employeeId: string) =>
  t.call(who, { method: 'POST', url: `${BASE}/${tag}/assign`, payload: { employeeId } });
const giveBack = (who: string, tag: string) => t.call(who, { method: 'POST', url: `${BASE}/${tag}/return` });
const list = (who: string, query = '') => t.call(who, { method: 'GET', url: `${BASE}${query}` });

describe('PUT assets/{tag}', () => {
  it('lets an admin register an asset and change it later', async () => {
    const created = await put(ADMIN, 'TST-100', { name: 'ThinkPad E14', category: 'Laptop', serialNumber: 'SN-1' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ tag: 'TST-100', name: 'ThinkPad E14', employeeId: null, since: null, history: [] });
    const renamed = await put(ADMIN, 'TST-100', { name: 'ThinkPad E14 Gen 5', category: 'Laptop' });
    expect(renamed.json()).toMatchObject({ name: 'ThinkPad E14 Gen 5', serialNumber: '' });
  });

  it('refuses HR, managers and employees', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) {
      expect((await put(who, 'TST-101', { name: 'x', category: 'y' })).statusCode).toBe(403);
    }
    expect((await list(ADMIN, '?q=TST-101')).json()).toEqual([]);
  });

  it('answers 400 naming the field for a bad tag, a missing name or category', async () => {
    const noName = await put(ADMIN, 'TST-102', { category: 'Laptop' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toHaveProperty('name');
    const badTag = await put(ADMIN, 'bad tag!', { name: 'x', category: 'y' });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().message).toContain(M.badTag);
  });
});

describe('assign and return', () => {
  it('keeps the history of who held an asset', async () => {
    await put(ADMIN, 'TST-200', { name: 'Pixel 7', category: 'Phone' });
    const assigned = await assign(HR, 'TST-200', EMPLOYEE);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ employeeId: EMPLOYEE, employeeName: 'Ananya Rao' });
    expect(assigned.json().since).toEqual(expect.any(String));
    expect((await assign(ADMIN, 'TST-200', MANAGER)).statusCode).toBe(409);
    const returned = await giveBack(ADMIN, 'TST-200');
    expect(returned.json()).toMatchObject({ employeeId: null, since: null });
    expect((await giveBack(ADMIN, 'TST-200')).statusCode).toBe(409);
    await assign(ADMIN, 'TST-200', MANAGER);
    const history = (await t.call(HR, { method: 'GET', url: `${BASE}/TST-200` })).json().history;
    expect(history.map((h: { employeeId: string }) => h.employeeId)).toEqual([EMPLOYEE, MANAGER]);
    expect(history[0].to).toEqual(expect.any(String));
    expect(history[1].to).toBeNull();
  });

  it('refuses managers and employees, unknown assets, and people of another organisation', async () => {
    await put(ADMIN, 'TST-300', { name: 'Monitor', category: 'Monitor' });
    expect((await assign(MANAGER, 'TST-300', EMPLOYEE)).statusCode).toBe(403);
    expect((await assign(EMPLOYEE, 'TST-300', EMPLOYEE)).statusCode).toBe(403);
    expect((await assign(ADMIN, 'NOPE-1', EMPLOYEE)).statusCode).toBe(404);
    const foreign = await assign(ADMIN, 'TST-300', OTHER_ADMIN);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('employeeId');
    const missing = await t.call(ADMIN, { method: 'POST', url: `${BASE}/TST-300/assign`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect((await t.call(ADMIN, { method: 'GET', url: `${BASE}/TST-300` })).json().employeeId).toBeNull();
  });

  it('hides another organisation’s register', async () => {
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/LAP-001` })).statusCode).toBe(404);
    expect((await list(OTHER_ADMIN)).json()).toEqual([]);
  });
});

describe('GET assets', () => {
  it('shows an employee only their own assets, a manager a reportee’s, HR the register', async () => {
    const own = (await list(EMPLOYEE)).json() as { tag: string; employeeId: string }[];
    expect(own.map((a) => a.tag)).toEqual(expect.arrayContaining(['LAP-001', 'IDC-004']));
    expect(own.every((a) => a.employeeId === EMPLOYEE)).toBe(true);
    expect((await list(EMPLOYEE, `?employeeId=${STRANGER}`)).statusCode).toBe(403);
    expect((await list(EMPLOYEE, '?employeeId=HRMS11')).statusCode).toBe(403);
    expect((await list(MANAGER, `?employeeId=${EMPLOYEE}`)).json().map((a: { tag: string }) => a.tag)).toContain('LAP-001');
    expect((await list(MANAGER, `?employeeId=${STRANGER}`)).statusCode).toBe(403);
    const register = (await list(HR)).json() as { tag: string; employeeId: string | null }[];
    expect(register.some((a) => a.employeeId === null)).toBe(true);
    expect((await list(ADMIN, '?q=macbook')).json().map((a: { tag: string }) => a.tag)).toEqual(['LAP-002']);
  });

  it('shows one asset to its holder only, besides admins and HR', async () => {
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/LAP-001` })).statusCode).toBe(200);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/LAP-002` })).statusCode).toBe(403);
    const returned = (await t.call(ADMIN, { method: 'GET', url: `${BASE}/LAP-003` })).json();
    expect(returned.history).toEqual([expect.objectContaining({ employeeId: 'HRMS12', to: expect.any(String) })]);
  });
});
