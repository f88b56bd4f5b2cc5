import { randomUUID } from 'node:crypto';
import { TIME_ATTENDANCE_MESSAGES as M } from '@hrms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { holidays } from '../holidays';
import { leaveRequests } from '../leave';
import { GENERAL_SHIFT } from './time-attendance.fixtures';

const t = useTestApp();
const BASE = '/hrmsapplication/attendance';
const ORG = 'ORG1';
/** HRMS11 and HRMS12 report to HRMS3 (manager) with HR HRMS2; HRMS13 reports to HRMS3 with HR HRMS8; HRMS6 to HRMS1. */
const WORKER = 'HRMS11';
const ABSENTEE = 'HRMS12';
const OTHER_HRS = 'HRMS13';
const NOT_MANAGERS = 'HRMS6';
/** 2025-03-03 is a Monday; the week is in the past, so every day has its status. */
const MONTH = '2025-03';

const teamDays = (who: string, query: string) => t.call(who, { method: 'GET', url: `${BASE}/team-days?${query}` });
const ids = (res: { json: () => { items: { employeeId: string }[] } }) => res.json().items.map((r) => r.employeeId);

beforeAll(async () => {
  const zone = await t.call(ADMIN, {
    method: 'PUT',
    url: '/hrmsapplication/admin/jobs/time-zone',
    payload: { timeZone: 'Asia/Kolkata' },
  });
  expect(zone.statusCode).toBe(200);
  const shift = { ...GENERAL_SHIFT, name: 'Calendar general' };
  expect((await t.call(ADMIN, { method: 'PUT', url: `${BASE}/shifts/TD9`, payload: shift })).statusCode).toBe(200);
  const site = { name: 'Calendar office', latitude: 12.97, longitude: 77.6, radiusMeters: 200, ipRanges: [] };
  expect((await t.call(ADMIN, { method: 'PUT', url: `${BASE}/sites/TDOFF`, payload: site })).statusCode).toBe(200);
  const roster = await t.call(ADMIN, {
    method: 'POST',
    url: `${BASE}/rosters`,
    payload: { employeeIds: [WORKER, ABSENTEE], shift: 'TD9', site: 'TDOFF', from: '2025-03-03', to: '2025-03-09' },
  });
  expect(roster.statusCode).toBe(200);
  const token = await t.call(ADMIN, {
    method: 'POST',
    url: '/hrmsapplication/admin/api-tokens',
    payload: {
      name: `calendar ${randomUUID()}`,
      scopes: ['attendance:write'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  const at = (local: string) => ({ employeeId: WORKER, at: `${local}:00+05:30` });
  const punches = await t.app.inject({
    method: 'POST',
    url: `${BASE}/punches`,
    headers: { authorization: `Bearer ${token.json().token}` },
    payload: {
      deviceId: 'CAL-GATE',
      punches: [
        at('2025-03-03T09:30'), // Mon: 480 → present
        at('2025-03-03T18:30'),
        at('2025-03-04T09:50'), // Tue: 20 late, 460 → half day
        at('2025-03-04T18:30'),
        at('2025-03-05T09:30'), // Wed: 540 → present, 60 over
        at('2025-03-05T19:30'),
      ],
    },
  });
  expect(punches.json()).toMatchObject({ accepted: 6 });
  await t.database.db.insert(leaveRequests).values({
    organizationId: ORG,
    employeeId: WORKER,
    leaveName: 'CASUALLEAVE',
    startDate: '2025-03-06',
    endDate: '2025-03-06',
    duration: 1,
    status: 'APPROVED',
  });
  await t.database.db
    .insert(holidays)
    .values({ organizationId: ORG, holidayName: 'Calendar holiday', date: '2025-03-07', location: '' });
});

describe('GET attendance/team-days', () => {
  it('answers a manager’s reportees with their days and the month’s totals', async () => {
    const res = await teamDays(MANAGER, `month=${MONTH}&size=500`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ month: MONTH, page: 0, size: 500 });
    expect(ids(res)).toEqual(expect.arrayContaining([WORKER, ABSENTEE, OTHER_HRS]));
    expect(ids(res)).not.toContain(NOT_MANAGERS);
    expect(body.total).toBe(body.items.length);
    const worker = body.items.find((r: { employeeId: string }) => r.employeeId === WORKER);
    expect(worker.name).toBe('Pooja Reddy');
    expect(worker.days.map((d: { date: string; status: string }) => [d.date, d.status])).toEqual([
      ['2025-03-03', 'PRESENT'],
      ['2025-03-04', 'HALF_DAY'],
      ['2025-03-05', 'PRESENT'],
      ['2025-03-06', 'LEAVE'],
      ['2025-03-07', 'HOLIDAY'],
      ['2025-03-08', 'WEEKLY_OFF'],
      ['2025-03-09', 'WEEKLY_OFF'],
    ]);
    expect(worker.days[1]).toMatchObject({
      shift: 'TD9',
      firstIn: '09:50',
      lastOut: '18:30',
      workedMinutes: 460,
      lateMinutes: 20,
    });
    expect(worker.totals).toEqual({
      present: 2,
      halfDays: 1,
      absent: 0,
      leave: 1,
      holidays: 1,
      weeklyOffs: 2,
      lateMinutes: 20,
      overtimeMinutes: 60,
      lopDays: 0.5,
    });
    const absentee = body.items.find((r: { employeeId: string }) => r.employeeId === ABSENTEE);
    expect(absentee.totals).toMatchObject({ present: 0, absent: 4, holidays: 1, weeklyOffs: 2, lopDays: 4 });
    // the same days as GET attendance/days answers for the person
    const one = await t.call(MANAGER, { method: 'GET', url: `${BASE}/days?employeeId=${WORKER}&from=2025-03-01&to=2025-03-31` });
    expect(worker.days).toEqual(one.json());
    // someone not rostered that month is listed with no days
    const notRostered = body.items.find((r: { employeeId: string }) => r.employeeId === OTHER_HRS);
    expect(notRostered).toMatchObject({ days: [], totals: { present: 0, absent: 0, lopDays: 0 } });
  });

  it('pages the people, counting every page', async () => {
    const all = (await teamDays(MANAGER, `month=${MONTH}&size=500`)).json();
    const first = await teamDays(MANAGER, `month=${MONTH}&size=2`);
    expect(first.json().items).toHaveLength(2);
    expect(first.json().total).toBe(all.total);
    const second = await teamDays(MANAGER, `month=${MONTH}&size=2&page=1`);
    expect(ids(second)).toEqual(all.items.slice(2, 4).map((r: { employeeId: string }) => r.employeeId));
    const beyond = await teamDays(MANAGER, `month=${MONTH}&size=2&page=1000`);
    expect(beyond.json()).toMatchObject({ items: [], total: all.total });
  });

  it('shows HR their people, an admin everyone or a department, and anyone else only themself', async () => {
    const hr = await teamDays(HR, `month=${MONTH}&size=500`);
    expect(ids(hr)).toEqual(expect.arrayContaining([WORKER, ABSENTEE]));
    expect(ids(hr)).not.toContain(OTHER_HRS);
    const admin = await teamDays(ADMIN, `month=${MONTH}&size=500`);
    expect(ids(admin)).toEqual(expect.arrayContaining([WORKER, NOT_MANAGERS]));
    const finance = await teamDays(ADMIN, `month=${MONTH}&size=500&department=FIN`);
    expect(ids(finance)).toContain(NOT_MANAGERS);
    expect(ids(finance)).not.toContain(WORKER);
    const self = await teamDays(WORKER, `month=${MONTH}`);
    expect(self.json()).toMatchObject({ total: 1, items: [{ employeeId: WORKER, totals: { present: 2 } }] });
    expect((await teamDays(WORKER, `month=${MONTH}&department=FIN`)).json()).toMatchObject({ total: 0, items: [] });
  });

  it('keeps another organisation’s people out', async () => {
    const other = await teamDays(OTHER_ADMIN, `month=${MONTH}&size=500`);
    expect(other.statusCode).toBe(200);
    expect(ids(other)).not.toContain(WORKER);
    expect(other.json().items.every((r: { days: unknown[] }) => r.days.length === 0)).toBe(true);
  });

  it('has no statuses for days still ahead', async () => {
    const res = await teamDays(WORKER, 'month=2099-01');
    expect(res.json()).toMatchObject({ total: 1, items: [{ days: [], totals: { absent: 0, lopDays: 0 } }] });
  });

  it('answers 400 naming the field for a bad month, page or size', async () => {
    for (const [query, field, message] of [
      ['month=2025-13', 'month', M.monthInvalid],
      ['size=10', 'month', M.monthInvalid],
      [`month=${MONTH}&size=501`, 'size', M.pageSizeInvalid],
      [`month=${MONTH}&size=0`, 'size', M.pageSizeInvalid],
      [`month=${MONTH}&page=-1`, 'page', M.pageInvalid],
      [`month=${MONTH}&page=first`, 'page', M.pageInvalid],
    ] as const) {
      const res = await teamDays(MANAGER, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toMatchObject({ [field]: message });
    }
  });
});
