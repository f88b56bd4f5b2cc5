import { EDUCATION_MESSAGES as M, TARGET_EMPLOYEE_MESSAGES, todayIso } from '@hrms/shared';
import { SAMPLE_SSC_EDUCATION } from '@hrms/shared/test-support';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
const BASE = '/hrmsapplication/education';
const BLANK = 'HRMS33';
const RECORD_KEYS = [
  'certificationDate',
  'country',
  'degree',
  'education',
  'employeeId',
  'institutionName',
  'majors',
  'percentage',
  'state',
  'universityName',
  'yearOfPass',
].sort();

const body = (patch: Record<string, unknown> = {}) => ({ ...SAMPLE_SSC_EDUCATION, ...patch });

const read = (who: string | null, employeeId: string) => t.call(who, { method: 'GET', url: `${BASE}/${employeeId}` });
const create = (who: string, employeeId: string, payload: object) =>
  t.call(who, { method: 'POST', url: `${BASE}/createEducationDetails?employeeId=${employeeId}`, payload });
const update = (who: string, payload: object) => t.call(who, { method: 'PATCH', url: `${BASE}/updateEducationDetails`, payload });
const remove = (who: string, employeeId: string, level: string) =>
  t.call(who, { method: 'DELETE', url: `${BASE}/delete/${employeeId}?education=${level}` });

describe('GET education/{id}', () => {
  it('answers a bare array of records in the exact shape, oldest first', async () => {
    const res = await read(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((r: { education: string }) => r.education)).toEqual(['SSC', 'Graduation']);
    expect(Object.keys(rows[0]).sort()).toEqual(RECORD_KEYS);
    expect(rows[0]).toMatchObject({ employeeId: EMPLOYEE, yearOfPass: expect.any(Number), percentage: expect.any(Number) });
    expect(rows[0].certificationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lets the employee read their own, and their manager and HR read them', async () => {
    for (const who of [EMPLOYEE, MANAGER, HR]) expect((await read(who, EMPLOYEE)).statusCode).toBe(200);
    expect((await read(ONBOARDING, ONBOARDING)).statusCode).toBe(200);
  });

  it('refuses a manager reading a stranger, and another tenant sees nothing', async () => {
    expect((await read(MANAGER, STRANGER)).statusCode).toBe(403);
    expect((await read(EMPLOYEE, STRANGER)).statusCode).toBe(403);
    expect((await read(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
    expect((await read(null, EMPLOYEE)).statusCode).toBe(401);
  });

  it('answers an empty array for someone with no education yet', async () => {
    const res = await read(ADMIN, BLANK);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('POST education/createEducationDetails', () => {
  it('adds a record, answers the created row and audits it', async () => {
    const res = await create(ADMIN, BLANK, body({ employeeId: BLANK }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...body(), yearOfPass: 2012, percentage: 88.5, employeeId: BLANK });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'education'), eq(auditLog.action, 'create')));
    expect(audits.some((a) => (a.after as { employeeId?: string }).employeeId === BLANK)).toBe(true);
  });

  it('keeps one record per level', async () => {
    const res = await create(ADMIN, EMPLOYEE, body());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.levelTaken, errors: { education: M.levelTaken } });
  });

  it('lets only admins add, and not for another tenant', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) {
      expect((await create(who, EMPLOYEE, body({ education: 'Diploma' }))).statusCode).toBe(403);
    }
    expect((await create(OTHER_ADMIN, EMPLOYEE, body({ education: 'Diploma' }))).statusCode).toBe(404);
  });

  it('needs an employee id in the query or the body', async () => {
    const res = await t.call(ADMIN, { method: 'POST', url: `${BASE}/createEducationDetails`, payload: body() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TARGET_EMPLOYEE_MESSAGES.required);
  });

  it.each([
    ['education', { education: '' }, M.levelRequired],
    ['institutionName', { education: 'SSC', institutionName: '' }, 'School Name is required.'],
    ['universityName', { universityName: 'CBSE 1' }, 'Board Name should contain only letters and spaces.'],
    ['degree', { degree: 'BE' }, 'Degree should be between 3 and 40 characters.'],
    ['majors', { majors: 'C++' }, 'Majors should contain only letters and spaces.'],
    ['yearOfPass', { yearOfPass: '' }, M.yearRequired],
    ['yearOfPass', { yearOfPass: '20x2' }, M.yearNumber],
    ['certificationDate', { certificationDate: '2013-05-20' }, M.certificationYear],
    ['percentage', { percentage: '100.5' }, M.percentage],
    ['percentage', { percentage: '88.55' }, M.percentage],
    ['state', { state: 'KA' }, 'State should be between 3 and 40 characters.'],
    ['country', { country: 'Ind' }, 'Country should be between 4 and 40 characters.'],
  ])('answers 400 with the spec message when %s breaks a rule', async (field, patch, message) => {
    const res = await create(ADMIN, BLANK, body({ education: 'Inter', ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('labels names by level: Inter is a college with a board, Graduation a college with a university', async () => {
    const inter = await create(ADMIN, BLANK, body({ education: 'Inter', institutionName: '', universityName: '' }));
    expect(inter.json().errors).toMatchObject({
      institutionName: 'College Name is required.',
      universityName: 'Board Name is required.',
    });
    const grad = await create(ADMIN, BLANK, body({ education: 'Graduation', universityName: '' }));
    expect(grad.json().errors.universityName).toBe('University Name is required.');
  });

  it('refuses a year of pass in the future or more than 100 years back', async () => {
    const year = Number(todayIso().slice(0, 4));
    const future = await create(ADMIN, BLANK, body({ yearOfPass: String(year + 1), certificationDate: `${year + 1}-01-01` }));
    expect(future.json().errors.yearOfPass).toBe(M.yearWindow(year - 100, year));
    const old = await create(ADMIN, BLANK, body({ yearOfPass: String(year - 101), certificationDate: `${year - 101}-06-01` }));
    expect(old.json().errors.yearOfPass).toBe(M.yearWindow(year - 100, year));
  });
});

describe('PATCH education/updateEducationDetails', () => {
  it('replaces the record of the level sent and audits it', async () => {
    const res = await update(ADMIN, body({ employeeId: EMPLOYEE, institutionName: 'Kendriya Vidyalaya', percentage: 91 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ education: 'SSC', institutionName: 'Kendriya Vidyalaya', percentage: 91 });
    const rows = (await read(ADMIN, EMPLOYEE)).json();
    expect(rows[0]).toMatchObject({ education: 'SSC', institutionName: 'Kendriya Vidyalaya' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'education'), eq(auditLog.action, 'update')));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('answers 404 for a level the employee has no record of', async () => {
    const res = await update(ADMIN, body({ employeeId: EMPLOYEE, education: 'Diploma' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });

  it('refuses non-admins, including the employee on their own record', async () => {
    for (const who of [EMPLOYEE, MANAGER, HR]) expect((await update(who, body({ employeeId: EMPLOYEE }))).statusCode).toBe(403);
    expect((await update(OTHER_ADMIN, body({ employeeId: EMPLOYEE }))).statusCode).toBe(404);
  });
});

describe('DELETE education/delete/{employeeId}?education=', () => {
  it('deletes a later level with 200 and audits it, but never the first record', async () => {
    const first = await remove(ADMIN, EMPLOYEE, 'SSC');
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(M.firstRowLocked);

    expect((await remove(EMPLOYEE, EMPLOYEE, 'Graduation')).statusCode).toBe(403);
    expect((await remove(OTHER_ADMIN, EMPLOYEE, 'Graduation')).statusCode).toBe(404);

    const res = await remove(ADMIN, EMPLOYEE, 'Graduation');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await read(ADMIN, EMPLOYEE)).json().map((r: { education: string }) => r.education)).toEqual(['SSC']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'education'), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
  });

  it('answers 404 for a level not recorded and 400 for an unknown level', async () => {
    expect((await remove(ADMIN, EMPLOYEE, 'Diploma')).statusCode).toBe(404);
    const bad = await remove(ADMIN, EMPLOYEE, 'PhD');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.levelRequired);
  });
});
