import type { DateFormat } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { organizations } from '../organization';
import {
  FIXTURE_ORG,
  R_ADMIN,
  R_ENGINEER,
  R_HR,
  R_LEAVER,
  R_MANAGER,
  R_SALES,
  seedReportFixtures,
} from './reports.test-fixtures';

const t = useTestApp();
const chooseDateFormat = (dateFormat: DateFormat) =>
  t.database.db.update(organizations).set({ dateFormat }).where(eq(organizations.organizationId, FIXTURE_ORG));
beforeAll(async () => {
  await seedReportFixtures(t.database.db);
  await chooseDateFormat('DD MMM YYYY');
});
const get = (who: string | null, url: string) => t.call(who, { method: 'GET', url: `/hrmsapplication/reports/${url}` });
const workbookOf = async (res: { statusCode: number; rawPayload: Buffer }) => {
  expect(res.statusCode).toBe(200);
  const book = new (excelJS().Workbook)();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
};
const json = async (who: string, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET reports/headcount', () => {
  it('counts people at each month end with joiners and leavers, a leaver gone after their month', async () => {
    const { series } = await json(R_ADMIN, 'headcount?from=2026-01&to=2026-04');
    expect(series).toEqual([
      { month: '2026-01', total: 4, joiners: 1, leavers: 0, groups: [] },
      { month: '2026-02', total: 5, joiners: 1, leavers: 0, groups: [] },
      { month: '2026-03', total: 5, joiners: 1, leavers: 1, groups: [] },
      { month: '2026-04', total: 5, joiners: 0, leavers: 0, groups: [] },
    ]);
  });

  it('splits the headcount by department and by designation', async () => {
    const { series } = await json(R_HR, 'headcount?from=2026-01&to=2026-03&groupBy=department');
    expect(series.map((s: { groups: unknown }) => s.groups)).toEqual([
      [
        { key: 'Engineering', count: 3 },
        { key: 'People', count: 1 },
        { key: 'Sales', count: 0 },
      ],
      [
        { key: 'Engineering', count: 3 },
        { key: 'People', count: 1 },
        { key: 'Sales', count: 1 },
      ],
      [
        { key: 'Engineering', count: 3 },
        { key: 'People', count: 1 },
        { key: 'Sales', count: 1 },
      ],
    ]);
    const byDesignation = await json(R_ADMIN, 'headcount?from=2026-03&to=2026-03&groupBy=designation');
    expect(byDesignation.series[0].groups).toEqual([
      { key: 'Director', count: 1 },
      { key: 'Engineer', count: 1 },
      { key: 'HR Lead', count: 1 },
      { key: 'Lead', count: 1 },
      { key: 'Sales Rep', count: 1 },
    ]);
    const sales = await json(R_ADMIN, 'headcount?from=2026-03&to=2026-03&departmentId=SAL');
    expect(sales.series[0]).toMatchObject({ total: 1, joiners: 1, leavers: 1 });
  });

  it('counts a person who moved department under their current department', async () => {
    const { employments } = await import('../employees');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(employments).set({ departmentId: 'SAL' }).where(eq(employments.employeeId, R_ENGINEER));
    const { series } = await json(R_ADMIN, 'headcount?from=2026-04&to=2026-04&groupBy=department');
    expect(series[0].groups).toEqual([
      { key: 'Engineering', count: 2 },
      { key: 'People', count: 1 },
      { key: 'Sales', count: 2 },
    ]);
    await t.database.db.update(employments).set({ departmentId: 'ENG' }).where(eq(employments.employeeId, R_ENGINEER));
  });

  it('is for admin and HR of the organisation only, and refuses bad periods with 400', async () => {
    expect((await get(R_MANAGER, 'headcount?from=2026-01&to=2026-02')).statusCode).toBe(403);
    expect((await get(EMPLOYEE, 'headcount?from=2026-01&to=2026-02')).statusCode).toBe(403);
    expect((await get(null, 'headcount?from=2026-01&to=2026-02')).statusCode).toBe(401);
    const other = await json(OTHER_ADMIN, 'headcount?from=2026-01&to=2026-01');
    expect(other.series[0].total).toBe(1);
    for (const bad of [
      'from=2026-13&to=2026-14',
      'from=2026-05&to=2026-01',
      'from=2020-01&to=2026-01',
      'from=x',
      'groupBy=team&from=2026-01&to=2026-01',
    ]) {
      const res = await get(R_ADMIN, `headcount?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('downloads the same figures as .xlsx', async () => {
    const res = await get(R_ADMIN, 'headcount?from=2026-01&to=2026-04&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new (excelJS().Workbook)();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Month', 'Headcount', 'Joiners', 'Leavers']);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Mar 2026', 5, 1, 1]);
    // months as the organisation writes dates
    await chooseDateFormat('MM/DD/YYYY');
    const chosen = await workbookOf(await get(R_ADMIN, 'headcount?from=2026-01&to=2026-04&format=xlsx'));
    await chooseDateFormat('DD MMM YYYY');
    expect(chosen.worksheets[0]!.getRow(4).values).toEqual([undefined, '03/2026', 5, 1, 1]);
  });
});

describe('GET reports/leave', () => {
  it('sums approved leave by type: half days count half, cancelled, rejected, open and other years never', async () => {
    expect((await json(R_ADMIN, 'leave?year=2026&groupBy=leaveType')).rows).toEqual([
      { key: 'CASUALLEAVE', days: 0.5, people: 1 },
      { key: 'EARNLEAVE', days: 3, people: 1 },
      { key: 'SICKLEAVE', days: 3, people: 2 },
    ]);
  });

  it('groups by month of the start and by department', async () => {
    expect((await json(R_HR, 'leave?year=2026&groupBy=month')).rows).toEqual([
      { key: '2026-02', days: 2, people: 1 },
      { key: '2026-03', days: 1.5, people: 2 },
      { key: '2026-04', days: 3, people: 1 },
    ]);
    expect((await json(R_ADMIN, 'leave?year=2026&groupBy=department')).rows).toEqual([
      { key: 'Engineering', days: 2.5, people: 1 },
      { key: 'Sales', days: 4, people: 2 },
    ]);
    expect((await json(R_ADMIN, 'leave?year=2025&groupBy=leaveType')).rows).toEqual([{ key: 'SICKLEAVE', days: 1, people: 1 }]);
  });

  it("gives a manager their own team's leave only, and employees nothing", async () => {
    expect((await json(R_MANAGER, 'leave?year=2026&groupBy=leaveType')).rows).toEqual([
      { key: 'CASUALLEAVE', days: 0.5, people: 1 },
      { key: 'SICKLEAVE', days: 3, people: 2 },
    ]);
    expect((await get(R_ENGINEER, 'leave?year=2026')).statusCode).toBe(403);
    expect((await get(EMPLOYEE, 'leave?year=2026')).statusCode).toBe(403);
    expect((await json(OTHER_ADMIN, 'leave?year=2026')).rows).toEqual([]);
    expect((await get(R_ADMIN, 'leave?year=abc')).statusCode).toBe(400);
    expect((await get(R_ADMIN, 'leave?year=2026&groupBy=person')).statusCode).toBe(400);
  });

  it('downloads as .xlsx', async () => {
    const res = await get(R_ADMIN, 'leave?year=2026&groupBy=leaveType&format=xlsx');
    expect(res.statusCode).toBe(200);
    const book = new (excelJS().Workbook)();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    // a leave type by its name, never its code
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Leave type', 'Days', 'People']);
    expect(book.worksheets[0]!.getRow(2).values).toEqual([undefined, 'Casual Leave', 0.5, 1]);
    expect(book.worksheets[0]!.getRow(4).values).toEqual([undefined, 'Sick Leave', 3, 2]);
    // a month as the organisation writes it, in its format
    const byMonth = await workbookOf(await get(R_HR, 'leave?year=2026&groupBy=month&format=xlsx'));
    expect(byMonth.worksheets[0]!.getColumn(1).values).toEqual([undefined, 'Month', 'Feb 2026', 'Mar 2026', 'Apr 2026']);
    await chooseDateFormat('YYYY-MM-DD');
    const iso = await workbookOf(await get(R_HR, 'leave?year=2026&groupBy=month&format=xlsx'));
    await chooseDateFormat('DD MMM YYYY');
    expect(iso.worksheets[0]!.getColumn(1).values).toEqual([undefined, 'Month', '2026-02', '2026-03', '2026-04']);
    // a manager's download holds their team only; an employee gets none
    const team = await workbookOf(await get(R_MANAGER, 'leave?year=2026&groupBy=leaveType&format=xlsx'));
    expect(team.worksheets[0]!.getColumn(1).values).toEqual([undefined, 'Leave type', 'Casual Leave', 'Sick Leave']);
    expect((await get(R_ENGINEER, 'leave?year=2026&format=xlsx')).statusCode).toBe(403);
    expect((await get(R_ADMIN, 'leave?year=2026&groupBy=person&format=xlsx')).statusCode).toBe(400);
  });
});

describe('GET reports/timesheets', () => {
  it('sums approved weeks only (a rejected then resubmitted week once), days inside the period, billable share', async () => {
    expect((await json(R_ADMIN, 'timesheets?from=2026-03-01&to=2026-03-31&groupBy=project')).rows).toEqual([
      { key: 'P1', name: 'Apollo', hours: 27, billableHours: 27 },
      { key: 'P2', name: 'Internal', hours: 6, billableHours: 0 },
    ]);
    expect((await json(R_HR, 'timesheets?from=2026-03-01&to=2026-03-31&groupBy=employee')).rows).toEqual([
      { key: R_ENGINEER, name: 'Person4 Fixture', hours: 20, billableHours: 16 },
      { key: R_SALES, name: 'Person6 Fixture', hours: 13, billableHours: 11 },
    ]);
  });

  it("gives a manager their team's hours only; refuses employees and bad ranges", async () => {
    expect((await json(R_MANAGER, 'timesheets?from=2026-03-01&to=2026-03-31&groupBy=employee')).rows).toEqual([
      { key: R_ENGINEER, name: 'Person4 Fixture', hours: 20, billableHours: 16 },
    ]);
    expect((await get(R_ENGINEER, 'timesheets?from=2026-03-01&to=2026-03-31')).statusCode).toBe(403);
    expect((await json(OTHER_ADMIN, 'timesheets?from=2026-03-01&to=2026-03-31')).rows).toEqual([]);
    for (const bad of [
      'from=2026-03-31&to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'to=2026-01-01',
    ]) {
      expect((await get(R_ADMIN, `timesheets?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('GET reports/approvals', () => {
  it('counts open requests and their age by kind and by the person they wait for', async () => {
    expect((await json(R_ADMIN, 'approvals?groupBy=kind')).rows).toEqual([
      { key: 'leave', name: 'leave request', waiting: 1, oldestDays: 3, averageDays: 3 },
      { key: 'profile', name: expect.any(String), waiting: 1, oldestDays: 2, averageDays: 2 },
      { key: 'timesheet', name: expect.any(String), waiting: 1, oldestDays: 1, averageDays: 1 },
    ]);
    expect((await json(R_HR, 'approvals?groupBy=decider')).rows).toEqual([
      { key: R_HR, name: 'Person2 Fixture', waiting: 1, oldestDays: 2, averageDays: 2 },
      { key: R_MANAGER, name: 'Person3 Fixture', waiting: 2, oldestDays: 3, averageDays: 2 },
    ]);
  });

  it('is for admin and HR only and never crosses organisations', async () => {
    expect((await get(R_MANAGER, 'approvals')).statusCode).toBe(403);
    expect((await get(MANAGER, 'approvals')).statusCode).toBe(403);
    expect((await get(R_ADMIN, 'approvals?groupBy=age')).statusCode).toBe(400);
    const demo = await json(ADMIN, 'approvals?groupBy=kind');
    expect(
      demo.rows.every((r: { key: string }) =>
        ['leave', 'profile', 'timesheet', 'attendance', 'expense', 'exit', 'taxProof'].includes(r.key),
      ),
    ).toBe(true);
    expect((await json(OTHER_ADMIN, 'approvals')).rows).toEqual([]);
    expect((await get(HR, 'approvals?format=xlsx')).headers['content-type']).toContain('spreadsheetml');
  });

  it('downloads kinds by their names, and deciders by id and name', async () => {
    const byKind = await workbookOf(await get(R_ADMIN, 'approvals?groupBy=kind&format=xlsx'));
    expect(byKind.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Kind', 'Waiting', 'Oldest (days)', 'Average (days)']);
    expect(byKind.worksheets[0]!.getRow(2).values).toEqual([undefined, 'Leave request', 1, 3, 3]);
    const byDecider = await workbookOf(await get(R_HR, 'approvals?groupBy=decider&format=xlsx'));
    expect(byDecider.worksheets[0]!.getRow(2).values).toEqual([undefined, R_HR, 'Person2 Fixture', 1, 2, 2]);
  });
});

describe('leaving date', () => {
  it('refuses sign-in after the last working day', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId: R_LEAVER, password: (await import('../../seed/demo-people')).DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the report summaries follow decisions', () => {
  // Runs after the fixtures' figures are checked; works in 2027 so those stay as counted.
  const patch = (who: string, url: string, payload: object) =>
    t.call(who, { method: 'PATCH', url: `/hrmsapplication/${url}`, payload });
  const moveTo = async (employeeId: string, departmentId: string) => {
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(sql`update employments set department_id = ${departmentId} where employee_id = ${employeeId}`);
  };
  const fileLeave = async (
    leaveName: 'SICKLEAVE' | 'CASUALLEAVE' | 'EARNLEAVE',
    startDate: string,
    endDate: string,
    duration: number,
  ) => {
    const { leaveRequests } = await import('../leave');
    const [row] = await t.database.db
      .insert(leaveRequests)
      .values({ organizationId: 'ORG3', employeeId: R_ENGINEER, leaveName, startDate, endDate, duration })
      .returning({ id: leaveRequests.id });
    return row!.id;
  };
  const waitingFor = async (decider: string) =>
    ((await json(R_HR, 'approvals?groupBy=decider')).rows as { key: string; waiting: number }[]).find((r) => r.key === decider)
      ?.waiting ?? 0;

  it('counts leave in the department it was approved in, drops it when cancelled, never counts a rejected one', async () => {
    const before = await waitingFor(R_MANAGER);
    const sick = await fileLeave('SICKLEAVE', '2027-01-04', '2027-01-04', 1);
    const casual = await fileLeave('CASUALLEAVE', '2027-02-01', '2027-02-02', 2);
    const earned = await fileLeave('EARNLEAVE', '2027-03-01', '2027-03-01', 1);
    expect(await waitingFor(R_MANAGER)).toBe(before + 3);

    expect((await patch(R_MANAGER, 'leave/manager/approve', { id: sick, comments: 'Get well.' })).statusCode).toBe(200);
    await moveTo(R_ENGINEER, 'SAL');
    expect((await patch(R_MANAGER, 'leave/manager/approve', { id: casual, comments: 'Fine.' })).statusCode).toBe(200);
    expect((await patch(R_MANAGER, 'leave/manager/reject', { id: earned, comments: 'Busy.' })).statusCode).toBe(200);
    // Decided requests leave the open-approvals summary.
    expect(await waitingFor(R_MANAGER)).toBe(before);
    expect((await json(R_ADMIN, 'leave?year=2027&groupBy=department')).rows).toEqual([
      { key: 'Engineering', days: 1, people: 1 },
      { key: 'Sales', days: 2, people: 1 },
    ]);
    expect((await json(R_ADMIN, 'leave?year=2027&groupBy=leaveType&departmentId=ENG')).rows).toEqual([
      { key: 'SICKLEAVE', days: 1, people: 1 },
    ]);
    expect((await json(R_MANAGER, 'leave?year=2027&groupBy=month')).rows).toEqual([
      { key: '2027-01', days: 1, people: 1 },
      { key: '2027-02', days: 2, people: 1 },
    ]);

    const cancelled = await t.call(R_ENGINEER, {
      method: 'DELETE',
      url: `/hrmsapplication/leave/cancel?leaveRequestId=${casual}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await json(R_ADMIN, 'leave?year=2027&groupBy=department')).rows).toEqual([
      { key: 'Engineering', days: 1, people: 1 },
    ]);
    await moveTo(R_ENGINEER, 'ENG');
  });

  it('counts a rejected then resubmitted week once, its days inside the period, in the department it was approved in', async () => {
    const { timesheetEntries, timesheetWeeks } = await import('../timesheets');
    const db = t.database.db;
    await db.insert(timesheetEntries).values(
      (
        [
          ['P1', '2027-01-04', 800],
          ['P2', '2027-01-05', 300],
          ['P1', '2027-01-10', 100],
        ] as const
      ).map(([projectCode, workDate, hundredths]) => ({
        organizationId: 'ORG3',
        employeeId: R_ENGINEER,
        projectCode,
        workDate,
        hundredths,
      })),
    );
    const submit = async () => {
      const [row] = await db
        .insert(timesheetWeeks)
        .values({
          organizationId: 'ORG3',
          employeeId: R_ENGINEER,
          fromDate: '2027-01-04',
          toDate: '2027-01-10',
          totalHundredths: 1200,
        })
        .returning({ id: timesheetWeeks.id });
      return row!.id;
    };
    const decide = (path: string, id: number) =>
      t.call(R_MANAGER, {
        method: 'PATCH',
        url: `/hrmsapplication/timesheetapproval/${path}?timeSheetId=${id}&comments=ok`,
        payload: { status: path.endsWith('Approval') ? 'Approved' : 'Rejected' },
      });
    const january = 'timesheets?from=2027-01-01&to=2027-01-31&groupBy=project';
    const first = await submit();
    expect((await json(R_ADMIN, january)).rows).toEqual([]);
    expect((await decide('managerReject', first)).statusCode).toBe(200);
    expect((await json(R_ADMIN, january)).rows).toEqual([]);
    const second = await submit();
    const approved = await decide('managerApproval', second);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await json(R_ADMIN, january)).rows).toEqual([
      { key: 'P1', name: 'Apollo', hours: 9, billableHours: 9 },
      { key: 'P2', name: 'Internal', hours: 3, billableHours: 0 },
    ]);
    // The Sunday falls outside a period ending on Saturday.
    expect((await json(R_ADMIN, 'timesheets?from=2027-01-01&to=2027-01-09&groupBy=employee')).rows).toEqual([
      { key: R_ENGINEER, name: 'Person4 Fixture', hours: 11, billableHours: 8 },
    ]);
    await moveTo(R_ENGINEER, 'SAL');
    expect((await json(R_ADMIN, `${january}&departmentId=ENG`)).rows).toHaveLength(2);
    expect((await json(R_ADMIN, `${january}&departmentId=SAL`)).rows).toEqual([]);
    await moveTo(R_ENGINEER, 'ENG');
  });

  it('routes an open request to HR when the manager stops being one who can decide', async () => {
    const { sql } = await import('drizzle-orm');
    const db = t.database.db;
    const hrBefore = await waitingFor(R_HR);
    const managerBefore = await waitingFor(R_MANAGER);
    await fileLeave('SICKLEAVE', '2027-05-03', '2027-05-03', 1);
    expect(await waitingFor(R_MANAGER)).toBe(managerBefore + 1);
    await db.execute(sql`update accounts set role = 'ROLE_EMPLOYEE' where employee_id = ${R_MANAGER}`);
    expect(await waitingFor(R_HR)).toBe(hrBefore + managerBefore + 1);
    expect(await waitingFor(R_MANAGER)).toBe(0);
    await db.execute(sql`update accounts set role = 'ROLE_MANAGER' where employee_id = ${R_MANAGER}`);
    await db.execute(sql`update employments set reporting_manager_id = ${R_ADMIN} where employee_id = ${R_ENGINEER}`);
    // Every request waiting for the manager was the engineer's; the admin does not decide, so HR does.
    expect(await waitingFor(R_MANAGER)).toBe(0);
    expect(await waitingFor(R_HR)).toBe(hrBefore + managerBefore + 1);
    await db.execute(sql`update employments set reporting_manager_id = ${R_MANAGER} where employee_id = ${R_ENGINEER}`);
    expect(await waitingFor(R_MANAGER)).toBe(managerBefore + 1);
  });

  it("counts an open tax proof under its kind, waiting for the person's HR even while their manager can decide", async () => {
    const { sql } = await import('drizzle-orm');
    const { payrollTaxProofs } = await import('../payroll');
    const hrBefore = await waitingFor(R_HR);
    const managerBefore = await waitingFor(R_MANAGER);
    const [proof] = await t.database.db
      .insert(payrollTaxProofs)
      .values({
        organizationId: 'ORG3',
        employeeId: R_ENGINEER,
        fy: '2027-28',
        section: '80C',
        fileName: 'ppf.pdf',
        mimeType: 'application/pdf',
        size: 4,
        content: Buffer.from('%PDF'),
      })
      .returning({ id: payrollTaxProofs.id });
    // a tax proof is the engine's HR-only kind: the reporting manager (a ROLE_MANAGER) never decides it
    expect(await waitingFor(R_HR)).toBe(hrBefore + 1);
    expect(await waitingFor(R_MANAGER)).toBe(managerBefore);
    const kinds = (await json(R_ADMIN, 'approvals?groupBy=kind')).rows as { key: string; name: string; waiting: number }[];
    expect(kinds.find((r) => r.key === 'taxProof')).toMatchObject({ name: 'tax proof', waiting: 1 });
    // re-routing the person keeps it with HR
    await t.database.db.execute(
      sql`update employments set reporting_manager_id = ${R_MANAGER} where employee_id = ${R_ENGINEER}`,
    );
    expect(await waitingFor(R_MANAGER)).toBe(managerBefore);
    await t.database.db.execute(sql`update payroll_tax_proofs set status = 'APPROVED' where id = ${proof!.id}`);
    expect(await waitingFor(R_HR)).toBe(hrBefore);
    await t.database.db.execute(sql`update payroll_tax_proofs set status = 'PENDING' where id = ${proof!.id}`);
  });

  it('stays equal to the requests it summarises', async () => {
    const { sql } = await import('drizzle-orm');
    const drift = await t.database.db.execute<{ n: number }>(sql`
      with kept as (
        select kind, request_id, decider, since from report_open_approvals),
      actual as (
        select o.kind, o.id as request_id,
               coalesce(case when o.status = 'PENDING' and not o.hr_only and a.role in ('ROLE_MANAGER', 'ROLE_HR') then m.reporting_manager_id end, m.hr_id, '—') as decider,
               case when o.status = 'MANAGER_APPROVED' then coalesce(o.manager_decided_at, o.created_at) else o.created_at end as since
          from (select 'leave' as kind, id, employee_id, status, manager_decided_at, created_at, false as hr_only from leave_requests
                union all select 'profile', id, employee_id, status, manager_decided_at, created_at, false from profile_change_requests
                union all select 'attendance', id, employee_id, status, manager_decided_at, created_at, false from attendance_records
                union all select 'timesheet', id, employee_id, status, manager_decided_at, created_at, false from timesheet_weeks
                union all select 'expense', id, employee_id, status, manager_decided_at, created_at, false from expense_claims
                union all select 'exit', id, employee_id, status, manager_decided_at, created_at, false from exits
                union all select 'taxProof', id, employee_id, status, manager_decided_at, created_at, true from payroll_tax_proofs) o
          left join employments m on m.employee_id = o.employee_id
          left join accounts a on a.employee_id = m.reporting_manager_id
         where o.status in ('PENDING', 'MANAGER_APPROVED'))
      select (select count(*)::int from ((select * from kept except select * from actual) union all (select * from actual except select * from kept)) d)
           + (select count(*)::int from report_leave_taken l join leave_requests r on r.id = l.leave_request_id where r.status <> 'APPROVED')
           + (select count(*)::int from leave_requests r where r.status = 'APPROVED' and not exists (select 1 from report_leave_taken l where l.leave_request_id = r.id))
           + (select count(*)::int from (
               (select w.id, t.project_code, sum(t.hundredths)::int as h from timesheet_weeks w
                  join timesheet_entries t on t.employee_id = w.employee_id and t.work_date between w.from_date and w.to_date
                 where w.status = 'APPROVED' group by 1, 2
                except select week_id, project_code, d0 + d1 + d2 + d3 + d4 + d5 + d6 from report_approved_hours)
               union all
               (select week_id, project_code, d0 + d1 + d2 + d3 + d4 + d5 + d6 from report_approved_hours
                except select w.id, t.project_code, sum(t.hundredths)::int from timesheet_weeks w
                  join timesheet_entries t on t.employee_id = w.employee_id and t.work_date between w.from_date and w.to_date
                 where w.status = 'APPROVED' group by 1, 2)) d)
           + (select count(*)::int from (
               (select organization_id, project_code, department_id, week_start, sum(d0 + d1 + d2 + d3 + d4 + d5 + d6)::int
                  from report_approved_hours group by 1, 2, 3, 4
                except select organization_id, project_code, department_id, week_start, d0 + d1 + d2 + d3 + d4 + d5 + d6
                  from report_project_hours where d0 + d1 + d2 + d3 + d4 + d5 + d6 <> 0)
               union all
               (select organization_id, project_code, department_id, week_start, d0 + d1 + d2 + d3 + d4 + d5 + d6
                  from report_project_hours where d0 + d1 + d2 + d3 + d4 + d5 + d6 <> 0
                except select organization_id, project_code, department_id, week_start, sum(d0 + d1 + d2 + d3 + d4 + d5 + d6)::int
                  from report_approved_hours group by 1, 2, 3, 4)) d)
           as n`);
    expect(Number(drift.rows[0]!.n)).toBe(0);
  });
});

describe('the headcount summary', () => {
  // Runs last: it changes the fixtures the other reports count.
  it('stays equal to the people it summarises through joins, moves, leaving dates, date fixes and deletes', async () => {
    const { sql } = await import('drizzle-orm');
    const db = t.database.db;
    await db.execute(sql`update employees set doj = '2026-02-20' where employee_id = ${R_SALES}`);
    await db.execute(
      sql`update employments set leaving_date = '2026-06-30', designation = 'Sales Lead' where employee_id = ${R_SALES}`,
    );
    await db.execute(sql`update employments set department_id = 'HRD' where employee_id = ${R_ENGINEER}`);
    await db.execute(sql`delete from employments where employee_id = ${R_ENGINEER}`);
    await db.execute(sql`delete from employees where employee_id = 'RPT7'`);
    const drift = await db.execute<{ n: number }>(sql`
      with kept as (
        select organization_id, department_id, designation, join_month, leave_month, sum(people)::int as people
          from headcount_buckets where people <> 0 group by 1, 2, 3, 4, 5),
      actual as (
        select e.organization_id, coalesce(m.department_id, '') as department_id, coalesce(m.designation, '') as designation,
               date_trunc('month', e.doj)::date as join_month,
               coalesce(date_trunc('month', m.leaving_date)::date, 'infinity'::date) as leave_month, count(*)::int as people
          from employees e left join employments m on m.employee_id = e.employee_id group by 1, 2, 3, 4, 5)
      select count(*)::int as n from ((select * from kept except select * from actual) union all (select * from actual except select * from kept)) d`);
    expect(Number(drift.rows[0]!.n)).toBe(0);
    const { series } = await json(R_ADMIN, 'headcount?from=2026-02&to=2026-06');
    expect(series.map((s: { total: number }) => s.total)).toEqual([6, 5, 5, 5, 4]);
  });
});
