import { FAMILY_EXPORT_COLUMNS, FAMILY_MESSAGES as M } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
const BASE = '/hrmsapplication/familyDetails';
const BLANK = 'HRMS33';
const RECORD_KEYS = ['countryCode', 'employeeId', 'memberId', 'name', 'phoneNumber', 'relation'];

const member = (patch: Record<string, unknown> = {}) => ({
  name: 'Ramesh Krishnan',
  relation: 'Father',
  countryCode: '+91',
  phoneNumber: '9845012345',
  ...patch,
});

const read = (who: string | null, employeeId: string) => t.call(who, { method: 'GET', url: `${BASE}/${employeeId}` });
const create = (who: string, employeeId: string, payload: object) =>
  t.call(who, {
    method: 'POST',
    url: `${BASE}/createFamilyDetails?employeeId=${employeeId}`,
    payload: { employeeId, ...payload },
  });
const update = (who: string, payload: object) => t.call(who, { method: 'PATCH', url: `${BASE}/updateFamilyDetails`, payload });
const remove = (who: string, employeeId: string, memberId: number) =>
  t.call(who, { method: 'DELETE', url: `${BASE}/delete?employeeId=${employeeId}&memberId=${memberId}` });
const exportFile = (who: string, employeeId: string) => t.call(who, { method: 'GET', url: `${BASE}/export/${employeeId}` });

describe('GET familyDetails/{id}', () => {
  it('answers a bare array of members in the exact shape', async () => {
    const res = await read(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(rows[0]).sort()).toEqual(RECORD_KEYS);
    expect(rows[0]).toMatchObject({ relation: 'Father', countryCode: '+91', employeeId: EMPLOYEE, memberId: expect.any(Number) });
  });

  it('follows record access: self, manager and HR of the reportee; not a stranger; not another tenant', async () => {
    for (const who of [EMPLOYEE, MANAGER, HR]) expect((await read(who, EMPLOYEE)).statusCode).toBe(200);
    expect((await read(ONBOARDING, ONBOARDING)).statusCode).toBe(200);
    expect((await read(MANAGER, STRANGER)).statusCode).toBe(403);
    expect((await read(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
    expect((await read(null, EMPLOYEE)).statusCode).toBe(401);
  });
});

describe('POST familyDetails/createFamilyDetails', () => {
  it('adds a member and answers it with its memberId, audited', async () => {
    const res = await create(ADMIN, BLANK, member());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(RECORD_KEYS);
    expect(body).toMatchObject({ ...member(), employeeId: BLANK, memberId: expect.any(Number) });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'familyMember'), eq(auditLog.entityId, String(body.memberId))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('accepts the alternative spellings Name, Relation and Phonenumber', async () => {
    const res = await create(ADMIN, BLANK, {
      Name: 'Lakshmi Krishnan',
      Relation: 'Mother',
      Phonenumber: '9845012346',
      countryCode: '+91',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Lakshmi Krishnan', relation: 'Mother', phoneNumber: '9845012346' });
  });

  it('refuses a relation already in the table and a phone number already used', async () => {
    const relation = await create(ADMIN, BLANK, member({ relation: 'father', phoneNumber: '9845099999' }));
    expect(relation.statusCode).toBe(409);
    expect(relation.json()).toMatchObject({ message: M.relationTaken, errors: { relation: M.relationTaken } });
    const phone = await create(ADMIN, BLANK, member({ relation: 'Brother' }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toMatchObject({ message: M.phoneTaken, errors: { phoneNumber: M.phoneTaken } });
  });

  it('stops at 8 members', async () => {
    const relations = ['Brother', 'Sister', 'Wife', 'Son', 'Daughter', 'Uncle'];
    for (const [i, relation] of relations.entries()) {
      const res = await create(
        ADMIN,
        BLANK,
        member({ name: `Member ${'abcdef'[i]}`, relation, phoneNumber: `98450123${50 + i}` }),
      );
      expect(res.statusCode).toBe(200);
    }
    expect((await read(ADMIN, BLANK)).json()).toHaveLength(8);
    const ninth = await create(ADMIN, BLANK, member({ name: 'One Too Many', relation: 'Aunt', phoneNumber: '9845012399' }));
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().message).toBe(M.tooMany);
  });

  it.each([
    ['name', { name: '' }, M.nameRequired],
    ['name', { name: ' Ravi' }, M.nameLeadingSpace],
    ['name', { name: 'Ravi2' }, M.nameLetters],
    ['name', { name: 'Al' }, M.nameLength],
    ['relation', { relation: '' }, M.relationRequired],
    ['relation', { relation: ' Son' }, M.relationLeadingSpace],
    ['relation', { relation: 'Step_son' }, M.relationLetters],
    ['relation', { relation: 'x'.repeat(41) }, M.relationLength],
    ['countryCode', { countryCode: '' }, M.countryCodeRequired],
    ['phoneNumber', { phoneNumber: '' }, M.phoneRequired],
    ['phoneNumber', { phoneNumber: '5845012345' }, M.phoneIndia],
    ['phoneNumber', { countryCode: '+44', phoneNumber: '0791112345' }, M.phoneOther],
  ])('answers 400 with the spec message when %s breaks a rule', async (field, patch, message) => {
    const res = await create(ADMIN, EMPLOYEE, member(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('accepts a step relation with a hyphen and a 10-digit number abroad', async () => {
    const res = await create(
      ADMIN,
      EMPLOYEE,
      member({ name: 'Tom Rao', relation: 'Step-brother', countryCode: '+1', phoneNumber: '4155550123' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('lets only admins add', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) {
      expect((await create(who, EMPLOYEE, member({ relation: 'Cousin', phoneNumber: '9845011111' }))).statusCode).toBe(403);
    }
    expect((await create(OTHER_ADMIN, EMPLOYEE, member({ relation: 'Cousin', phoneNumber: '9845011111' }))).statusCode).toBe(404);
  });
});

describe('PATCH familyDetails/updateFamilyDetails', () => {
  it('edits the member named by memberId, keeping its own relation and phone allowed', async () => {
    const [first] = (await read(ADMIN, EMPLOYEE)).json();
    const res = await update(ADMIN, { ...first, name: 'Ramesh Rao Senior' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...first, name: 'Ramesh Rao Senior' });
  });

  it("refuses another member's relation or phone, an unknown member, and non-admins", async () => {
    const [first, second] = (await read(ADMIN, EMPLOYEE)).json();
    const clash = await update(ADMIN, { ...second, relation: first.relation });
    expect(clash.json()).toMatchObject({ message: M.relationTaken });
    const phone = await update(ADMIN, { ...second, phoneNumber: first.phoneNumber });
    expect(phone.json()).toMatchObject({ message: M.phoneTaken });
    expect((await update(ADMIN, { ...second, memberId: 999999 })).statusCode).toBe(404);
    expect((await update(EMPLOYEE, second)).statusCode).toBe(403);
    expect((await update(OTHER_ADMIN, second)).statusCode).toBe(404);
  });
});

describe('DELETE familyDetails/delete', () => {
  it('deletes a later member with 200, audited, and never the first one', async () => {
    const [first, second] = (await read(ADMIN, EMPLOYEE)).json();
    const locked = await remove(ADMIN, EMPLOYEE, first.memberId);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.firstRowLocked);
    expect((await remove(EMPLOYEE, EMPLOYEE, second.memberId)).statusCode).toBe(403);
    expect((await remove(OTHER_ADMIN, EMPLOYEE, second.memberId)).statusCode).toBe(404);

    const res = await remove(ADMIN, EMPLOYEE, second.memberId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    const ids = (await read(ADMIN, EMPLOYEE)).json().map((m: { memberId: number }) => m.memberId);
    expect(ids).not.toContain(second.memberId);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'familyMember'), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
  });

  it("answers 404 for a member of someone else's list", async () => {
    const [, other] = (await read(ADMIN, 'HRMS10')).json();
    expect((await remove(ADMIN, EMPLOYEE, other.memberId)).statusCode).toBe(404);
  });
});

describe('GET familyDetails/export/{id}', () => {
  it('answers a real .xlsx named by employee with the family columns and rows', async () => {
    const res = await exportFile(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="family-details-HRMS4-Ananya.xlsx"');
    const workbook = new (excelJS().Workbook)();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...FAMILY_EXPORT_COLUMNS]);
    const members = (await read(ADMIN, EMPLOYEE)).json();
    expect(sheet.rowCount).toBe(members.length + 1);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      members[0].name,
      members[0].relation,
      members[0].countryCode,
      members[0].phoneNumber,
    ]);
  });

  it('follows record access like the list', async () => {
    expect((await exportFile(EMPLOYEE, EMPLOYEE)).statusCode).toBe(200);
    expect((await exportFile(MANAGER, EMPLOYEE)).statusCode).toBe(200);
    expect((await exportFile(MANAGER, STRANGER)).statusCode).toBe(403);
    expect((await exportFile(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
  });
});
