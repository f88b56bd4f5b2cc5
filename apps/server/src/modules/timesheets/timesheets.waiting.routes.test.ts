import { APPROVAL_MESSAGES } from '@hrms/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { timesheetWeeks } from './timesheets.tables';

const t = useTestApp();
const ORG = 'ORG1';
/** Reports to MANAGER (HRMS3), HR is HRMS2, like EMPLOYEE. */
const COLLEAGUE = 'HRMS11';
/** Reports to HRMS10, HR is HRMS8: another manager's person. */
const OTHERS_PERSON = 'HRMS14';
const OTHER_MANAGER = 'HRMS10';

type Week = { id: number; employeeId: string; employeeName: string; fromDate: string; toDate: string; totalHours: number };
const waiting = (who: string | null, query = '') =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/timesheets/waiting${query}` });
const idsOf = (res: { json: () => unknown }) => (res.json() as Week[]).map((w) => w.id);

/** Mondays of 2020, far from the demo's weeks (each person has one live submission per week). */
const monday = (n: number) => new Date(Date.UTC(2020, 0, 6 + 7 * n)).toISOString().slice(0, 10);
const sunday = (n: number) => new Date(Date.UTC(2020, 0, 12 + 7 * n)).toISOString().slice(0, 10);

let mine: number; // EMPLOYEE's, waiting for MANAGER and HR
let colleague: number; // COLLEAGUE's, filed a day later
let approved: number; // EMPLOYEE's, already decided
let others: number; // OTHERS_PERSON's, waiting for HRMS10
let foreign: number; // another organisation's

async function insertWeek(organizationId: string, employeeId: string, n: number, status: 'PENDING' | 'APPROVED', day: number) {
  const [row] = await t.database.db
    .insert(timesheetWeeks)
    .values({
      organizationId,
      employeeId,
      fromDate: monday(n),
      toDate: sunday(n),
      totalHundredths: 3950 + n,
      status,
      createdAt: new Date(Date.UTC(2020, 0, day)),
    })
    .returning({ id: timesheetWeeks.id });
  return row!.id;
}

beforeAll(async () => {
  mine = await insertWeek(ORG, EMPLOYEE, 0, 'PENDING', 13);
  colleague = await insertWeek(ORG, COLLEAGUE, 1, 'PENDING', 20);
  approved = await insertWeek(ORG, EMPLOYEE, 2, 'APPROVED', 27);
  others = await insertWeek(ORG, OTHERS_PERSON, 3, 'PENDING', 28);
  foreign = await insertWeek(OTHER_ORG, OTHER_ADMIN, 4, 'PENDING', 29);
});

describe('GET timesheets/waiting', () => {
  it("lists the weeks waiting for the manager across their people, oldest first, with each person's name and hours", async () => {
    const res = await waiting(MANAGER, '?size=500');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Week[];
    expect(Number(res.headers['x-total-count'])).toBe(rows.length);
    const ids = rows.map((w) => w.id);
    // the 2020 weeks were filed before any demo week: they come first, in the order filed
    expect(ids.slice(0, 2)).toEqual([mine, colleague]);
    expect(rows[0]).toEqual({
      id: mine,
      employeeId: EMPLOYEE,
      employeeName: 'Ananya Rao',
      fromDate: monday(0),
      toDate: sunday(0),
      totalHours: 39.5,
      status: 'Pending',
    });
    expect(rows[1]).toMatchObject({ employeeId: COLLEAGUE, employeeName: 'Pooja Reddy', totalHours: 39.51 });
    // decided weeks, another manager's people and another organisation's weeks are not there
    expect(ids).not.toContain(approved);
    expect(ids).not.toContain(others);
    expect(ids).not.toContain(foreign);
    // everything listed is waiting and belongs to the manager's people
    const db = await t.database.db.select().from(timesheetWeeks).where(inArray(timesheetWeeks.id, ids));
    for (const row of db) {
      expect(row.status).toBe('PENDING');
      expect([EMPLOYEE, COLLEAGUE, 'HRMS12', 'HRMS13']).toContain(row.employeeId);
    }
  });

  it('pages the queue with the total in X-Total-Count', async () => {
    const all = idsOf(await waiting(MANAGER, '?size=500'));
    const first = await waiting(MANAGER, '?page=0&size=1');
    const second = await waiting(MANAGER, '?page=1&size=1');
    expect(idsOf(first)).toEqual([mine]);
    expect(idsOf(second)).toEqual([colleague]);
    expect(Number(first.headers['x-total-count'])).toBe(all.length);
    expect(Number(second.headers['x-total-count'])).toBe(all.length);
  });

  it("lists the person's weeks for their HR, and another manager's people's weeks for theirs only", async () => {
    const hr = idsOf(await waiting(HR, '?size=500'));
    expect(hr).toEqual(expect.arrayContaining([mine, colleague]));
    expect(hr).not.toContain(others); // HRMS14's HR is HRMS8
    const otherManager = idsOf(await waiting(OTHER_MANAGER, '?size=500'));
    expect(otherManager).toContain(others);
    expect(otherManager).not.toContain(mine);
    expect(idsOf(await waiting('HRMS8', '?size=500'))).toContain(others);
  });

  it("lets an admin read any approver's queue of the organisation; nothing waits for the admin themself", async () => {
    const asManager = await waiting(MANAGER, '?size=500');
    const res = await waiting(ADMIN, `?employeeId=${MANAGER}&size=500`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual(idsOf(asManager));
    expect(res.headers['x-total-count']).toBe(asManager.headers['x-total-count']);
    // an employee decides nothing, whoever asks
    expect(idsOf(await waiting(ADMIN, `?employeeId=${EMPLOYEE}`))).toEqual([]);
    const own = await waiting(ADMIN);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([]);
    expect(own.headers['x-total-count']).toBe('0');
  });

  it("refuses an employee, another approver's queue to a manager and another organisation's people", async () => {
    expect((await waiting(EMPLOYEE)).statusCode).toBe(403);
    expect((await waiting(EMPLOYEE, `?employeeId=${EMPLOYEE}`)).statusCode).toBe(403);
    const othersQueue = await waiting(MANAGER, `?employeeId=${OTHER_MANAGER}`);
    expect(othersQueue.statusCode).toBe(403);
    expect(othersQueue.json().message).toContain(APPROVAL_MESSAGES.ownListsOnly);
    expect((await waiting(HR, `?employeeId=${MANAGER}`)).statusCode).toBe(403);
    // another organisation's admin cannot read this one's approvers, nor this one's theirs
    expect((await waiting(OTHER_ADMIN, `?employeeId=${MANAGER}`)).statusCode).toBe(404);
    expect((await waiting(ADMIN, `?employeeId=${OTHER_ADMIN}`)).statusCode).toBe(404);
    const theirs = await waiting(OTHER_ADMIN);
    expect(theirs.statusCode).toBe(200);
    expect(idsOf(theirs)).not.toContain(foreign);
    expect((await waiting(null)).statusCode).toBe(401);
  });

  it('answers 400 to bad paging or approver, never a 5xx', async () => {
    for (const query of [
      '?page=-1',
      '?page=x',
      '?size=0',
      '?size=abc',
      '?page=1.5',
      `?employeeId=${'X'.repeat(60)}`,
      '?employeeId=',
    ]) {
      const res = await waiting(MANAGER, query);
      expect(res.statusCode, query).toBe(400);
    }
    const huge = await waiting(MANAGER, '?size=100000&page=99999');
    expect(huge.statusCode).toBe(200);
    expect(huge.json()).toEqual([]);
  });

  it('refuses a bulk decision on weeks without a comment while the organisation requires one, and a rejection always', async () => {
    for (const verdict of ['approve', 'reject']) {
      const res = await t.call(MANAGER, {
        method: 'POST',
        url: '/hrmsapplication/approvals/bulk',
        payload: { kind: 'timesheet', verdict, ids: [mine, colleague], comments: '  ' },
      });
      expect(res.statusCode, verdict).toBe(400);
      expect(res.json().errors.comments).toBe(APPROVAL_MESSAGES.commentsRequired);
    }
    expect(idsOf(await waiting(MANAGER, '?size=2'))).toEqual([mine, colleague]);
  });

  it('drops the weeks decided in one bulk decision', async () => {
    const res = await t.call(MANAGER, {
      method: 'POST',
      url: '/hrmsapplication/approvals/bulk',
      payload: { kind: 'timesheet', verdict: 'approve', ids: [mine, colleague], comments: 'Both weeks checked.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().decided).toHaveLength(2);
    const after = idsOf(await waiting(MANAGER, '?size=500'));
    expect(after).not.toContain(mine);
    expect(after).not.toContain(colleague);
    const statuses = await t.database.db
      .select({ status: timesheetWeeks.status })
      .from(timesheetWeeks)
      .where(eq(timesheetWeeks.id, mine));
    expect(statuses[0]?.status).toBe('APPROVED');
  });
});
