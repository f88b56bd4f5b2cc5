import { TIME_ATTENDANCE_MESSAGES as M } from '@hrms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';

const t = useTestApp();
const BASE = '/hrmsapplication/attendance';
/** Report to HRMS3 (manager), HR HRMS2; HRMS6 reports to HRMS1. */
const FIRST = 'HRMS11';
const SECOND = 'HRMS12';
const NOT_REPORTEE = 'HRMS6';

const pattern = (who: string, payload: object) => t.call(who, { method: 'POST', url: `${BASE}/rosters/pattern`, payload });
const cells = (who: string, payload: object) => t.call(who, { method: 'POST', url: `${BASE}/rosters/cells`, payload });
/** Each person's shift code by date over a period. */
async function grid(from: string, to: string) {
  const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/rosters?from=${from}&to=${to}` });
  const rows = res.json() as { employeeId: string; days: { date: string; shift: string }[] }[];
  return new Map(rows.map((r) => [r.employeeId, Object.fromEntries(r.days.map((d) => [d.date, d.shift]))]));
}

beforeAll(async () => {
  const base = { breakMinutes: 30, graceMinutes: 5, halfDayMinutes: 200, fullDayMinutes: 420, weeklyOff: [] };
  for (const [code, start, end] of [
    ['GA', '06:00', '14:00'],
    ['GB', '14:00', '22:00'],
    ['GC', '22:00', '06:00'],
  ] as const) {
    const res = await t.call(ADMIN, {
      method: 'PUT',
      url: `${BASE}/shifts/${code}`,
      payload: { ...base, name: code, start, end },
    });
    expect(res.statusCode).toBe(200);
  }
  const site = { name: 'Grid site', latitude: 12.97, longitude: 77.6, radiusMeters: 200, ipRanges: [] };
  expect((await t.call(ADMIN, { method: 'PUT', url: `${BASE}/sites/GSITE`, payload: site })).statusCode).toBe(200);
  // a busy machine: the first calls also load the app
}, 300_000);

describe('POST attendance/rosters/pattern', () => {
  it('rotates the shifts week by week from the first day, for a manager’s reportees', async () => {
    // 2031-06-02 is a Monday; three weeks and a day
    const res = await pattern(MANAGER, {
      employeeIds: [FIRST, SECOND],
      site: 'GSITE',
      from: '2031-06-02',
      to: '2031-06-23',
      weeks: ['GA', 'GB', 'GC'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ assigned: 2 });
    const days = await grid('2031-06-01', '2031-06-24');
    for (const person of [FIRST, SECOND]) {
      const row = days.get(person) ?? {};
      expect(Object.keys(row)).toHaveLength(22);
      expect([row['2031-06-02'], row['2031-06-08'], row['2031-06-09'], row['2031-06-15']]).toEqual(['GA', 'GA', 'GB', 'GB']);
      expect([row['2031-06-16'], row['2031-06-22'], row['2031-06-23']]).toEqual(['GC', 'GC', 'GA']);
    }
  });

  it('refuses other people’s people, other organisations, unknown shifts and bad input, writing nothing', async () => {
    const body = { employeeIds: [FIRST, NOT_REPORTEE], site: 'GSITE', from: '2031-07-07', to: '2031-07-13', weeks: ['GA'] };
    const notMine = await pattern(MANAGER, body);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(M.notYourPeople);
    expect((await pattern(EMPLOYEE, { ...body, employeeIds: [FIRST] })).statusCode).toBe(403);
    expect((await pattern(OTHER_ADMIN, { ...body, employeeIds: [FIRST] })).statusCode).toBe(404);
    const unknown = await pattern(ADMIN, { ...body, weeks: ['GA', 'NOPE'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('weeks');
    // thrown with its code and value (issue 27 point 4): the English is unchanged
    expect(unknown.json()).toMatchObject({
      message: `${M.shiftUnknown} (NOPE)`,
      code: 'timeAttendance.shiftUnknownCode',
      params: { code: 'NOPE' },
    });
    const nobody = await pattern(ADMIN, { ...body, employeeIds: ['HRMS999'] });
    expect(nobody.json()).toMatchObject({ code: 'timeAttendance.employeeNotFound', params: { employeeId: 'HRMS999' } });
    expect((await pattern(ADMIN, { ...body, weeks: [] })).json().errors).toHaveProperty('weeks');
    expect((await pattern(ADMIN, { ...body, site: 'NOPE' })).json().errors).toEqual({ site: M.siteUnknown });
    expect((await pattern(ADMIN, { ...body, to: '2031-07-01' })).json().errors).toHaveProperty('to');
    expect((await grid('2031-07-07', '2031-07-13')).get(FIRST)).toEqual({});
  });
});

describe('POST attendance/rosters/cells', () => {
  it('sets chosen days of chosen people to a shift, and clears them', async () => {
    const res = await cells(HR, {
      cells: [
        { employeeId: FIRST, date: '2031-06-03' },
        { employeeId: SECOND, date: '2031-06-10' },
        { employeeId: SECOND, date: '2031-06-10' },
      ],
      shift: 'GC',
      site: 'GSITE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ days: 2 });
    let days = await grid('2031-06-02', '2031-06-10');
    expect([days.get(FIRST)?.['2031-06-03'], days.get(FIRST)?.['2031-06-04']]).toEqual(['GC', 'GA']);
    expect(days.get(SECOND)?.['2031-06-10']).toBe('GC');

    expect((await cells(MANAGER, { cells: [{ employeeId: FIRST, date: '2031-06-03' }], shift: null })).json()).toEqual({
      days: 1,
    });
    days = await grid('2031-06-02', '2031-06-10');
    expect(days.get(FIRST)?.['2031-06-03']).toBeUndefined();
    expect(days.get(FIRST)?.['2031-06-04']).toBe('GA');
  });

  it('refuses bad input, other people’s people and locked months, writing nothing', async () => {
    const one = [{ employeeId: FIRST, date: '2031-06-04' }];
    expect((await cells(MANAGER, { cells: one, shift: 'GB' })).json().errors).toEqual({ site: M.siteRequired });
    expect((await cells(MANAGER, { cells: [], shift: 'GB', site: 'GSITE' })).json().errors).toHaveProperty('cells');
    expect((await cells(MANAGER, { cells: [{ employeeId: FIRST, date: '2031-02-30' }], shift: null })).statusCode).toBe(400);
    expect((await cells(MANAGER, { cells: one, shift: 'NOPE', site: 'GSITE' })).json().errors).toEqual({ shift: M.shiftUnknown });
    const mixed = [...one, { employeeId: NOT_REPORTEE, date: '2031-06-04' }];
    expect((await cells(MANAGER, { cells: mixed, shift: 'GB', site: 'GSITE' })).statusCode).toBe(403);
    expect((await cells(OTHER_ADMIN, { cells: one, shift: null })).statusCode).toBe(404);
    expect((await cells(EMPLOYEE, { cells: one, shift: null })).statusCode).toBe(403);
    expect((await t.call(ADMIN, { method: 'POST', url: `${BASE}/lock`, payload: { month: '2031-06' } })).statusCode).toBe(200);
    expect((await cells(ADMIN, { cells: one, shift: 'GB', site: 'GSITE' })).statusCode).toBe(409);
    expect((await grid('2031-06-04', '2031-06-04')).get(FIRST)?.['2031-06-04']).toBe('GA');
  });
});
