import { TIME_ATTENDANCE_MESSAGES as M } from '@hrms/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { holidays } from '../holidays';
import { leaveRequests } from '../leave';
import { attendanceLopDays } from '.';
import { GENERAL_SHIFT } from './time-attendance.fixtures';

const t = useTestApp();
const BASE = '/hrmsapplication/attendance';
const ORG = 'ORG1';
/** Reports to HRMS3 (manager), HR HRMS2. */
const WORKER = 'HRMS11';
const MONTH = '2030-05';

const lock = (who: string, month: string) => t.call(who, { method: 'POST', url: `${BASE}/lock`, payload: { month } });
const unlock = (who: string, payload: object) => t.call(who, { method: 'POST', url: `${BASE}/unlock`, payload });
const days = (who: string) =>
  t.call(who, { method: 'GET', url: `${BASE}/days?employeeId=${WORKER}&from=2030-05-06&to=2030-05-10` });
const statuses = async (who = WORKER) => (await days(who)).json().map((d: { status: string }) => d.status);

beforeAll(async () => {
  await t.call(ADMIN, { method: 'PUT', url: '/hrmsapplication/admin/jobs/time-zone', payload: { timeZone: 'Asia/Kolkata' } });
  const shift = { ...GENERAL_SHIFT, name: 'Lock test day' };
  expect((await t.call(ADMIN, { method: 'PUT', url: `${BASE}/shifts/LD9`, payload: shift })).statusCode).toBe(200);
  const site = { name: 'Lock test site', latitude: 12.97, longitude: 77.6, radiusMeters: 200, ipRanges: [] };
  expect((await t.call(ADMIN, { method: 'PUT', url: `${BASE}/sites/LSITE`, payload: site })).statusCode).toBe(200);
  // 2030-05-06 is a Monday: Monday worked, Tuesday to Friday nothing
  const roster = { employeeIds: [WORKER], shift: 'LD9', site: 'LSITE', from: '2030-05-06', to: '2030-05-10' };
  expect((await t.call(ADMIN, { method: 'POST', url: `${BASE}/rosters`, payload: roster })).statusCode).toBe(200);
  const token = await t.call(ADMIN, {
    method: 'POST',
    url: '/hrmsapplication/admin/api-tokens',
    payload: {
      name: 'lock test terminal',
      scopes: ['attendance:write'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  const punches = await t.app.inject({
    method: 'POST',
    url: `${BASE}/punches`,
    headers: { authorization: `Bearer ${token.json().token}` },
    payload: {
      deviceId: 'LOCK-GATE',
      punches: [
        { employeeId: WORKER, at: '2030-05-06T09:30:00+05:30' },
        { employeeId: WORKER, at: '2030-05-06T18:30:00+05:30' },
      ],
    },
  });
  expect(punches.json()).toMatchObject({ accepted: 2 });
});

describe('the month lock freezes its days', () => {
  it('keeps the days as they were at the lock when leave, a holiday or the shift change afterwards', async () => {
    expect(await statuses()).toEqual(['PRESENT', 'ABSENT', 'ABSENT', 'ABSENT', 'ABSENT']);
    const locked = await lock(ADMIN, MONTH);
    expect(locked.json()).toMatchObject({ month: MONTH, people: 1, lopDays: 4 });
    const atLock = (await days(WORKER)).json();

    // what would change the days if they were worked out again
    await t.database.db.insert(leaveRequests).values({
      organizationId: ORG,
      employeeId: WORKER,
      leaveName: 'CASUALLEAVE',
      startDate: '2030-05-07',
      endDate: '2030-05-07',
      duration: 1,
      status: 'APPROVED',
    });
    await t.database.db
      .insert(holidays)
      .values({ organizationId: ORG, holidayName: 'Lock test holiday', date: '2030-05-08', location: '' });
    const later = {
      name: 'Lock test day, later',
      start: '10:00',
      end: '19:00',
      breakMinutes: 0,
      graceMinutes: 0,
      halfDayMinutes: 100,
      fullDayMinutes: 200,
      weeklyOff: ['SAT', 'SUN', 'FRI'],
    };
    expect((await t.call(ADMIN, { method: 'PUT', url: `${BASE}/shifts/LD9`, payload: later })).statusCode).toBe(200);

    for (const who of [WORKER, MANAGER, HR, ADMIN]) expect((await days(who)).json()).toEqual(atLock);
    expect([...(await attendanceLopDays(t.database.db, ORG, MONTH)).entries()]).toEqual([[WORKER, 4]]);
    // a roster change of the month still answers 409
    const roster = { employeeIds: [WORKER], shift: 'LD9', site: 'LSITE', from: '2030-05-09', to: '2030-05-09' };
    expect((await t.call(ADMIN, { method: 'POST', url: `${BASE}/rosters`, payload: roster })).statusCode).toBe(409);
  });

  it('lists the locked months to admin and HR of the organisation only', async () => {
    const res = await t.call(HR, { method: 'GET', url: `${BASE}/locks` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ month: MONTH, people: 1, lopDays: 4, lockedBy: ADMIN })]);
    for (const who of [MANAGER, EMPLOYEE])
      expect((await t.call(who, { method: 'GET', url: `${BASE}/locks` })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/locks` })).json()).toEqual([]);
  });
});

describe('POST attendance/unlock', () => {
  it('refuses people who are not admin or HR, bad input and months that are not locked', async () => {
    for (const who of [MANAGER, EMPLOYEE, WORKER]) {
      expect((await unlock(who, { month: MONTH, reason: 'Payroll found a mistake' })).statusCode).toBe(403);
    }
    const noReason = await unlock(ADMIN, { month: MONTH, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: M.unlockReasonRequired });
    expect((await unlock(ADMIN, { month: '2030-13', reason: 'A good reason' })).json().errors).toHaveProperty('month');
    expect((await unlock(ADMIN, { month: MONTH })).statusCode).toBe(400);
    const notLocked = await unlock(ADMIN, { month: '2030-06', reason: 'A good reason' });
    expect(notLocked.statusCode).toBe(409);
    expect(notLocked.json().message).toBe(M.notLocked);
    // another organisation's admin unlocks only their own months
    expect((await unlock(OTHER_ADMIN, { month: MONTH, reason: 'Not theirs' })).statusCode).toBe(409);
    expect((await attendanceLopDays(t.database.db, ORG, MONTH)).size).toBe(1);
  });

  it('unlocks with a reason kept in the audit trail; the days are worked out again and can be locked anew', async () => {
    const res = await unlock(HR, { month: MONTH, reason: 'Leave approved late for the 7th' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ month: MONTH, people: 1, lopDays: 4 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance-lock'), eq(auditLog.entityId, MONTH), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({
      actorId: HR,
      organizationId: ORG,
      before: expect.objectContaining({ month: MONTH, people: 1, lopDays: 4, lockedBy: ADMIN }),
      after: { reason: 'Leave approved late for the 7th' },
    });
    expect((await attendanceLopDays(t.database.db, ORG, MONTH)).size).toBe(0);
    // now the leave, the holiday and the later shift (Friday off, 200 minutes a full day) count
    expect(await statuses()).toEqual(['PRESENT', 'LEAVE', 'HOLIDAY', 'ABSENT', 'WEEKLY_OFF']);
    expect((await unlock(HR, { month: MONTH, reason: 'Twice' })).statusCode).toBe(409);
    const again = await lock(ADMIN, MONTH);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ people: 1, lopDays: 1 });
  });

  it("stays locked while the month's pay run is locked or published (payroll took its days), not while it is a draft", async () => {
    // the pay run's row as payroll keeps it (its own steps are tested in payroll); the month is locked again above
    const setRun = (status: string) =>
      t.database.db.execute(sql`
        insert into payroll_runs (id, organization_id, month, status, created_by)
        values ('run-lock-test', ${ORG}, ${MONTH}, ${status}, ${ADMIN})
        on conflict (id) do update set status = excluded.status`);
    for (const status of ['LOCKED', 'PUBLISHED']) {
      await setRun(status);
      const held = await unlock(ADMIN, { month: MONTH, reason: 'Payroll found a mistake' });
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toBe(M.payRunHoldsMonth);
      expect((await attendanceLopDays(t.database.db, ORG, MONTH)).size).toBe(1);
    }
    // a draft is recomputed, so it does not hold the month
    await setRun('DRAFT');
    expect((await unlock(HR, { month: MONTH, reason: 'The draft run is recomputed' })).statusCode).toBe(200);
  });
});
