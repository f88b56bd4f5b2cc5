import { SHIFT_SWAP_MESSAGES as M, TIME_ATTENDANCE_MESSAGES } from '@hrms/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { putSwapShifts } from './shift-swaps.test-support';

const t = useTestApp();
const BASE = '/hrmsapplication/attendance';
/** HRMS11 and HRMS12 report to HRMS3 (manager), HR HRMS2; HRMS6 reports to HRMS1. */
const ASKER = 'HRMS11';
const TEAMMATE = 'HRMS12';
const OUTSIDER = 'HRMS6';
/** 2031-02-03 is a Monday, far enough ahead to be swappable whenever the test runs. */
const DAY = '2031-02-03';

const file = (who: string, payload: object) => t.call(who, { method: 'POST', url: `${BASE}/swaps`, payload });
const answer = (who: string, id: number, verb: 'accept' | 'decline', payload: object = {}) =>
  t.call(who, { method: 'POST', url: `${BASE}/swaps/${id}/${verb}`, payload });
const cancel = (who: string, id: number) => t.call(who, { method: 'POST', url: `${BASE}/swaps/${id}/cancel` });
const swapOf = async (who: string, id: number) => (await list(who, 'mine')).json().find((s: { id: number }) => s.id === id);
/** Files a swap and has the teammate accept it, so it waits for the deciders. */
const fileAccepted = async (date: string) => {
  const filed = await file(ASKER, { withEmployeeId: TEAMMATE, date });
  expect(filed.statusCode).toBe(201);
  expect((await answer(TEAMMATE, filed.json().id, 'accept')).statusCode).toBe(200);
  return filed.json().id as number;
};
const list = (who: string, view: string) => t.call(who, { method: 'GET', url: `${BASE}/swaps?view=${view}` });
const decide = (who: string, id: number, status: string, comments = 'Fine by me.') =>
  t.call(who, { method: 'PATCH', url: `${BASE}/swaps/${id}/decision`, payload: { status, comments } });
const roster = (employeeIds: string[], shift: string, from: string, to = from) =>
  t.call(ADMIN, { method: 'POST', url: `${BASE}/rosters`, payload: { employeeIds, shift, site: 'SWSITE', from, to } });
const shiftOn = async (employeeId: string, date: string) => {
  const res = await t.call(ADMIN, { method: 'GET', url: `${BASE}/rosters?from=${date}&to=${date}&employeeId=${employeeId}` });
  return res.json()[0]?.days[0]?.shift as string | undefined;
};

beforeAll(async () => {
  await putSwapShifts(t, { day: 'SWD', night: 'SWN', site: 'SWSITE' });
  expect((await roster([ASKER, OUTSIDER], 'SWD', DAY, '2031-02-05')).statusCode).toBe(200);
  expect((await roster([TEAMMATE], 'SWN', DAY, '2031-02-05')).statusCode).toBe(200);
  expect((await roster([ASKER], 'SWD', '2031-03-03')).statusCode).toBe(200);
  expect((await roster([TEAMMATE], 'SWN', '2031-03-03')).statusCode).toBe(200);
});

describe('POST attendance/swaps', () => {
  it('refuses bad input, oneself, unknown people, people outside the team and days without a shift', async () => {
    const bad = await file(ASKER, { withEmployeeId: '', date: '2031-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ withEmployeeId: M.colleagueRequired, date: M.dateInvalid });
    expect((await file(ASKER, { withEmployeeId: ASKER, date: DAY })).json().errors).toEqual({ withEmployeeId: M.notYourself });
    expect((await file(ASKER, { withEmployeeId: 'NOBODY9', date: DAY })).statusCode).toBe(404);
    // another organisation's people do not exist for the caller
    expect((await file(ASKER, { withEmployeeId: OTHER_ADMIN, date: DAY })).statusCode).toBe(404);
    const outsider = await file(ASKER, { withEmployeeId: OUTSIDER, date: DAY });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(M.notYourTeam);
    expect((await file(ASKER, { withEmployeeId: TEAMMATE, date: '2031-02-10' })).json().errors).toEqual({ date: M.notRostered });
    expect((await file(ASKER, { withEmployeeId: TEAMMATE, date: '2020-01-06' })).json().errors).toEqual({ date: M.inThePast });
    expect((await file(ASKER, { withEmployeeId: TEAMMATE, date: DAY, reason: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it('lists the teammates rostered on another shift that day', async () => {
    const partners = (who: string, date: string) => t.call(who, { method: 'GET', url: `${BASE}/swaps/partners?date=${date}` });
    expect((await partners(ASKER, DAY)).json()).toEqual([expect.objectContaining({ employeeId: TEAMMATE, shift: 'SWN' })]);
    expect((await partners(OUTSIDER, DAY)).json()).toEqual([]);
    expect((await partners(ASKER, '2031-02-10')).json()).toEqual([]);
    expect((await partners(ASKER, 'soon')).statusCode).toBe(400);
  });

  it('files a swap waiting for the teammate’s consent, seen by both of them and not yet by their manager', async () => {
    const res = await file(ASKER, { withEmployeeId: TEAMMATE, date: DAY, reason: 'Family function in the evening' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      employeeId: ASKER,
      withEmployeeId: TEAMMATE,
      date: DAY,
      shift: 'SWD',
      withShift: 'SWN',
      status: 'PENDING_PARTNER',
      awaitingMe: false,
      awaitingMyAnswer: false,
    });
    const id = res.json().id;
    for (const who of [ASKER, TEAMMATE]) expect((await list(who, 'mine')).json().map((s: { id: number }) => s.id)).toContain(id);
    expect(await swapOf(TEAMMATE, id)).toMatchObject({ awaitingMyAnswer: true, awaitingMe: false });
    expect((await list(STRANGER, 'mine')).json()).toEqual([]);
    // the manager sees it among their people's swaps, but it does not wait for them yet
    expect((await list(MANAGER, 'awaiting')).json()).toEqual([]);
    expect((await list(MANAGER, 'team')).json().map((s: { id: number }) => s.id)).toContain(id);
    expect((await t.call(MANAGER, { method: 'GET', url: '/hrmsapplication/approvals/counts' })).json().shiftSwap).toBe(0);
    const early = await decide(MANAGER, id, 'APPROVED');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.awaitingPartner);
    // the teammate is asked in their feed
    const feed = (await t.call(TEAMMATE, { method: 'GET', url: '/hrmsapplication/notifications' })).json();
    expect(feed.items[0]).toMatchObject({
      title: expect.stringContaining('asks to swap shifts with you'),
      link: `/shiftSwaps?request=${id}`,
    });
    // the bell shows where it stands, and counts it once: by its unread entry, then as a swap still to answer
    expect(feed.items[0].request).toEqual({ kind: 'shiftSwap', id, status: 'PENDING_PARTNER' });
    expect(feed.toAnswer).toBe(0);
    const bell = (who: string) => t.call(who, { method: 'GET', url: '/hrmsapplication/notifications' });
    const read = await t.call(TEAMMATE, { method: 'PATCH', url: `/hrmsapplication/notifications/${feed.items[0].id}/read` });
    expect(read.json()).toEqual({ unread: feed.unread - 1 });
    expect((await bell(TEAMMATE)).json()).toMatchObject({ unread: feed.unread - 1, toAnswer: 1 });
    // nobody else has it to answer: the asker, their manager, another organisation
    for (const who of [ASKER, MANAGER, OTHER_ADMIN]) expect((await bell(who)).json().toAnswer, who).toBe(0);
    // … and by mail, queued with the filing
    const mails = (await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/admin/mail?size=50' })).json().items;
    expect(mails.map((m: { subject: string }) => m.subject)).toContain(feed.items[0].title);
    expect((await list(OTHER_ADMIN, 'team')).json()).toEqual([]);
    expect((await list(EMPLOYEE, 'team')).statusCode).toBe(403);
    expect((await list(ASKER, 'sideways')).statusCode).toBe(400);
  });

  it('lets only the named teammate answer, and writes nothing on a refusal', async () => {
    const swap = (await list(ASKER, 'mine')).json().find((s: { date: string }) => s.date === DAY);
    expect((await answer(ASKER, swap.id, 'accept')).statusCode).toBe(403);
    expect((await answer(STRANGER, swap.id, 'accept')).json().message).toBe(M.notThePartner);
    expect((await answer(MANAGER, swap.id, 'decline')).statusCode).toBe(403);
    expect((await answer(OTHER_ADMIN, swap.id, 'accept')).statusCode).toBe(404);
    expect((await answer(TEAMMATE, 999_999, 'accept')).statusCode).toBe(404);
    const long = await answer(TEAMMATE, swap.id, 'decline', { comments: 'x'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ comments: M.commentsTooLong });
    expect((await t.call(TEAMMATE, { method: 'POST', url: `${BASE}/swaps/soon/accept`, payload: {} })).statusCode).toBe(400);
    expect(await swapOf(TEAMMATE, swap.id)).toMatchObject({ status: 'PENDING_PARTNER', partnerComments: '' });
  });

  it('goes to the manager once the teammate accepts it', async () => {
    const swap = (await list(ASKER, 'mine')).json().find((s: { date: string }) => s.date === DAY);
    const accepted = await answer(TEAMMATE, swap.id, 'accept', { comments: 'Happy to help' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ id: swap.id, status: 'PENDING', message: M.accepted });
    // answered: nothing left to answer in the teammate's bell, and their entry shows the swap waiting for approval
    const bell = (await t.call(TEAMMATE, { method: 'GET', url: '/hrmsapplication/notifications' })).json();
    expect(bell.toAnswer).toBe(0);
    expect(bell.items.find((n: { request: { id: number } | null }) => n.request?.id === swap.id).request.status).toBe('PENDING');
    expect(await swapOf(ASKER, swap.id)).toMatchObject({ status: 'PENDING', partnerComments: 'Happy to help' });
    expect((await answer(TEAMMATE, swap.id, 'decline')).statusCode).toBe(409);
    const awaiting = (await list(MANAGER, 'awaiting')).json();
    expect(awaiting).toEqual([expect.objectContaining({ id: swap.id, awaitingMe: true })]);
    const counts = await t.call(MANAGER, { method: 'GET', url: '/hrmsapplication/approvals/counts' });
    expect(counts.json().shiftSwap).toBe(1);
    expect((await t.call(ASKER, { method: 'GET', url: '/hrmsapplication/approvals/counts' })).json().mine.shiftSwap).toBe(1);
  });
});

describe('the teammate declining, and the requester withdrawing first', () => {
  it('closes a declined swap and tells the requester', async () => {
    const filed = await file(ASKER, { withEmployeeId: TEAMMATE, date: '2031-02-05' });
    const id = filed.json().id;
    const declined = await answer(TEAMMATE, id, 'decline', { comments: 'I have plans that night' });
    expect(declined.json()).toEqual({ id, status: 'DECLINED', message: M.declined });
    expect(await swapOf(ASKER, id)).toMatchObject({ status: 'DECLINED', partnerComments: 'I have plans that night' });
    expect((await answer(TEAMMATE, id, 'accept')).statusCode).toBe(409);
    expect((await decide(MANAGER, id, 'APPROVED')).statusCode).toBe(409);
    expect((await cancel(ASKER, id)).statusCode).toBe(409);
    const feed = (await t.call(ASKER, { method: 'GET', url: '/hrmsapplication/notifications' })).json();
    expect(feed.items[0].title).toContain('declined your shift swap');
    expect(feed.items[0].request).toEqual({ kind: 'shiftSwap', id, status: 'DECLINED' });
    expect(await shiftOn(ASKER, '2031-02-05')).toBe('SWD');
  });

  it('lets the requester withdraw it before the answer, and nobody else', async () => {
    const filed = await file(ASKER, { withEmployeeId: TEAMMATE, date: '2031-02-05' });
    const id = filed.json().id;
    expect((await cancel(TEAMMATE, id)).statusCode).toBe(403);
    expect((await cancel(OTHER_ADMIN, id)).statusCode).toBe(404);
    expect((await cancel(ASKER, id)).json()).toEqual({ id, status: 'CANCELLED' });
    expect((await answer(TEAMMATE, id, 'accept')).json().message).toBe(M.notAwaitingPartner);
    expect(await swapOf(TEAMMATE, id)).toMatchObject({ status: 'CANCELLED', awaitingMyAnswer: false });
  });
});

describe('deciding a shift swap', () => {
  it('lets only the requester’s deciders decide, and approving exchanges the two roster days', async () => {
    const swap = (await list(ASKER, 'mine')).json().find((s: { date: string }) => s.date === DAY);
    expect((await decide(EMPLOYEE, swap.id, 'APPROVED')).statusCode).toBe(403);
    expect((await decide(TEAMMATE, swap.id, 'APPROVED')).statusCode).toBe(403);
    expect((await decide(OTHER_ADMIN, swap.id, 'APPROVED')).statusCode).toBe(403);
    expect((await decide(MANAGER, 999_999, 'APPROVED')).statusCode).toBe(404);
    expect((await decide(MANAGER, swap.id, 'MAYBE')).statusCode).toBe(400);
    expect((await decide(MANAGER, swap.id, 'REJECTED', ' ')).statusCode).toBe(400);
    expect(await shiftOn(ASKER, DAY)).toBe('SWD');

    const approved = await decide(MANAGER, swap.id, 'APPROVED');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: swap.id, status: 'APPROVED' });
    expect(await shiftOn(ASKER, DAY)).toBe('SWN');
    expect(await shiftOn(TEAMMATE, DAY)).toBe('SWD');
    // the days around it are untouched
    expect(await shiftOn(ASKER, '2031-02-04')).toBe('SWD');
    expect((await decide(HR, swap.id, 'APPROVED')).statusCode).toBe(409);
  });

  it('refuses to apply a swap whose roster changed since, and the requester may withdraw it', async () => {
    const id = await fileAccepted('2031-02-04');
    expect((await roster([TEAMMATE], 'SWD', '2031-02-04')).statusCode).toBe(200);
    const res = await decide(MANAGER, id, 'APPROVED');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.rosterChanged);
    expect((await swapOf(ASKER, id)).status).toBe('PENDING');
    expect(await shiftOn(ASKER, '2031-02-04')).toBe('SWD');
    expect((await cancel(TEAMMATE, id)).statusCode).toBe(403);
    expect((await cancel(ASKER, id)).statusCode).toBe(200);
    expect((await cancel(ASKER, id)).statusCode).toBe(409);
  });

  it('refuses a swap in a locked month, filed or decided', async () => {
    const id = await fileAccepted('2031-03-03');
    const waiting = await file(ASKER, { withEmployeeId: TEAMMATE, date: '2031-03-03' });
    expect((await t.call(ADMIN, { method: 'POST', url: `${BASE}/lock`, payload: { month: '2031-03' } })).statusCode).toBe(200);
    expect((await answer(TEAMMATE, waiting.json().id, 'accept')).json().message).toBe(TIME_ATTENDANCE_MESSAGES.monthLocked);
    expect((await swapOf(ASKER, waiting.json().id)).status).toBe('PENDING_PARTNER');
    const res = await decide(MANAGER, id, 'APPROVED');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TIME_ATTENDANCE_MESSAGES.monthLocked);
    expect(await shiftOn(ASKER, '2031-03-03')).toBe('SWD');
    expect((await file(ASKER, { withEmployeeId: TEAMMATE, date: '2031-03-03' })).statusCode).toBe(409);
  });
});
