import { randomUUID } from 'node:crypto';
import { addDays, TIME_ATTENDANCE_MESSAGES as M, timeOfMinute, todayIso, wallClockOf } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, OTHER_ORG, STRANGER, useTestApp } from '../../test/helpers';
import { holidays } from '../holidays';
import { leaveRequests } from '../leave';
import { attendanceLopDays } from '.';
import { attendanceRecords } from './attendance.tables';
import { GENERAL_SHIFT } from './time-attendance.fixtures';
import { attendancePunches, attendanceRosterDays } from './time-attendance.tables';

const t = useTestApp();
const BASE = '/hrmsapplication/attendance';
const ZONE = 'Asia/Kolkata';
const ORG = 'ORG1';
/** Reports to HRMS3 (manager), HR HRMS2; HRMS12 likewise. HRMS6 reports to HRMS1, not to HRMS3. */
const COLLEAGUE = 'HRMS11';
const NIGHT_WORKER = 'HRMS12';
const NOT_MANAGERS_REPORTEE = 'HRMS6';

const NIGHT = { ...GENERAL_SHIFT, name: 'Test night', start: '22:00', end: '06:00', breakMinutes: 30, weeklyOff: [] };
/** Bengaluru office, 200 m; 0.001° of latitude ≈ 111.2 m. */
const OFFICE = { name: 'Test office', latitude: 12.9756, longitude: 77.6066, radiusMeters: 200, ipRanges: ['198.51.100.0/24'] };

const putShift = (who: string, code: string, body: object) =>
  t.call(who, { method: 'PUT', url: `${BASE}/shifts/${code}`, payload: body });
const putSite = (who: string, code: string, body: object) =>
  t.call(who, { method: 'PUT', url: `${BASE}/sites/${code}`, payload: body });
const roster = (who: string, body: object) => t.call(who, { method: 'POST', url: `${BASE}/rosters`, payload: body });
const clock = (who: string, body: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.call(who, { method: 'POST', url: `${BASE}/clock`, payload: body, headers, ...(remoteAddress ? { remoteAddress } : {}) });
const days = (who: string, employeeId: string, from: string, to: string) =>
  t.call(who, { method: 'GET', url: `${BASE}/days?employeeId=${employeeId}&from=${from}&to=${to}` });
const devicePunches = (token: string | null, body: object, who: string | null = null) =>
  token
    ? t.app.inject({ method: 'POST', url: `${BASE}/punches`, headers: { authorization: `Bearer ${token}` }, payload: body })
    : t.call(who, { method: 'POST', url: `${BASE}/punches`, payload: body });
const lock = (who: string, month: string) => t.call(who, { method: 'POST', url: `${BASE}/lock`, payload: { month } });

async function createToken(scopes: string[]) {
  const res = await t.call(ADMIN, {
    method: 'POST',
    url: '/hrmsapplication/admin/api-tokens',
    payload: { name: `terminal ${randomUUID()}`, scopes, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(res.statusCode).toBe(201);
  return res.json().token as string;
}

let deviceToken = '';
/** Today in the organisation's zone, and a shift around now, so clock-ins fall in its window whatever the hour. */
let today = '';
const AROUND_NOW = 'NOW';

beforeAll(async () => {
  expect(
    (await t.call(ADMIN, { method: 'PUT', url: '/hrmsapplication/admin/jobs/time-zone', payload: { timeZone: ZONE } }))
      .statusCode,
  ).toBe(200);
  deviceToken = await createToken(['attendance:write']);
  const now = wallClockOf(new Date(), ZONE);
  today = now.date;
  // starts an hour ago, ends in two: no other rostered day is nearer
  expect(
    (
      await putShift(ADMIN, AROUND_NOW, {
        ...GENERAL_SHIFT,
        name: 'Around now',
        start: timeOfMinute(now.minute - 60),
        end: timeOfMinute(now.minute + 120),
        weeklyOff: [],
      })
    ).statusCode,
  ).toBe(200);
  expect((await putShift(ADMIN, 'D9', GENERAL_SHIFT)).statusCode).toBe(200);
  expect((await putShift(ADMIN, 'N22', NIGHT)).statusCode).toBe(200);
  expect((await putSite(ADMIN, 'TOFF', OFFICE)).statusCode).toBe(200);
  expect(
    (
      await roster(ADMIN, {
        employeeIds: [EMPLOYEE, COLLEAGUE],
        shift: AROUND_NOW,
        site: 'TOFF',
        from: addDays(today, -2),
        to: addDays(today, 1),
      })
    ).statusCode,
  ).toBe(200);
});

describe('PUT attendance/shifts and sites', () => {
  it('lets an admin save a shift, again replacing it, and lists it', async () => {
    const first = await putShift(ADMIN, 'EVE', { ...GENERAL_SHIFT, name: 'Evening', start: '14:00', end: '23:00' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 'EVE', ...GENERAL_SHIFT, name: 'Evening', start: '14:00', end: '23:00' });
    const second = await putShift(ADMIN, 'EVE', { ...GENERAL_SHIFT, name: 'Evening 2', start: '15:00', end: '00:00' });
    expect(second.json()).toMatchObject({ name: 'Evening 2', end: '00:00' });
    const list = await t.call(MANAGER, { method: 'GET', url: `${BASE}/shifts` });
    expect(list.statusCode).toBe(200);
    expect(list.json().filter((s: { code: string }) => s.code === 'EVE')).toHaveLength(1);
  });
  it('refuses HR, managers and employees', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await putShift(who, 'X1', GENERAL_SHIFT)).statusCode).toBe(403);
    expect((await putSite(HR, 'X1', OFFICE)).statusCode).toBe(403);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/shifts` })).statusCode).toBe(403);
  });
  it('answers 400 naming the field, and writes nothing', async () => {
    const res = await putShift(ADMIN, 'BAD', { ...GENERAL_SHIFT, end: '09:30', weeklyOff: ['SAT', 'SAT'] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['end', 'weeklyOff']);
    expect((await putShift(ADMIN, 'bad code!', GENERAL_SHIFT)).statusCode).toBe(400);
    const site = await putSite(ADMIN, 'BAD', { ...OFFICE, ipRanges: ['10.0.0.1'], latitude: 91 });
    expect(site.statusCode).toBe(400);
    expect(Object.keys(site.json().errors).sort()).toEqual(['ipRanges.0', 'latitude']);
    const codes = (await t.call(ADMIN, { method: 'GET', url: `${BASE}/shifts` })).json().map((s: { code: string }) => s.code);
    expect(codes).not.toContain('BAD');
  });
  it('keeps organisations apart: the same code elsewhere is another shift', async () => {
    expect((await putShift(OTHER_ADMIN, 'D9', { ...GENERAL_SHIFT, name: 'Theirs' })).statusCode).toBe(200);
    const ours = (await t.call(ADMIN, { method: 'GET', url: `${BASE}/shifts` })).json();
    expect(ours.find((s: { code: string }) => s.code === 'D9').name).toBe('Test general');
    const theirs = (await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/sites` })).json();
    expect(theirs.map((s: { code: string }) => s.code)).not.toContain('TOFF');
  });
});

describe('attendance/rosters', () => {
  const period = { shift: 'D9', site: 'TOFF', from: '2031-01-06', to: '2031-01-10' };
  it('lets a manager roster their direct reportees and HR their people', async () => {
    const res = await roster(MANAGER, { ...period, employeeIds: [EMPLOYEE, COLLEAGUE] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ assigned: 2 });
    expect((await roster(HR, { ...period, shift: 'N22', employeeIds: [COLLEAGUE] })).json()).toEqual({ assigned: 1 });
    const grid = await t.call(MANAGER, { method: 'GET', url: `${BASE}/rosters?from=2031-01-06&to=2031-01-07` });
    expect(grid.statusCode).toBe(200);
    const rows = grid.json() as { employeeId: string; name: string; days: { date: string; shift: string; site: string }[] }[];
    expect(rows.find((r) => r.employeeId === COLLEAGUE)?.days).toEqual([
      { date: '2031-01-06', shift: 'N22', site: 'TOFF' },
      { date: '2031-01-07', shift: 'N22', site: 'TOFF' },
    ]);
    expect(rows.find((r) => r.employeeId === EMPLOYEE)).toMatchObject({ name: 'Ananya Rao' });
    expect(rows.map((r) => r.employeeId)).not.toContain(NOT_MANAGERS_REPORTEE);
  });
  it('refuses someone else’s people, employees, and another organisation’s people', async () => {
    expect((await roster(MANAGER, { ...period, employeeIds: [EMPLOYEE, NOT_MANAGERS_REPORTEE] })).statusCode).toBe(403);
    expect((await roster(EMPLOYEE, { ...period, employeeIds: [EMPLOYEE] })).statusCode).toBe(403);
    expect((await roster(ADMIN, { ...period, employeeIds: [OTHER_ADMIN] })).statusCode).toBe(404);
    expect((await roster(OTHER_ADMIN, { ...period, employeeIds: [EMPLOYEE] })).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(attendanceRosterDays)
      .where(and(eq(attendanceRosterDays.employeeId, NOT_MANAGERS_REPORTEE), eq(attendanceRosterDays.date, '2031-01-06')));
    expect(rows).toEqual([]);
    const theirs = await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/rosters?from=2031-01-06&to=2031-01-07` });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().map((r: { employeeId: string }) => r.employeeId)).not.toContain(EMPLOYEE);
  });
  it('answers 400 for an unknown shift or site, dates the wrong way round, or no one', async () => {
    const unknown = await roster(ADMIN, { ...period, shift: 'NOPE', employeeIds: [EMPLOYEE] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ shift: M.shiftUnknown });
    expect((await roster(ADMIN, { ...period, site: 'NOPE', employeeIds: [EMPLOYEE] })).json().errors).toEqual({
      site: M.siteUnknown,
    });
    expect(
      (await roster(ADMIN, { ...period, from: '2031-01-10', to: '2031-01-06', employeeIds: [EMPLOYEE] })).json().errors,
    ).toHaveProperty('to');
    expect((await roster(ADMIN, { ...period, employeeIds: [] })).json().errors).toHaveProperty('employeeIds');
    expect((await t.call(ADMIN, { method: 'GET', url: `${BASE}/rosters?from=2031-01-01&to=2031-05-01` })).statusCode).toBe(400);
  });
});

describe('POST attendance/clock', () => {
  const atOffice = { latitude: 12.9756 + 0.0017, longitude: 77.6066, accuracyMeters: 25 }; // ≈ 189 m from the point
  it('clocks in inside the fence (201) and answers the first result for the same clientId', async () => {
    const clientId = randomUUID();
    const first = await clock(EMPLOYEE, { type: 'IN', clientId, ...atOffice });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ type: 'IN', site: 'TOFF' });
    const again = await clock(EMPLOYEE, { type: 'IN', clientId, ...atOffice });
    expect(again.json()).toEqual(first.json());
    const stored = await t.database.db.select().from(attendancePunches).where(eq(attendancePunches.clientId, clientId));
    expect(stored).toHaveLength(1);
    // another person cannot take that clientId
    expect((await clock(COLLEAGUE, { type: 'IN', clientId, ...atOffice })).statusCode).toBe(409);
  });
  it('answers 422 naming the nearest site and the distance just outside the fence', async () => {
    const res = await clock(EMPLOYEE, {
      type: 'IN',
      clientId: randomUUID(),
      latitude: 12.9756 + 0.0019,
      longitude: 77.6066,
      accuracyMeters: 10,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('You are 211 m from Test office, outside the area where you can clock in.');
    expect(res.json()).toMatchObject({
      code: 'timeAttendance.outsideFence',
      params: { distance: '211 m', site: 'Test office' },
    });
  });
  it('refuses a position coarser than the radius, or none, unless the address is in the site’s ranges', async () => {
    const coarse = await clock(EMPLOYEE, {
      type: 'IN',
      clientId: randomUUID(),
      latitude: 12.9756,
      longitude: 77.6066,
      accuracyMeters: 500,
    });
    expect(coarse.statusCode).toBe(422);
    expect(coarse.json().message).toContain('accurate only to 500 m');
    expect((await clock(EMPLOYEE, { type: 'IN', clientId: randomUUID() })).json().message).toBe(M.positionRequired);
    const onNetwork = await clock(EMPLOYEE, { type: 'OUT', clientId: randomUUID() }, {}, '198.51.100.20');
    expect(onNetwork.statusCode).toBe(201);
    // without TRUST_PROXY a forwarded address is not believed
    const forwarded = await clock(
      EMPLOYEE,
      { type: 'OUT', clientId: randomUUID() },
      { 'x-forwarded-for': '198.51.100.20' },
      '127.0.0.1',
    );
    expect(forwarded.statusCode).toBe(422);
  });
  it('takes a punch queued offline up to 72 h old, never older or in the future', async () => {
    const old = new Date(Date.now() - 73 * 3_600_000).toISOString();
    expect((await clock(EMPLOYEE, { type: 'IN', clientId: randomUUID(), at: old, ...atOffice })).json().message).toBe(M.atTooOld);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await clock(EMPLOYEE, { type: 'IN', clientId: randomUUID(), at: future, ...atOffice })).statusCode).toBe(422);
    const queued = new Date(Date.now() - 20 * 60_000).toISOString();
    const res = await clock(EMPLOYEE, { type: 'IN', clientId: randomUUID(), at: queued, ...atOffice });
    expect(res.statusCode).toBe(201);
    expect(res.json().at).toBe(queued);
  });
  it('refuses someone with no roster now (422) and bad input (400)', async () => {
    expect((await clock(ONBOARDING, { type: 'IN', clientId: randomUUID(), ...atOffice })).json().message).toBe(M.noRoster);
    const bad = await clock(EMPLOYEE, { type: 'SIDEWAYS', clientId: 'nope', latitude: 100 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['clientId', 'latitude', 'type']);
    expect(
      (await t.app.inject({ method: 'POST', url: `${BASE}/clock`, payload: { type: 'IN', clientId: randomUUID() } })).statusCode,
    ).toBe(401);
  });
});

describe('POST attendance/punches', () => {
  it('stores each punch once, counts duplicates and lists unknown people', async () => {
    const batch = {
      deviceId: 'GATE-T1',
      punches: [
        { employeeId: COLLEAGUE, at: '2031-02-03T09:30:00+05:30' },
        { employeeId: COLLEAGUE, at: '2031-02-03T04:00:00Z' }, // the same instant again
        { employeeId: 'HRMS999', at: '2031-02-03T09:30:00+05:30' },
        { employeeId: OTHER_ADMIN, at: '2031-02-03T09:30:00+05:30' },
      ],
    };
    const res = await devicePunches(deviceToken, batch);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 1, duplicates: 1, unknown: ['HRMS999', OTHER_ADMIN] });
    expect((await devicePunches(deviceToken, batch)).json()).toEqual({
      accepted: 0,
      duplicates: 2,
      unknown: ['HRMS999', OTHER_ADMIN],
    });
    // another device's punch at the same instant is another fact
    expect((await devicePunches(deviceToken, { ...batch, deviceId: 'GATE-T2' })).json()).toMatchObject({ accepted: 1 });
  });
  it('takes 5,000 punches in one call and refuses 5,001', async () => {
    const start = Date.parse('2031-03-01T00:00:00Z');
    const punches = Array.from({ length: 5000 }, (_, i) => ({
      employeeId: COLLEAGUE,
      at: new Date(start + i * 60_000).toISOString(),
    }));
    const began = Date.now();
    const res = await devicePunches(deviceToken, { deviceId: 'BULK', punches });
    expect(res.json()).toEqual({ accepted: 5000, duplicates: 0, unknown: [] });
    expect(Date.now() - began).toBeLessThan(10_000);
    const tooMany = await devicePunches(deviceToken, { deviceId: 'BULK', punches: [...punches, punches[0]] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(M.tooManyPunches);
  });
  it('refuses sessions and tokens without the scope', async () => {
    const body = { deviceId: 'X', punches: [] };
    expect((await devicePunches(null, body, ADMIN)).statusCode).toBe(403);
    expect((await devicePunches(null, body, EMPLOYEE)).statusCode).toBe(403);
    expect((await devicePunches(await createToken(['attendance:read']), body)).statusCode).toBe(403);
    expect(
      (await devicePunches(deviceToken, { deviceId: '', punches: [{ employeeId: EMPLOYEE, at: 'yesterday' }] })).statusCode,
    ).toBe(400);
  });
});

describe('GET attendance/days and the month lock', () => {
  /** A worked-out day on the shift with nothing punched; each day states what differs. */
  const day = (date: string, shift = 'D9') => ({
    date,
    shift,
    firstIn: null,
    lastOut: null,
    workedMinutes: 0,
    lateMinutes: 0,
    earlyMinutes: 0,
    overtimeMinutes: 0,
  });
  // 2030-03-04 is a Monday
  beforeAll(async () => {
    expect(
      (await roster(ADMIN, { employeeIds: [COLLEAGUE], shift: 'D9', site: 'TOFF', from: '2030-03-04', to: '2030-03-12' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await roster(ADMIN, { employeeIds: [NIGHT_WORKER], shift: 'N22', site: 'TOFF', from: '2030-03-04', to: '2030-03-05' }))
        .statusCode,
    ).toBe(200);
    const p = (employeeId: string, local: string) => ({ employeeId, at: `${local}:00+05:30` });
    const res = await devicePunches(deviceToken, {
      deviceId: 'GATE-D',
      punches: [
        p(COLLEAGUE, '2030-03-04T09:35'), // Mon: 475 worked → half day, within grace
        p(COLLEAGUE, '2030-03-04T18:30'),
        p(COLLEAGUE, '2030-03-05T09:30'), // Tue: 480 → present
        p(COLLEAGUE, '2030-03-05T18:30'),
        p(COLLEAGUE, '2030-03-06T09:41'), // Wed: one punch → absent, 11 late
        p(COLLEAGUE, '2030-03-07T09:30'), // Thu: on leave, whatever the punches
        p(COLLEAGUE, '2030-03-07T18:30'),
        p(COLLEAGUE, '2030-03-11T11:00'), // Mon: regularised to 09:00–19:00
        p(NIGHT_WORKER, '2030-03-04T22:05'), // night: 22:05 → 06:10 = 455 after the break
        p(NIGHT_WORKER, '2030-03-05T06:10'),
      ],
    });
    expect(res.json()).toMatchObject({ accepted: 10 });
    await t.database.db.insert(leaveRequests).values({
      organizationId: ORG,
      employeeId: COLLEAGUE,
      leaveName: 'CASUALLEAVE',
      startDate: '2030-03-07',
      endDate: '2030-03-07',
      duration: 1,
      status: 'APPROVED',
    });
    await t.database.db
      .insert(holidays)
      .values({ organizationId: ORG, holidayName: 'Test holiday', date: '2030-03-08', location: '' });
    await t.database.db.insert(attendanceRecords).values({
      organizationId: ORG,
      employeeId: COLLEAGUE,
      attendanceDate: '2030-03-11',
      inTime: '09:00',
      outTime: '19:00',
      workingMinutes: 600,
      type: 'workFromOffice',
      status: 'APPROVED',
    });
  });

  it('works each rostered day out by the rules', async () => {
    const res = await days(COLLEAGUE, COLLEAGUE, '2030-03-03', '2030-03-12');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { ...day('2030-03-04'), firstIn: '09:35', lastOut: '18:30', workedMinutes: 475, status: 'HALF_DAY' },
      { ...day('2030-03-05'), firstIn: '09:30', lastOut: '18:30', workedMinutes: 480, status: 'PRESENT' },
      { ...day('2030-03-06'), firstIn: '09:41', lateMinutes: 11, status: 'ABSENT' },
      { ...day('2030-03-07'), firstIn: '09:30', lastOut: '18:30', workedMinutes: 480, status: 'LEAVE' },
      { ...day('2030-03-08'), status: 'HOLIDAY' },
      { ...day('2030-03-09'), status: 'WEEKLY_OFF' },
      { ...day('2030-03-10'), status: 'WEEKLY_OFF' },
      { ...day('2030-03-11'), firstIn: '09:00', lastOut: '19:00', workedMinutes: 540, overtimeMinutes: 60, status: 'PRESENT' },
      { ...day('2030-03-12'), status: 'ABSENT' },
    ]);
  });
  it('puts a night shift’s morning punch on the day it started', async () => {
    const res = await days(HR, NIGHT_WORKER, '2030-03-04', '2030-03-05');
    expect(res.json()).toEqual([
      { ...day('2030-03-04', 'N22'), firstIn: '22:05', lastOut: '06:10', workedMinutes: 455, status: 'HALF_DAY' },
      { ...day('2030-03-05', 'N22'), status: 'ABSENT' },
    ]);
  });
  it('shows a person’s days to them, their manager, HR and admin only', async () => {
    for (const who of [MANAGER, HR, ADMIN]) expect((await days(who, COLLEAGUE, '2030-03-04', '2030-03-04')).statusCode).toBe(200);
    expect((await days(STRANGER, COLLEAGUE, '2030-03-04', '2030-03-04')).statusCode).toBe(403);
    expect((await days(OTHER_ADMIN, COLLEAGUE, '2030-03-04', '2030-03-04')).statusCode).toBe(404);
    const bad = await days(COLLEAGUE, COLLEAGUE, '2030-03-32', '2030-03-04');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('from');
    expect((await days(COLLEAGUE, COLLEAGUE, '2030-01-01', '2030-06-01')).json().errors).toHaveProperty('to');
  });

  it('locks a month once, counts days without pay, and closes the month to changes', async () => {
    expect((await lock(HR, '2030-03')).statusCode).toBe(403);
    expect((await lock(ADMIN, '2030-3')).json().errors).toHaveProperty('month');
    expect((await attendanceLopDays(t.database.db, ORG, '2030-03')).size).toBe(0);
    const res = await lock(ADMIN, '2030-03');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // HRMS11: ½ (Mon 4th) + 1 (Wed 6th) + 1 (Tue 12th); HRMS12: ½ (night of the 4th) + 1 (5th)
    expect(body.rows).toEqual([
      { employeeId: COLLEAGUE, lopDays: 2.5 },
      { employeeId: NIGHT_WORKER, lopDays: 1.5 },
    ]);
    expect(body).toMatchObject({ month: '2030-03', people: 2, lopDays: 4 });
    expect((await lock(ADMIN, '2030-03')).statusCode).toBe(409);
    const lop = await attendanceLopDays(t.database.db, ORG, '2030-03');
    expect([...lop.entries()]).toEqual([
      [COLLEAGUE, 2.5],
      [NIGHT_WORKER, 1.5],
    ]);
    expect((await attendanceLopDays(t.database.db, OTHER_ORG, '2030-03')).size).toBe(0);

    const late = await devicePunches(deviceToken, {
      deviceId: 'GATE-D',
      punches: [{ employeeId: COLLEAGUE, at: '2030-03-20T09:30:00+05:30' }],
    });
    expect(late.statusCode).toBe(409);
    expect(
      (await roster(ADMIN, { employeeIds: [COLLEAGUE], shift: 'D9', site: 'TOFF', from: '2030-02-27', to: '2030-03-02' }))
        .statusCode,
    ).toBe(409);
    // another organisation's month is its own
    expect((await lock(OTHER_ADMIN, '2030-03')).json()).toMatchObject({ people: 0, lopDays: 0 });
  });

  it('refuses the spec’s attendance requests in a locked month', async () => {
    // two days ago on the server's calendar is inside the spec's 7-day window whatever the hour in India
    const filedDay = addDays(todayIso(), -2);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    // the shift around that time started on its wall-clock date or the one before (when it crosses midnight)
    const shiftDates = [wallClockOf(dayAgo, ZONE).date, addDays(wallClockOf(dayAgo, ZONE).date, -1)];
    for (const month of new Set([filedDay, ...shiftDates].map((d) => d.slice(0, 7)))) {
      expect((await lock(ADMIN, month)).statusCode).toBe(200);
    }
    const res = await t.call(EMPLOYEE, {
      method: 'POST',
      url: `${BASE}/create`,
      payload: { employeeId: EMPLOYEE, attendanceDate: filedDay, inTime: '09:00', outTime: '18:00', type: 'workFromOffice' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.monthLocked);
    const clockIn = await clock(EMPLOYEE, {
      type: 'IN',
      clientId: randomUUID(),
      latitude: 12.9756,
      longitude: 77.6066,
      accuracyMeters: 5,
      at: dayAgo.toISOString(),
    });
    expect(clockIn.statusCode).toBe(409);
  });
});
