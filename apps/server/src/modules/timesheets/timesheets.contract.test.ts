import { addDays, TIMESHEET_MESSAGES as M, todayIso, weekStartOf } from '@hrms/shared';
import { and, between, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { timesheetEntries, timesheetWeekTotals } from './timesheets.tables';

const t = useTestApp();
const today = todayIso();
const thisMonday = weekStartOf(today);
const lastMonday = addDays(thisMonday, -7);
/** The demo gives HRMS4 a week rejected three weeks ago ("Friday is missing"), 32 h on ATLAS-01 over four days. */
const rejectedMonday = addDays(thisMonday, -21);

/** The original client's exact body (API.md §4.13): the week's total as a string, no date. */
const CONTRACT_BODY = { employeeId: EMPLOYEE, projectName: 'Atlas Portal', projectCode: 'ATLAS-01', working_hours: '8.00' };
/** Its update body: workingHours, and its date key undefined, so dropped. */
const UPDATE_BODY = { employeeId: EMPLOYEE, projectCode: 'ATLAS-01' };

const create = (who: string, body: object) =>
  t.call(who, { method: 'POST', url: '/hrmsapplication/createTimeSheets/create', payload: body });
const update = (who: string, body: object) =>
  t.call(who, { method: 'PATCH', url: '/hrmsapplication/createTimeSheets/update', payload: body });
const submit = (who: string, monday: string) =>
  t.call(who, {
    method: 'POST',
    url: '/hrmsapplication/timesheetapproval/',
    payload: { employeeId: EMPLOYEE, fromDate: monday, toDate: addDays(monday, 6), totalHours: 0 },
  });
const decide = (who: string, path: string, id: number) =>
  t.call(who, {
    method: 'PATCH',
    url: `/hrmsapplication/timesheetapproval/${path}?timeSheetId=${id}&comments=string`,
    payload: { status: path.endsWith('Approval') ? 'Approved' : 'Rejected' },
  });
/** What the client's grid reads when it opens /timeEntry/{employeeId}/{monday}/{sunday}. */
const openGrid = (who: string, monday: string) =>
  t.call(who, {
    method: 'GET',
    url: `/hrmsapplication/createTimeSheets/getTimeSheets?employeeId=${EMPLOYEE}&startDate=${monday}&endDate=${addDays(monday, 6)}`,
  });
type ProjectWeek = {
  projectCode: string;
  projectTimingsDTOList: { date: string; working_hours: number }[];
  weekTotalHours?: number;
};
/** The client's own total: the sum of the days it read for the project. */
async function clientTotal(monday: string, projectCode = 'ATLAS-01') {
  const res = await openGrid(EMPLOYEE, monday);
  expect(res.statusCode).toBe(200);
  const row = (res.json() as ProjectWeek[]).find((p) => p.projectCode === projectCode);
  return Math.round((row?.projectTimingsDTOList ?? []).reduce((sum, d) => sum + d.working_hours, 0) * 100) / 100;
}
const dayRows = (monday: string) =>
  t.database.db
    .select()
    .from(timesheetEntries)
    .where(and(eq(timesheetEntries.employeeId, EMPLOYEE), between(timesheetEntries.workDate, monday, addDays(monday, 6))))
    .orderBy(timesheetEntries.workDate);
const weekTotalRows = () => t.database.db.select().from(timesheetWeekTotals).where(eq(timesheetWeekTotals.employeeId, EMPLOYEE));

describe("the original client's week total (createTimeSheets/create without days)", () => {
  it('refuses totals that are not hours, over a week, or on a project the employee is not on, writing nothing', async () => {
    expect(await clientTotal(thisMonday)).toBe(0);
    for (const working_hours of ['abc', '', '-1', '168.01', '40.001', null]) {
      const res = await create(EMPLOYEE, { ...CONTRACT_BODY, working_hours });
      expect(res.statusCode).toBe(400);
    }
    const unassigned = await create(EMPLOYEE, { ...CONTRACT_BODY, projectCode: 'QA-HUB', projectName: 'Quality Hub' });
    expect(unassigned.statusCode).toBe(400);
    expect(unassigned.json().message).toBe(M.notAssignedThisWeek('QA-HUB'));
    expect(await dayRows(thisMonday)).toEqual([]);
  });

  it("lets nobody record a total on someone else's timesheet, in or out of the organisation", async () => {
    for (const who of [MANAGER, HR, STRANGER, OTHER_ADMIN]) expect((await create(who, CONTRACT_BODY)).statusCode).toBe(403);
    expect(await dayRows(thisMonday)).toEqual([]);
  });

  it('keeps a week filled in two sittings: the days read back carry the hours, so 8 + 8 is 16', async () => {
    const first = await create(EMPLOYEE, CONTRACT_BODY);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: M.saved, weekStartDate: thisMonday, working_hours: '8.00' });
    expect(await clientTotal(thisMonday)).toBe(8);
    // the second sitting: the client adds 8 h to the 8 it read and sends the sum
    expect((await create(EMPLOYEE, { ...CONTRACT_BODY, working_hours: '16.00' })).statusCode).toBe(200);
    expect(await clientTotal(thisMonday)).toBe(16);
    const rows = await dayRows(thisMonday);
    expect(rows.map((r) => [r.workDate, r.hundredths])).toEqual([[today, 1600]]);
    expect(await weekTotalRows()).toEqual([]);
  });

  it('takes a smaller total off the latest days, and refuses a total that does not fit the days up to today', async () => {
    expect((await create(EMPLOYEE, { ...CONTRACT_BODY, working_hours: '12.50' })).statusCode).toBe(200);
    expect(await clientTotal(thisMonday)).toBe(12.5);
    const daysSoFar = (Date.parse(today) - Date.parse(thisMonday)) / 86_400_000 + 1;
    if (daysSoFar < 7) {
      const tooMuch = await create(EMPLOYEE, { ...CONTRACT_BODY, working_hours: `${daysSoFar * 24 + 1}.00` });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toBe(M.weekTotalDoesNotFit);
      expect(await clientTotal(thisMonday)).toBe(12.5);
    }
  });

  it('saves into the week the employee opened last, not a week a manager read', async () => {
    await t.database.db.insert(timesheetWeekTotals).values({
      organizationId: 'ORG1',
      employeeId: EMPLOYEE,
      projectCode: 'ATLAS-01',
      weekStart: lastMonday,
      hundredths: 4000,
    });
    // a total saved without days before they were placed on days reads back on days
    expect(await clientTotal(lastMonday)).toBe(40);
    expect((await openGrid(MANAGER, thisMonday)).statusCode).toBe(200);
    const res = await create(EMPLOYEE, { ...CONTRACT_BODY, working_hours: '44.00' });
    expect(res.json()).toMatchObject({ weekStartDate: lastMonday, working_hours: '44.00' });
    expect(await clientTotal(lastMonday)).toBe(44);
    expect(await weekTotalRows()).toEqual([]);
    expect(await clientTotal(thisMonday)).toBe(12.5);
  });
});

describe('correcting a rejected past week from the original client (createTimeSheets/update without days)', () => {
  it('refuses update on a week that is not rejected', async () => {
    expect(await clientTotal(thisMonday)).toBe(12.5);
    const res = await update(EMPLOYEE, { ...UPDATE_BODY, workingHours: '20.00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.weekNotRejected);
  });

  it('corrects the rejected week it opened, resubmits it and has it approved', async () => {
    expect(await clientTotal(rejectedMonday)).toBe(32);
    for (const who of [MANAGER, HR, OTHER_ADMIN])
      expect((await update(who, { ...UPDATE_BODY, workingHours: '40.00' })).statusCode).toBe(403);
    expect((await update(EMPLOYEE, { ...UPDATE_BODY, workingHours: 'forty' })).statusCode).toBe(400);
    const corrected = await update(EMPLOYEE, { ...UPDATE_BODY, workingHours: '40.00' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ message: M.updated, weekStartDate: rejectedMonday, working_hours: '40.00' });
    expect(await clientTotal(rejectedMonday)).toBe(40);
    // the days it held keep their hours; the rise sits on the week's last day
    expect((await dayRows(rejectedMonday)).map((r) => r.hundredths)).toEqual([800, 900, 800, 700, 800]);
    expect(await clientTotal(thisMonday)).toBe(12.5);

    const again = await submit(EMPLOYEE, rejectedMonday);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ totalHours: 40, status: 'Pending', fromDate: rejectedMonday });
    expect((await decide(OTHER_ADMIN, 'managerApproval', again.json().id)).statusCode).toBe(403);
    expect((await decide(MANAGER, 'managerApproval', again.json().id)).statusCode).toBe(200);
  });

  it('refuses any further change to the approved week', async () => {
    expect(await clientTotal(rejectedMonday)).toBe(40);
    const refused = await update(EMPLOYEE, { ...UPDATE_BODY, workingHours: '30.00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.weekLocked('Approved'));
    expect((await create(EMPLOYEE, { ...CONTRACT_BODY, working_hours: '30.00' })).statusCode).toBe(409);
    expect(await clientTotal(rejectedMonday)).toBe(40);
  });
});
