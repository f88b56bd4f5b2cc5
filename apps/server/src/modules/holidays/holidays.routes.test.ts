import { HOLIDAY_MESSAGES as M, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { holidays } from './holidays.tables';

const t = useTestApp();
const BASE = '/hrmsapplication/holiday';
const year = Number(todayIso().slice(0, 4));
const window = M.dateWindow(`${year}-01-01`, `${year + 1}-12-31`);

const list = (who: string | null, query = '') => t.call(who, { method: 'GET', url: `${BASE}/getHoliday${query}` });
const create = (who: string, payload: unknown) => t.call(who, { method: 'POST', url: `${BASE}/`, payload: payload as object });
const update = (who: string, payload: unknown) => t.call(who, { method: 'PATCH', url: `${BASE}/`, payload: payload as object });
const remove = (who: string, id: number | string) => t.call(who, { method: 'DELETE', url: `${BASE}/${id}` });
const holiday = (patch: Record<string, unknown> = {}) => ({
  holidayId: '',
  holidayName: 'Founders Day',
  date: `${year}-06-17`,
  location: 'Bengaluru',
  ...patch,
});
const countRows = async () => (await t.database.db.select().from(holidays)).length;

describe('GET holiday/getHoliday', () => {
  it("answers a bare array of this year's and next year's holidays by date, to every role", async () => {
    for (const who of [ADMIN, HR, MANAGER, EMPLOYEE, ONBOARDING]) {
      const res = await list(who);
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { date: string }[];
      expect(rows).toHaveLength(20);
      expect(Object.keys(rows[0]!).sort()).toEqual(['date', 'holidayId', 'holidayName', 'location']);
      expect(rows.map((r) => r.date)).toEqual(rows.map((r) => r.date).sort());
    }
    expect((await list(ADMIN, `?year=${year + 1}`)).json()).toHaveLength(10);
    expect((await list(ADMIN, '?size=3&pageNumber=1')).json()).toHaveLength(3);
  });

  it('shows another organisation none of ours; needs a token; refuses a malformed year', async () => {
    expect((await list(OTHER_ADMIN)).json()).toEqual([]);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(ADMIN, '?year=soon')).statusCode).toBe(400);
  });
});

describe('GET holiday/calendar.ics', () => {
  it('downloads an iCalendar file with one all-day event per holiday', async () => {
    const res = await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain('holidays.ics');
    const text = res.body;
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(20);
    expect(text).toContain(`DTSTART;VALUE=DATE:${year}0815`);
    expect(text).toContain('SUMMARY:Independence Day');
    expect(text).toContain('X-WR-CALNAME:Acme Technologies holidays');
    const other = await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/calendar.ics` });
    expect(other.body).not.toContain('BEGIN:VEVENT');
    expect((await t.call(null, { method: 'GET', url: `${BASE}/calendar.ics` })).statusCode).toBe(401);
  });
});

describe('GET holiday/calendarLink and the subscribed feed', () => {
  it('hands out an absolute feed address that serves the calendar without a session', async () => {
    const res = await t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/calendarLink`, headers: { host: 'hr.example:8080' } });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^http:\/\/hr\.example:8080\/hrmsapplication\/holiday\/feed\/ORG1\/holidays\.ics\?key=[\w-]+$/);
    const path = url.replace('http://hr.example:8080', '');
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(19);
    expect((await t.call(null, { method: 'GET', url: `${BASE}/calendarLink` })).statusCode).toBe(401);
  });

  it("answers 404 to a wrong or missing key, or another organisation's id with our key", async () => {
    const { url } = (await t.call(ADMIN, { method: 'GET', url: `${BASE}/calendarLink` })).json() as { url: string };
    const key = new URL(url).searchParams.get('key')!;
    for (const path of [
      `${BASE}/feed/ORG1/holidays.ics`,
      `${BASE}/feed/ORG1/holidays.ics?key=wrong`,
      `${BASE}/feed/ORG2/holidays.ics?key=${key}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.feedNotFound);
    }
    const other = (await t.call(OTHER_ADMIN, { method: 'GET', url: `${BASE}/calendarLink` })).json() as { url: string };
    const otherFeed = await t.app.inject({ method: 'GET', url: new URL(other.url).pathname + new URL(other.url).search });
    expect(otherFeed.statusCode).toBe(200);
    expect(otherFeed.body).not.toContain('BEGIN:VEVENT');
  });
});

describe('POST holiday/', () => {
  it('lets admin and HR add; answers the holiday with its holidayId and audits it', async () => {
    const res = await create(HR, holiday());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      holidayId: expect.any(Number),
      holidayName: 'Founders Day',
      date: `${year}-06-17`,
      location: 'Bengaluru',
    });
    const admin = await create(ADMIN, holiday({ date: `${year + 1}-06-17` }));
    expect(admin.statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'holiday'), eq(auditLog.entityId, String(body.holidayId))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it("answers 'Date is already taken' for a date another holiday has", async () => {
    const before = await countRows();
    const res = await create(HR, holiday({ holidayName: 'Another Day', date: `${year}-08-15` }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.dateTaken, errors: { date: M.dateTaken } });
    expect(await countRows()).toBe(before);
  });

  it('refuses managers, employees and onboarding users', async () => {
    for (const who of [MANAGER, EMPLOYEE, ONBOARDING])
      expect((await create(who, holiday({ date: `${year}-07-07` }))).statusCode).toBe(403);
  });

  it.each([
    ['holidayName', { holidayName: '' }, M.nameRequired],
    ['holidayName', { holidayName: 'Day 1' }, M.namePattern],
    ['holidayName', { holidayName: 'A' }, M.nameLength],
    ['holidayName', { holidayName: 'A'.repeat(31) }, M.nameLength],
    ['date', { date: '' }, M.dateRequired],
    ['date', { date: 'tomorrow' }, M.dateRequired],
    ['date', { date: `${year}-02-30` }, M.dateRequired],
    ['date', { date: `${year - 1}-12-31` }, window],
    ['date', { date: `${year + 2}-01-01` }, window],
    ['location', { location: '' }, M.locationRequired],
    ['location', { location: 'Pune-2' }, M.locationPattern],
    ['location', { location: 'B'.repeat(31) }, M.locationLength],
  ])('answers 400 with the message when %s breaks a rule', async (field, patch, message) => {
    const before = await countRows();
    const res = await create(ADMIN, holiday({ date: `${year}-09-09`, ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await countRows()).toBe(before);
  });

  it('answers 400, never 5xx, to malformed bodies', async () => {
    for (const payload of ['null', '[]', '"x"', '{"holidayName":1,"date":2,"location":3}', '{"date":']) {
      const res = await t.call(ADMIN, {
        method: 'POST',
        url: `${BASE}/`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('PATCH holiday/', () => {
  it('lets only an admin change a holiday; its new date must be free and in the window', async () => {
    const rows = (await list(ADMIN)).json() as { holidayId: number; date: string; holidayName: string; location: string }[];
    const target = rows.find((r) => r.holidayName === 'Holi')!;
    for (const who of [HR, MANAGER, EMPLOYEE]) expect((await update(who, { ...target, location: 'Pune' })).statusCode).toBe(403);
    expect((await update(OTHER_ADMIN, { ...target, location: 'Pune' })).statusCode).toBe(404);

    const res = await update(ADMIN, { ...target, holidayName: 'Holi Festival', date: `${year}-03-15` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...target, holidayName: 'Holi Festival', date: `${year}-03-15` });
    expect((await update(ADMIN, { ...target, date: `${year}-03-15` })).statusCode).toBe(200);

    const taken = await update(ADMIN, { ...target, date: `${year}-05-01` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.date).toBe(M.dateTaken);
    const outside = await update(ADMIN, { ...target, date: `${year + 2}-03-15` });
    expect(outside.json().errors.date).toBe(window);
    // a message with values carries its code and values beside the unchanged English (issue 27 point 4)
    expect(outside.json()).toMatchObject({
      message: window,
      detail: window,
      code: 'holidays.dateWindow',
      params: { from: `${year}-01-01`, to: `${year + 1}-12-31` },
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'holiday'), eq(auditLog.action, 'update')));
    expect(audits.length).toBe(2);
  });

  it('needs a holidayId and answers 404 for an unknown one', async () => {
    const missingId = await update(ADMIN, { holidayName: 'Some Day', date: `${year}-09-10`, location: 'Pune' });
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().errors.holidayId).toBe(M.idRequired);
    const unknown = await update(ADMIN, { holidayId: 999999, holidayName: 'Some Day', date: `${year}-09-10`, location: 'Pune' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
  });
});

describe('DELETE holiday/{holidayId}', () => {
  it('lets only an admin of the organisation delete, with 200 and an audit row', async () => {
    const created = (await create(HR, holiday({ holidayName: 'Short Lived', date: `${year}-11-11` }))).json();
    for (const who of [HR, MANAGER, EMPLOYEE, ONBOARDING]) expect((await remove(who, created.holidayId)).statusCode).toBe(403);
    expect((await remove(OTHER_ADMIN, created.holidayId)).statusCode).toBe(404);
    const res = await remove(ADMIN, created.holidayId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await remove(ADMIN, created.holidayId)).statusCode).toBe(404);
    expect((await remove(ADMIN, 'abc')).statusCode).toBe(400);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'holiday'), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
  });
});
