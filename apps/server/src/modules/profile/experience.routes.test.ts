import { addDays, EXPERIENCE_MESSAGES as M, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
const BASE = '/hrmsapplication/experience';
const BLANK = 'HRMS33';
const RECORD_KEYS = [
  'country',
  'designation',
  'doe',
  'doj',
  'employeeId',
  'experience',
  'experienceId',
  'organisationName',
  'state',
];

/** The body the existing client sends: capital Experience and an empty Attachment. */
const job = (patch: Record<string, unknown> = {}) => ({
  organisationName: 'Infosys',
  experienceId: 'INF-20345',
  designation: 'Backend Developer',
  doj: '2019-01-07',
  doe: '2021-04-11',
  Experience: 'whatever the client computed',
  state: 'Karnataka',
  country: 'India',
  Attachment: '',
  ...patch,
});

const read = (who: string | null, employeeId: string) => t.call(who, { method: 'GET', url: `${BASE}/${employeeId}` });
const create = (who: string, employeeId: string, payload: object) =>
  t.call(who, {
    method: 'POST',
    url: `${BASE}/createExperienceDetails?employeeId=${employeeId}`,
    payload: { employeeId, ...payload },
  });
const update = (who: string, payload: object) => t.call(who, { method: 'PATCH', url: `${BASE}/`, payload });
const remove = (who: string, employeeId: string, pastId: string) =>
  t.call(who, { method: 'DELETE', url: `${BASE}/deleteexperience?pastId=${pastId}&employeeId=${employeeId}` });

describe('GET experience/{id}', () => {
  it('answers a bare array in the exact shape with the derived duration text', async () => {
    const res = await read(ADMIN, EMPLOYEE);
    expect(res.statusCode).toBe(200);
    const [row] = res.json();
    expect(Object.keys(row).sort()).toEqual(RECORD_KEYS);
    expect(row.experience).toMatch(/^\d+ years, \d+ months, \d+ days$/);
    expect((await read(ADMIN, BLANK)).json()).toEqual([]);
  });

  it('follows record access: self, manager and HR of the reportee; not a stranger; not another tenant', async () => {
    for (const who of [EMPLOYEE, MANAGER, HR]) expect((await read(who, EMPLOYEE)).statusCode).toBe(200);
    expect((await read(ONBOARDING, ONBOARDING)).statusCode).toBe(200);
    expect((await read(HR, STRANGER)).statusCode).toBe(403);
    expect((await read(MANAGER, STRANGER)).statusCode).toBe(403);
    expect((await read(OTHER_ADMIN, EMPLOYEE)).statusCode).toBe(404);
  });
});

describe('POST experience/createExperienceDetails', () => {
  it('adds a job, derives `experience` itself, answers the row with employeeId and audits it', async () => {
    const res = await create(ADMIN, BLANK, job());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      organisationName: 'Infosys',
      experienceId: 'INF-20345',
      designation: 'Backend Developer',
      doj: '2019-01-07',
      doe: '2021-04-11',
      experience: '2 years, 3 months, 4 days',
      state: 'Karnataka',
      country: 'India',
      employeeId: BLANK,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'experience'), eq(auditLog.action, 'create')));
    expect(audits).toHaveLength(1);
  });

  it('keeps experience ids unique per employee', async () => {
    const res = await create(ADMIN, BLANK, job({ doj: '2021-06-01', doe: '2022-06-01' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.experienceIdTaken, errors: { experienceId: M.experienceIdTaken } });
  });

  const today = todayIso();
  it.each([
    ['organisationName', { organisationName: '' }, M.organisationRequired],
    ['organisationName', { organisationName: '3M India' }, M.organisationStart],
    ['organisationName', { organisationName: 'IBM' }, M.organisationLength],
    ['organisationName', { organisationName: 'A&B Corp' }, M.organisationChars],
    ['experienceId', { experienceId: '' }, M.experienceIdRequired],
    ['experienceId', { experienceId: 'AB1' }, M.experienceIdFormat],
    ['experienceId', { experienceId: 'AB 123' }, M.experienceIdFormat],
    ['designation', { designation: 'Astronaut' }, M.designationRequired],
    ['doj', { doj: '' }, M.dojRequired],
    ['doe', { doe: '' }, M.doeRequired],
    ['doe', { doe: addDays(today, 1) }, M.doeFuture],
    ['doj', { doj: '1900-01-01' }, M.tooOld],
    ['doe', { doj: '2021-04-11', doe: '2021-04-01' }, M.doeBeforeDoj],
    ['doe', { doj: '2021-04-01', doe: '2021-04-10' }, M.tooShort],
    ['state', { state: 'K' }, 'State should be between 2 and 40 characters.'],
    ['country', { country: 'India1' }, 'Country should contain only letters and spaces.'],
  ])('answers 400 with the spec message when %s breaks a rule', async (field, patch, message) => {
    const res = await create(ADMIN, BLANK, job({ experienceId: 'NEW-1', ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('accepts exactly 10 days of experience', async () => {
    const res = await create(ADMIN, BLANK, job({ experienceId: 'TEN/DAYS', doj: '2022-03-01', doe: '2022-03-11' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().experience).toBe('0 years, 0 months, 10 days');
  });

  it('lets only admins add', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) {
      expect((await create(who, EMPLOYEE, job({ experienceId: 'DENY-1' }))).statusCode).toBe(403);
    }
    expect((await create(OTHER_ADMIN, EMPLOYEE, job({ experienceId: 'DENY-1' }))).statusCode).toBe(404);
  });
});

describe('PATCH experience/ (trailing slash)', () => {
  it('edits the job named by experienceId, re-deriving the duration, even when the row carries both spellings', async () => {
    const [row] = (await read(ADMIN, BLANK)).json();
    const res = await update(ADMIN, { ...row, Experience: row.experience, doe: '2021-07-07', Attachment: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ experienceId: 'INF-20345', doe: '2021-07-07', experience: '2 years, 6 months, 0 days' });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'experience'), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
  });

  it('answers 404 for an unknown experience id and refuses non-admins', async () => {
    const [row] = (await read(ADMIN, BLANK)).json();
    expect((await update(ADMIN, { ...row, experienceId: 'NOPE-1' })).statusCode).toBe(404);
    expect((await update(EMPLOYEE, row)).statusCode).toBe(403);
    expect((await update(OTHER_ADMIN, row)).statusCode).toBe(404);
  });
});

describe('DELETE experience/deleteexperience?pastId&employeeId', () => {
  it('answers exactly 200 for a later job, audited, and refuses the first one', async () => {
    const [first, second] = (await read(ADMIN, BLANK)).json();
    const locked = await remove(ADMIN, BLANK, first.experienceId);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.firstRowLocked);
    expect((await remove(HR, BLANK, second.experienceId)).statusCode).toBe(403);
    expect((await remove(OTHER_ADMIN, BLANK, second.experienceId)).statusCode).toBe(404);

    const res = await remove(ADMIN, BLANK, second.experienceId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await read(ADMIN, BLANK)).json()).toHaveLength(1);
    expect((await remove(ADMIN, BLANK, second.experienceId)).statusCode).toBe(404);
  });
});
