import { APPROVAL_BULK_MAX, APPROVAL_MESSAGES as M } from '@hrms/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { EMPLOYEE, HR, MANAGER, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { notifications } from '../notifications';
import { timesheetWeeks } from '../timesheets';
import { profileChangeRequests } from './approvals.tables';
import { fileProfileChange, ownProfileOf, profileChangeStatus } from './approvals.test-support';

const t = useTestApp();
/** Reports to HRMS6, not to MANAGER (HRMS3). */
const OTHER_MANAGERS_PERSON = 'HRMS33';

type Row = { id: number; employeeId: string; fieldName: string; status: string };
type BulkResult = {
  decided: { id: number; status: string }[];
  failed: { id: number; status: number; message: string }[];
  message: string;
};

/** The person files a change of one field through PATCH employee/update; answers the open request. */
const file = (who: string, fieldName: string, value: string): Promise<Row> => fileProfileChange(t, who, fieldName, value);
const bulk = (who: string | null, payload: Record<string, unknown>) =>
  t.call(who, { method: 'POST', url: '/hrmsapplication/approvals/bulk', payload });
const statusOf = (id: number) => profileChangeStatus(t, id);
const auditsOf = async (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'profileChangeRequest'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'update')));

let mine: Row;
let mineToo: Row;
let othersPerson: Row;
let foreignId: number;

beforeAll(async () => {
  mine = await file(EMPLOYEE, 'fatherName', 'Bulk Father');
  mineToo = await file(EMPLOYEE, 'middlename', 'Bulky');
  othersPerson = await file(OTHER_MANAGERS_PERSON, 'fatherName', 'Other Father');
  const [foreign] = await t.database.db
    .insert(profileChangeRequests)
    .values({ organizationId: OTHER_ORG, employeeId: OTHER_ADMIN, fieldName: 'fatherName', oldValue: 'a', newValue: 'b' })
    .returning({ id: profileChangeRequests.id });
  foreignId = foreign!.id;
});

describe('POST approvals/bulk', () => {
  it('refuses bad input whole: empty, over the cap, no comment, unknown kind or verdict (400, nothing decided)', async () => {
    const base = { kind: 'profile', verdict: 'approve', comments: 'Checked.' };
    const empty = await bulk(MANAGER, { ...base, ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(M.bulkEmpty);
    const tooMany = await bulk(MANAGER, { ...base, ids: Array.from({ length: APPROVAL_BULK_MAX + 1 }, (_, i) => mine.id + i) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(M.bulkTooMany);
    expect((await bulk(MANAGER, { ...base, ids: [mine.id], comments: '   ' })).statusCode).toBe(400);
    expect((await bulk(MANAGER, { ...base, ids: [mine.id], kind: 'payroll' })).statusCode).toBe(400);
    expect((await bulk(MANAGER, { ...base, ids: [mine.id], verdict: 'maybe' })).statusCode).toBe(400);
    expect((await bulk(MANAGER, { ...base, ids: ['x'] })).statusCode).toBe(400);
    expect((await bulk(MANAGER, {})).statusCode).toBe(400);
    expect(await statusOf(mine.id)).toBe('PENDING');
  });

  it('is for managers and HR only', async () => {
    const payload = { kind: 'profile', verdict: 'approve', comments: 'Checked.', ids: [mine.id] };
    expect((await bulk(null, payload)).statusCode).toBe(401);
    expect((await bulk(EMPLOYEE, payload)).statusCode).toBe(403);
    expect((await bulk(OTHER_ADMIN, payload)).statusCode).toBe(403);
    expect(await statusOf(mine.id)).toBe('PENDING');
  });

  it('denies another manager’s request and another organisation’s per id, and decides nothing of theirs', async () => {
    const res = await bulk(MANAGER, {
      kind: 'profile',
      verdict: 'reject',
      comments: 'Not mine.',
      ids: [othersPerson.id, foreignId, 999_999],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BulkResult;
    expect(body.decided).toEqual([]);
    expect(body.failed).toEqual([
      { id: othersPerson.id, status: 403, message: M.notYourDecision },
      { id: foreignId, status: 404, message: M.notFound },
      { id: 999_999, status: 404, message: M.notFound },
    ]);
    expect(await statusOf(othersPerson.id)).toBe('PENDING');
    expect(await statusOf(foreignId)).toBe('PENDING');
  });

  it('decides a mixed batch: each allowed one through the engine (audited, notified), the others reported; a repeated id once', async () => {
    const res = await bulk(MANAGER, {
      kind: 'profile',
      verdict: 'approve',
      comments: 'All checked.',
      ids: [mine.id, othersPerson.id, mine.id, mineToo.id],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BulkResult;
    expect(body.decided).toEqual([
      { id: mine.id, status: 'APPROVED' },
      { id: mineToo.id, status: 'APPROVED' },
    ]);
    expect(body.failed).toEqual([{ id: othersPerson.id, status: 403, message: M.notYourDecision }]);
    expect(body.message).toBe('2 requests approved; 1 could not be decided.');
    // the change applied, as a single approval does
    expect((await ownProfileOf(t, EMPLOYEE)).fatherName).toBe('Bulk Father');
    // one audit row per decision
    for (const id of [mine.id, mineToo.id]) {
      const audits = await auditsOf(id);
      expect(audits.filter((a) => JSON.stringify(a.after).includes('All checked.'))).toHaveLength(1);
    }
    // the requester hears of each decision, linked to its request
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.employeeId, EMPLOYEE), eq(notifications.requestKind, 'profile')));
    for (const id of [mine.id, mineToo.id])
      expect(told.some((n) => n.requestId === id && n.title === 'Your profile change request was approved')).toBe(true);
  });

  it('reports an already decided request (409) and changes nothing', async () => {
    const res = await bulk(HR, { kind: 'profile', verdict: 'reject', comments: 'Too late.', ids: [mine.id] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as BulkResult).failed).toEqual([{ id: mine.id, status: 409, message: M.alreadyDecided }]);
    expect(await statusOf(mine.id)).toBe('APPROVED');
  });
});

describe('POST approvals/bulk for other kinds', () => {
  it('approves a manager’s waiting timesheet weeks at once through the same engine', async () => {
    const waiting = await t.database.db
      .select({ id: timesheetWeeks.id, employeeId: timesheetWeeks.employeeId })
      .from(timesheetWeeks)
      .where(and(inArray(timesheetWeeks.employeeId, [EMPLOYEE, 'HRMS11']), eq(timesheetWeeks.status, 'PENDING')));
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const ids = waiting.map((w) => w.id);
    const res = await bulk(MANAGER, { kind: 'timesheet', verdict: 'approve', comments: 'Hours match.', ids });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BulkResult;
    expect(body.decided.map((d) => d.id)).toEqual(ids);
    expect(body.decided.every((d) => d.status === 'APPROVED')).toBe(true);
    const after = await t.database.db.select().from(timesheetWeeks).where(inArray(timesheetWeeks.id, ids));
    expect(after.every((w) => w.status === 'APPROVED' && w.managerDecidedBy === MANAGER)).toBe(true);
    // nothing left waiting for the manager on the team list
    const left = (await t.call(MANAGER, { method: 'GET', url: '/hrmsapplication/approvals/waiting?kind=timesheet' })).json();
    expect(left.filter((w: { employeeId: string }) => [EMPLOYEE, 'HRMS11'].includes(w.employeeId))).toEqual([]);
  });
});

describe('notifications open their request and show where it stands', () => {
  it('links the decider to the queue on the request and shows its current status', async () => {
    const request = await file(EMPLOYEE, 'lastname', 'Bulkson');
    type Item = { link: string; request: { kind: string; id: number; status: string | null } | null };
    const feed = async () =>
      ((await t.call(MANAGER, { method: 'GET', url: '/hrmsapplication/notifications?size=100' })).json() as { items: Item[] })
        .items;
    const item = (await feed()).find((i) => i.request?.id === request.id && i.request.kind === 'profile')!;
    expect(item.link).toBe(`/ProfileDetailsApproval/${MANAGER}/ROLE_MANAGER?request=${request.id}`);
    expect(item.request!.status).toBe('PENDING');
    await bulk(MANAGER, { kind: 'profile', verdict: 'reject', comments: 'No.', ids: [request.id] });
    const after = (await feed()).find((i) => i.request?.id === request.id)!;
    expect(after.request!.status).toBe('REJECTED');
  });

  it('the queue answers the window that holds the requested one', async () => {
    const a = await file(EMPLOYEE, 'lastname', 'Windowson');
    const b = await file(EMPLOYEE, 'fatherName', 'Window Father');
    const url = (query: string) => `/hrmsapplication/profileApprovals/approvals?employeeId=${MANAGER}&${query}`;
    const ids = async (query: string) =>
      ((await t.call(MANAGER, { method: 'GET', url: url(query) })).json() as { approvals: Row[] }).approvals.map((r) => r.id);
    // newest first, one per window: b on window 0, a on window 1
    expect(await ids('page=0&size=1')).toEqual([b.id]);
    expect(await ids(`page=0&size=1&request=${a.id}`)).toEqual([a.id]);
    expect(await ids(`page=0&size=1&request=${b.id}`)).toEqual([b.id]);
    // not waiting for the caller (another manager's): page as usual
    expect(await ids(`page=0&size=1&request=${othersPerson.id}`)).toEqual([b.id]);
    expect((await t.call(MANAGER, { method: 'GET', url: url('request=abc') })).statusCode).toBe(400);
  });
});

describe('GET approvals/waiting', () => {
  it('counts per person what waits for the caller; empty for others', async () => {
    const waiting = async (who: string, kind = 'profile') =>
      (await t.call(who, { method: 'GET', url: `/hrmsapplication/approvals/waiting?kind=${kind}` })).json();
    const mineNow = (await waiting(MANAGER)) as { employeeId: string; waiting: number }[];
    expect(mineNow.find((r) => r.employeeId === EMPLOYEE)?.waiting).toBeGreaterThanOrEqual(1);
    expect(mineNow.some((r) => r.employeeId === OTHER_MANAGERS_PERSON)).toBe(false);
    expect(await waiting(EMPLOYEE)).toEqual([]);
    expect(await waiting(OTHER_ADMIN)).toEqual([]);
    expect((await t.call(MANAGER, { method: 'GET', url: '/hrmsapplication/approvals/waiting?kind=nope' })).statusCode).toBe(400);
  });
});
