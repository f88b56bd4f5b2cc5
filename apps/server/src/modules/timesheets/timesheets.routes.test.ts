import {
  ATTENDANCE_TYPES,
  addDays,
  LEAVE_TYPES,
  leaveTypeLabel,
  TIMESHEET_MESSAGES as M,
  todayIso,
  weekStartOf,
} from '@hrms/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { attendanceRecords } from '../attendance';
import { holidays } from '../holidays';
import { leaveRequests } from '../leave';
import { organizations } from '../organization';
import { assignments, projects } from '../projects';
import { timesheetEntries, timesheetWeeks } from './timesheets.tables';

const t = useTestApp();
const ORG = 'ORG1';
/** An employee of HRMS3 (manager) and HRMS2 (HR) whom the demo data gives no timesheets. */
const EMPLOYEE = 'HRMS12';
const thisMonday = weekStartOf(todayIso());
const lastMonday = addDays(thisMonday, -7);
const twoAgo = addDays(thisMonday, -14);
const nextMonday = addDays(thisMonday, 7);
const PROJECT = 'TSX-1';
const OTHER_PROJECT = 'TSX-2';
const UNASSIGNED = 'TSX-9';

async function addProject(code: string, employeeId: string, from: string, to: string) {
  const [project] = await t.database.db
    .insert(projects)
    .values({
      organizationId: ORG,
      projectCode: code,
      projectName: `Project ${code}`,
      managerId: MANAGER,
      description: 'Timesheet tests',
      billability: 'Yes',
      billabilityLocation: 'Offshore',
      client: 'Acme',
    })
    .returning();
  await t.database.db.insert(assignments).values({
    organizationId: ORG,
    projectId: project!.id,
    employeeId,
    employeeDesignation: 'Engineer',
    startDate: from,
    endDate: to,
    shiftStartTime: '09:00',
    shiftEndTime: '18:00',
  });
}

beforeAll(async () => {
  const [org] = await t.database.db.select().from(organizations).where(eq(organizations.organizationId, ORG));
  if (!org) throw new Error('demo organisation missing');
  await addProject(PROJECT, EMPLOYEE, addDays(thisMonday, -60), addDays(thisMonday, 60));
  await addProject(OTHER_PROJECT, EMPLOYEE, addDays(thisMonday, -60), addDays(thisMonday, 60));
  await addProject(UNASSIGNED, STRANGER, addDays(thisMonday, -60), addDays(thisMonday, 60));
  // the demo seed files two weeks of attendance relative to today; clear this person's week so these rows are its only ones
  await t.database.db
    .delete(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.employeeId, EMPLOYEE),
        gte(attendanceRecords.attendanceDate, twoAgo),
        lte(attendanceRecords.attendanceDate, addDays(twoAgo, 6)),
      ),
    );
  // approved swipes of 8h 30m on Monday and Tuesday two weeks ago, a pending one on Wednesday
  await t.database.db.insert(attendanceRecords).values(
    [0, 1, 2].map((i) => ({
      organizationId: ORG,
      employeeId: EMPLOYEE,
      attendanceDate: addDays(twoAgo, i),
      inTime: '09:00',
      outTime: '17:30',
      workingMinutes: 510,
      type: ATTENDANCE_TYPES[0],
      status: i < 2 ? ('APPROVED' as const) : ('PENDING' as const),
    })),
  );
  await t.database.db
    .delete(holidays)
    .where(and(eq(holidays.organizationId, ORG), gte(holidays.date, twoAgo), lte(holidays.date, addDays(twoAgo, 6))));
  await t.database.db
    .insert(holidays)
    .values({ organizationId: ORG, date: addDays(twoAgo, 4), holidayName: 'Founders Day', location: 'All offices' });
  await t.database.db.insert(leaveRequests).values([
    {
      organizationId: ORG,
      employeeId: EMPLOYEE,
      leaveName: LEAVE_TYPES[0],
      startDate: addDays(twoAgo, 5),
      endDate: addDays(twoAgo, 6),
      duration: 2,
      status: 'APPROVED',
    },
    {
      organizationId: ORG,
      employeeId: EMPLOYEE,
      leaveName: LEAVE_TYPES[0],
      startDate: addDays(twoAgo, 3),
      endDate: addDays(twoAgo, 3),
      duration: 1,
      status: 'PENDING',
    },
  ]);
});

const days = (monday: string, hours: (number | string)[]) =>
  hours.map((h, i) => ({ date: addDays(monday, i), working_hours: h }));
const total = (hours: number[]) => hours.reduce((a, b) => a + b, 0).toFixed(2);
const save = (who: string, body: object, method: 'POST' | 'PATCH' = 'POST') =>
  t.call(who, { method, url: `/hrmsapplication/createTimeSheets/${method === 'POST' ? 'create' : 'update'}`, payload: body });
const submit = (who: string, fromDate: string, employeeId = EMPLOYEE) =>
  t.call(who, {
    method: 'POST',
    url: '/hrmsapplication/timesheetapproval/',
    payload: { employeeId, fromDate, toDate: addDays(fromDate, 6), totalHours: 0 },
  });
const readWeek = (who: string, employeeId: string, monday: string) =>
  t.call(who, {
    method: 'GET',
    url: `/hrmsapplication/createTimeSheets/getTimeSheets?employeeId=${employeeId}&startDate=${monday}&endDate=${addDays(monday, 6)}`,
  });
const decide = (who: string, path: string, id: number, comments = 'string') =>
  t.call(who, {
    method: 'PATCH',
    url: `/hrmsapplication/timesheetapproval/${path}?timeSheetId=${id}&comments=${encodeURIComponent(comments)}`,
    payload: { status: path.endsWith('Approval') ? 'Approved' : 'Rejected' },
  });
const weeksOf = (who: string, employeeId: string) =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/timesheetapproval/approvals/${employeeId}` });

describe('createTimeSheets/getTimeSheets', () => {
  it("answers one row per assigned project with the week's seven days", async () => {
    const res = await readWeek(EMPLOYEE, EMPLOYEE, lastMonday);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { projectCode: string; projectTimingsDTOList: { date: string; working_hours: number }[] }[];
    const row = rows.find((r) => r.projectCode === PROJECT);
    expect(row).toMatchObject({ projectName: `Project ${PROJECT}`, billability: 'Yes', billableLocation: 'Offshore' });
    expect(row?.projectTimingsDTOList.map((d) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(lastMonday, i)));
    expect(rows.some((r) => r.projectCode === UNASSIGNED)).toBe(false);
  });

  it("refuses an employee another employee's timesheet with the spec's sentence", async () => {
    const res = await readWeek(EMPLOYEE, STRANGER, lastMonday);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.ownOnly);
  });

  it('lets the manager and HR read a reportee, not a stranger, and hides another organisation', async () => {
    expect((await readWeek(MANAGER, EMPLOYEE, lastMonday)).statusCode).toBe(200);
    expect((await readWeek(HR, EMPLOYEE, lastMonday)).statusCode).toBe(200);
    expect((await readWeek(MANAGER, STRANGER, lastMonday)).statusCode).toBe(403);
    expect((await readWeek(OTHER_ADMIN, EMPLOYEE, lastMonday)).statusCode).toBe(404);
    expect((await readWeek('', EMPLOYEE, lastMonday)).statusCode).toBe(401);
  });

  it('refuses malformed dates with 400', async () => {
    const res = await t.call(EMPLOYEE, {
      method: 'GET',
      url: `/hrmsapplication/createTimeSheets/getTimeSheets?employeeId=${EMPLOYEE}&startDate=2026-13-01&endDate=x`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the attendance and leave shown in the grid', () => {
  it('answers approved attendance only, as text like 8h 30m', async () => {
    const res = await t.call(EMPLOYEE, {
      method: 'GET',
      url: `/hrmsapplication/createTimeSheets/getTimeSheetsAttendance?employeeId=${EMPLOYEE}&startDate=${twoAgo}&endDate=${addDays(twoAgo, 6)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { attendanceDate: twoAgo, totalWorkingHours: '8h 30m' },
      { attendanceDate: addDays(twoAgo, 1), totalWorkingHours: '8h 30m' },
    ]);
  });

  it("answers the week's holidays and approved leave days, not pending ones", async () => {
    const res = await t.call(EMPLOYEE, {
      method: 'GET',
      url: `/hrmsapplication/createTimeSheets/getTimesheetsLeaves?employeeId=${EMPLOYEE}&fromDate=${twoAgo}&toDate=${addDays(twoAgo, 6)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { leaveDate: addDays(twoAgo, 4), leaveType: 'Holiday: Founders Day' },
      { leaveDate: addDays(twoAgo, 5), leaveType: leaveTypeLabel(LEAVE_TYPES[0]) },
      { leaveDate: addDays(twoAgo, 6), leaveType: leaveTypeLabel(LEAVE_TYPES[0]) },
    ]);
    const other = await t.call(EMPLOYEE, {
      method: 'GET',
      url: `/hrmsapplication/createTimeSheets/getTimesheetsLeaves?employeeId=${STRANGER}&fromDate=${twoAgo}&toDate=${addDays(twoAgo, 6)}`,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('createTimeSheets/create', () => {
  it('stores each day and answers the total it computed itself', async () => {
    const hours = [8, 7.5, 8, 8, 6, 0, 0];
    const res = await save(EMPLOYEE, {
      employeeId: EMPLOYEE,
      projectCode: PROJECT,
      working_hours: total(hours),
      days: days(twoAgo, hours),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.saved, working_hours: '37.50', weekStartDate: twoAgo });
    const read = (await readWeek(EMPLOYEE, EMPLOYEE, twoAgo)).json() as {
      projectCode: string;
      projectTimingsDTOList: { working_hours: number }[];
    }[];
    expect(read.find((r) => r.projectCode === PROJECT)?.projectTimingsDTOList.map((d) => d.working_hours)).toEqual(hours);
  });

  it('refuses a week total that disagrees with its days, and writes nothing', async () => {
    const res = await save(EMPLOYEE, {
      employeeId: EMPLOYEE,
      projectCode: OTHER_PROJECT,
      working_hours: '40.00',
      days: days(twoAgo, [1, 1]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.working_hours).toBe(M.totalMismatch);
    const rows = await t.database.db
      .select()
      .from(timesheetEntries)
      .where(and(eq(timesheetEntries.employeeId, EMPLOYEE), eq(timesheetEntries.projectCode, OTHER_PROJECT)));
    expect(rows).toHaveLength(0);
  });

  it('refuses hours on a future day', async () => {
    const res = await save(EMPLOYEE, { employeeId: EMPLOYEE, projectCode: PROJECT, days: days(nextMonday, [4]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.futureDay);
  });

  it('refuses more than 24 hours in a day across projects', async () => {
    const res = await save(EMPLOYEE, { employeeId: EMPLOYEE, projectCode: OTHER_PROJECT, days: days(twoAgo, [17]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.dayOverLimit(twoAgo));
  });

  it('refuses hours on a project the employee is not assigned to', async () => {
    const res = await save(EMPLOYEE, { employeeId: EMPLOYEE, projectCode: UNASSIGNED, days: days(twoAgo, [2]) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notAssigned(UNASSIGNED, twoAgo));
  });

  it('refuses bad hours, days of two weeks and a missing day list with 400', async () => {
    for (const body of [
      { employeeId: EMPLOYEE, projectCode: PROJECT, days: days(twoAgo, ['abc']) },
      { employeeId: EMPLOYEE, projectCode: PROJECT, days: days(twoAgo, [25]) },
      { employeeId: EMPLOYEE, projectCode: PROJECT, days: [...days(twoAgo, [1]), ...days(lastMonday, [1])] },
      { employeeId: EMPLOYEE, projectCode: PROJECT },
      { employeeId: EMPLOYEE, projectCode: PROJECT, working_hours: 'eight' },
      { employeeId: EMPLOYEE, days: days(twoAgo, [1]) },
    ])
      expect((await save(EMPLOYEE, body)).statusCode).toBe(400);
  });

  it("lets nobody fill someone else's timesheet", async () => {
    for (const who of [MANAGER, HR, STRANGER]) {
      const res = await save(who, { employeeId: EMPLOYEE, projectCode: PROJECT, days: days(twoAgo, [1]) });
      expect(res.statusCode).toBe(403);
    }
    expect((await save(ADMIN, { employeeId: EMPLOYEE, projectCode: PROJECT, days: days(twoAgo, [1]) })).statusCode).toBe(403);
  });
});

describe('submitting and deciding a week', () => {
  let weekId = 0;

  it('submits with totals computed by the server (the client sends 0)', async () => {
    const res = await submit(EMPLOYEE, twoAgo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.submitted,
      totalHours: 37.5,
      swipeHours: 17,
      status: 'Pending',
      fromDate: twoAgo,
    });
    weekId = res.json().id;
    const list = (await weeksOf(EMPLOYEE, EMPLOYEE)).json() as { id: number; totalHours: number; status: string }[];
    expect(list[0]).toMatchObject({ id: weekId, totalHours: 37.5, status: 'Pending' });
  });

  it('refuses a second submission and any change to the submitted week', async () => {
    expect((await submit(EMPLOYEE, twoAgo)).statusCode).toBe(409);
    const change = await save(EMPLOYEE, { employeeId: EMPLOYEE, projectCode: PROJECT, days: days(twoAgo, [1]) });
    expect(change.statusCode).toBe(409);
  });

  it('refuses a week that does not run Monday to Sunday, and an empty week', async () => {
    const res = await t.call(EMPLOYEE, {
      method: 'POST',
      url: '/hrmsapplication/timesheetapproval/',
      payload: { employeeId: EMPLOYEE, fromDate: addDays(twoAgo, 1), toDate: addDays(twoAgo, 7) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.weekRange);
    expect((await submit(EMPLOYEE, addDays(thisMonday, -210))).statusCode).toBe(400);
  });

  it('lets neither the employee nor a stranger decide; another organisation sees nothing', async () => {
    expect((await decide(EMPLOYEE, 'managerApproval', weekId)).statusCode).toBe(403);
    expect((await decide(STRANGER, 'managerApproval', weekId)).statusCode).toBe(403);
    expect((await decide(OTHER_ADMIN, 'hrApproval', weekId)).statusCode).toBe(403);
  });

  it('is rejected by the manager, corrected by update and resubmitted, then approved', async () => {
    const rejected = await decide(MANAGER, 'managerReject', weekId, 'Wednesday is short');
    expect(rejected.statusCode).toBe(200);
    expect((await weeksOf(EMPLOYEE, EMPLOYEE)).json()[0]).toMatchObject({ status: 'Rejected', comments: 'Wednesday is short' });

    const hours = [8, 7.5, 9, 8, 6, 0, 0];
    const fixed = await save(
      EMPLOYEE,
      { employeeId: EMPLOYEE, projectCode: PROJECT, workingHours: total(hours), days: days(twoAgo, hours) },
      'PATCH',
    );
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().message).toBe(M.updated);

    const again = await submit(EMPLOYEE, twoAgo);
    expect(again.statusCode).toBe(200);
    expect(again.json().totalHours).toBe(38.5);
    const approved = await decide(MANAGER, 'managerApproval', again.json().id);
    expect(approved.statusCode).toBe(200);
    expect((await weeksOf(MANAGER, EMPLOYEE)).json()[0]).toMatchObject({ status: 'Approved', totalHours: 38.5 });
    expect((await submit(EMPLOYEE, twoAgo)).json().message).toBe(M.alreadyApproved);
  });

  it('update is only for a rejected week', async () => {
    const res = await save(EMPLOYEE, { employeeId: EMPLOYEE, projectCode: PROJECT, days: days(lastMonday, [1]) }, 'PATCH');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.weekNotRejected);
  });

  it('leaves exactly one outcome when two decisions race', async () => {
    await save(EMPLOYEE, { employeeId: EMPLOYEE, projectCode: PROJECT, days: days(lastMonday, [5, 5]) });
    const filed = await submit(EMPLOYEE, lastMonday);
    const id = filed.json().id as number;
    const results = await Promise.all([decide(MANAGER, 'managerApproval', id), decide(HR, 'hrReject', id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(timesheetWeeks).where(eq(timesheetWeeks.id, id));
    expect(['APPROVED', 'REJECTED']).toContain(row?.status);
  });
});

describe('timesheetapproval/{employeeId}?month&year', () => {
  it('answers the latest submission of each week touching the month', async () => {
    const [year, month] = twoAgo.split('-').map(Number) as [number, number];
    const res = await t.call(EMPLOYEE, {
      method: 'GET',
      url: `/hrmsapplication/timesheetapproval/${EMPLOYEE}?month=${month}&year=${year}`,
    });
    expect(res.statusCode).toBe(200);
    const weeks = res.json() as { fromDate: string; status: string; totalHours: number }[];
    expect(weeks.find((w) => w.fromDate === twoAgo)).toMatchObject({ status: 'Approved', totalHours: 38.5 });
  });

  it("refuses an invalid month with the spec's sentence, and another employee's month", async () => {
    const bad = await t.call(EMPLOYEE, {
      method: 'GET',
      url: `/hrmsapplication/timesheetapproval/${EMPLOYEE}?month=13&year=2026`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.invalidMonth);
    const other = await t.call(EMPLOYEE, {
      method: 'GET',
      url: `/hrmsapplication/timesheetapproval/${STRANGER}?month=1&year=2026`,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('timesheets/projectHours/export', () => {
  const url = (code: string, from = addDays(thisMonday, -70), to = thisMonday) =>
    `/hrmsapplication/timesheets/projectHours/export?projectCode=${code}&fromDate=${from}&toDate=${to}`;

  it("gives admins and the project's manager the hours per person and week as a real .xlsx", async () => {
    for (const who of [ADMIN, MANAGER]) {
      const res = await t.call(who, { method: 'GET', url: url(PROJECT) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`${PROJECT}-hours-`);
      const workbook = new (excelJS().Workbook)();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows = workbook.getWorksheet('Project Hours')?.getSheetValues().slice(1) as unknown[][];
      expect(rows[0]?.slice(1)).toEqual(['Week Start', 'Employee ID', 'Employee Name', 'Hours']);
      expect(rows).toContainEqual([undefined, twoAgo, EMPLOYEE, 'Siddharth Das', 38.5]);
    }
  });

  it('refuses other managers and employees, and unknown projects', async () => {
    expect((await t.call(HR, { method: 'GET', url: url(PROJECT) })).statusCode).toBe(403);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: url(PROJECT) })).statusCode).toBe(403);
    expect((await t.call(ADMIN, { method: 'GET', url: url('NOPE-1') })).statusCode).toBe(404);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: url(PROJECT) })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: url(PROJECT, thisMonday, addDays(thisMonday, -1)) })).statusCode).toBe(400);
  });
});
