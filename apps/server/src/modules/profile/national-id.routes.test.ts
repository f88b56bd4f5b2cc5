import { NATIONAL_ID_MESSAGES as M } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { createPerson } from '../../test/people';
import { SECTION_READERS } from './profile.fixtures';

const t = useTestApp();
const BASE = '/hrmsapplication/nationalID';
const VIEW_KEYS = ['country', 'employeeId', 'name', 'nationalIDNum', 'nationalIdType', 'primary', 'unid'];

const aadhar = { nationalIdType: 'AADHAR', name: 'Ira Joiner', nationalIDNum: '234567890123', country: 'India', primary: true };
const pan = { nationalIdType: 'PANCARD', name: 'Ira Joiner', nationalIDNum: 'abcpj1234k', country: 'India', primary: false };

const list = (who: string | null, employeeId: string) =>
  t.call(who, { method: 'GET', url: `${BASE}/getNationalID/${employeeId}` });
const create = (who: string, employeeId: string, payload: object) =>
  t.call(who, { method: 'POST', url: `${BASE}/createNationalID?employeeId=${employeeId}`, payload });
const update = (who: string, payload: object) => t.call(who, { method: 'PATCH', url: `${BASE}/updateNationalID`, payload });
const remove = (who: string, employeeId: string, type: string) =>
  t.call(who, { method: 'DELETE', url: `${BASE}/delete/${employeeId}?nationalIdType=${type}` });

const createJoiner = (firstname: string) =>
  createPerson(t, { firstname, lastname: 'Joiner', email: `${firstname.toLowerCase()}.ids@acme.example` });

describe('GET nationalID/getNationalID/{id}', () => {
  it('answers an array of IDs (Aadhar, PAN, Voter ID for HRMS4), Aadhar primary, each with unid and employeeId', async () => {
    const res = await list(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((r: { nationalIdType: string }) => r.nationalIdType)).toEqual(['AADHAR', 'PANCARD', 'VOTERID']);
    expect(Object.keys(rows[0]).sort()).toEqual(VIEW_KEYS);
    expect(rows[0]).toMatchObject({ primary: true, employeeId: EMPLOYEE, country: 'India', name: 'Ananya Rao' });
    expect(rows[0].nationalIDNum).toMatch(/^\d{12}$/);
    expect(rows[1].nationalIDNum).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
    expect(rows[0].unid).toEqual(expect.any(Number));
  });

  it('answers an empty array when none are recorded', async () => {
    expect((await list(ADMIN, ONBOARDING)).json()).toEqual([]);
  });

  it.each(SECTION_READERS)('lets %s read → %i', async (_who, actor, target, status) => {
    expect((await list(actor, target)).statusCode).toBe(status);
  });

  it('refuses a call without a token', async () => {
    expect((await list(null, EMPLOYEE)).statusCode).toBe(401);
  });
});

describe('adding, editing and deleting national IDs', () => {
  let joiner: string;
  let aadharUnid: number;
  let panUnid: number;
  beforeAll(async () => {
    joiner = await createJoiner('Ira');
  });

  it.each([HR, MANAGER, EMPLOYEE, ONBOARDING])('refuses %s (admin only)', async (who) => {
    expect((await create(who, who, aadhar)).statusCode).toBe(403);
    expect((await update(who, { ...aadhar, employeeId: who })).statusCode).toBe(403);
    expect((await remove(who, EMPLOYEE, 'PANCARD')).statusCode).toBe(403);
  });

  it('answers 404 to another tenant admin', async () => {
    expect((await create(OTHER_ADMIN, joiner, aadhar)).statusCode).toBe(404);
    expect((await remove(OTHER_ADMIN, EMPLOYEE, 'PANCARD')).statusCode).toBe(404);
  });

  it('adds an Aadhar with 200, answering employeeId and unid, and audits', async () => {
    const res = await create(ADMIN, joiner, { ...aadhar, employeeId: joiner, unid: '' });
    expect(res.statusCode).toBe(200);
    const row = res.json();
    expect(Object.keys(row).sort()).toEqual(VIEW_KEYS);
    expect(row).toMatchObject({ ...aadhar, employeeId: joiner });
    aadharUnid = row.unid;
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nationalId'), eq(auditLog.entityId, String(aadharUnid))));
    expect(audits).toMatchObject([{ action: 'create', actorId: ADMIN }]);
  });

  it('upper-cases a PAN typed in lower case', async () => {
    const res = await create(ADMIN, joiner, pan);
    expect(res.statusCode).toBe(200);
    expect(res.json().nationalIDNum).toBe('ABCPJ1234K');
    panUnid = res.json().unid;
  });

  it('refuses a second ID of the same type with the spec message', async () => {
    const res = await create(ADMIN, joiner, { ...aadhar, nationalIDNum: '345678901234', primary: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This ID Type already exists in the table.',
      errors: { nationalIdType: 'This ID Type already exists in the table.' },
    });
  });

  it('refuses a second primary', async () => {
    const res = await create(ADMIN, joiner, { nationalIdType: 'VOTERID', nationalIDNum: 'ABC1234567', primary: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.onePrimary);
    const promote = await update(ADMIN, { ...pan, primary: true, unid: panUnid, employeeId: joiner });
    expect(promote.statusCode).toBe(409);
    expect(promote.json().message).toBe(M.onePrimary);
  });

  it.each([
    ['an Aadhar of 11 digits', { nationalIDNum: '23456789012' }, 'nationalIDNum', 'Aadhar number must be exactly 12 digits.'],
    ['a malformed PAN', { nationalIdType: 'PANCARD', nationalIDNum: 'ABCD12345K' }, 'nationalIDNum', M.pancard],
    ['a malformed Voter ID', { nationalIdType: 'VOTERID', nationalIDNum: 'AB12345678' }, 'nationalIDNum', M.voterid],
    ['a missing number', { nationalIDNum: '' }, 'nationalIDNum', M.numberRequired],
    ['an unknown type', { nationalIdType: 'PASSPORT' }, 'nationalIdType', M.typeRequired],
    ['digits in the name', { name: 'Ira 2' }, 'name', M.name],
    ['digits in the country', { country: 'India1' }, 'country', M.country],
  ])('refuses %s with the form message', async (_what, change, field, message) => {
    const res = await create(ADMIN, ONBOARDING, { ...aadhar, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, detail: message, errors: { [field]: message } });
  });

  it('edits by unid with 200, answering the saved fields', async () => {
    const res = await update(ADMIN, { ...aadhar, nationalIDNum: '987654321098', unid: aadharUnid, employeeId: joiner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nationalIdType: 'AADHAR',
      nationalIDNum: '987654321098',
      primary: true,
      unid: aadharUnid,
    });
  });

  it('edits by type when the client sends no unid', async () => {
    const res = await update(ADMIN, { ...pan, name: 'Ira J', employeeId: joiner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ unid: panUnid, name: 'Ira J' });
  });

  it('refuses to change the type of an entry', async () => {
    const res = await update(ADMIN, {
      ...pan,
      nationalIdType: 'VOTERID',
      nationalIDNum: 'ABC1234567',
      unid: panUnid,
      employeeId: joiner,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.typeLocked);
  });

  it('refuses to edit an ID the employee does not have', async () => {
    const res = await update(ADMIN, { nationalIdType: 'VOTERID', nationalIDNum: 'ABC1234567', employeeId: joiner });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });

  it('deleting the primary makes the first remaining ID primary', async () => {
    const res = await remove(ADMIN, joiner, 'AADHAR');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    const rows = (await list(ADMIN, joiner)).json();
    expect(rows).toMatchObject([{ nationalIdType: 'PANCARD', primary: true, unid: panUnid }]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'nationalId'), eq(auditLog.entityId, String(panUnid)), eq(auditLog.action, 'update')));
    expect(audits.at(-1)).toMatchObject({ before: { primary: false }, after: { primary: true } });
  });

  it('answers 404 for a type the employee does not have and 400 for an unknown type', async () => {
    expect((await remove(ADMIN, joiner, 'VOTERID')).statusCode).toBe(404);
    const bad = await remove(ADMIN, joiner, 'PASSPORT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.typeRequired);
  });
});
