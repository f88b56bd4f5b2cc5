import { TRAVEL_MESSAGES as M } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
const BASE = '/hrmsapplication/travel';
const BLANK = 'HRMS33';
const RECORD_KEYS = [
  'country',
  'employeeId',
  'expireDate',
  'issueDate',
  'issuingAuthority',
  'passportNumber',
  'placeOfIssue',
  'utid',
];

const passport = (patch: Record<string, unknown> = {}) => ({
  passportNumber: 'z1234567',
  issueDate: '2020-02-10',
  expireDate: '2030-02-09',
  placeOfIssue: 'Bengaluru',
  country: 'India',
  issuingAuthority: 'Regional Passport Office',
  utid: '',
  ...patch,
});

const read = (who: string | null, employeeId: string) => t.call(who, { method: 'GET', url: `${BASE}/${employeeId}` });
const create = (who: string, employeeId: string, payload: object) =>
  t.call(who, { method: 'POST', url: `${BASE}/createTravel?employeeId=${employeeId}`, payload: { employeeId, ...payload } });
const update = (who: string, payload: object) => t.call(who, { method: 'PATCH', url: `${BASE}/`, payload });

describe('GET travel/{id}', () => {
  it('answers a single object in the exact shape', async () => {
    const res = await read(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(Array.isArray(record)).toBe(false);
    expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
    expect(record.passportNumber).toMatch(/^[A-Z]\d{7}$/);
    expect(record.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers 200 with an empty body when no passport has been added (as the contract's other empty reads)", async () => {
    const res = await read(ADMIN, BLANK);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('follows record access: self, manager and HR of the reportee; not a stranger; not another tenant', async () => {
    for (const who of [EMPLOYEE, MANAGER, HR]) expect((await read(who, EMPLOYEE)).statusCode).toBe(200);
    expect((await read(MANAGER, STRANGER)).statusCode).toBe(403);
    expect((await read(ONBOARDING, EMPLOYEE)).statusCode).toBe(403);
    expect((await read(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
  });
});

describe('POST travel/createTravel', () => {
  it('adds the passport (upper-cased), answers the record with employeeId and audits it', async () => {
    const res = await create(ADMIN, BLANK, passport());
    expect(res.statusCode).toBe(200);
    const { utid, ...rest } = passport();
    expect(res.json()).toEqual({ ...rest, passportNumber: 'Z1234567', employeeId: BLANK, utid: expect.any(Number) });
    expect((await read(ADMIN, BLANK)).json().passportNumber).toBe('Z1234567');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'travel'), eq(auditLog.action, 'create')));
    expect(audits).toHaveLength(1);
    expect(utid).toBe('');
  });

  it('keeps one record per employee', async () => {
    const res = await create(ADMIN, BLANK, passport({ passportNumber: 'Y7654321' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyExists);
  });

  it('refuses a passport number another employee of the organisation holds', async () => {
    const held = (await read(ADMIN, EMPLOYEE)).json().passportNumber;
    const res = await create(ADMIN, 'HRMS2', passport({ passportNumber: held }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.passportTaken, errors: { passportNumber: M.passportTaken } });
  });

  it.each([
    ['passportNumber', { passportNumber: '' }, M.passportRequired],
    ['passportNumber', { passportNumber: 'ZZ123456' }, M.passportFormat],
    ['passportNumber', { passportNumber: 'Z123456' }, M.passportFormat],
    ['issueDate', { issueDate: '' }, M.issueRequired],
    ['expireDate', { expireDate: '' }, M.expiryRequired],
    ['expireDate', { expireDate: '2020-02-10' }, M.expiryAfterIssue],
    ['expireDate', { expireDate: '2040-02-11' }, M.tooLong],
    ['placeOfIssue', { placeOfIssue: 'B' }, 'Place of issue should be between 2 and 40 characters.'],
    ['country', { country: '' }, 'Country is required.'],
    ['issuingAuthority', { issuingAuthority: 'RPO 1' }, 'Issuing authority should contain only letters and spaces.'],
  ])('answers 400 with the spec message when %s breaks a rule', async (field, patch, message) => {
    const res = await create(ADMIN, 'HRMS2', passport({ passportNumber: 'Q1111111', ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('accepts exactly 20 years of validity', async () => {
    const res = await create(ADMIN, 'HRMS2', passport({ passportNumber: 'Q1111111', expireDate: '2040-02-10' }));
    expect(res.statusCode).toBe(200);
  });

  it('lets only admins add', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) {
      expect((await create(who, 'HRMS8', passport({ passportNumber: 'Q2222222' }))).statusCode).toBe(403);
    }
    expect((await create(OTHER_ADMIN, 'HRMS8', passport({ passportNumber: 'Q2222222' }))).statusCode).toBe(404);
  });
});

describe('PATCH travel/ (trailing slash)', () => {
  it("replaces the employee's record, keeping its own passport number allowed, audited", async () => {
    const current = (await read(ADMIN, EMPLOYEE)).json();
    const res = await update(ADMIN, { ...current, placeOfIssue: 'Chennai' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...current, placeOfIssue: 'Chennai' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'travel'), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
  });

  it("refuses someone else's passport number, a missing record and non-admins", async () => {
    const current = (await read(ADMIN, EMPLOYEE)).json();
    const taken = await update(ADMIN, { ...current, passportNumber: 'Z1234567' });
    expect(taken.json().message).toBe(M.passportTaken);
    expect((await update(ADMIN, { ...current, employeeId: 'HRMS8' })).statusCode).toBe(404);
    expect((await update(EMPLOYEE, current)).statusCode).toBe(403);
    expect((await update(OTHER_ADMIN, current)).statusCode).toBe(404);
  });
});
