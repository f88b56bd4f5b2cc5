import { JOBS_MESSAGES as M, SCHEDULE_NAMES } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../../lib/deps';
import type { JobQueue } from '../../lib/job-queue';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { createJobQueue } from './jobs.queue';
import { jobSchedules } from './jobs.tables';

const t = useTestApp();
const BASE = '/hrmsapplication/admin/jobs';
let worker: JobQueue | null = null;
afterAll(async () => {
  await worker?.stop();
});

const stateOf = async (organizationId: string, name: string) =>
  (
    await t.database.db
      .select()
      .from(jobSchedules)
      .where(and(eq(jobSchedules.organizationId, organizationId), eq(jobSchedules.name, name)))
  )[0];

describe('GET admin/jobs', () => {
  it('lists every schedule with its cron, next run and no run yet, and the queues', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: BASE });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.schedules.map((s: { name: string }) => s.name).sort()).toEqual([...SCHEDULE_NAMES].sort());
    for (const s of body.schedules) {
      expect(s).toMatchObject({ enabled: true, lastRunAt: null, lastStatus: null });
      expect(new Date(s.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    }
    expect(body.queues.map((q: { name: string }) => q.name)).toContain('schedule-run');
  });

  it('refuses HR, managers and employees', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await t.call(who, { method: 'GET', url: BASE })).statusCode).toBe(403);
  });
});

describe('POST admin/jobs/{name}/run', () => {
  it('runs the schedule once, now, for the caller organisation only (through the queue on this database)', async () => {
    const deps = { db: t.database.db, log: t.app.log, config: t.config } as Deps;
    worker = createJobQueue(() => deps, { work: true });
    const res = await t.call(ADMIN, { method: 'POST', url: `${BASE}/document-expiry/run` });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(M.started);
    await vi.waitFor(
      async () => {
        const state = await stateOf('ORG1', 'document-expiry');
        if (state?.lastStatus !== 'success') throw new Error('not yet run');
      },
      { timeout: 25_000, interval: 250 },
    );
    expect(await stateOf(OTHER_ORG, 'document-expiry')).toBeUndefined();
    const listed = (await t.call(ADMIN, { method: 'GET', url: BASE })).json();
    const schedule = listed.schedules.find((s: { name: string }) => s.name === 'document-expiry');
    expect(schedule.lastStatus).toBe('success');
    expect(schedule.lastRunAt).not.toBeNull();
    expect(listed.queues.find((q: { name: string }) => q.name === 'schedule-run').completed).toBeGreaterThanOrEqual(1);
  });

  it('answers 400 to an unknown schedule and 403 to other roles', async () => {
    expect((await t.call(ADMIN, { method: 'POST', url: `${BASE}/mine-bitcoin/run` })).statusCode).toBe(400);
    for (const who of [HR, MANAGER, EMPLOYEE])
      expect((await t.call(who, { method: 'POST', url: `${BASE}/leave-accrual/run` })).statusCode).toBe(403);
  });
});

describe('PATCH admin/jobs/{name} and PUT admin/jobs/time-zone', () => {
  it('switches a schedule off for the organisation only; it shows no next run', async () => {
    const res = await t.call(ADMIN, { method: 'PATCH', url: `${BASE}/approvals-digest`, payload: { enabled: false } });
    expect(res.statusCode).toBe(200);
    const ours = (await t.call(ADMIN, { method: 'GET', url: BASE })).json();
    expect(ours.schedules.find((s: { name: string }) => s.name === 'approvals-digest')).toMatchObject({
      enabled: false,
      nextRunAt: null,
    });
    const theirs = (await t.call(OTHER_ADMIN, { method: 'GET', url: BASE })).json();
    expect(theirs.schedules.find((s: { name: string }) => s.name === 'approvals-digest').enabled).toBe(true);
  });

  it('keeps a valid time zone and refuses an unknown one, a bad body and other roles', async () => {
    const ok = await t.call(ADMIN, { method: 'PUT', url: `${BASE}/time-zone`, payload: { timeZone: 'Asia/Kolkata' } });
    expect(ok.statusCode).toBe(200);
    expect((await t.call(ADMIN, { method: 'GET', url: BASE })).json().timeZone).toBe('Asia/Kolkata');
    for (const payload of [{ timeZone: 'Mars/Olympus' }, { timeZone: '' }, {}, { timeZone: 7 }])
      expect((await t.call(ADMIN, { method: 'PUT', url: `${BASE}/time-zone`, payload })).statusCode).toBe(400);
    for (const who of [HR, MANAGER, EMPLOYEE])
      expect((await t.call(who, { method: 'PUT', url: `${BASE}/time-zone`, payload: { timeZone: 'UTC' } })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: BASE })).json().timeZone).not.toBe('Asia/Kolkata');
    expect((await t.call(ADMIN, { method: 'PATCH', url: `${BASE}/leave-accrual`, payload: { enabled: 'yes' } })).statusCode).toBe(
      400,
    );
  });
});
