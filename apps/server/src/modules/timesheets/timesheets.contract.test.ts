import { addDays, TIMESHEET_MESSAGES as M, todayIso, weekStartOf } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { timesheetEntries, timesheetWeekTotals } from './timesheets.tables';

const t = useTestApp();
const thisMonday = weekStartOf(todayIso());
const sunday = addDays(thisMonday, 6);

/** The original client's exact body (API.md §4.13): the week's total as a string, no date. */
const CONTRACT_BODY = {
  employeeId: 'HRMS4',
  projectName: 'Atlas Portal',
  projectCode: 'ATLAS-01',
  working_hours: '40.00',
};

const create = (who: string, body: object) =>
  t.call(who, { method: 'POST', url: '/hrmsapplication/createTimeSheets/create', payload: body });
const update = (who: string, body: object) =>
  t.call(who, { method: 'PATCH', url: '/hrmsapplication/createTimeSheets/update', payload: body });
const submit = (who: string) =>
  t.call(who, {
    method: 'POST',
    url: '/hrmsapplication/timesheetapproval/',
    payload: { employeeId: EMPLOYEE, fromDate: thisMonday, toDate: sunday, totalHours: 0 },
  });
const decide = (who: string, path: string, id: number) =>
  t.call(who, {
    method: 'PATCH',
    url: `/hrmsapplication/timesheetapproval/${path}?timeSheetId=${id}&comments=string`,
    payload: { status: path.endsWith('Approval') ? 'Approved' : 'Rejected' },
  });
const weeksOf = (who: string) => t.call(who, { method: 'GET', url: `/hrmsapplication/timesheetapproval/approvals/${EMPLOYEE}` });
const monthOf = (who: string) => {
  const [year, month] = thisMonday.split('-').map(Number) as [number, number];
  return t.call(who, { method: 'GET', url: `/hrmsapplication/timesheetapproval/${EMPLOYEE}?month=${month}&year=${year}` });
};
const grid = (who: string) =>
  t.call(who, {
    method: 'GET',
    url: `/hrmsapplication/createTimeSheets/getTimeSheets?employeeId=${EMPLOYEE}&startDate=${thisMonday}&endDate=${sunday}`,
  });
const weekTotals = () =>
  t.database.db
    .select()
    .from(timesheetWeekTotals)
    .where(and(eq(timesheetWeekTotals.employeeId, EMPLOYEE), eq(timesheetWeekTotals.weekStart, thisMonday)));

describe("the original client's week total (createTimeSheets/create without days)", () => {
  it('refuses totals that are not hours, over a week, or on a project the employee is not on, writing nothing', async () => {
    for (const working_hours of ['abc', '', '-1', '168.01', '40.001', null]) {
      const res = await create(EMPLOYEE, { ...CONTRACT_BODY, working_hours });
      expect(res.statusCode).toBe(400);
    }
    const unassigned = await create(EMPLOYEE, { ...CONTRACT_BODY, projectCode: 'QA-HUB', projectName: 'Quality Hub' });
    expect(unassigned.statusCode).toBe(400);
    expect(unassigned.json().message).toBe(M.notAssignedThisWeek('QA-HUB'));
    expect(await weekTotals()).toEqual([]);
  });

  it("lets nobody record a total on someone else's timesheet", async () => {
    for (const who of [MANAGER, HR, STRANGER]) expect((await create(who, CONTRACT_BODY)).statusCode).toBe(403);
    expect((await create(OTHER_ADMIN, CONTRACT_BODY)).statusCode).toBe(403);
    expect(await weekTotals()).toEqual([]);
  });

  it('records the total for the project and the current week, replacing that week of days', async () => {
    await t.database.db.insert(timesheetEntries).values({
      organizationId: 'ORG1',
      employeeId: EMPLOYEE,
      projectCode: 'ATLAS-01',
      workDate: thisMonday,
      hundredths: 300,
    });
    const res = await create(EMPLOYEE, CONTRACT_BODY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.saved, weekStartDate: thisMonday, working_hours: '40.00' });
    expect((await weekTotals()).map((r) => [r.projectCode, r.hundredths])).toEqual([['ATLAS-01', 4000]]);
    const days = await t.database.db
      .select()
      .from(timesheetEntries)
      .where(and(eq(timesheetEntries.employeeId, EMPLOYEE), eq(timesheetEntries.workDate, thisMonday)));
    expect(days).toEqual([]);
    const row = (await grid(EMPLOYEE)).json().find((p: { projectCode: string }) => p.projectCode === 'ATLAS-01');
    expect(row.weekTotalHours).toBe(40);
    expect(row.projectTimingsDTOList).toHaveLength(7);
  });

  it('saves again with a new total rather than adding to it', async () => {
    expect((await create(EMPLOYEE, { ...CONTRACT_BODY, working_hours: '38.50' })).statusCode).toBe(200);
    expect((await create(EMPLOYEE, CONTRACT_BODY)).statusCode).toBe(200);
    expect((await weekTotals()).map((r) => r.hundredths)).toEqual([4000]);
  });

  it('goes through save → submit (totalHours 0) → reject → update → submit → manager approval → status', async () => {
    const submitted = await submit(EMPLOYEE);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ totalHours: 40, status: 'Pending', fromDate: thisMonday });
    expect((await create(EMPLOYEE, CONTRACT_BODY)).statusCode).toBe(409);

    const first = submitted.json().id as number;
    expect((await decide(EMPLOYEE, 'managerReject', first)).statusCode).toBe(403);
    expect((await decide(OTHER_ADMIN, 'managerReject', first)).statusCode).toBe(403);
    expect((await decide(MANAGER, 'managerReject', first)).statusCode).toBe(200);

    // the client's update body: workingHours, and its date key undefined, so dropped
    const corrected = await update(EMPLOYEE, { employeeId: EMPLOYEE, projectCode: 'ATLAS-01', workingHours: '36.00' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ message: M.updated, working_hours: '36.00' });

    const again = await submit(EMPLOYEE);
    expect(again.statusCode).toBe(200);
    const id = again.json().id as number;
    expect(again.json().totalHours).toBe(36);
    expect((await decide(MANAGER, 'managerApproval', id)).statusCode).toBe(200);

    const [latest] = (await weeksOf(EMPLOYEE)).json() as { id: number; totalHours: number; status: string }[];
    expect(latest).toMatchObject({ id, totalHours: 36, status: 'Approved' });
    const month = (await monthOf(MANAGER)).json() as { id: number; totalHours: number }[];
    expect(month.find((w) => w.id === id)?.totalHours).toBe(36);
  });

  it('refuses any further total on the approved week', async () => {
    const refused = await update(EMPLOYEE, { employeeId: EMPLOYEE, projectCode: 'ATLAS-01', workingHours: '30.00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.weekLocked('Approved'));
    expect((await weekTotals()).map((r) => r.hundredths)).toEqual([3600]);
  });
});
