import { addDays, CAREER_MESSAGES as M, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { postJsonText } from '../../test/raw-json';
import { jobPosts } from './careers.tables';

const t = useTestApp();
const BASE = '/hrmsapplication/carrers';
const today = todayIso();
const SUMMARY_KEYS = ['expiryDate', 'jobId', 'jobTitle', 'publishDate', 'status'];
const DETAIL_KEYS = [
  ...SUMMARY_KEYS,
  'age',
  'jobDescription',
  'jobLocation',
  'jobType',
  'noOfRequirements',
  'numberOfMonths',
  'numberOfYears',
  'salaryFrom',
  'salaryTo',
  'skillSet',
  'workMode',
].sort();

function job(patch: Record<string, unknown> = {}) {
  return {
    jobTitle: 'Backend Engineer',
    jobLocation: 'Bengaluru',
    noOfRequirements: '2',
    numberOfYears: '3',
    numberOfMonths: '6',
    age: '25',
    salaryFrom: '1200000',
    salaryTo: '9999999999',
    jobType: 'FULLTIME',
    skillSet: 'Node.js, PostgreSQL',
    workMode: 'hybrid',
    publishDate: today,
    expiryDate: addDays(today, 30),
    jobDescription: 'Build and run the services behind our HR platform with a small, friendly and experienced team.',
    ...patch,
  };
}

const page = (who: string | null, query = '') => t.call(who, { method: 'GET', url: `${BASE}/getJobPosts${query}` });
const read = (who: string, jobId: number | string) => t.call(who, { method: 'GET', url: `${BASE}/${jobId}` });
const create = (who: string, payload: unknown) =>
  t.call(who, { method: 'POST', url: `${BASE}/create`, payload: payload as object });
const update = (who: string, jobId: number | string, payload: unknown) =>
  t.call(who, { method: 'PATCH', url: `${BASE}/update?jobId=${jobId}`, payload: payload as object });
const cancel = (who: string, jobId: number | string, status = 'cancelled') =>
  t.call(who, {
    method: 'PATCH',
    url: `${BASE}/updateStatus?jobId=${jobId}&status=${status}`,
    headers: { 'content-type': 'application/json' },
    payload: 'null',
  });
const remove = (who: string, jobId: number | string) => t.call(who, { method: 'DELETE', url: `${BASE}/deletecareers/${jobId}` });

async function countPosts() {
  return (await t.database.db.select().from(jobPosts)).length;
}

describe('GET carrers/getJobPosts', () => {
  it('answers {jobList, totalPages, totalJobs}, 6 per page by default, newest first, for every role', async () => {
    for (const [who, total] of [
      [ADMIN, 9],
      [HR, 8],
      [MANAGER, 8],
      [EMPLOYEE, 8],
      [ONBOARDING, 8],
    ] as const) {
      const res = await page(who, '?pageNumber=0&size=6');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['jobList', 'totalJobs', 'totalPages']);
      expect(body.totalJobs).toBe(total);
      expect(body.totalPages).toBe(2);
      expect(body.jobList).toHaveLength(6);
      expect(Object.keys(body.jobList[0]).sort()).toEqual(SUMMARY_KEYS);
      const dates = body.jobList.map((j: { publishDate: string }) => j.publishDate);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect((await page(ADMIN, '?pageNumber=1&size=6')).json().jobList).toHaveLength(3);
    expect((await page(EMPLOYEE, '?pageNumber=1&size=6')).json().jobList).toHaveLength(2);
    expect((await page(EMPLOYEE)).json().jobList).toHaveLength(6);
  });

  it('shows scheduled, open, cancelled and expired statuses as lower-case text; only admins see scheduled posts', async () => {
    const all = (await page(ADMIN, '?size=50')).json().jobList as { jobId: number; status: string }[];
    expect(new Set(all.map((j) => j.status))).toEqual(new Set(['scheduled', 'open', 'cancelled', 'expired']));
    const scheduled = all.find((j) => j.status === 'scheduled')!;
    const seen = (await page(EMPLOYEE, '?size=50')).json().jobList as { status: string }[];
    expect(seen.some((j) => j.status === 'scheduled')).toBe(false);
    expect((await read(ADMIN, scheduled.jobId)).statusCode).toBe(200);
    expect((await read(EMPLOYEE, scheduled.jobId)).statusCode).toBe(404);
  });

  it('shows another organisation nothing of ours, and needs a token', async () => {
    const other = (await page(OTHER_ADMIN)).json();
    expect(other).toEqual({ jobList: [], totalPages: 0, totalJobs: 0 });
    expect((await page(null)).statusCode).toBe(401);
  });

  it('answers 400 to a malformed page number', async () => {
    expect((await page(ADMIN, '?pageNumber=-1')).statusCode).toBe(400);
    expect((await page(ADMIN, '?size=abc')).statusCode).toBe(400);
  });
});

describe('POST carrers/create', () => {
  it('lets an admin publish a post; answers the full post with 200 and audits it', async () => {
    const res = await create(ADMIN, job());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(DETAIL_KEYS);
    expect(body).toMatchObject({
      jobTitle: 'Backend Engineer',
      status: 'open',
      noOfRequirements: 2,
      numberOfYears: 3,
      numberOfMonths: 6,
      age: 25,
      salaryTo: 9999999999,
      workMode: 'hybrid',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job_post'), eq(auditLog.entityId, String(body.jobId))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect((await read(EMPLOYEE, body.jobId)).json()).toEqual(body);
  });

  it('accepts numbers sent as JSON numbers too', async () => {
    const res = await create(
      ADMIN,
      job({ noOfRequirements: 1, numberOfYears: 0, numberOfMonths: 0, age: 18, salaryFrom: 0, salaryTo: 0 }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses HR, managers, employees and onboarding users', async () => {
    const before = await countPosts();
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) expect((await create(who, job())).statusCode).toBe(403);
    expect(await countPosts()).toBe(before);
  });

  it.each([
    ['jobTitle', { jobTitle: '' }, M.titleRequired],
    ['jobTitle', { jobTitle: 'Dev/Ops' }, M.titlePattern],
    ['jobTitle', { jobTitle: 'A' }, M.titleLength],
    ['jobTitle', { jobTitle: 'A very long job title here' }, M.titleLength],
    ['jobLocation', { jobLocation: undefined }, M.locationRequired],
    ['jobLocation', { jobLocation: 'Pune #2' }, M.locationPattern],
    ['noOfRequirements', { noOfRequirements: '0' }, M.requirementsNumber],
    ['noOfRequirements', { noOfRequirements: '123456' }, M.requirementsNumber],
    ['noOfRequirements', { noOfRequirements: '' }, M.requirementsRequired],
    ['numberOfYears', { numberOfYears: '61' }, M.years],
    ['numberOfMonths', { numberOfMonths: '12' }, M.months],
    ['age', { age: '17' }, M.age],
    ['age', { age: '100' }, M.age],
    ['age', { age: '5' }, M.age],
    ['workMode', { workMode: 'Remote' }, M.workMode],
    ['jobType', { jobType: '' }, M.jobType],
    ['skillSet', { skillSet: '  ' }, M.skillSet],
    ['salaryFrom', { salaryFrom: '-1' }, M.salaryFrom],
    ['salaryFrom', { salaryFrom: '' }, M.salaryFromRequired],
    ['salaryTo', { salaryTo: '12345678901' }, M.salaryTo],
    ['salaryTo', { salaryTo: '1.5' }, M.salaryTo],
    ['salaryTo', { salaryFrom: '500', salaryTo: '400' }, M.salaryOrder],
    ['jobDescription', { jobDescription: 'Too short.' }, M.description],
    ['jobDescription', { jobDescription: 'x'.repeat(301) }, M.description],
    ['publishDate', { publishDate: '' }, M.publishRequired],
    ['publishDate', { publishDate: addDays(today, -1) }, M.publishMin],
    ['expiryDate', { expiryDate: today }, M.expiryMin],
    ['expiryDate', { publishDate: addDays(today, 5), expiryDate: addDays(today, 5) }, M.expiryOrder],
    ['expiryDate', { expiryDate: '2030-02-30' }, M.expiryRequired],
  ])('answers 400 with the message when %s breaks a rule', async (field, patch, message) => {
    const before = await countPosts();
    const res = await create(ADMIN, job(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await countPosts()).toBe(before);
  });

  it('answers 400, never 5xx, to a malformed body', async () => {
    for (const payload of [null, [], 'text', { jobTitle: 42 }, job({ age: true })]) {
      const res = await postJsonText(t, ADMIN, `${BASE}/create`, payload);
      expect(res.statusCode).toBe(400);
    }
    const broken = await t.call(ADMIN, {
      method: 'POST',
      url: `${BASE}/create`,
      headers: { 'content-type': 'application/json' },
      payload: '{"jobTitle":',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('GET carrers/{jobId}', () => {
  it('answers 404 for an unknown post or another organisation, 400 for a malformed id', async () => {
    const mine = (await page(ADMIN)).json().jobList[0].jobId;
    expect((await read(OTHER_ADMIN, mine)).statusCode).toBe(404);
    const missing = await read(ADMIN, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect((await read(ADMIN, 'abc')).statusCode).toBe(400);
  });
});

describe('PATCH carrers/update', () => {
  it('replaces the post and keeps its status; an old publish date may stay as it is', async () => {
    const created = (await create(ADMIN, job({ jobTitle: 'Editable Post' }))).json();
    const res = await update(ADMIN, created.jobId, job({ jobTitle: 'Edited Post', workMode: 'remote' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ jobId: created.jobId, jobTitle: 'Edited Post', workMode: 'remote', status: 'open' });

    const old = (await page(ADMIN, '?size=50'))
      .json()
      .jobList.find((j: { status: string; publishDate: string }) => j.status === 'open' && j.publishDate < today);
    const details = (await read(ADMIN, old.jobId)).json();
    const kept = await update(ADMIN, old.jobId, { ...details, jobTitle: 'Kept Date Post' });
    expect(kept.statusCode).toBe(200);
    const moved = await update(ADMIN, old.jobId, { ...details, publishDate: addDays(old.publishDate, -1) });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.publishDate).toBe(M.publishMin);
  });

  it('refuses non-admins, another organisation and unknown posts; checks the rules', async () => {
    const id = (await page(ADMIN)).json().jobList[0].jobId;
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await update(who, id, job())).statusCode).toBe(403);
    expect((await update(OTHER_ADMIN, id, job())).statusCode).toBe(404);
    expect((await update(ADMIN, 999999, job())).statusCode).toBe(404);
    expect((await update(ADMIN, 'x', job())).statusCode).toBe(400);
    const bad = await update(ADMIN, id, job({ age: '17' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.age).toBe(M.age);
  });
});

describe('PATCH carrers/updateStatus', () => {
  it("cancels a post for good: status 'cancelled', no second cancel, no edit, audited", async () => {
    const created = (await create(ADMIN, job({ jobTitle: 'To Be Cancelled' }))).json();
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await cancel(who, created.jobId)).statusCode).toBe(403);
    expect((await cancel(OTHER_ADMIN, created.jobId)).statusCode).toBe(404);

    const res = await cancel(ADMIN, created.jobId);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect((await read(EMPLOYEE, created.jobId)).json().status).toBe('cancelled');

    const again = await cancel(ADMIN, created.jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyCancelled);
    const edit = await update(ADMIN, created.jobId, job());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(M.cancelledLocked);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job_post'), eq(auditLog.entityId, String(created.jobId))));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('refuses any status other than cancelled (re-opening included)', async () => {
    const id = (await page(ADMIN)).json().jobList[0].jobId;
    for (const status of ['open', 'active', '']) {
      const res = await cancel(ADMIN, id, status);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.statusInvalid);
    }
  });
});

describe('DELETE carrers/deletecareers/{jobId}', () => {
  it('lets only an admin of the organisation delete, with 200 and an audit row', async () => {
    const created = (await create(ADMIN, job({ jobTitle: 'Short Lived' }))).json();
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) expect((await remove(who, created.jobId)).statusCode).toBe(403);
    expect((await remove(OTHER_ADMIN, created.jobId)).statusCode).toBe(404);
    const res = await remove(ADMIN, created.jobId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await read(ADMIN, created.jobId)).statusCode).toBe(404);
    expect((await remove(ADMIN, created.jobId)).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job_post'), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
  });
});
