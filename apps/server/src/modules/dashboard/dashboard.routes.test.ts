import { addDays, type DashboardSummary, todayIso, weekRange } from '@hrms/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { employees, employments } from '../employees';
import { leaveRequests } from '../leave';
import { timesheetWeeks } from '../timesheets';

const t = useTestApp();
const summary = async (who: string) => {
  const res = await t.call(who, { method: 'GET', url: '/hrmsapplication/dashboard/summary' });
  expect(res.statusCode).toBe(200);
  return res.json() as DashboardSummary;
};
const hide = (who: string | null, payload: unknown) =>
  t.call(who, { method: 'PATCH', url: '/hrmsapplication/dashboard/celebrations', payload: payload as object });
const today = todayIso();
const yearsAgo = (iso: string, years: number) => `${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`;

beforeAll(async () => {
  const db = t.database.db;
  // Birthdays and an anniversary in the coming days; a birthday of someone who opts out below.
  await db
    .update(employees)
    .set({ dob: yearsAgo(addDays(today, 3), 30) })
    .where(eq(employees.employeeId, 'HRMS11'));
  await db
    .update(employees)
    .set({ doj: yearsAgo(addDays(today, 5), 3) })
    .where(eq(employees.employeeId, 'HRMS12'));
  await db
    .update(employees)
    .set({ dob: yearsAgo(today, 28) })
    .where(eq(employees.employeeId, 'HRMS14'));
  // The demo people all joined on this day of some year: move them out of the window but for HRMS12.
  await db
    .update(employees)
    .set({ doj: sql`${employees.doj} - 30` })
    .where(and(eq(employees.organizationId, 'ORG1'), ne(employees.employeeId, 'HRMS12')));
  await db.insert(leaveRequests).values({
    organizationId: 'ORG1',
    employeeId: 'HRMS11',
    status: 'APPROVED',
    leaveName: 'CASUALLEAVE',
    startDate: today,
    endDate: today,
    isHalfDay: false,
    duration: 1,
  });
});

describe('GET dashboard/summary', () => {
  it('shows birthdays and work anniversaries of the coming days, nearest first', async () => {
    const { celebrations } = await summary(EMPLOYEE);
    expect(celebrations).toContainEqual({
      employeeId: 'HRMS11',
      name: 'Pooja Reddy',
      kind: 'birthday',
      date: addDays(today, 3),
      years: 0,
    });
    expect(celebrations).toContainEqual({
      employeeId: 'HRMS12',
      name: 'Siddharth Das',
      kind: 'anniversary',
      date: addDays(today, 5),
      years: 3,
    });
    const dates = celebrations.map((c) => c.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('leaves out whoever hides their birthday, and shows it again when they stop hiding it', async () => {
    expect((await summary(EMPLOYEE)).celebrations.map((c) => c.employeeId)).toContain('HRMS14');
    const res = await hide('HRMS14', { hidden: true });
    expect([res.statusCode, res.json()]).toEqual([200, { hidden: true }]);
    expect((await summary('HRMS14')).celebrationsHidden).toBe(true);
    expect((await summary(EMPLOYEE)).celebrations.map((c) => c.employeeId)).not.toContain('HRMS14');
    await hide('HRMS14', { hidden: false });
    expect((await summary(EMPLOYEE)).celebrations.map((c) => c.employeeId)).toContain('HRMS14');
  });

  it("counts what waits for a manager and the caller's own open requests", async () => {
    const manager = await summary(MANAGER);
    expect(manager.approvals.leave).toBeGreaterThan(0);
    const employee = await summary(EMPLOYEE);
    expect(employee.approvals.leave).toBe(0);
    expect(employee.approvals.mine.leave).toBeGreaterThan(0);
  });

  it("shows who of the caller's scope is out this week", async () => {
    expect((await summary(MANAGER)).outThisWeek.map((r) => r.employeeId)).toContain('HRMS11');
    expect((await summary(EMPLOYEE)).outThisWeek.map((r) => r.employeeId)).toContain('HRMS11');
    expect((await summary('HRMS20')).outThisWeek.map((r) => r.employeeId)).not.toContain('HRMS11');
  });

  it("gives admin and HR the organisation's numbers, nobody else", async () => {
    const admin = await summary(ADMIN);
    // 35 demo people, HRMS26 left before this month
    expect(admin.organisation).toMatchObject({ headcount: 34, pendingOnboarding: 1 });
    expect(admin.organisation!.openPositions).toBeGreaterThanOrEqual(0);
    expect((await summary(HR)).organisation).toEqual(admin.organisation);
    expect((await summary(MANAGER)).organisation).toBeNull();
    expect((await summary(EMPLOYEE)).organisation).toBeNull();
  });

  it('counts the same people as the headcount report this month: no later joiners, no one who has left', async () => {
    const month = today.slice(0, 7);
    const reported = async (who: string) => {
      const res = await t.call(who, { method: 'GET', url: `/hrmsapplication/reports/headcount?from=${month}&to=${month}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { series: { total: number }[] }).series[0]!.total;
    };
    for (const who of [ADMIN, HR]) expect((await summary(who)).organisation!.headcount, who).toBe(await reported(ADMIN));
    const before = (await summary(ADMIN)).organisation!.headcount;
    const [joiner] = await t.database.db.select().from(employees).where(eq(employees.employeeId, 'HRMS34'));
    await t.database.db
      .update(employees)
      .set({ doj: addDays(`${month}-01`, 40) })
      .where(eq(employees.employeeId, 'HRMS34'));
    expect((await summary(ADMIN)).organisation!.headcount).toBe(before - 1);
    expect((await summary(ADMIN)).organisation!.headcount).toBe(await reported(ADMIN));
    await t.database.db.update(employees).set({ doj: joiner!.doj }).where(eq(employees.employeeId, 'HRMS34'));
    expect((await summary(OTHER_ADMIN)).organisation!.headcount).toBe(await reported(OTHER_ADMIN));
  });

  it("counts this month's leavers from the leaving dates", async () => {
    const before = (await summary(ADMIN)).organisation!.leaversThisMonth;
    await t.database.db.update(employments).set({ leavingDate: today }).where(eq(employments.employeeId, 'HRMS33'));
    expect((await summary(ADMIN)).organisation!.leaversThisMonth).toBe(before + 1);
    await t.database.db
      .update(employments)
      .set({ leavingDate: addDays(`${today.slice(0, 7)}-01`, -1) })
      .where(eq(employments.employeeId, 'HRMS33'));
    expect((await summary(ADMIN)).organisation!.leaversThisMonth).toBe(before);
  });

  it("shows the caller's own timesheet of this week, latest state first", async () => {
    const week = weekRange(today);
    const own = await summary('HRMS13');
    expect(own.myWeek).toMatchObject({ fromDate: week.from, toDate: week.to });
    await t.database.db.insert(timesheetWeeks).values({
      organizationId: 'ORG1',
      employeeId: 'HRMS13',
      status: 'REJECTED',
      fromDate: week.from,
      toDate: week.to,
    });
    expect((await summary('HRMS13')).myWeek.status).toBe('REJECTED');
    expect((await summary('HRMS16')).myWeek.status).not.toBe('REJECTED');
  });

  it("never shows another organisation's people", async () => {
    const other = await summary(OTHER_ADMIN);
    expect(other.celebrations.every((c) => c.employeeId.startsWith('OTH'))).toBe(true);
    expect(other.outThisWeek).toEqual([]);
    expect(other.organisation).toMatchObject({ headcount: 1, pendingOnboarding: 0 });
  });

  it('refuses onboarding, anonymous callers and bad preferences', async () => {
    expect((await t.call(ONBOARDING, { method: 'GET', url: '/hrmsapplication/dashboard/summary' })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/hrmsapplication/dashboard/summary' })).statusCode).toBe(401);
    expect((await hide(null, { hidden: true })).statusCode).toBe(401);
    expect((await hide(ONBOARDING, { hidden: true })).statusCode).toBe(403);
    expect((await hide(EMPLOYEE, { hidden: 'yes' })).statusCode).toBe(400);
    expect((await hide(EMPLOYEE, {})).statusCode).toBe(400);
    expect((await summary(EMPLOYEE)).celebrationsHidden).toBe(false);
  });
});
