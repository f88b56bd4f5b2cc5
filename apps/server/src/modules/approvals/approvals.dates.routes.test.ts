import { addDays, type DateFormat, formatDate, todayIso } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { employees } from '../employees';
import { sickLeaveRequest } from '../leave/leave.test-support';
import { mailOutbox } from '../mail';
import { organizationDateFormat } from '../organization';

const t = useTestApp();
/** A QA engineer with no demo leave: manager HRMS9. */
const PERSON = 'HRMS18';
const PERSON_MANAGER = 'HRMS9';
const start = addDays(todayIso(), 30);
const end = addDays(start, 1);

type Feed = { items: { title: string; body: string; request: { id: number } | null }[] };
const feedOf = async (who: string) =>
  (await t.call(who, { method: 'GET', url: '/hrmsapplication/notifications' })).json() as Feed;
const chooseFormat = (who: string, dateFormat: DateFormat | null) =>
  t.call(who, { method: 'PATCH', url: '/hrmsapplication/organization/dateFormat', payload: { dateFormat } });
const emailOf = async (employeeId: string) =>
  (await t.database.db.select().from(employees).where(eq(employees.employeeId, employeeId)))[0]!.email;
const mailsTo = async (employeeId: string) => {
  const to = await emailOf(employeeId);
  return (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => m.text);
};
const range = (format: DateFormat) => `${formatDate(start, format)} to ${formatDate(end, format)}`;

describe('approval notifications and mails write dates in the organisation’s format', () => {
  it('a filed leave reaches the manager (feed and mail) with its dates as the organisation chose them, not ISO', async () => {
    expect((await chooseFormat(ADMIN, 'MM/DD/YYYY')).statusCode).toBe(200);
    const filed = await t.call(PERSON, {
      method: 'POST',
      url: '/hrmsapplication/leave/create',
      payload: sickLeaveRequest(PERSON, start, 2, 'Dentist.'),
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = (filed.json() as { id: number }).id;

    const note = (await feedOf(PERSON_MANAGER)).items.find((n) => n.request?.id === id && n.title.startsWith('New leave'));
    expect(note?.body).toContain(`Sick Leave, ${range('MM/DD/YYYY')} (2 days)`);
    expect(note?.body).not.toContain(start);
    expect((await mailsTo(PERSON_MANAGER)).some((text) => text.includes(range('MM/DD/YYYY')))).toBe(true);
    const own = (await feedOf(PERSON)).items.find((n) => n.request?.id === id);
    expect(own?.body).toContain(range('MM/DD/YYYY'));

    // a later change of format is followed by the next notice (the decision), read at the time it is written
    expect((await chooseFormat(ADMIN, 'DD/MM/YYYY')).statusCode).toBe(200);
    const rejected = await t.call(PERSON_MANAGER, {
      method: 'PATCH',
      url: '/hrmsapplication/leave/manager/reject',
      payload: { ...(filed.json() as object), comments: 'Team offsite that week.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const decided = (await feedOf(PERSON)).items.find((n) => n.request?.id === id && n.title.includes('rejected'));
    expect(decided?.body).toContain(range('DD/MM/YYYY'));
    expect((await mailsTo(PERSON)).some((text) => text.includes(range('DD/MM/YYYY')))).toBe(true);
    expect((await chooseFormat(ADMIN, null)).statusCode).toBe(200);
  });

  it("reads each organisation's own format: its choice, else its country's custom", async () => {
    expect((await chooseFormat(ADMIN, 'YYYY-MM-DD')).statusCode).toBe(200);
    const zone = await t.call(OTHER_ADMIN, {
      method: 'PUT',
      url: '/hrmsapplication/admin/jobs/time-zone',
      payload: { timeZone: 'America/New_York' },
    });
    expect(zone.statusCode).toBe(200);
    expect(await organizationDateFormat(t.database.db, 'ORG1')).toBe('YYYY-MM-DD');
    expect(await organizationDateFormat(t.database.db, OTHER_ORG)).toBe('MM/DD/YYYY');
    expect((await chooseFormat(ADMIN, null)).statusCode).toBe(200);
  });
});
