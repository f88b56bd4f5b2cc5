import { EXIT_MESSAGES as M, proposedLastDay } from '@hrms/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { accounts, refreshTokens } from '../auth';
import { employments } from '../employees';
import { exits } from './exits.tables';
import { leaversSettlementInputs, recordSettlement, stopLeaversAccess } from './index';

const t = useTestApp();
// the first sign-in warms the app (argon2, routes) on a loaded machine; no test should pay for it
beforeAll(() => t.as(ADMIN), 120_000);
const today = () => new Date().toISOString().slice(0, 10);
type Task = { id: number; task: string; owner: string; doneAt: string | null; doneBy: string | null };
type ExitBody = {
  id: number;
  employeeId: string;
  status: string;
  lastWorkingDay: string;
  checklist: Task[];
  settlement: unknown;
};

const file = (who: string, payload: object) => t.call(who, { method: 'POST', url: '/hrmsapplication/exits', payload });
const settings = (who: string, payload: object) =>
  t.call(who, { method: 'PATCH', url: '/hrmsapplication/organization/exitSettings', payload });
const read = (who: string, id: number) => t.call(who, { method: 'GET', url: `/hrmsapplication/exits/${id}` });
const decide = (who: string, id: number, status = 'APPROVED') =>
  t.call(who, { method: 'PATCH', url: `/hrmsapplication/exits/${id}/decision`, payload: { status, comments: 'Noted' } });
const tick = (who: string, id: number, taskId: number, payload: object = { done: true, note: 'done' }) =>
  t.call(who, { method: 'PATCH', url: `/hrmsapplication/exits/${id}/checklist/${taskId}`, payload });

describe('PATCH organization/exitSettings', () => {
  it('lets an admin set the notice period and tasks owned by a role or a person', async () => {
    const res = await settings(ADMIN, {
      noticeDays: 45,
      tasks: [
        { task: 'Laptop wipe', owner: 'ROLE_ADMIN' },
        { task: 'Handover', owner: 'hrms3' },
        { task: 'Exit interview', owner: 'ROLE_HR' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().tasks[1]).toEqual({ task: 'Handover', owner: 'HRMS3' });
  });

  it('refuses others, and bad input with the field named, leaving the settings as they were', async () => {
    expect((await settings(HR, { noticeDays: 10, tasks: [] })).statusCode).toBe(403);
    expect((await settings(ADMIN, { noticeDays: -1, tasks: [] })).json().errors).toHaveProperty('noticeDays');
    const owner = await settings(ADMIN, { noticeDays: 10, tasks: [{ task: 'x', owner: OTHER_ADMIN }] });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().errors).toHaveProperty(['tasks[0].owner']);
    const now = (await t.call(HR, { method: 'GET', url: '/hrmsapplication/organization/exitSettings' })).json();
    expect(now.noticeDays).toBe(45);
  });
});

describe('POST exits', () => {
  it('files a resignation with the notice period proposing the last day', async () => {
    const res = await file(EMPLOYEE, { employeeId: EMPLOYEE, kind: 'RESIGNATION', reason: 'A new job' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'PENDING', lastWorkingDay: proposedLastDay(today(), 45) });
    const again = await file(EMPLOYEE, { employeeId: EMPLOYEE, kind: 'RESIGNATION', reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyOpen);
  });

  it('lets only the person resign, and only an admin or their HR terminate', async () => {
    expect((await file(EMPLOYEE, { employeeId: 'HRMS11', kind: 'RESIGNATION', reason: 'x' })).statusCode).toBe(403);
    expect((await file(EMPLOYEE, { employeeId: 'HRMS11', kind: 'TERMINATION', reason: 'x' })).statusCode).toBe(403);
    expect((await file(MANAGER, { employeeId: 'HRMS11', kind: 'TERMINATION', reason: 'x' })).statusCode).toBe(403);
    expect((await file(HR, { employeeId: 'HRMS13', kind: 'TERMINATION', reason: 'x' })).statusCode).toBe(403); // HRMS13's HR is HRMS8
    const byHr = await file(HR, {
      employeeId: 'HRMS11',
      kind: 'TERMINATION',
      reason: 'Misconduct',
      lastWorkingDay: proposedLastDay(today(), 7),
    });
    expect(byHr.statusCode).toBe(201);
    expect(byHr.json().lastWorkingDay).toBe(proposedLastDay(today(), 7));
  });

  it('answers 400 naming the field for bad input and another organisation’s person', async () => {
    expect((await file(ADMIN, { employeeId: STRANGER, kind: 'FIRING', reason: 'x' })).json().errors).toHaveProperty('kind');
    expect((await file(STRANGER, { employeeId: STRANGER, kind: 'RESIGNATION', reason: '' })).json().errors).toHaveProperty(
      'reason',
    );
    const past = await file(STRANGER, { employeeId: STRANGER, kind: 'RESIGNATION', reason: 'x', lastWorkingDay: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toHaveProperty('lastWorkingDay');
    const foreign = await file(ADMIN, { employeeId: OTHER_ADMIN, kind: 'TERMINATION', reason: 'x' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('employeeId');
  });
});

describe('an approved exit', () => {
  it('sets the leaving date, creates the checklist, and its tasks are ticked off by their owners', async () => {
    const id = (await t.call(EMPLOYEE, { method: 'GET', url: '/hrmsapplication/exits' })).json()[0].id as number;
    expect((await read(STRANGER, id)).statusCode).toBe(403);
    expect((await read(OTHER_ADMIN, id)).statusCode).toBe(404);
    expect((await decide(EMPLOYEE, id)).statusCode).toBe(403);
    const decided = await decide(MANAGER, id);
    expect(decided.json()).toMatchObject({ id, status: 'APPROVED' });
    const exit = (await read(HR, id)).json() as ExitBody;
    const [employment] = await t.database.db.select().from(employments).where(eq(employments.employeeId, EMPLOYEE));
    expect(employment?.leavingDate).toBe(exit.lastWorkingDay);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.employeeId, EMPLOYEE));
    expect(account?.accessEndsOn).toBe(exit.lastWorkingDay);
    expect(exit.checklist.map((c) => c.task)).toEqual([
      'Return asset IDC-004 (Access card)',
      'Return asset LAP-001 (ThinkPad T14)',
      'Laptop wipe',
      'Handover',
      'Exit interview',
    ]);
    const [idCard, , wipe, handover, interview] = exit.checklist as Task[];
    expect((await tick(EMPLOYEE, id, idCard?.id ?? 0)).statusCode).toBe(403);
    expect((await tick(MANAGER, id, interview?.id ?? 0)).statusCode).toBe(403);
    expect((await tick(HR, id, idCard?.id ?? 0, { done: false })).statusCode).toBe(400);
    const done = (await tick(HR, id, idCard?.id ?? 0)).json() as ExitBody;
    expect(done.checklist[0]).toMatchObject({ doneBy: HR, doneAt: expect.any(String) });
    expect((await tick(MANAGER, id, handover?.id ?? 0)).statusCode).toBe(200);
    expect((await tick(ADMIN, id, wipe?.id ?? 0)).statusCode).toBe(200);
    expect((await tick(HR, id, 999999)).statusCode).toBe(404);
  });

  it('stops the account after the last day, by the daily schedule, once', async () => {
    const db = t.database.db;
    await t.as(EMPLOYEE);
    const [exit] = await db
      .select()
      .from(exits)
      .where(and(eq(exits.employeeId, EMPLOYEE), eq(exits.status, 'APPROVED')));
    await db
      .update(exits)
      .set({ lastWorkingDay: '2026-01-31' })
      .where(eq(exits.id, exit?.id ?? 0));
    expect(await stopLeaversAccess(db, 'ORG1', today())).toBeGreaterThanOrEqual(1);
    const open = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.employeeId, EMPLOYEE), isNull(refreshTokens.revokedAt)));
    expect(open).toEqual([]);
    expect(await stopLeaversAccess(db, 'ORG1', today())).toBe(0);
    // the settlement seam: the leaver of January with their earned-leave balance; the settlement shows on the exit
    const leavers = await leaversSettlementInputs(db, 'ORG1', '2026-01');
    expect(leavers.get(EMPLOYEE)).toMatchObject({
      exitId: exit?.id,
      lastWorkingDay: '2026-01-31',
      earnedLeaveBalance: expect.any(Number),
    });
    expect((await leaversSettlementInputs(db, 'ORG1', '2026-02')).has(EMPLOYEE)).toBe(false);
    const settlement = { runId: 'R1', month: '2026-01', paidDays: 31, encashment: 12000, expenses: 1200, net: 95000 };
    await recordSettlement(db, 'ORG1', exit?.id ?? 0, settlement);
    expect((await read(HR, exit?.id ?? 0)).json().settlement).toEqual(settlement);
  });

  it('is rejected without side effects', async () => {
    const { id } = (await file(STRANGER, { employeeId: STRANGER, kind: 'RESIGNATION', reason: 'x' })).json();
    expect((await decide('HRMS6', id, 'REJECTED')).json().status).toBe('REJECTED');
    expect((await read(STRANGER, id)).json().checklist).toEqual([]);
    const [employment] = await t.database.db.select().from(employments).where(eq(employments.employeeId, STRANGER));
    expect(employment?.leavingDate).toBeNull();
  });
});

describe('GET exits', () => {
  it('lists each role’s exits; the demo leaver has a checklist half done', async () => {
    const hr = (await t.call(HR, { method: 'GET', url: '/hrmsapplication/exits' })).json() as ExitBody[];
    const demo = hr.find((e) => e.employeeId === 'HRMS24');
    expect(demo?.checklist.some((c) => c.doneAt)).toBe(true);
    expect(demo?.checklist.some((c) => c.task.startsWith('Return asset LAP-004'))).toBe(true);
    const own = (await t.call('HRMS23', { method: 'GET', url: '/hrmsapplication/exits' })).json() as ExitBody[];
    expect(own).toEqual([]);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: '/hrmsapplication/exits' })).json()).toEqual([]);
  });
});
