import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APPROVAL_MESSAGES, addDays, formatMessage, type LeaveType, LEAVE_MESSAGES as M, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { addOtherTenantManager } from '../../test/people';
import { organizations } from '../organization';
import { ledgerState } from './leave.repository';
import { leaveLedger } from './leave.tables';

const t = useTestApp();
/** A QA engineer with no demo leave: manager HRMS9, HR HRMS2. */
const PERSON = 'HRMS18';
const PERSON_MANAGER = 'HRMS9';
const FOREIGN_MANAGER = 'OTH2';
const today = todayIso();
const day = (n: number) => addDays(today, n);

type Row = {
  id: number;
  employeeId: string;
  employeeName: string;
  leaveName: string;
  startDate: string;
  endDate: string;
  appliedDate: string;
  duration: number;
  status: string;
  comments: string;
};

const apply = (who: string, body: unknown) =>
  t.call(who, { method: 'POST', url: '/hrmsapplication/leave/create', payload: body as object });
const valid = (start: number, days = 1, extra: Record<string, unknown> = {}) => ({
  employeeId: PERSON,
  leaveName: 'SICKLEAVE',
  startDate: day(start),
  endDate: day(start + days - 1),
  isHalfDay: false,
  duration: days,
  comments: 'Feeling unwell.',
  ...extra,
});
const balance = async (who: string, employeeId: string, type: string) =>
  (
    (await t.call(who, { method: 'GET', url: `/hrmsapplication/getleavebalance/${employeeId}` })).json() as {
      leaveType: string;
      count: number;
    }[]
  ).find((b) => b.leaveType === type)?.count ?? 0;
const list = (who: string, kind: 'requests' | 'approvals' | 'updated', employeeId = who) =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/leave/${kind}?employeeId=${employeeId}&page=0&size=40` });
const pending = async (who: string) => ((await list(who, 'approvals')).json() as { approvals: Row[] }).approvals;
const decide = (who: string, path: string, item: object, comments: unknown = 'OK, enjoy.') =>
  t.call(who, { method: 'PATCH', url: `/hrmsapplication/leave/${path}`, payload: { ...item, comments } });
const cancel = (who: string, id: number) =>
  t.call(who, { method: 'DELETE', url: `/hrmsapplication/leave/cancel?leaveRequestId=${id}` });
const setMultiLevel = (multiLevel: boolean) =>
  t.database.db.update(organizations).set({ multiLevel }).where(eq(organizations.organizationId, 'ORG1'));

beforeAll(() => addOtherTenantManager(t, FOREIGN_MANAGER));

afterAll(() => setMultiLevel(false));

describe('leave types (/LeaveForm)', () => {
  it('lists the nine demo types with their counts for the admin, the ones offered to them for anyone else signed in', async () => {
    const all = (await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/leaves/getLeaves' })).json() as unknown[];
    expect(all).toHaveLength(9);
    const res = await t.call(EMPLOYEE, { method: 'GET', url: '/hrmsapplication/leaves/getLeaves' });
    expect(res.statusCode).toBe(200);
    const types = res.json() as { leaveType: string; count: number; carryForward: boolean; description: string }[];
    // HRMS4 is a woman: paternity leave (MALE) is not offered to her
    expect(types).toHaveLength(8);
    expect(types[0]).toMatchObject({ leaveType: 'SICKLEAVE', count: 12, carryForward: false, gender: 'ALL' });
    const available = await t.call(EMPLOYEE, { method: 'GET', url: '/hrmsapplication/leaves/getAvailableLeaveTypes' });
    expect(available.json()).toContain('EARNLEAVE');
    expect((await t.call(null, { method: 'GET', url: '/hrmsapplication/leaves/getLeaves' })).statusCode).toBe(401);
  });

  it('only an admin adds, changes or deletes; every rule has its message', async () => {
    const body = { leaveType: 'MENSTRUATIONLEAVES', count: 10, carryForward: false, description: 'Monthly.' };
    for (const who of [EMPLOYEE, MANAGER, HR]) {
      expect(
        (await t.call(who, { method: 'POST', url: '/hrmsapplication/leaves/create', payload: body as object })).statusCode,
      ).toBe(403);
      expect((await t.call(who, { method: 'DELETE', url: '/hrmsapplication/leaves/SICKLEAVE' })).statusCode).toBe(403);
    }
    const exists = await t.call(ADMIN, { method: 'POST', url: '/hrmsapplication/leaves/create', payload: body as object });
    expect(exists.statusCode).toBe(409);
    expect(exists.json().message).toBe(M.leaveTypeExists);

    const del = await t.call(ADMIN, { method: 'DELETE', url: '/hrmsapplication/leaves/MENSTRUATIONLEAVES' });
    expect(del.statusCode).toBe(200);
    expect((await t.call(ADMIN, { method: 'DELETE', url: '/hrmsapplication/leaves/MENSTRUATIONLEAVES' })).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'DELETE', url: '/hrmsapplication/leaves/NOSUCHLEAVE' })).statusCode).toBe(400);

    const errors = async (payload: object) =>
      (await t.call(ADMIN, { method: 'POST', url: '/hrmsapplication/leaves/create', payload })).json().errors;
    expect((await errors({ ...body, leaveType: '' })).leaveType).toBe(M.leaveTypeRequired);
    expect((await errors({ ...body, count: 0 })).count).toBe(M.countPositive);
    expect((await errors({ ...body, description: '  ' })).description).toBe(M.descriptionRequired);

    const created = await t.call(ADMIN, {
      method: 'POST',
      url: '/hrmsapplication/leaves/create',
      payload: { ...body, carryForward: true, carryForwardCap: 4 },
    });
    expect(created.statusCode).toBe(200);
    const record = created.json();
    expect(record).toMatchObject({ leaveType: 'MENSTRUATIONLEAVES', count: 10, carryForward: true, carryForwardCap: 4 });

    const changedType = await t.call(ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/leaves/updateLeave',
      payload: { ...record, leaveType: 'SICKLEAVE' },
    });
    expect(changedType.statusCode).toBe(400);
    expect(changedType.json().errors.leaveType).toBe(M.leaveTypeFixed);
    const updated = await t.call(ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/leaves/updateLeave',
      payload: { ...record, count: 12, description: 'One day a month.' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: record.id, count: 12, description: 'One day a month.' });
  });

  it("another organisation neither sees nor changes this organisation's types", async () => {
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: '/hrmsapplication/leaves/getLeaves' })).json()).toEqual([]);
    const types = (await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/leaves/getLeaves' })).json();
    const res = await t.call(OTHER_ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/leaves/updateLeave',
      payload: { ...types[0], count: 1 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('applying (/LeaveRequest)', () => {
  it('answers every rule of spec 3 §5 with its message, 400 and nothing written', async () => {
    const before = (await list(PERSON, 'requests')).json().length;
    const fieldError = async (body: object, field: string) => {
      const res = await apply(PERSON, body);
      expect(res.statusCode).toBe(400);
      return res.json().errors[field];
    };
    expect(await fieldError({ ...valid(1), startDate: '' }, 'startDate')).toBe(M.startRequired);
    expect(await fieldError({ ...valid(1), endDate: '' }, 'endDate')).toBe(M.endRequired);
    expect(await fieldError(valid(-8), 'startDate')).toBe(M.startWindow);
    expect(await fieldError({ ...valid(2), endDate: day(1) }, 'endDate')).toBe(M.endBeforeStart);
    expect(await fieldError({ ...valid(1), comments: ' ' }, 'comments')).toBe(M.commentsRequired);
    expect(await fieldError({ ...valid(1), comments: 'x'.repeat(101) }, 'comments')).toBe(M.commentsTooLong);
    expect(await fieldError({ ...valid(1), duration: undefined }, 'duration')).toBe(M.durationRequired);
    expect(await fieldError({ ...valid(1, 2), duration: 1 }, 'duration')).toBe(M.durationMismatch);
    expect(await fieldError({ ...valid(1), leaveName: '' }, 'leaveName')).toBe(M.leaveTypeRequired);
    const tooMuch = await apply(PERSON, valid(1, 20, { leaveName: 'MARRIAGELEAVE' }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/^Not enough leave balance: you have [\d.]+ days? of Marriage Leave left\.$/);
    // the code and values travel beside the unchanged English (issue 27 point 4)
    const problem = tooMuch.json();
    expect(problem.detail).toBe(problem.message);
    expect(problem.code).toMatch(/^leave\.insufficientBalance(One)?$/);
    expect(problem.params).toMatchObject({ type: 'Marriage Leave', available: expect.stringMatching(/^[\d.]+$/) });
    expect(formatMessage(M[problem.code.slice('leave.'.length) as 'insufficientBalance'], problem.params)).toBe(problem.message);
    // a message without values: its code names the catalogue's same English (two keys may share one sentence)
    const noType = (await apply(PERSON, { ...valid(1), leaveName: '' })).json();
    expect(noType.message).toBe(M.leaveTypeRequired);
    expect(noType.code).toMatch(/^leave\./);
    expect(M[noType.code.slice('leave.'.length) as keyof typeof M]).toBe(M.leaveTypeRequired);
    expect(noType).not.toHaveProperty('params');
    // malformed input: never a 5xx
    for (const payload of [{ ...valid(1), duration: 'abc' }, { ...valid(1), isHalfDay: 'maybe' }, []]) {
      expect((await apply(PERSON, payload as object)).statusCode).toBe(400);
    }
    expect([400, 415]).toContain((await apply(PERSON, 'text' as unknown as object)).statusCode);
    expect((await list(PERSON, 'requests')).json()).toHaveLength(before);
  });

  it("applies: 'Leave applied successfully!', routed to manager and HR, the balance unchanged while pending", async () => {
    const sickBefore = await balance(PERSON, PERSON, 'SICKLEAVE');
    const res = await apply(PERSON, valid(1, 1, { isHalfDay: true, duration: 0.5 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.applied,
      employeeId: PERSON,
      employeeName: 'Amit Chauhan',
      leaveName: 'SICKLEAVE',
      duration: 0.5,
      status: 'PENDING',
      appliedDate: today,
    });
    expect(await balance(PERSON, PERSON, 'SICKLEAVE')).toBe(sickBefore);
    expect((await pending(PERSON_MANAGER)).map((r) => r.id)).toContain(res.json().id);
    expect((await pending(HR)).map((r) => r.id)).toContain(res.json().id);
    expect((await pending(MANAGER)).map((r) => r.id)).not.toContain(res.json().id);
    expect(await pending(EMPLOYEE)).toEqual([]);
  });

  it('refuses an overlap with a pending or approved leave of the same person', async () => {
    const res = await apply(PERSON, valid(1, 2, { leaveName: 'CASUALLEAVE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.startDate).toBe(M.overlap);
  });

  it('refuses a type the organisation does not offer, and applying for someone else', async () => {
    await t.call(ADMIN, { method: 'DELETE', url: '/hrmsapplication/leaves/RELIGIOUSFESTIVALLEAVES' });
    const res = await apply(PERSON, valid(3, 1, { leaveName: 'RELIGIOUSFESTIVALLEAVES' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.leaveName).toBe(M.leaveTypeNotOffered);
    expect((await apply(EMPLOYEE, valid(3))).statusCode).toBe(403);
    expect((await apply(ADMIN, { ...valid(3), employeeId: ADMIN })).statusCode).toBe(403);
  });
});

describe('deciding', () => {
  let item: Row;
  beforeAll(async () => {
    item = (await apply(PERSON, valid(3, 1, { leaveName: 'CASUALLEAVE' }))).json();
  });

  it('an employee cannot decide; a manager only for their reportees; another organisation gets 404', async () => {
    expect((await decide(EMPLOYEE, 'manager/approve', item)).statusCode).toBe(403);
    expect((await decide(MANAGER, 'manager/approve', item)).statusCode).toBe(403);
    expect((await decide(MANAGER, 'manager/approve', item)).json().message).toBe(APPROVAL_MESSAGES.notYourDecision);
    expect((await decide(STRANGER, 'manager/approve', item)).statusCode).toBe(403);
    expect((await decide(FOREIGN_MANAGER, 'manager/approve', item)).statusCode).toBe(404);
    expect((await decide(OTHER_ADMIN, 'hr/approve', item)).statusCode).toBe(403);
  });

  it('nobody decides their own request', async () => {
    const own = (await pending(HR)).find((r) => r.employeeId === MANAGER);
    expect(own).toBeDefined();
    const res = await decide(MANAGER, 'manager/approve', own!);
    expect(res.statusCode).toBe(403);
    expect((await pending(MANAGER)).some((r) => r.employeeId === MANAGER)).toBe(false);
  });

  it("comments are mandatory: 'Comments are mandatory.'; malformed ids are 400 or 404", async () => {
    const res = await decide(PERSON_MANAGER, 'manager/approve', item, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.comments).toBe(APPROVAL_MESSAGES.commentsRequired);
    expect((await decide(PERSON_MANAGER, 'manager/approve', { id: 'x' })).statusCode).toBe(400);
    expect((await decide(PERSON_MANAGER, 'manager/approve', { id: 999999 })).statusCode).toBe(404);
  });

  it('single-level: the manager approves, the balance drops by the duration and the ledger shows the debit', async () => {
    const before = await balance(PERSON, PERSON, 'CASUALLEAVE');
    const res = await decide(PERSON_MANAGER, 'manager/approve', item, 'Approved, have a good day.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: item.id,
      status: 'APPROVED',
      comments: 'Approved, have a good day.',
      message: M.approved,
    });
    expect(await balance(PERSON, PERSON, 'CASUALLEAVE')).toBe(before - 1);
    expect((await pending(PERSON_MANAGER)).some((r) => r.id === item.id)).toBe(false);
    expect((await pending(HR)).some((r) => r.id === item.id)).toBe(false);
    expect(((await list(PERSON_MANAGER, 'updated')).json() as Row[])[0]).toMatchObject({ id: item.id, status: 'APPROVED' });
    const again = await decide(HR, 'hr/reject', item);
    expect(again.statusCode).toBe(409);

    const ledger = await t.call(HR, {
      method: 'GET',
      url: `/hrmsapplication/leave/ledger?employeeId=${PERSON}&leaveType=CASUALLEAVE`,
    });
    expect(ledger.statusCode).toBe(200);
    const entries = ledger.json().entries as { kind: string; days: number; leaveRequestId: number | null }[];
    expect(entries.some((e) => e.kind === 'ACCRUAL')).toBe(true);
    expect(entries.find((e) => e.leaveRequestId === item.id)).toMatchObject({ kind: 'DEBIT', days: -1 });
    expect(ledger.json().balance).toBe(before - 1);
    expect(
      (await t.call(STRANGER, { method: 'GET', url: `/hrmsapplication/leave/ledger?employeeId=${PERSON}&leaveType=CASUALLEAVE` }))
        .statusCode,
    ).toBe(403);
  });

  it('HR rejects with a comment; nothing leaves the balance', async () => {
    const before = await balance(PERSON, PERSON, 'SICKLEAVE');
    const req = (await apply(PERSON, valid(4))).json();
    const res = await decide(HR, 'hr/reject', req, 'Please talk to your manager first.');
    expect(res.json()).toMatchObject({ status: 'REJECTED', message: M.rejected });
    expect(await balance(PERSON, PERSON, 'SICKLEAVE')).toBe(before);
  });

  it('two decisions racing on one request leave exactly one outcome', async () => {
    const req = (await apply(PERSON, valid(5))).json();
    const results = await Promise.all([
      decide(PERSON_MANAGER, 'manager/approve', req),
      decide(HR, 'hr/reject', req),
      decide(HR, 'hr/approve', req),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    const own = ((await list(PERSON, 'requests')).json() as Row[]).find((r) => r.id === req.id)!;
    expect(own.status).toBe(winner.status);
    const debits = await t.database.db
      .select()
      .from(leaveLedger)
      .where(and(eq(leaveLedger.leaveRequestId, req.id), eq(leaveLedger.kind, 'DEBIT')));
    expect(debits).toHaveLength(winner.status === 'APPROVED' ? 1 : 0);
  });

  it('multi-level: manager first, HR final; HR before the manager is refused', async () => {
    await setMultiLevel(true);
    try {
      const before = await balance(PERSON, PERSON, 'SICKLEAVE');
      const req = (await apply(PERSON, valid(6))).json();
      expect((await pending(HR)).some((r) => r.id === req.id)).toBe(false);
      const early = await decide(HR, 'hr/approve', req);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(APPROVAL_MESSAGES.managerFirst);
      const first = await decide(PERSON_MANAGER, 'manager/approve', req);
      expect(first.json()).toMatchObject({ status: 'MANAGER_APPROVED', message: M.approvedByManager });
      expect(await balance(PERSON, PERSON, 'SICKLEAVE')).toBe(before);
      expect((await pending(HR)).some((r) => r.id === req.id)).toBe(true);
      const final = await decide(HR, 'hr/approve', req, 'Final approval.');
      expect(final.json()).toMatchObject({ status: 'APPROVED', comments: 'Final approval.' });
      expect(await balance(PERSON, PERSON, 'SICKLEAVE')).toBe(before - 1);
    } finally {
      await setMultiLevel(false);
    }
  });
});

describe('cancelling (/LeaveStatus)', () => {
  it("the requester cancels a pending leave: 'Leave request deleted successfully'", async () => {
    const req = (await apply(PERSON, valid(7))).json();
    expect((await cancel(EMPLOYEE, req.id)).statusCode).toBe(403);
    expect((await cancel(OTHER_ADMIN, req.id)).statusCode).toBe(404);
    const res = await cancel(PERSON, req.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.cancelled });
    expect((await pending(PERSON_MANAGER)).some((r) => r.id === req.id)).toBe(false);
    expect((await cancel(PERSON, req.id)).statusCode).toBe(409);
    expect((await t.call(PERSON, { method: 'DELETE', url: '/hrmsapplication/leave/cancel?leaveRequestId=abc' })).statusCode).toBe(
      400,
    );
  });

  it('cancelling an approved future leave gives the days back (a reversal in the ledger)', async () => {
    const before = await balance(PERSON, PERSON, 'EARNLEAVE');
    const req = (await apply(PERSON, valid(8, 1, { leaveName: 'EARNLEAVE' }))).json();
    await decide(PERSON_MANAGER, 'manager/approve', req);
    expect(await balance(PERSON, PERSON, 'EARNLEAVE')).toBe(before - 1);
    expect((await cancel(PERSON, req.id)).statusCode).toBe(200);
    expect(await balance(PERSON, PERSON, 'EARNLEAVE')).toBe(before);
    const rows = await t.database.db.select().from(leaveLedger).where(eq(leaveLedger.leaveRequestId, req.id));
    expect(rows.map((r) => [r.kind, r.days]).sort()).toEqual([
      ['DEBIT', -1],
      ['REVERSAL', 1],
    ]);
  });
});

describe('leave types for one gender (BEYOND §B9)', () => {
  const names = async (who: string, url: string) =>
    ((await t.call(who, { method: 'GET', url: `/hrmsapplication/${url}` })).json() as ({ leaveType: string } | string)[]).map(
      (x) => (typeof x === 'string' ? x : x.leaveType),
    );
  it('a man is neither offered, nor holds a balance of, nor may apply for a type for women; requests made stand', async () => {
    // PERSON (HRMS18) is a man; the demo's maternity and menstruation leave are FEMALE, paternity leave MALE
    expect(await names(PERSON, 'leaves/getAvailableLeaveTypes')).not.toContain('MATERNITYLEAVE');
    expect(await names(PERSON, 'leaves/getAvailableLeaveTypes')).toContain('PATERNITYLEAVE');
    expect(await names(PERSON, `getleavebalance/${PERSON}`)).not.toContain('MATERNITYLEAVE');
    expect(await names(HR, `getleavebalance/${PERSON}`)).not.toContain('MATERNITYLEAVE');
    expect(await names(HR, `getleavebalance/${EMPLOYEE}`)).toContain('MATERNITYLEAVE');
    const refused = await apply(PERSON, valid(20, 1, { leaveName: 'MATERNITYLEAVE' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.leaveName).toBe(M.leaveTypeNotForYou);
    const rows = (await list(PERSON, 'requests')).json() as Row[];
    expect(rows.some((r) => r.leaveName === 'MATERNITYLEAVE')).toBe(false);
  });

  it('the admin sets who a type is for; absent means everyone; anything else is refused with its message', async () => {
    const types = (await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/leaves/getLeaves' })).json() as {
      id: number;
      leaveType: string;
      count: number;
      carryForward: boolean;
      carryForwardCap: number | null;
      description: string;
      gender: string;
    }[];
    const marriage = types.find((x) => x.leaveType === 'MARRIAGELEAVE')!;
    expect(marriage.gender).toBe('ALL');
    const update = (gender: unknown) =>
      t.call(ADMIN, { method: 'PATCH', url: '/hrmsapplication/leaves/updateLeave', payload: { ...marriage, gender } });
    const bad = await update('OTHER');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.gender).toBe(M.genderInvalid);
    expect((await update('FEMALE')).json().gender).toBe('FEMALE');
    expect(await names(PERSON, 'leaves/getAvailableLeaveTypes')).not.toContain('MARRIAGELEAVE');
    expect(await names(EMPLOYEE, 'leaves/getAvailableLeaveTypes')).toContain('MARRIAGELEAVE');
    for (const who of [HR, MANAGER, EMPLOYEE]) {
      const denied = await t.call(who, {
        method: 'PATCH',
        url: '/hrmsapplication/leaves/updateLeave',
        payload: { ...marriage, gender: 'MALE' },
      });
      expect(denied.statusCode).toBe(403);
    }
    expect((await update(undefined)).json().gender).toBe('ALL');
    expect(await names(PERSON, 'leaves/getAvailableLeaveTypes')).toContain('MARRIAGELEAVE');
    const otherOrg = await t.call(OTHER_ADMIN, {
      method: 'PATCH',
      url: '/hrmsapplication/leaves/updateLeave',
      payload: { ...marriage, gender: 'MALE' },
    });
    expect(otherOrg.statusCode).toBe(404);
  });
});

describe('ledger guards', () => {
  it('a leave that has started cannot be cancelled once approved; nothing goes back', async () => {
    const req = (await apply(PERSON, valid(-1, 1, { leaveName: 'CASUALLEAVE' }))).json();
    await decide(HR, 'hr/approve', req);
    const before = await balance(PERSON, PERSON, 'CASUALLEAVE');
    const res = await cancel(PERSON, req.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyStarted);
    expect(await balance(PERSON, PERSON, 'CASUALLEAVE')).toBe(before);
    expect(((await list(PERSON, 'requests')).json() as Row[]).find((r) => r.id === req.id)!.status).toBe('APPROVED');
  });

  it('an approval the balance no longer covers is refused and changes nothing', async () => {
    const req = (await apply(PERSON, valid(12, 1, { leaveName: 'PATERNITYLEAVE' }))).json();
    const year = Number(today.slice(0, 4));
    await t.database.db.insert(leaveLedger).values({
      organizationId: 'ORG1',
      employeeId: PERSON,
      leaveType: 'PATERNITYLEAVE',
      year,
      kind: 'ADJUSTMENT',
      days: -50,
      note: 'Test adjustment',
    });
    const res = await decide(PERSON_MANAGER, 'manager/approve', req);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notEnoughToApprove);
    expect((await pending(PERSON_MANAGER)).some((r) => r.id === req.id)).toBe(true);
    expect((await decide(PERSON_MANAGER, 'manager/reject', req, 'No balance left.')).json().status).toBe('REJECTED');
  });

  it('profile changes go through the same engine: filing tells the deciders', async () => {
    const profile = (
      await t.call(ADMIN, { method: 'GET', url: `/hrmsapplication/employee/getEmployeeProfile/${PERSON}` })
    ).json();
    const res = await t.call(PERSON, {
      method: 'PATCH',
      url: '/hrmsapplication/employee/update',
      payload: { ...profile, fatherName: 'Ramesh Chauhan' },
    });
    expect(res.statusCode).toBe(200);
    const feed = (await t.call(PERSON_MANAGER, { method: 'GET', url: '/hrmsapplication/notifications' })).json();
    expect(feed.items[0]).toMatchObject({
      title: 'New profile change request from Amit Chauhan',
      link: expect.stringMatching(new RegExp(`^/ProfileDetailsApproval/${PERSON_MANAGER}/ROLE_MANAGER\\?request=\\d+$`)),
      request: { kind: 'profile', id: expect.any(Number), status: 'PENDING' },
    });
  });
});

describe('lists, balances, counts and notifications', () => {
  it('lists are the caller’s own: 403 for someone else’s, wrappers as the contract says', async () => {
    expect((await list(EMPLOYEE, 'requests', PERSON)).statusCode).toBe(403);
    expect((await list(ADMIN, 'requests', PERSON)).statusCode).toBe(200);
    expect((await list(OTHER_ADMIN, 'requests', PERSON)).statusCode).toBe(404);
    expect((await list(MANAGER, 'approvals', HR)).statusCode).toBe(403);
    const wrapped = (await list(MANAGER, 'approvals')).json();
    expect(Array.isArray(wrapped.approvals)).toBe(true);
    expect(wrapped.approvals.length).toBeGreaterThan(0);
    expect(Array.isArray((await list(MANAGER, 'updated')).json())).toBe(true);
    const own = (await list(EMPLOYEE, 'requests')).json() as Row[];
    expect(own.map((r) => r.status)).toEqual(expect.arrayContaining(['APPROVED', 'REJECTED', 'CANCELLED', 'PENDING']));
  });

  it('balances: own, a reportee’s for their manager/HR, anyone’s for an admin; 403 / 404 otherwise', async () => {
    const res = await t.call(EMPLOYEE, { method: 'GET', url: `/hrmsapplication/getleavebalance/${EMPLOYEE}` });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { leaveType: string; count: number }[];
    expect(rows.find((r) => r.leaveType === 'EARNLEAVE')!.count).toBeGreaterThan(0);
    expect((await t.call(MANAGER, { method: 'GET', url: `/hrmsapplication/getleavebalance/${EMPLOYEE}` })).statusCode).toBe(200);
    expect((await t.call(STRANGER, { method: 'GET', url: `/hrmsapplication/getleavebalance/${EMPLOYEE}` })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `/hrmsapplication/getleavebalance/${EMPLOYEE}` })).statusCode).toBe(
      404,
    );
  });

  it("after a balance read, the ledger's state holds every month accrued so far, so the next read appends nothing", async () => {
    await t.call(EMPLOYEE, { method: 'GET', url: `/hrmsapplication/getleavebalance/${EMPLOYEE}` });
    const today = todayIso();
    const state = await ledgerState(t.database.db, EMPLOYEE, Number(today.slice(0, 4)));
    expect(state.accrued).toContain(`EARNLEAVE:${Number(today.slice(5, 7))}`);
    const rowsBefore = await t.database.db.$count(leaveLedger, eq(leaveLedger.employeeId, EMPLOYEE));
    const again = await t.call(EMPLOYEE, { method: 'GET', url: `/hrmsapplication/getleavebalance/${EMPLOYEE}` });
    const offered = again.json() as { leaveType: LeaveType; count: number }[];
    expect(offered.length).toBeGreaterThan(0);
    for (const { leaveType, count } of offered) expect(count).toBe(state.balances.get(leaveType) ?? 0);
    expect(await t.database.db.$count(leaveLedger, eq(leaveLedger.employeeId, EMPLOYEE))).toBe(rowsBefore);
  });

  it('the hub counts what waits per kind in one call', async () => {
    const counts = (await t.call(MANAGER, { method: 'GET', url: '/hrmsapplication/approvals/counts' })).json();
    expect(counts.leave).toBe((await pending(MANAGER)).length);
    expect(counts.profile).toBeGreaterThan(0);
    // HR's count is what HR's queue lists (people they are HR of, at either step)
    const hrLeave = (await t.call(HR, { method: 'GET', url: '/hrmsapplication/approvals/counts' })).json().leave;
    expect(hrLeave).toBeGreaterThan(0);
    expect(hrLeave).toBe((await pending(HR)).length);
    const mine = (await list(EMPLOYEE, 'requests')).json() as Row[];
    const open = mine.filter((r) => r.status === 'PENDING' || r.status === 'MANAGER_APPROVED').length;
    expect((await t.call(EMPLOYEE, { method: 'GET', url: '/hrmsapplication/approvals/counts' })).json()).toEqual({
      profile: 0,
      leave: 0,
      attendance: 0,
      timesheet: 0,
      expense: 0,
      exit: 0,
      taxProof: 0,
      shiftSwap: 0,
      mine: {
        profile: expect.any(Number),
        leave: open,
        attendance: expect.any(Number),
        timesheet: expect.any(Number),
        expense: expect.any(Number),
        exit: expect.any(Number),
        taxProof: expect.any(Number),
        shiftSwap: expect.any(Number),
      },
    });
  });

  it('requests and decisions reach the people concerned: feed with unread state, and mail in the outbox', async () => {
    const req = (await apply(PERSON, valid(9))).json();
    const feed = (await t.call(PERSON_MANAGER, { method: 'GET', url: '/hrmsapplication/notifications' })).json();
    const note = feed.items.find((n: { title: string }) => n.title === 'New leave request from Amit Chauhan');
    // the link opens the queue on this request, and the feed says where it stands
    expect(note).toMatchObject({
      read: false,
      link: `/LeaveApproval/${PERSON_MANAGER}/ROLE_MANAGER?request=${req.id}`,
      request: { kind: 'leave', id: req.id, status: 'PENDING' },
    });
    expect(feed.unread).toBeGreaterThan(0);
    const read = await t.call(PERSON_MANAGER, { method: 'PATCH', url: `/hrmsapplication/notifications/${note.id}/read` });
    expect(read.json().unread).toBe(feed.unread - 1);
    expect((await t.call(EMPLOYEE, { method: 'PATCH', url: `/hrmsapplication/notifications/${note.id}/read` })).statusCode).toBe(
      404,
    );

    await decide(HR, 'hr/approve', req, 'Approved by HR.');
    const mine = (await t.call(PERSON, { method: 'GET', url: '/hrmsapplication/notifications' })).json();
    expect(mine.items[0]).toMatchObject({ title: 'Your leave request was approved', read: false });
    expect(mine.items[0].body).toContain('Approved by HR.');
    await t.call(PERSON, { method: 'PATCH', url: '/hrmsapplication/notifications/read-all' });
    expect((await t.call(PERSON, { method: 'GET', url: '/hrmsapplication/notifications' })).json().unread).toBe(0);

    await t.deliverMail();
    const outbox = join(t.config.dataDir, 'outbox');
    expect(existsSync(outbox)).toBe(true);
    expect(readdirSync(outbox).some((f) => f.includes('amit'))).toBe(true);
  });
});
