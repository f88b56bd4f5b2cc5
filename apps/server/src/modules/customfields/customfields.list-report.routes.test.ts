import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';

const t = useTestApp();
const LIST = '/hrmsapplication/employee/getAll';
const ids = async (who: string, query: string) => {
  const res = await t.call(who, { method: 'GET', url: `${LIST}?size=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { employeeId: string }[]).map((row) => row.employeeId);
};

beforeAll(async () => {
  const define = (key: string, body: object) =>
    t.call(ADMIN, { method: 'PUT', url: `/hrmsapplication/admin/custom-fields/employee/${key}`, payload: body });
  const all = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'];
  expect(
    (await define('tshirt', { label: 'T-shirt', type: 'SELECT', options: ['S', 'M'], readRoles: all, editRoles: all }))
      .statusCode,
  ).toBe(200);
  expect(
    (await define('cost_centre', { label: 'Cost centre', type: 'TEXT', readRoles: ['ROLE_ADMIN'], editRoles: ['ROLE_ADMIN'] }))
      .statusCode,
  ).toBe(200);
  const set = (id: string, body: object) =>
    t.call(ADMIN, { method: 'PATCH', url: `/hrmsapplication/employee/${id}/custom-fields`, payload: body });
  expect((await set(EMPLOYEE, { tshirt: 'M', cost_centre: 'CC-North' })).statusCode).toBe(200);
  expect((await set(MANAGER, { tshirt: 'S', cost_centre: 'cc-north' })).statusCode).toBe(200);
});

describe('employee/getAll?customField=<key>:<value>', () => {
  it('keeps the people holding the value (text ignoring case), combined with other filters', async () => {
    expect(await ids(ADMIN, 'customField=tshirt:M')).toEqual([EMPLOYEE]);
    expect((await ids(ADMIN, 'customField=cost_centre:CC-NORTH')).sort()).toEqual([EMPLOYEE, MANAGER].sort());
    expect(await ids(ADMIN, 'customField=cost_centre:cc-north&customField=tshirt:S')).toEqual([MANAGER]);
    expect(await ids(ADMIN, 'customField=tshirt:S&role=ROLE_EMPLOYEE')).toEqual([]);
  });

  it('answers 400 naming customField for an unknown field, a value not of its type, and another organisation', async () => {
    for (const [who, query] of [
      [ADMIN, 'customField=shoe:42'],
      [ADMIN, 'customField=tshirt:XXL'],
      [ADMIN, 'customField=tshirt'],
      [OTHER_ADMIN, 'customField=tshirt:M'],
    ] as const) {
      const res = await t.call(who, { method: 'GET', url: `${LIST}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toHaveProperty('customField');
    }
    expect((await t.call(HR, { method: 'GET', url: `${LIST}?customField=tshirt:M` })).statusCode).toBe(403);
  });

  it("names the field by its label as a value of the message's code, so a browser words the rest (issue 27 point 4)", async () => {
    const refused = await t.call(ADMIN, { method: 'GET', url: `${LIST}?customField=tshirt:XXL` });
    expect(refused.json()).toMatchObject({
      message: 'T-shirt: Choose one of the options.',
      code: 'customFields.labelled.notOption',
      params: { label: 'T-shirt' },
      errors: { customField: 'Choose one of the options.' },
    });
    const unknown = await t.call(ADMIN, { method: 'GET', url: `${LIST}?customField=shoe:42` });
    // a sentence another code shares ("customFields.notFound") is sent with its own code
    expect(unknown.json()).toMatchObject({ message: 'There is no such custom field.', code: 'customFields.unknownField' });
    expect(unknown.json()).not.toHaveProperty('params');
  });
});

describe('reports/headcount?groupBy=cf_<key>', () => {
  const headcount = (who: string, groupBy: string) =>
    t.call(who, { method: 'GET', url: `/hrmsapplication/reports/headcount?from=2026-01&to=2026-01&groupBy=${groupBy}` });

  it('groups people by the choice field, those without a value under a dash', async () => {
    const res = await headcount(ADMIN, 'cf_tshirt');
    expect(res.statusCode, res.body).toBe(200);
    const [month] = res.json().series as { total: number; groups: { key: string; count: number }[] }[];
    const byKey = Object.fromEntries((month?.groups ?? []).map((g) => [g.key, g.count]));
    expect(byKey.M).toBe(1);
    expect(byKey.S).toBe(1);
    expect((month?.groups ?? []).reduce((sum, g) => sum + g.count, 0)).toBe(month?.total);
  });

  it('answers 400 naming groupBy for a field that is not a choice, an unknown one, or another organisation', async () => {
    for (const [who, groupBy] of [
      [ADMIN, 'cf_cost_centre'],
      [ADMIN, 'cf_nothing'],
      [ADMIN, 'colour'],
      [OTHER_ADMIN, 'cf_tshirt'],
    ] as const) {
      const res = await headcount(who, groupBy);
      expect(res.statusCode, groupBy).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain('groupBy');
    }
  });
});
