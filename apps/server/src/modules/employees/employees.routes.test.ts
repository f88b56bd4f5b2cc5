import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMPLOYEE_MESSAGES, employeeListItemSchema, employeeProfileSchema } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { NEW_PERSON } from '../../test/people';

const t = useTestApp();
const BASE = '/hrmsapplication/employee';

const newPerson = (patch: Record<string, unknown> = {}) => ({ ...NEW_PERSON, ...patch });

const create = (who: string | null, payload: object) => t.call(who, { method: 'POST', url: `${BASE}/create`, payload });
const list = (who: string | null, query: Record<string, string> = {}) =>
  t.call(who, { method: 'GET', url: `${BASE}/getAll`, query });
const ids = (res: { json: () => unknown }) => (res.json() as { employeeId: string }[]).map((row) => row.employeeId);
/** The demo ids HRMS<from> to HRMS<to>, in number order. */
const demoIds = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `HRMS${from + i}`);

function outboxMailTo(address: string): string | undefined {
  const outbox = join(t.config.dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  const file = readdirSync(outbox)
    .filter((name) => name.includes(address))
    .sort()
    .at(-1);
  return file ? readFileSync(join(outbox, file), 'utf8') : undefined;
}

// The list tests come first: creation later in this file adds people to the organisation.
describe('GET employee/getAll', () => {
  it('answers the first 10 employees of the organisation, sorted by number (HRMS2 before HRMS10), with the total', async () => {
    const res = await list(ADMIN, { pageNumber: '0', size: '10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('35');
    expect(ids(res)).toEqual(['HRMS1', 'HRMS2', 'HRMS3', 'HRMS4', 'HRMS5', 'HRMS6', 'HRMS7', 'HRMS8', 'HRMS9', 'HRMS10']);
  });

  it('answers each row with employeeId, firstname, lastname, email (never null) and the role', async () => {
    const rows = (await list(ADMIN, { size: '3' })).json() as unknown[];
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(employeeListItemSchema.strict().parse(row)).toBeTruthy();
    expect(rows[0]).toEqual({
      employeeId: 'HRMS1',
      firstname: 'Arjun',
      lastname: 'Mehta',
      email: 'arjun.mehta@acme.example',
      userRole: 'ROLE_ADMIN',
    });
    expect(rows[2]).toMatchObject({ employeeId: 'HRMS3', userRole: 'ROLE_MANAGER' });
  });

  it('pages with pageNumber (from 0) and size, defaulting to 10 rows', async () => {
    const second = await list(ADMIN, { pageNumber: '1', size: '10' });
    expect(ids(second)).toEqual(demoIds(11, 20));
    expect(second.headers['x-total-count']).toBe('35');
    const last = await list(ADMIN, { pageNumber: '3' });
    expect(ids(last)).toEqual(['HRMS31', 'HRMS32', 'HRMS33', 'HRMS34', 'HRMS35']);
    expect(ids(await list(ADMIN, { pageNumber: '9' }))).toEqual([]);
    expect(ids(await list(ADMIN))).toHaveLength(10);
  });

  it("accepts the existing client's huge size but never answers an unbounded table", async () => {
    const res = await list(ADMIN, { pageNumber: '0', size: '100000000' });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toHaveLength(35);
  });

  it('searches first name, last name, full name, e-mail and id, case-insensitively, with the matching total', async () => {
    const byName = await list(ADMIN, { search: 'kavya' });
    expect(ids(byName)).toEqual(['HRMS2']);
    expect(byName.headers['x-total-count']).toBe('1');
    expect(ids(await list(ADMIN, { search: 'VERMA' }))).toEqual(['HRMS3']);
    expect(ids(await list(ADMIN, { search: 'ananya rao' }))).toEqual(['HRMS4']);
    expect(ids(await list(ADMIN, { search: 'meera.nair@acme' }))).toEqual(['HRMS6']);
    expect(ids(await list(ADMIN, { search: 'hrms35' }))).toEqual(['HRMS35']);
    const ones = await list(ADMIN, { search: 'HRMS1' });
    expect(ids(ones)).toEqual(['HRMS1', ...demoIds(10, 18)]);
    expect(ones.headers['x-total-count']).toBe('11');
    expect(ids(await list(ADMIN, { search: 'nobody-like-this' }))).toEqual([]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect(ids(await list(ADMIN, { search: '%' }))).toEqual([]);
    expect(ids(await list(ADMIN, { search: '_' }))).toEqual([]);
  });

  it("shows only the caller's own organisation", async () => {
    const res = await list(OTHER_ADMIN);
    expect(ids(res)).toEqual(['OTH1']);
    expect(res.headers['x-total-count']).toBe('1');
    expect(ids(await list(OTHER_ADMIN, { search: 'kavya' }))).toEqual([]);
  });

  it.each([HR, MANAGER, EMPLOYEE, ONBOARDING])('refuses %s with 403', async (who) => {
    expect((await list(who)).statusCode).toBe(403);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });

  it('answers 400 for a negative page', async () => {
    expect((await list(ADMIN, { pageNumber: '-1' })).statusCode).toBe(400);
  });
});

describe('POST employee/create', () => {
  it('creates an employee with the next number and a one-time password, shown once (DESIGN §8.7)', async () => {
    const res = await create(ADMIN, newPerson());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['employeeId', 'message', 'temporaryPassword']);
    expect(body.employeeId).toBe('HRMS36');
    expect(body.message).toBe('created sucessfully');
    expect(body.temporaryPassword).toEqual(expect.any(String));
    expect(body.temporaryPassword.length).toBeGreaterThanOrEqual(8);

    const profile = await t.call(ADMIN, { method: 'GET', url: `${BASE}/getEmployeeProfile/HRMS36` });
    expect(profile.json()).toEqual({ employeeId: 'HRMS36', ...newPerson() });
  });

  it('lets the new person log in with the one-time password as a new joiner (ROLE_ONBOARDING)', async () => {
    const res = await create(ADMIN, newPerson({ email: 'first.login@acme.example', firstname: 'Ira' }));
    const { employeeId, temporaryPassword } = res.json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId, password: temporaryPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ employeeId, userRole: 'ROLE_ONBOARDING', organizationId: 'ORG1' });
  });

  it('mails the employee id and one-time password to the new person (outbox)', async () => {
    const res = await create(ADMIN, newPerson({ email: 'welcome.mail@acme.example', firstname: 'Tara' }));
    const { employeeId, temporaryPassword } = res.json();
    await t.deliverMail();
    const mail = outboxMailTo('welcome.mail@acme.example');
    expect(mail).toBeDefined();
    expect(mail).toContain('Welcome to Acme Technologies');
    expect(mail).toContain(employeeId);
    expect(mail).toContain(temporaryPassword);
  });

  it('writes an audit row for the creation, without the password', async () => {
    const res = await create(ADMIN, newPerson({ email: 'audited.create@acme.example' }));
    const { employeeId, temporaryPassword } = res.json();
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, employeeId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actorId: ADMIN, organizationId: 'ORG1' });
    expect(JSON.stringify(rows[0]!.after)).not.toContain(temporaryPassword);
  });

  it('a role assigned afterwards replaces onboarding at the next login', async () => {
    const { employeeId, temporaryPassword } = (
      await create(ADMIN, newPerson({ email: 'gets.role@acme.example', firstname: 'Rhea' }))
    ).json();
    const assign = await t.call(ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/authentication/updateAuthenticationRole',
      payload: { employeeId, userRole: 'ROLE_EMPLOYEE' },
    });
    expect(assign.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId, password: temporaryPassword },
    });
    expect(login.json().userRole).toBe('ROLE_EMPLOYEE');
    const row = ((await list(ADMIN, { search: employeeId })).json() as { employeeId: string; userRole: string }[]).find(
      (r) => r.employeeId === employeeId,
    );
    expect(row?.userRole).toBe('ROLE_EMPLOYEE');
  });

  it('the new employee appears in the list, after HRMS35', async () => {
    const res = await list(ADMIN, { pageNumber: '3' });
    expect(ids(res).slice(0, 6)).toEqual(['HRMS31', 'HRMS32', 'HRMS33', 'HRMS34', 'HRMS35', 'HRMS36']);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['prefix', { prefix: '' }, 'prefix', 'Prefix is required.'],
    ['first name required', { firstname: '' }, 'firstname', 'First name is required.'],
    ['first name characters', { firstname: 'Zoya9' }, 'firstname', 'Only characters are allowed.'],
    ['first name spacing', { firstname: 'Zo  ya' }, 'firstname', 'Only letters are allowed, with a single space between words.'],
    ['first name short', { firstname: 'Z' }, 'firstname', 'First name must be at least 2 characters.'],
    ['last name long', { lastname: 'F'.repeat(26) }, 'lastname', 'Last name must be at most 25characters.'],
    ['father name', { fatherName: '' }, 'fatherName', 'Father name is required.'],
    ['email', { email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    ['email start', { email: '9zoya@acme.example' }, 'email', 'Only letters are allowed, with a single space between words.'],
    ['country code', { countryCode: '+33' }, 'countryCode', 'Country code is required.'],
    ['phone digits', { phoneNumber: '98123abc' }, 'phoneNumber', 'Phone number must contain digits only (at most 10).'],
    ['+91 phone', { phoneNumber: '5812345678' }, 'phoneNumber', 'Number must start with 6, 7, 8, or 9 and be 10 digits.'],
    [
      '+61 phone',
      { countryCode: '+61', phoneNumber: '41234567' },
      'phoneNumber',
      'Number must not start with 0 and should be exactly 9 digits for +61.',
    ],
    [
      '+65 phone',
      { countryCode: '+65', phoneNumber: '01234567' },
      'phoneNumber',
      'Number must not start with 0 and should be exactly 8 digits for +65.',
    ],
    ['marital status', { maritialStatus: '' }, 'maritialStatus', 'Maritial status is required.'],
    ['dob future', { dob: '2999-01-01' }, 'dob', 'Date of Birth cannot be in the future.'],
    ['dob too young', { dob: `${new Date().getFullYear() - 10}-01-01` }, 'dob', 'You must be at least 18 years old.'],
    ['dob too old', { dob: '1900-01-01' }, 'dob', 'DOB should not exceed 100 years in the past.'],
    ['gender', { gender: '' }, 'gender', 'Gender is required.'],
    ['Mr needs Male', { prefix: 'Mr ', gender: 'Female' }, 'gender', "Gender must be 'male' when prefix is 'Mr'"],
    ['Ms needs Female', { prefix: 'Ms ', gender: 'Male' }, 'gender', "Gender must be 'female' when prefix is 'Ms'"],
    ['Mrs needs Female', { prefix: 'Mrs ', gender: 'Male' }, 'gender', "Gender must be 'female' when prefix is 'Mrs'"],
    ['doj', { doj: '' }, 'doj', 'Date is required.'],
    ['blood group', { bloodGroup: '' }, 'bloodGroup', 'Blood group is required.'],
  ])('refuses a broken rule (%s) with 400 and the spec message', async (_name, patch, field, message) => {
    const res = await create(ADMIN, newPerson({ email: 'rule.check@acme.example', ...patch }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors[field]).toBe(message);
    expect(body.message).toBe(Object.values(body.errors)[0]);
    expect(body.detail).toBe(body.message);
  });

  it('answers the first message in message/detail and every broken field in errors', async () => {
    const res = await create(ADMIN, newPerson({ prefix: 'Mr ', phoneNumber: '5812345678', email: 'two.rules@acme.example' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      phoneNumber: 'Number must start with 6, 7, 8, or 9 and be 10 digits.',
      gender: "Gender must be 'male' when prefix is 'Mr'",
    });
  });

  it('refuses an e-mail already used in the organisation (any case) with 409', async () => {
    const res = await create(ADMIN, newPerson({ email: 'Kavya.Iyer@ACME.example' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: EMPLOYEE_MESSAGES.emailTaken,
      errors: { email: EMPLOYEE_MESSAGES.emailTaken },
    });
  });

  it("numbers another tenant's employees with its own prefix and lets it reuse an e-mail of ours", async () => {
    const res = await create(OTHER_ADMIN, newPerson({ email: 'kavya.iyer@acme.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().employeeId).toBe('OTH2');
    expect(ids(await list(ADMIN, { search: 'OTH' }))).toEqual([]);
  });

  it.each([HR, MANAGER, EMPLOYEE, ONBOARDING])('refuses %s with 403 and creates nothing', async (who) => {
    const res = await create(who, newPerson({ email: `denied.${who.toLowerCase()}@acme.example` }));
    expect(res.statusCode).toBe(403);
    expect(ids(await list(ADMIN, { search: `denied.${who.toLowerCase()}` }))).toEqual([]);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await create(null, newPerson({ email: 'no.token@acme.example' }))).statusCode).toBe(401);
  });
});

describe('GET employee/getEmployeeProfile/{employeeId}', () => {
  const profile = (who: string, id: string) => t.call(who, { method: 'GET', url: `${BASE}/getEmployeeProfile/${id}` });

  it('answers the 13 personal fields plus the id to an admin, for anyone in the organisation', async () => {
    const res = await profile(ADMIN, STRANGER);
    expect(res.statusCode).toBe(200);
    const body = employeeProfileSchema.strict().parse(res.json());
    expect(body).toMatchObject({ employeeId: 'HRMS21', firstname: 'Tanvi', lastname: 'Shah', prefix: 'Ms ' });
    expect(body.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.middlename).toBe('');
  });

  it('answers employees for themselves', async () => {
    expect((await profile(EMPLOYEE, EMPLOYEE)).json()).toMatchObject({ employeeId: 'HRMS4', firstname: 'Ananya' });
    expect((await profile(ONBOARDING, ONBOARDING)).statusCode).toBe(200);
  });

  it('answers a manager and the HR person for their reportee', async () => {
    expect((await profile(MANAGER, EMPLOYEE)).statusCode).toBe(200);
    expect((await profile(HR, EMPLOYEE)).statusCode).toBe(200);
  });

  it('refuses a manager, HR person or employee looking at someone outside their reach with 403', async () => {
    expect((await profile(MANAGER, STRANGER)).statusCode).toBe(403);
    expect((await profile(HR, STRANGER)).statusCode).toBe(403);
    expect((await profile(EMPLOYEE, 'HRMS10')).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's employee and for an unknown id", async () => {
    expect((await profile(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
    expect((await profile(ADMIN, OTHER_ADMIN)).statusCode).toBe(404);
    const unknown = await profile(ADMIN, 'HRMS999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EMPLOYEE_MESSAGES.notFound);
  });

  it('finds the id whatever its case', async () => {
    expect((await profile(ADMIN, 'hrms4')).json().employeeId).toBe('HRMS4');
  });
});

describe('PATCH employee/update', () => {
  const current = async (id: string) =>
    (await t.call(ADMIN, { method: 'GET', url: `${BASE}/getEmployeeProfile/${id}` })).json() as Record<string, string>;
  const update = (who: string | null, payload: object) => t.call(who, { method: 'PATCH', url: `${BASE}/update`, payload });

  it('lets an admin change personal details directly and records before/after in the audit log', async () => {
    const before = await current('HRMS20');
    const res = await update(ADMIN, { ...before, phoneNumber: '9000012345', bloodGroup: 'AB -ve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ employeeId: 'HRMS20', phoneNumber: '9000012345', bloodGroup: 'AB -ve' });
    expect(await current('HRMS20')).toMatchObject({ phoneNumber: '9000012345', bloodGroup: 'AB -ve' });

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, 'HRMS20'), eq(auditLog.action, 'update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actorId).toBe(ADMIN);
    expect(rows[0]!.before).toMatchObject({ phoneNumber: before.phoneNumber });
    expect(rows[0]!.after).toMatchObject({ phoneNumber: '9000012345' });
  });

  it("uses the personal-details wording 'Bloodgroup is required.'", async () => {
    const res = await update(ADMIN, { ...(await current('HRMS20')), bloodGroup: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.bloodGroup).toBe('Bloodgroup is required.');
  });

  it('refuses an e-mail another employee already has with 409', async () => {
    const res = await update(ADMIN, { ...(await current('HRMS20')), email: 'kavya.iyer@acme.example' });
    expect(res.statusCode).toBe(409);
  });

  it("refuses an employee changing someone else's record with 403", async () => {
    const other = await current('HRMS10');
    expect((await update(EMPLOYEE, { ...other, firstname: 'Hacked' })).statusCode).toBe(403);
    expect((await update(MANAGER, { ...(await current(EMPLOYEE)), firstname: 'Hacked' })).statusCode).toBe(403);
    expect((await current('HRMS10')).firstname).toBe('Rohan');
  });

  it('answers 404 when an admin of another tenant updates one of ours', async () => {
    const res = await update(OTHER_ADMIN, { ...(await current('HRMS20')), firstname: 'Hacked' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await update(null, { ...(await current('HRMS20')) })).statusCode).toBe(401);
  });
});

describe('GET employee/getEmployeeName and getEmployeeEmail', () => {
  const get = (who: string | null, kind: 'Name' | 'Email', id: string) =>
    t.call(who, { method: 'GET', url: `${BASE}/getEmployee${kind}/${id}` });

  it('answers the full name as a plain string', async () => {
    const res = await get(EMPLOYEE, 'Name', 'HRMS3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('Rahul Verma');
  });

  it('answers the e-mail as a plain string', async () => {
    const res = await get(MANAGER, 'Email', 'HRMS2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('kavya.iyer@acme.example');
  });

  it('is open to every role for colleagues of the same organisation', async () => {
    for (const who of [ADMIN, HR, MANAGER, EMPLOYEE, ONBOARDING]) {
      expect((await get(who, 'Name', STRANGER)).statusCode).toBe(200);
    }
  });

  it("answers 404 for an unknown id and for another tenant's employee", async () => {
    for (const kind of ['Name', 'Email'] as const) {
      expect((await get(ADMIN, kind, 'HRMS999')).statusCode).toBe(404);
      expect((await get(OTHER_ADMIN, kind, 'HRMS3')).statusCode).toBe(404);
      expect((await get(ADMIN, kind, OTHER_ADMIN)).statusCode).toBe(404);
    }
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await get(null, 'Name', 'HRMS3')).statusCode).toBe(401);
    expect((await get(null, 'Email', 'HRMS3')).statusCode).toBe(401);
  });
});
