import { CUSTOM_FIELD_MESSAGES as M } from '@hrms/shared';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { customFieldValues } from './customfields.tables';

const t = useTestApp();
const DEFS = '/hrmsapplication/admin/custom-fields';
const valuesOf = (who: string, employeeId: string) =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/employee/${employeeId}/custom-fields` });
const patch = (who: string, employeeId: string, payload: object) =>
  t.call(who, { method: 'PATCH', url: `/hrmsapplication/employee/${employeeId}/custom-fields`, payload });
const define = (who: string, key: string, payload: object, entity = 'employee') =>
  t.call(who, { method: 'PUT', url: `${DEFS}/${entity}/${key}`, payload });
// the demo seed brings fields of its own (customfields.seed.ts); these tests look at the ones they define
const MINE = new Set(['badge', 'badge_expiry', 'cost_centre', 'tshirt', 'locker']);
const keysOf = async (who: string) =>
  ((await t.call(who, { method: 'GET', url: `${DEFS}/employee` })).json() as { key: string }[]).map((f) => f.key);
const mine = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([key]) => MINE.has(key)));

// EMPLOYEE (HRMS4) reports to MANAGER (HRMS3) with HR (HRMS2); STRANGER is in another line
beforeAll(async () => {
  const everyone = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'];
  expect(
    (
      await define(ADMIN, 'tshirt', {
        label: 'T-shirt size',
        type: 'SELECT',
        options: ['S', 'M', 'L'],
        readRoles: everyone,
        editRoles: everyone,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await define(ADMIN, 'badge', {
        label: 'Badge number',
        type: 'NUMBER',
        readRoles: ['ROLE_ADMIN', 'ROLE_HR'],
        editRoles: ['ROLE_ADMIN'],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await define(ADMIN, 'cost_centre', {
        label: 'Cost centre',
        type: 'TEXT',
        required: true,
        readRoles: everyone,
        editRoles: ['ROLE_ADMIN', 'ROLE_HR'],
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await define(ADMIN, 'badge_expiry', {
        label: 'Badge expires',
        type: 'DATE',
        readRoles: ['ROLE_ADMIN'],
        editRoles: ['ROLE_ADMIN'],
      })
    ).statusCode,
  ).toBe(200);
});

describe('admin/custom-fields', () => {
  it('answers the whole definition and lists to each role only the fields it reads, with editable', async () => {
    const res = await define(ADMIN, 'tshirt', {
      label: 'T-shirt size',
      type: 'SELECT',
      options: ['S', 'M', 'L', 'XL'],
      readRoles: ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'],
      editRoles: ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'],
    });
    expect(res.json()).toEqual({
      key: 'tshirt',
      label: 'T-shirt size',
      type: 'SELECT',
      options: ['S', 'M', 'L', 'XL'],
      required: false,
      readRoles: ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'],
      editRoles: ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'],
    });
    const keys = async (who: string) =>
      ((await t.call(who, { method: 'GET', url: `${DEFS}/employee` })).json() as { key: string; editable: boolean }[]).filter(
        (f) => MINE.has(f.key),
      );
    expect((await keys(ADMIN)).map((f) => f.key)).toEqual(['badge', 'badge_expiry', 'cost_centre', 'tshirt']);
    expect((await keys(HR)).map((f) => [f.key, f.editable])).toEqual([
      ['badge', false],
      ['cost_centre', true],
      ['tshirt', true],
    ]);
    expect((await keys(EMPLOYEE)).map((f) => [f.key, f.editable])).toEqual([
      ['cost_centre', false],
      ['tshirt', true],
    ]);
    expect(await keys(OTHER_ADMIN)).toEqual([]);
  });

  it('refuses non-admins (403) and bad definitions (400 naming the field), writing nothing', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE])
      expect((await define(who, 'x', { label: 'X', type: 'TEXT', readRoles: ['ROLE_ADMIN'] })).statusCode).toBe(403);
    const cases: [string, object, string, string?][] = [
      ['Bad-Key', { label: 'X', type: 'TEXT', readRoles: ['ROLE_ADMIN'] }, 'key'],
      ['ok', { label: '', type: 'TEXT', readRoles: ['ROLE_ADMIN'] }, 'label'],
      ['ok', { label: 'X', type: 'COLOUR', readRoles: ['ROLE_ADMIN'] }, 'type'],
      ['ok', { label: 'X', type: 'SELECT', options: [], readRoles: ['ROLE_ADMIN'] }, 'options'],
      ['ok', { label: 'X', type: 'TEXT', options: ['a'], readRoles: ['ROLE_ADMIN'] }, 'options'],
      ['ok', { label: 'X', type: 'TEXT', readRoles: [] }, 'readRoles'],
      ['ok', { label: 'X', type: 'TEXT', readRoles: ['ROLE_KING'] }, 'readRoles'],
      ['ok', { label: 'X', type: 'TEXT', readRoles: ['ROLE_ADMIN'] }, 'entity', 'project'],
    ];
    for (const [key, body, field, entity] of cases) {
      const res = await define(ADMIN, key, body, entity);
      expect(res.statusCode, `${key} ${JSON.stringify(body)}`).toBe(400);
      expect(JSON.stringify(res.json().errors), field).toContain(field);
    }
    expect(
      ((await t.call(ADMIN, { method: 'GET', url: `${DEFS}/employee` })).json() as { key: string }[]).map((f) => f.key),
    ).not.toContain('ok');
  });
});

describe('DELETE admin/custom-fields/{entity}/{key}', () => {
  it('tells admins who reads and edits each field, and no one else', async () => {
    const [adminView] = (await t.call(ADMIN, { method: 'GET', url: `${DEFS}/employee` })).json() as object[];
    expect(adminView).toMatchObject({ key: 'badge', readRoles: ['ROLE_ADMIN', 'ROLE_HR'], editRoles: ['ROLE_ADMIN'] });
    const hrViews = (await t.call(HR, { method: 'GET', url: `${DEFS}/employee` })).json() as object[];
    expect(hrViews.length).toBeGreaterThan(0);
    for (const view of hrViews) expect(view).not.toHaveProperty('readRoles');
  });

  it('deletes a field with every value of it, audited; non-admins 403, another organisation and unknown keys 404', async () => {
    expect(
      (await define(ADMIN, 'locker', { label: 'Locker', type: 'TEXT', readRoles: ['ROLE_ADMIN'], editRoles: ['ROLE_ADMIN'] }))
        .statusCode,
    ).toBe(200);
    expect((await patch(ADMIN, EMPLOYEE, { locker: 'L-12' })).statusCode).toBe(200);
    for (const who of [HR, MANAGER, EMPLOYEE])
      expect((await t.call(who, { method: 'DELETE', url: `${DEFS}/employee/locker` })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'DELETE', url: `${DEFS}/employee/locker` })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${DEFS}/employee/Bad-Key` })).statusCode).toBe(400);
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${DEFS}/employee/locker` })).statusCode).toBe(204);
    const gone = await t.call(ADMIN, { method: 'DELETE', url: `${DEFS}/employee/locker` });
    // the sentence "customFields.unknownField" shares is sent with this code (issue 27 point 4)
    expect(gone.json()).toMatchObject({ status: 404, message: M.notFound, code: 'customFields.notFound' });
    const left = await t.database.db.select().from(customFieldValues).where(eq(customFieldValues.key, 'locker'));
    expect(left).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customField'), eq(auditLog.entityId, 'employee.locker'), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
  });
});

describe('employee/{id}/custom-fields', () => {
  it('lets the admin set typed values, answers the readable map, audits, and keeps numbers exact', async () => {
    const res = await patch(ADMIN, EMPLOYEE, { tshirt: 'M', badge: 123456.25, cost_centre: 'CC-42', badge_expiry: '2027-03-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(mine(res.json())).toEqual({ badge: 123456.25, badge_expiry: '2027-03-31', cost_centre: 'CC-42', tshirt: 'M' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employeeCustomFields'), eq(auditLog.entityId, EMPLOYEE)));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('reads by role on records the role already sees: own, reportees, HR, admin; others 403, another organisation 404', async () => {
    await patch(ADMIN, EMPLOYEE, { tshirt: 'L', badge: 7, cost_centre: 'CC-1' });
    expect(mine((await valuesOf(EMPLOYEE, EMPLOYEE)).json())).toEqual({ cost_centre: 'CC-1', tshirt: 'L' });
    expect(mine((await valuesOf(MANAGER, EMPLOYEE)).json())).toEqual({ cost_centre: 'CC-1', tshirt: 'L' });
    expect(mine((await valuesOf(HR, EMPLOYEE)).json())).toEqual({ badge: 7, cost_centre: 'CC-1', tshirt: 'L' });
    expect((await valuesOf(STRANGER, EMPLOYEE)).statusCode).toBe(403);
    expect((await valuesOf(EMPLOYEE, MANAGER)).statusCode).toBe(403);
    expect((await valuesOf(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
    expect((await patch(OTHER_ADMIN, EMPLOYEE, { tshirt: 'S' })).statusCode).toBe(404);
  });

  it('edits only by editRoles (403 otherwise) and only on records the editor sees', async () => {
    expect((await patch(EMPLOYEE, EMPLOYEE, { tshirt: 'S' })).json()).toMatchObject({ tshirt: 'S' });
    expect((await patch(EMPLOYEE, EMPLOYEE, { cost_centre: 'CC-9' })).statusCode).toBe(403);
    expect((await patch(HR, EMPLOYEE, { badge: 8 })).statusCode).toBe(403);
    expect((await patch(HR, EMPLOYEE, { cost_centre: 'CC-HR' })).json()).toMatchObject({ cost_centre: 'CC-HR' });
    expect((await patch(STRANGER, EMPLOYEE, { tshirt: 'M' })).statusCode).toBe(403);
    expect((await valuesOf(ADMIN, EMPLOYEE)).json()).toMatchObject({ tshirt: 'S', cost_centre: 'CC-HR' });
  });

  it('answers 400 naming the field for a bad value, an unknown key or a cleared required field, and writes nothing', async () => {
    await patch(ADMIN, EMPLOYEE, { tshirt: 'M', badge: 5, cost_centre: 'CC-5', badge_expiry: '2027-01-01' });
    const cases: [object, string, string][] = [
      [{ tshirt: 'XXL' }, 'tshirt', M.notOption],
      [{ badge: 'twelve' }, 'badge', M.notNumber],
      [{ badge: 1e20 }, 'badge', M.notNumber],
      [{ badge_expiry: '2027-02-30' }, 'badge_expiry', M.notDate],
      [{ cost_centre: null }, 'cost_centre', M.required],
      [{ cost_centre: 'x'.repeat(501) }, 'cost_centre', M.notText],
      [{ shoe_size: 42 }, 'shoe_size', M.unknownField],
      [{ tshirt: 'S', badge: 'x' }, 'badge', M.notNumber],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(ADMIN, EMPLOYEE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toMatchObject({ [field]: message });
      const code = Object.entries(M).find(([key, text]) => text === message && key !== 'notFound')?.[0];
      expect(res.json(), JSON.stringify(body)).toMatchObject({ message, code: `customFields.${code}` });
    }
    expect(mine((await valuesOf(ADMIN, EMPLOYEE)).json())).toEqual({
      tshirt: 'M',
      badge: 5,
      cost_centre: 'CC-5',
      badge_expiry: '2027-01-01',
    });
    expect((await patch(ADMIN, EMPLOYEE, { badge_expiry: null })).json()).toMatchObject({ badge_expiry: null });
    const rows = await t.database.db.select().from(customFieldValues).where(eq(customFieldValues.recordId, EMPLOYEE));
    expect(rows.map((r) => r.key).sort()).toEqual(['badge', 'cost_centre', 'tshirt']);
  });
});

describe('the demo seed and admins', () => {
  it('gives the demo organisation a choice, a text and a date field with values on some people, by their roles', async () => {
    const admin = (await t.call(ADMIN, { method: 'GET', url: `${DEFS}/employee` })).json() as { key: string; type: string }[];
    expect(admin).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'tshirt_size', type: 'SELECT', options: ['XS', 'S', 'M', 'L', 'XL'] }),
        expect.objectContaining({ key: 'cost_centre_code', type: 'TEXT' }),
        expect.objectContaining({ key: 'badge_issued', type: 'DATE' }),
      ]),
    );
    // HRMS3 (MANAGER) has seeded values; the employee reads the size and the cost centre, not the badge date
    expect((await valuesOf(ADMIN, MANAGER)).json()).toMatchObject({
      tshirt_size: 'XL',
      cost_centre_code: 'CC-200 Engineering',
      badge_issued: '2024-01-15',
    });
    const own = (await valuesOf(MANAGER, MANAGER)).json();
    expect(own).toMatchObject({ tshirt_size: 'XL', cost_centre_code: 'CC-200 Engineering' });
    expect(own).not.toHaveProperty('badge_issued');
    expect(await keysOf(OTHER_ADMIN)).toEqual([]);
  });

  it('lets admins read and edit a field whose roles leave them out, as import and export do', async () => {
    expect(
      (await define(ADMIN, 'hr_note', { label: 'HR note', type: 'TEXT', readRoles: ['ROLE_HR'], editRoles: ['ROLE_HR'] }))
        .statusCode,
    ).toBe(200);
    expect((await patch(ADMIN, EMPLOYEE, { hr_note: 'Joined from the Pune office' })).json()).toMatchObject({
      hr_note: 'Joined from the Pune office',
    });
    expect((await valuesOf(HR, EMPLOYEE)).json()).toMatchObject({ hr_note: 'Joined from the Pune office' });
    expect((await valuesOf(EMPLOYEE, EMPLOYEE)).json()).not.toHaveProperty('hr_note');
    expect((await patch(MANAGER, EMPLOYEE, { hr_note: 'x' })).statusCode).toBe(403);
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${DEFS}/employee/hr_note` })).statusCode).toBe(204);
  });
});

describe('saving the profile form', () => {
  it('writes, audits and announces only the values that differ', async () => {
    await patch(ADMIN, MANAGER, { tshirt_size: 'L' });
    const audits = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'employeeCustomFields'), eq(auditLog.entityId, MANAGER)))
      ).length;
    const before = await audits();
    // the form sends every field it shows, changed or not
    const same = await patch(ADMIN, MANAGER, { tshirt_size: 'L', cost_centre_code: 'CC-200 Engineering' });
    expect(same.statusCode).toBe(200);
    expect(await audits()).toBe(before);
    await patch(ADMIN, MANAGER, { tshirt_size: 'XL', cost_centre_code: 'CC-200 Engineering' });
    expect(await audits()).toBe(before + 1);
    const [last] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employeeCustomFields'), eq(auditLog.entityId, MANAGER)))
      .orderBy(desc(auditLog.id));
    expect(last?.before).toEqual({ tshirt_size: 'L' });
    expect(last?.after).toEqual({ tshirt_size: 'XL' });
  });
});
