import {
  APPROVAL_MESSAGES,
  ATTENDANCE_REQUEST_EXPORT_COLUMNS,
  ATTENDANCE_TRACKER_EXPORT_COLUMNS,
  addDays,
  ATTENDANCE_MESSAGES as M,
  parseIsoDate,
  todayIso,
} from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { addOtherTenantManager } from '../../test/people';
import { notifications } from '../notifications';
import { organizations } from '../organization';
import { approvedAttendanceByDay } from '.';
import { attendanceRecords } from './attendance.tables';

const t = useTestApp();
const BASE = '/hrmsapplication/attendance';
const today = todayIso();
const daysAgo = (n: number) => addDays(today, -n);
/** The seed leaves HRMS4's last three days free for these tests and the journeys. */
const [DAY1, DAY2, DAY3] = [daysAgo(1), daysAgo(2), daysAgo(3)];
/** Weekends in the window carry no seeded entries for anyone. */
const WEEKEND = [1, 2, 3, 4, 5, 6, 7].map(daysAgo).filter((d) => [0, 6].includes(parseIsoDate(d)!.getUTCDay()));
/** A manager who is neither HRMS4's reporting manager nor HR, and one in another organisation. */
const OTHER_MANAGER = 'HRMS6';
const FOREIGN_MANAGER = 'OTH3';
/** Reports to HRMS3, HR HRMS2. */
const COLLEAGUE = 'HRMS11';

beforeAll(() => addOtherTenantManager(t, FOREIGN_MANAGER));

const REQUEST_KEYS = [
  'attendanceDate',
  'comments',
  'employeeId',
  'employeeName',
  'id',
  'inTime',
  'outTime',
  'status',
  'totalWorkingHours',
  'type',
];
const RECORD_KEYS = ['attendanceDate', 'employeeId', 'id', 'inTime', 'outTime', 'status', 'totalWorkingHours', 'type'];

type Request = { id: number; employeeId: string; status: string; attendanceDate: string; comments: string; type: string };

const entry = (patch: Record<string, unknown> = {}) => ({
  employeeId: EMPLOYEE,
  inTime: '09:00',
  outTime: '17:30',
  attendanceDate: DAY1,
  totalWorkingHours: '8h 30m',
  type: 'workFromOffice',
  ...patch,
});
const create = (who: string | null, payload: unknown) =>
  t.call(who, { method: 'POST', url: `${BASE}/create`, payload: payload as object });
const self = (who: string | null, employeeId: string, date: string) =>
  t.call(who, { method: 'GET', url: `${BASE}/self?employeeId=${employeeId}&attendanceDate=${date}` });
const reportees = (who: string, employeeId: string, date = DAY1) =>
  t.call(who, { method: 'GET', url: `${BASE}/reportees?employeeId=${employeeId}&attendanceDate=${date}` });
const list = (who: string | null, kind: 'requests' | 'approvals' | 'updated', employeeId = who ?? '') =>
  t.call(who, { method: 'GET', url: `${BASE}/${kind}?employeeId=${employeeId}&page=0&size=40` });
const ownRequests = async (who: string) => (await list(who, 'requests')).json() as Request[];
const pending = async (who: string) => ((await list(who, 'approvals')).json() as { approvals: Request[] }).approvals;
const cancel = (who: string | null, id: number | string) => t.call(who, { method: 'DELETE', url: `${BASE}/cancel/${id}` });
const readWorkbook = async (payload: Buffer) => {
  const workbook = new (excelJS().Workbook)();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
};
const sheetRows = (workbook: import('exceljs').Workbook, name: string) => {
  const rows: unknown[][] = [];
  workbook.getWorksheet(name)!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

describe('POST attendance/create', () => {
  it("files the caller's own attendance for yesterday as a pending request, hours computed by the server, audited", async () => {
    const res = await create(EMPLOYEE, entry({ totalWorkingHours: '99h 0m', inTime: '09:15' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...RECORD_KEYS, 'message'].sort());
    expect(body).toMatchObject({
      employeeId: EMPLOYEE,
      attendanceDate: DAY1,
      inTime: '09:15',
      outTime: '17:30',
      totalWorkingHours: '8h 15m',
      type: 'workFromOffice',
      status: 'PENDING',
      message: M.added,
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, String(body.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: EMPLOYEE, action: 'create' });
  });

  it('refuses a second live entry for the same day', async () => {
    const res = await create(EMPLOYEE, entry({ type: 'workFromHome' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.duplicate, errors: { attendanceDate: M.duplicate } });
  });

  it.each([
    ['today', { attendanceDate: today }, 'attendanceDate', M.dateNotPast],
    ['a future day', { attendanceDate: addDays(today, 3) }, 'attendanceDate', M.dateNotPast],
    ['8 days ago', { attendanceDate: daysAgo(8) }, 'attendanceDate', M.dateTooOld],
    ['over a year ago', { attendanceDate: daysAgo(400) }, 'attendanceDate', M.dateTooOld],
    ['no date', { attendanceDate: undefined }, 'attendanceDate', M.dateRequired],
    ['an impossible date', { attendanceDate: '2026-02-30' }, 'attendanceDate', M.dateInvalid],
    ['no type', { type: undefined }, 'type', M.required],
    ['an unknown type', { type: 'onMoon' }, 'type', M.required],
    ['no start time', { inTime: '' }, 'inTime', M.required],
    ['no end time', { outTime: undefined }, 'outTime', M.required],
    ['a malformed time', { inTime: '9 o clock' }, 'inTime', M.timeInvalid],
    ['an end before the start', { inTime: '18:00', outTime: '09:00' }, 'outTime', M.outBeforeIn],
  ])('refuses %s with the rule message', async (_label, patch, field, message) => {
    const res = await create(EMPLOYEE, entry({ attendanceDate: DAY3, ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers malformed bodies with 400 and writes nothing', async () => {
    const before = await t.database.db.$count(attendanceRecords);
    for (const payload of [[], { employeeId: 7, attendanceDate: 20260101, inTime: 9, outTime: {}, type: [] }, null]) {
      const res = await create(EMPLOYEE, payload);
      expect(res.statusCode).toBe(400);
    }
    for (const raw of ['{"employeeId":', '"text"']) {
      const res = await t.call(EMPLOYEE, {
        method: 'POST',
        url: `${BASE}/create`,
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.database.db.$count(attendanceRecords)).toBe(before);
  });

  it("refuses someone else's attendance, roles that keep no attendance, anonymous callers and other tenants", async () => {
    const res = await create(EMPLOYEE, entry({ employeeId: STRANGER, attendanceDate: DAY3 }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.ownOnly);
    expect((await create(MANAGER, entry({ employeeId: EMPLOYEE, attendanceDate: DAY3 }))).statusCode).toBe(403);
    expect((await create(ADMIN, entry({ employeeId: ADMIN }))).statusCode).toBe(403);
    expect((await create(ONBOARDING, entry({ employeeId: ONBOARDING }))).statusCode).toBe(403);
    expect((await create(OTHER_ADMIN, entry({ employeeId: OTHER_ADMIN }))).statusCode).toBe(403);
    expect((await create(null, entry())).statusCode).toBe(401);
  });

  it('refuses a request nobody can approve (HR whose manager is an admin and who has no HR)', async () => {
    const res = await create(HR, entry({ employeeId: HR, attendanceDate: DAY2 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.noApprover);
  });
});

describe('GET attendance/self', () => {
  it('answers the entry of the day, with its status, or {} when there is none', async () => {
    const res = await self(EMPLOYEE, EMPLOYEE, DAY1);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(RECORD_KEYS);
    expect(res.json()).toMatchObject({ attendanceDate: DAY1, totalWorkingHours: '8h 15m', status: 'PENDING' });
    const none = await self(EMPLOYEE, EMPLOYEE, addDays(today, 30));
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({});
  });

  it('follows record access: self, manager, HR and admin; not a stranger; not another tenant', async () => {
    for (const who of [EMPLOYEE, MANAGER, HR, ADMIN]) expect((await self(who, EMPLOYEE, DAY1)).statusCode).toBe(200);
    expect((await self(MANAGER, STRANGER, DAY1)).statusCode).toBe(403);
    expect((await self(EMPLOYEE, MANAGER, DAY1)).statusCode).toBe(403);
    expect((await self(OTHER_ADMIN, EMPLOYEE, DAY1)).statusCode).toBe(404);
    expect((await self(null, EMPLOYEE, DAY1)).statusCode).toBe(401);
  });

  it('needs a well-formed date', async () => {
    expect((await self(EMPLOYEE, EMPLOYEE, '')).statusCode).toBe(400);
    expect((await self(EMPLOYEE, EMPLOYEE, '22-11-2026')).statusCode).toBe(400);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/self?employeeId=${EMPLOYEE}` })).json().message).toBe(
      M.dateRequired,
    );
  });
});

describe('GET attendance/reportees', () => {
  it("answers the manager's reportees, each with that day's entries (pending ones included)", async () => {
    const res = await reportees(MANAGER, MANAGER);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { employeeId: string; employeeName: string; attendanceDTOList: Record<string, unknown>[] }[];
    const ananya = rows.find((r) => r.employeeId === EMPLOYEE)!;
    expect(ananya.employeeName).toBe('Ananya Rao');
    expect(ananya.attendanceDTOList).toHaveLength(1);
    expect(Object.keys(ananya.attendanceDTOList[0]!).sort()).toEqual(RECORD_KEYS.filter((k) => k !== 'employeeId'));
    expect(ananya.attendanceDTOList[0]).toMatchObject({ attendanceDate: DAY1, status: 'PENDING', totalWorkingHours: '8h 15m' });
    expect(rows.some((r) => r.employeeId === STRANGER)).toBe(false);
    expect(res.headers['x-total-count']).toBe(String(rows.length));
  });

  it('pages the reportees with pageNumber and size, with the total in X-Total-Count', async () => {
    const all = (await reportees(MANAGER, MANAGER)).json() as { employeeId: string }[];
    const page = await t.call(MANAGER, {
      method: 'GET',
      url: `${BASE}/reportees?employeeId=${MANAGER}&attendanceDate=${DAY1}&pageNumber=1&size=2`,
    });
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect((page.json() as { employeeId: string }[]).map((r) => r.employeeId)).toEqual(all.slice(2, 4).map((r) => r.employeeId));
  });

  it("answers HR's HR reportees", async () => {
    const rows = (await reportees(HR, HR)).json() as { employeeId: string }[];
    expect(rows.some((r) => r.employeeId === EMPLOYEE)).toBe(true);
    expect(rows.some((r) => r.employeeId === STRANGER)).toBe(false);
  });

  it('needs a date, the caller as employeeId, and a manager or HR', async () => {
    const noDate = await t.call(MANAGER, { method: 'GET', url: `${BASE}/reportees?employeeId=${MANAGER}` });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe(M.dateRequired);
    const other = await reportees(MANAGER, HR);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.reporteesOwnOnly);
    expect((await reportees(EMPLOYEE, EMPLOYEE)).statusCode).toBe(403);
    expect((await reportees(ADMIN, ADMIN)).statusCode).toBe(403);
    expect((await reportees(OTHER_ADMIN, OTHER_ADMIN)).statusCode).toBe(403);
  });
});

describe('GET attendance/export', () => {
  it('downloads the reportees report of the day as a real .xlsx', async () => {
    const res = await t.call(MANAGER, {
      method: 'GET',
      url: `${BASE}/export?employeeId=${MANAGER}&attendanceDate=${DAY1}&view=reportees`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="attendance-reportees-${MANAGER}-${DAY1}.xlsx"`);
    const rows = sheetRows(await readWorkbook(res.rawPayload), 'Attendance');
    expect(rows[0]).toEqual([...ATTENDANCE_TRACKER_EXPORT_COLUMNS]);
    expect(rows).toContainEqual([EMPLOYEE, 'Ananya Rao', DAY1, '09:15', '17:30', '8h 15m', 'Work From Office', 'Pending']);
  });

  it("downloads one person's day, with the same access as reading it", async () => {
    const res = await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/export?employeeId=${EMPLOYEE}&attendanceDate=${DAY1}` });
    expect(res.statusCode).toBe(200);
    const rows = sheetRows(await readWorkbook(res.rawPayload), 'Attendance');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('8h 15m');
    const denied = await t.call(MANAGER, { method: 'GET', url: `${BASE}/export?employeeId=${STRANGER}&attendanceDate=${DAY1}` });
    expect(denied.statusCode).toBe(403);
    const foreign = await t.call(OTHER_ADMIN, {
      method: 'GET',
      url: `${BASE}/export?employeeId=${EMPLOYEE}&attendanceDate=${DAY1}`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('request lists', () => {
  it("GET attendance/requests answers the caller's own requests as a bare array of the contract's rows", async () => {
    const res = await list(EMPLOYEE, 'requests');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Request[];
    expect(Array.isArray(rows)).toBe(true);
    expect(Object.keys(rows[0]!).sort()).toEqual(REQUEST_KEYS);
    expect(rows[0]).toMatchObject({ attendanceDate: DAY1, status: 'PENDING', employeeName: 'Ananya Rao' });
    expect(rows.every((r) => r.employeeId === EMPLOYEE)).toBe(true);
    expect(rows.some((r) => r.status === 'APPROVED')).toBe(true);
  });

  it("GET attendance/requests: someone else's list is refused, an admin may read it, other tenants get 404", async () => {
    expect((await list(MANAGER, 'requests', EMPLOYEE)).statusCode).toBe(403);
    expect((await list(ADMIN, 'requests', EMPLOYEE)).statusCode).toBe(200);
    expect((await list(OTHER_ADMIN, 'requests', EMPLOYEE)).statusCode).toBe(404);
    expect((await list(null, 'requests', EMPLOYEE)).statusCode).toBe(401);
  });

  it('GET attendance/approvals answers {approvals} with the reportees’ pending requests for the manager and HR', async () => {
    const forManager = await list(MANAGER, 'approvals');
    expect(forManager.statusCode).toBe(200);
    expect(Object.keys(forManager.json())).toEqual(['approvals']);
    const rows = forManager.json().approvals as Request[];
    expect(rows.some((r) => r.employeeId === EMPLOYEE && r.attendanceDate === DAY1)).toBe(true);
    expect(rows.every((r) => r.status === 'PENDING')).toBe(true);
    expect((await pending(HR)).some((r) => r.employeeId === EMPLOYEE && r.attendanceDate === DAY1)).toBe(true);
    expect(await pending(EMPLOYEE)).toEqual([]);
    expect((await list(MANAGER, 'approvals', HR)).statusCode).toBe(403);
    expect((await list(ADMIN, 'approvals')).statusCode).toBe(403);
  });

  it('GET attendance/updated answers a bare array of what the caller decided', async () => {
    const res = await list(MANAGER, 'updated');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Request[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => ['APPROVED', 'REJECTED', 'MANAGER_APPROVED'].includes(r.status))).toBe(true);
    expect(rows.every((r) => r.comments.length > 0)).toBe(true);
    expect((await list(EMPLOYEE, 'updated', MANAGER)).statusCode).toBe(403);
  });

  it('refuses malformed list queries with 400', async () => {
    for (const url of [
      `${BASE}/requests`,
      `${BASE}/approvals?employeeId=${MANAGER}&page=-1`,
      `${BASE}/updated?employeeId=${MANAGER}&size=x`,
    ]) {
      expect((await t.call(MANAGER, { method: 'GET', url })).statusCode).toBe(400);
    }
  });
});

describe('GET attendance/approvals/export', () => {
  it('downloads the two tables as sheets of a real .xlsx, filtered like the tables', async () => {
    const res = await t.call(MANAGER, { method: 'GET', url: `${BASE}/approvals/export?employeeId=${MANAGER}` });
    expect(res.statusCode).toBe(200);
    const workbook = await readWorkbook(res.rawPayload);
    const pendingRows = sheetRows(workbook, 'Pending');
    expect(pendingRows[0]).toEqual([...ATTENDANCE_REQUEST_EXPORT_COLUMNS]);
    expect(pendingRows.some((r) => r[0] === EMPLOYEE && r[2] === DAY1)).toBe(true);
    expect(sheetRows(workbook, 'Approved-Rejected').length).toBeGreaterThan(1);

    const filtered = await t.call(MANAGER, {
      method: 'GET',
      url: `${BASE}/approvals/export?employeeId=${MANAGER}&filterEmployeeId=${EMPLOYEE}`,
    });
    const rows = sheetRows(await readWorkbook(filtered.rawPayload), 'Pending').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[0] === EMPLOYEE)).toBe(true);
  });

  it('is for managers and HR, about their own approvals', async () => {
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/approvals/export?employeeId=${EMPLOYEE}` })).statusCode).toBe(
      403,
    );
    expect((await t.call(MANAGER, { method: 'GET', url: `${BASE}/approvals/export?employeeId=${HR}` })).statusCode).toBe(403);
  });
});

describe('DELETE attendance/cancel/{id}', () => {
  it("withdraws the requester's open request: 'Attendance record deleted successfully', gone from every list, audited", async () => {
    const filed = (
      await create(EMPLOYEE, entry({ attendanceDate: DAY2, type: 'halfDay', inTime: '09:00', outTime: '13:00' }))
    ).json();
    expect(filed.totalWorkingHours).toBe('4h 0m');
    expect((await cancel(MANAGER, filed.id)).statusCode).toBe(403);
    expect((await cancel(OTHER_ADMIN, filed.id)).statusCode).toBe(403);
    const res = await cancel(EMPLOYEE, filed.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.cancelled });
    expect((await ownRequests(EMPLOYEE)).some((r) => r.id === filed.id)).toBe(false);
    expect((await pending(MANAGER)).some((r) => r.id === filed.id)).toBe(false);
    expect((await self(EMPLOYEE, EMPLOYEE, DAY2)).json()).toEqual({});
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attendance'), eq(auditLog.entityId, String(filed.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
    // the day is free again
    expect((await create(EMPLOYEE, entry({ attendanceDate: DAY2 }))).statusCode).toBe(200);
    expect((await cancel(EMPLOYEE, filed.id)).statusCode).toBe(409);
  });

  it('refuses a decided request, an unknown one, another tenant and a malformed id', async () => {
    const approved = (await ownRequests(EMPLOYEE)).find((r) => r.status === 'APPROVED')!;
    const res = await cancel(EMPLOYEE, approved.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(APPROVAL_MESSAGES.alreadyDecided);
    expect((await cancel(EMPLOYEE, 99_999_999)).statusCode).toBe(404);
    expect((await cancel(EMPLOYEE, 'abc')).statusCode).toBe(400);
    expect((await cancel(ADMIN, approved.id)).statusCode).toBe(403);
    expect((await cancel(null, approved.id)).statusCode).toBe(401);
  });
});

describe('approvedAttendanceByDay (for timesheets)', () => {
  it('sums approved minutes per day over a range, leaving pending, rejected and cancelled ones out', async () => {
    const days = await approvedAttendanceByDay(t.database, EMPLOYEE, daysAgo(14), today);
    const requests = await ownRequests(EMPLOYEE);
    const approvedDates = requests
      .filter((r) => r.status === 'APPROVED')
      .map((r) => r.attendanceDate)
      .sort();
    expect(days.map((d) => d.attendanceDate)).toEqual(approvedDates);
    expect(days.every((d) => d.minutes > 0 && d.hours === Math.round((d.minutes / 60) * 100) / 100)).toBe(true);
    expect(days.some((d) => d.attendanceDate === DAY1)).toBe(false);
  });
});

describe('decisions: PATCH attendance/{manager|hr}/{approval|rejection}', () => {
  const decide = (who: string | null, path: string, item: object, comments: unknown = 'Matches the swipe records.') =>
    t.call(who, { method: 'PATCH', url: `${BASE}/${path}`, payload: { ...item, comments } });
  const setMultiLevel = (multiLevel: boolean) =>
    t.database.db.update(organizations).set({ multiLevel }).where(eq(organizations.organizationId, 'ORG1'));
  const findPending = async (who: string, employeeId: string, date: string) =>
    (await pending(who)).find((r) => r.employeeId === employeeId && r.attendanceDate === date)!;

  it('HR approves with a comment: the item leaves the pending lists, shows as decided, feeds timesheets and notifies', async () => {
    await create(EMPLOYEE, entry({ attendanceDate: DAY3, inTime: '10:00', outTime: '18:45' }));
    const item = await findPending(HR, EMPLOYEE, DAY3);
    const res = await decide(HR, 'hr/approval', item, '  Verified with the access logs.  ');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([...REQUEST_KEYS, 'message'].sort());
    expect(res.json()).toMatchObject({
      id: item.id,
      status: 'APPROVED',
      comments: 'Verified with the access logs.',
      message: APPROVAL_MESSAGES.approved,
    });
    expect((await pending(HR)).some((r) => r.id === item.id)).toBe(false);
    expect((await pending(MANAGER)).some((r) => r.id === item.id)).toBe(false);
    expect(((await list(HR, 'updated')).json() as Request[])[0]).toMatchObject({ id: item.id, status: 'APPROVED' });
    expect((await self(EMPLOYEE, EMPLOYEE, DAY3)).json()).toMatchObject({ status: 'APPROVED', totalWorkingHours: '8h 45m' });
    const days = await approvedAttendanceByDay(t.database, EMPLOYEE, DAY3, DAY3);
    expect(days).toEqual([{ attendanceDate: DAY3, minutes: 525, hours: 8.75 }]);
    const feed = await t.database.db.select().from(notifications).where(eq(notifications.employeeId, EMPLOYEE));
    expect(feed.some((n) => n.title === 'Your attendance request was approved')).toBe(true);
    const again = await decide(MANAGER, 'manager/approval', item);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPROVAL_MESSAGES.alreadyDecided);
  });

  it('the manager rejects: final, the day can be filed again', async () => {
    const item = await findPending(MANAGER, EMPLOYEE, DAY1);
    const res = await decide(MANAGER, 'manager/rejection', item, 'You were on leave that day.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', message: APPROVAL_MESSAGES.rejected });
    expect((await self(EMPLOYEE, EMPLOYEE, DAY1)).json()).toMatchObject({ status: 'REJECTED' });
    expect((await decide(HR, 'hr/approval', item)).statusCode).toBe(409);
    expect((await create(EMPLOYEE, entry({ attendanceDate: DAY1 }))).statusCode).toBe(200);
  });

  it('two decisions racing on one request leave exactly one outcome', async () => {
    const item = await findPending(MANAGER, EMPLOYEE, DAY2);
    const results = await Promise.all([
      decide(MANAGER, 'manager/approval', item),
      decide(HR, 'hr/rejection', item, 'Not in the swipe records.'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await self(EMPLOYEE, EMPLOYEE, DAY2)).json().status).toBe(winner.status);
  });

  it('only the reporting manager and HR decide; roles, strangers, other tenants, own requests are refused', async () => {
    const item = await findPending(MANAGER, EMPLOYEE, DAY1);
    expect((await decide(EMPLOYEE, 'manager/approval', item)).statusCode).toBe(403);
    expect((await decide(ADMIN, 'hr/approval', item)).statusCode).toBe(403);
    expect((await decide(MANAGER, 'hr/approval', item)).statusCode).toBe(403);
    expect((await decide(HR, 'manager/approval', item)).statusCode).toBe(403);
    const stranger = await decide(OTHER_MANAGER, 'manager/approval', item);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(APPROVAL_MESSAGES.notYourDecision);
    expect((await decide(FOREIGN_MANAGER, 'manager/approval', item)).statusCode).toBe(404);
    expect((await decide(null, 'manager/approval', item)).statusCode).toBe(401);
    // HRMS3's own request (their manager is the admin; HRMS2 is their HR) is not theirs to decide
    const own = await create(MANAGER, entry({ employeeId: MANAGER, attendanceDate: WEEKEND[0] }));
    expect(own.statusCode).toBe(200);
    const mine = await decide(MANAGER, 'manager/approval', own.json());
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe(APPROVAL_MESSAGES.ownRequest);
    expect((await pending(MANAGER)).some((r) => r.id === own.json().id)).toBe(false);
    expect((await pending(HR)).some((r) => r.id === own.json().id)).toBe(true);
  });

  it('needs comments and a well-formed id; an unknown request is 404', async () => {
    const item = await findPending(MANAGER, EMPLOYEE, DAY1);
    for (const comments of ['', '   ', null, 42]) {
      const res = await decide(MANAGER, 'manager/approval', item, comments);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(APPROVAL_MESSAGES.commentsRequired);
    }
    expect((await decide(MANAGER, 'manager/approval', { id: 'x' })).statusCode).toBe(400);
    const unknown = await decide(MANAGER, 'manager/approval', { id: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
    expect((await findPending(MANAGER, EMPLOYEE, DAY1)).status).toBe('PENDING');
  });

  it('multi-level: the manager approves first, then HR gives the final approval', async () => {
    await setMultiLevel(true);
    try {
      const filed = await create(COLLEAGUE, entry({ employeeId: COLLEAGUE, attendanceDate: WEEKEND[0], type: 'workFromHome' }));
      expect(filed.statusCode).toBe(200);
      expect((await pending(HR)).some((r) => r.id === filed.json().id)).toBe(false);
      const early = await decide(HR, 'hr/approval', filed.json());
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(APPROVAL_MESSAGES.managerFirst);
      const first = await decide(MANAGER, 'manager/approval', filed.json());
      expect(first.json()).toMatchObject({ status: 'MANAGER_APPROVED', message: APPROVAL_MESSAGES.approvedByManager });
      expect((await findPending(HR, COLLEAGUE, WEEKEND[0]!)).status).toBe('MANAGER_APPROVED');
      const final = await decide(HR, 'hr/approval', filed.json(), 'Final approval.');
      expect(final.json()).toMatchObject({ status: 'APPROVED', comments: 'Final approval.' });
    } finally {
      await setMultiLevel(false);
    }
  });
});
