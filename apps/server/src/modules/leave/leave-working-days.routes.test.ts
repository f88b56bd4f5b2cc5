import { addDays, LEAVE_MESSAGES as M, todayIso } from '@hrms/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { holidays } from '../holidays';
import { organizations } from '../organization';
import { payrollEmployeeInfo } from '../payroll';
import { leaveTypes } from './leave.tables';

const t = useTestApp();
const SETTINGS = '/hrmsapplication/organization/leaveSettings';
/** A QA engineer with no demo leave: manager HRMS9, HR HRMS2. */
const PERSON = 'HRMS18';

/** A Monday two months ahead: inside the apply window, clear of the demo's own holidays (removed below). */
const monday = (() => {
  const start = addDays(todayIso(), 60);
  const weekday = new Date(`${start}T00:00:00Z`).getUTCDay();
  return addDays(start, (8 - weekday) % 7);
})();
const on = (n: number) => addDays(monday, n);

const saveSettings = (who: string, payload: unknown) =>
  t.call(who, { method: 'PATCH', url: SETTINGS, payload: payload as object });
const apply = (startDate: string, endDate: string, duration: unknown, isHalfDay = false) =>
  t.call(PERSON, {
    method: 'POST',
    url: '/hrmsapplication/leave/create',
    payload: { leaveName: 'SICKLEAVE', startDate, endDate, isHalfDay, duration, comments: 'Feeling unwell.' } as object,
  });
const cancel = (id: number) => t.call(PERSON, { method: 'DELETE', url: `/hrmsapplication/leave/cancel?leaveRequestId=${id}` });
const calendar = (who: string, from: string, to: string) =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/leave/workingCalendar?from=${from}&to=${to}` });
/** Applies, expects it filed with this duration, then cancels it so the balance is whole again. */
async function appliesWith(startDate: string, endDate: string, duration: number, isHalfDay = false) {
  const res = await apply(startDate, endDate, duration, isHalfDay);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ duration, startDate, endDate });
  expect((await cancel(res.json().id)).statusCode).toBe(200);
}

beforeAll(async () => {
  const db = t.database.db;
  await db
    .delete(holidays)
    .where(and(eq(holidays.organizationId, 'ORG1'), gte(holidays.date, monday), lte(holidays.date, on(13))));
  // Week two: Wednesday for everyone (blank location), Thursday in Pune (the person's), Friday in Chennai.
  await db.insert(holidays).values([
    { organizationId: 'ORG1', holidayName: 'Founders Day', date: on(9), location: '' },
    { organizationId: 'ORG1', holidayName: 'City Day', date: on(10), location: 'Pune' },
    { organizationId: 'ORG1', holidayName: 'Elsewhere Day', date: on(11), location: 'Chennai' },
  ]);
  await db
    .insert(payrollEmployeeInfo)
    .values({ employeeId: PERSON, organizationId: 'ORG1', location: 'Pune' })
    .onConflictDoUpdate({ target: payrollEmployeeInfo.employeeId, set: { location: 'Pune' } });
  await db
    .update(organizations)
    .set({ weekOfOne: 'Saturday', weekOfTwo: 'Sunday' })
    .where(eq(organizations.organizationId, 'ORG1'));
  // Enough accrued early in the year for a two-week leave, so the balance never decides these cases.
  await db
    .update(leaveTypes)
    .set({ count: 360 })
    .where(and(eq(leaveTypes.organizationId, 'ORG1'), eq(leaveTypes.leaveType, 'SICKLEAVE')));
}, 90_000);

describe('leave in working days (BEYOND §B9)', () => {
  it('counts calendar days while the setting is off (the spec, unchanged)', async () => {
    expect((await t.call(EMPLOYEE, { method: 'GET', url: SETTINGS })).json()).toEqual({ countWorkingDays: false });
    await appliesWith(monday, on(6), 7);
    const res = await apply(monday, on(6), 5);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.duration).toBe(M.durationMismatch);
    expect((await calendar(PERSON, monday, on(6))).json()).toEqual({
      countWorkingDays: false,
      weeklyOffs: [],
      holidayDates: [],
    });
  }, 90_000);

  it('lets only an admin switch it, for their own organisation, and refuses a body that is not a yes or no', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) {
      expect((await saveSettings(who, { countWorkingDays: true })).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'PATCH', url: SETTINGS, payload: { countWorkingDays: true } })).statusCode).toBe(401);
    for (const payload of [{}, { countWorkingDays: 'yes' }]) {
      const res = await saveSettings(ADMIN, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('countWorkingDays');
    }
    expect((await saveSettings(OTHER_ADMIN, { countWorkingDays: true })).statusCode).toBe(200);
    expect((await t.call(PERSON, { method: 'GET', url: SETTINGS })).json()).toEqual({ countWorkingDays: false });
    expect((await saveSettings(OTHER_ADMIN, { countWorkingDays: false })).statusCode).toBe(200);
  }, 90_000);

  it('skips weekly offs and the holidays of a blank location or the person’s, once the admin switches it on', async () => {
    const res = await saveSettings(ADMIN, { countWorkingDays: true });
    expect(res.statusCode).toBe(200);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: SETTINGS })).json()).toEqual({ countWorkingDays: true });
    // Week one, Monday to Sunday: five working days.
    await appliesWith(monday, on(6), 5);
    // Week two: Wednesday (everyone) and Thursday (Pune) are holidays; Friday's is Chennai's only.
    await appliesWith(on(7), on(13), 3);
    await appliesWith(on(7), on(13), 2.5, true);
    // The form reads the same calendar.
    expect((await calendar(PERSON, on(7), on(13))).json()).toEqual({
      countWorkingDays: true,
      weeklyOffs: ['Saturday', 'Sunday'],
      holidayDates: [on(9), on(10)],
    });
  }, 90_000);

  it('follows the organisation’s weekly offs', async () => {
    await t.database.db
      .update(organizations)
      .set({ weekOfOne: 'Friday', weekOfTwo: 'Noweekoff' })
      .where(eq(organizations.organizationId, 'ORG1'));
    await appliesWith(monday, on(6), 6);
    await t.database.db
      .update(organizations)
      .set({ weekOfOne: 'Saturday', weekOfTwo: 'Sunday' })
      .where(eq(organizations.organizationId, 'ORG1'));
  }, 90_000);

  it('refuses a duration that differs from the working days, and dates with none, 400 on duration and nothing written', async () => {
    const before = (
      await t.call(PERSON, { method: 'GET', url: `/hrmsapplication/leave/requests?employeeId=${PERSON}&page=0&size=40` })
    ).json().length;
    for (const [start, end, duration, message] of [
      [monday, on(6), 7, M.workingDurationMismatch],
      [on(7), on(13), 4, M.workingDurationMismatch],
      [on(5), on(6), 2, M.noWorkingDays],
      [on(9), on(10), 1, M.noWorkingDays],
    ] as const) {
      const res = await apply(start, end, duration);
      expect(res.statusCode, `${start}..${end}`).toBe(400);
      expect(res.json().errors.duration).toBe(message);
    }
    const after = (
      await t.call(PERSON, { method: 'GET', url: `/hrmsapplication/leave/requests?employeeId=${PERSON}&page=0&size=40` })
    ).json().length;
    expect(after).toBe(before);
  }, 90_000);

  it('answers the calendar to the signed-in only, and 400 naming the field for bad ranges', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/hrmsapplication/leave/workingCalendar?from=${monday}&to=${on(6)}` }))
        .statusCode,
    ).toBe(401);
    expect((await calendar(PERSON, on(6), monday)).statusCode).toBe(400);
    expect(JSON.stringify((await calendar(PERSON, on(6), monday)).json())).toContain('to');
    expect((await calendar(PERSON, 'nope', on(6))).json().errors.from).toBe(M.startRequired);
    expect((await calendar(PERSON, monday, addDays(monday, 800))).json().errors.to).toBe(M.workingCalendarTooLong);
  }, 90_000);
});
