import { ADDRESS_MESSAGES as M, TARGET_EMPLOYEE_MESSAGES } from '@hrms/shared';
import { SAMPLE_HOME_ADDRESS } from '@hrms/shared/test-support';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { createPerson } from '../../test/people';
import { SECTION_READERS } from './profile.fixtures';

const t = useTestApp();
const BASE = '/hrmsapplication/location';

const home = SAMPLE_HOME_ADDRESS;
const { houseNumber: _h, ...places } = home;
const office = { buildingNameFloor: 'Acme Tower, Floor 3', ...places, pincode: '560037' };

const read = (who: string | null, employeeId: string) => t.call(who, { method: 'GET', url: `${BASE}/${employeeId}` });
const post = (who: string, path: string, employeeId: string, payload: object) =>
  t.call(who, { method: 'POST', url: `${BASE}/${path}?employeeId=${employeeId}`, payload });
const patch = (who: string, path: string, payload: object) => t.call(who, { method: 'PATCH', url: `${BASE}/${path}`, payload });

const createJoiner = (firstname: string) =>
  createPerson(t, { firstname, lastname: 'Joiner', email: `${firstname.toLowerCase()}.address@acme.example` });

describe('GET location/{id}', () => {
  it('answers presentadress, permanentadress (one d) and officeaddress with their exact fields', async () => {
    const res = await read(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['officeaddress', 'permanentadress', 'presentadress']);
    const homeKeys = ['country', 'district', 'houseNumber', 'pincode', 'state', 'street', 'town', 'village'];
    expect(Object.keys(body.presentadress).sort()).toEqual(homeKeys);
    expect(Object.keys(body.permanentadress).sort()).toEqual(homeKeys);
    expect(Object.keys(body.officeaddress).sort()).toEqual(
      ['buildingNameFloor', ...homeKeys.filter((k) => k !== 'houseNumber')].sort(),
    );
    expect(body.officeaddress.buildingNameFloor).toMatch(/^Acme Tower/);
  });

  it('answers an explicit null for every missing address', async () => {
    const res = await read(ADMIN, ONBOARDING);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"presentadress":null,"permanentadress":null,"officeaddress":null}');
  });

  it.each(SECTION_READERS)('lets %s read → %i', async (_who, actor, target, status) => {
    expect((await read(actor, target)).statusCode).toBe(status);
  });

  it('refuses a call without a token', async () => {
    expect((await read(null, EMPLOYEE)).statusCode).toBe(401);
  });
});

describe('creating and updating addresses', () => {
  let joiner: string;
  beforeAll(async () => {
    joiner = await createJoiner('Asha');
  });

  it('refuses to update a section that was never created', async () => {
    const res = await patch(ADMIN, 'UpdatePresentAddress', { ...home, employeeId: joiner });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound('Present Address'));
  });

  it.each([
    ['HR', HR],
    ['a manager', MANAGER],
    ['the employee', EMPLOYEE],
  ])('refuses %s (admin only)', async (_who, who) => {
    expect((await post(who, 'createPresentAddress', joiner, home)).statusCode).toBe(403);
    expect((await patch(who, 'UpdatePresentAddress', { ...home, employeeId: EMPLOYEE })).statusCode).toBe(403);
  });

  it('answers 404 to another tenant admin', async () => {
    expect((await post(OTHER_ADMIN, 'createPresentAddress', joiner, home)).statusCode).toBe(404);
  });

  it('creates the present address with 200, answering it, and audits', async () => {
    // The existing client also sends an empty buildingNameFloor and the employeeId.
    const res = await post(ADMIN, 'createPresentAddress', joiner, { ...home, buildingNameFloor: '', employeeId: joiner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(home);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'address.present'), eq(auditLog.entityId, joiner)));
    expect(audits).toMatchObject([{ action: 'create', actorId: ADMIN, after: home }]);
    const location = (await read(ADMIN, joiner)).json();
    expect(location).toEqual({ presentadress: home, permanentadress: null, officeaddress: null });
  });

  it('refuses to create a section twice', async () => {
    const res = await post(ADMIN, 'createPresentAddress', joiner, home);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyExists('Present Address'));
  });

  it('creates the permanent address at CreatePermanentAddress (capital C) and updates it at UpdatePermanentAddress', async () => {
    expect((await post(ADMIN, 'CreatePermanentAddress', joiner, home)).statusCode).toBe(200);
    const moved = { ...home, houseNumber: '7-A', town: 'Mysuru', district: 'Mysuru', pincode: '570001' };
    const res = await patch(ADMIN, 'UpdatePermanentAddress', { ...moved, employeeId: joiner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(moved);
    expect((await read(ADMIN, joiner)).json().permanentadress).toEqual(moved);
  });

  it('creates and updates the office address with buildingNameFloor instead of houseNumber', async () => {
    const created = await post(ADMIN, 'createOfficeAddress', joiner, { ...office, houseNumber: '' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual(office);
    const res = await patch(ADMIN, 'UpdateOfficeAddress', {
      ...office,
      buildingNameFloor: 'Acme Annexe, Floor 1',
      employeeId: joiner,
    });
    expect(res.statusCode).toBe(200);
    expect((await read(ADMIN, joiner)).json().officeaddress.buildingNameFloor).toBe('Acme Annexe, Floor 1');
  });

  it('names the employee through the body on updates and refuses a body without one', async () => {
    const res = await patch(ADMIN, 'UpdatePresentAddress', home);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TARGET_EMPLOYEE_MESSAGES.required);
  });
});

describe('address rules through the API (spec 1 §5)', () => {
  const create = (payload: object, path = 'createPresentAddress') => post(ADMIN, path, ONBOARDING, payload);

  it.each([
    ['a missing street', { street: '' }, 'street', 'Street is required'],
    ['a missing pincode', { pincode: undefined }, 'pincode', 'Pincode is required'],
    ['a house number with a space', { houseNumber: '12 B' }, 'houseNumber', M.houseNumber],
    ['a town with a leading space', { town: ' Pune' }, 'town', M.place('Town')],
    ['a pincode starting with 0', { pincode: '012345' }, 'pincode', 'Pincode must not start with 0.'],
    ['a pincode of 5 digits', { pincode: '56003' }, 'pincode', 'Pincode must be exactly 6 digits.'],
    ['a pincode of one repeated digit', { pincode: '222222' }, 'pincode', 'Pincode cannot have all digits the same.'],
  ])('refuses %s with the form message', async (_what, change, field, message) => {
    const res = await create({ ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, detail: message, errors: { [field]: message } });
  });

  it('wants an office building name of 4 to 40 characters', async () => {
    const res = await create({ ...office, buildingNameFloor: 'A1' }, 'createOfficeAddress');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.buildingNameFloor).toBe(M.buildingNameLength);
    const missing = await create({ ...places }, 'createOfficeAddress');
    expect(missing.json().errors.buildingNameFloor).toBe('Building Name/Floor is required');
  });

  it('left nothing behind for the refused requests', async () => {
    expect((await read(ADMIN, ONBOARDING)).json()).toEqual({ presentadress: null, permanentadress: null, officeaddress: null });
  });
});
