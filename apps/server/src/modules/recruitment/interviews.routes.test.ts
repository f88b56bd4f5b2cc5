import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, formatDate, INTERVIEW_MESSAGES as M, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { interviews } from './interviews.tables';

const t = useTestApp();
const BASE = '/hrmsapplication/interview';
const when = `${addDays(todayIso(), 3)}T10:30`;
const ROW_KEYS = [
  'comments',
  'countryCode',
  'emailId',
  'fullName',
  'id',
  'interViewerEmailId',
  'interviewDate',
  'interviewId',
  'interviewStatus',
  'interviewerId',
  'location',
  'mobileNumber',
  'modeOfInterview',
  'roleApplied',
].sort();

function interview(patch: Record<string, unknown> = {}) {
  return {
    fullName: 'Neha Gupta',
    emailId: 'neha.gupta@gmail.com',
    countryCode: '+91',
    mobileNumber: '9876543210',
    roleApplied: 'Backend Developer',
    location: 'Bengaluru',
    interviewDate: when,
    interviewerId: 'HRMS3',
    interViewerEmailId: 'someone@acme.example',
    modeOfInterview: 'ONLINE',
    interviewStatus: 'PENDING',
    comments: 'First round',
    ...patch,
  };
}

const list = (who: string | null, query = '') => t.call(who, { method: 'GET', url: `${BASE}/getAllInterviewDetails${query}` });
const create = (who: string, payload: unknown) =>
  t.call(who, { method: 'POST', url: `${BASE}/create`, payload: payload as object });
const update = (who: string, payload: unknown) =>
  t.call(who, { method: 'PATCH', url: `${BASE}/update`, payload: payload as object });
const remove = (who: string, id: number | string) => t.call(who, { method: 'DELETE', url: `${BASE}/deleteInterview/${id}` });
const countRows = async () => (await t.database.db.select().from(interviews)).length;

/** The outbox messages to an address, oldest first (the mail worker writes them there without SMTP). */
async function outboxTo(address: string): Promise<string[]> {
  await t.deliverMail();
  const dir = join(t.config.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.filter((f) => f.includes(address)).map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The decoded invitation.ics attachment of a raw message. */
function icsOf(message: string): string {
  const part = message
    .split(/\n--/)
    .find((p) => /filename="?invitation\.ics/.test(p) && /Content-Disposition: attachment/i.test(p));
  if (!part) return '';
  const [headers = '', ...rest] = part.split('\n\n');
  const body = rest.join('\n\n');
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

describe('GET interview/getAllInterviewDetails', () => {
  it('answers a bare array of rows in the exact shape to admin and HR, latest first, with the total in a header', async () => {
    for (const who of [ADMIN, HR]) {
      const res = await list(who, '?pageNumber=0&size=40');
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { interviewDate: string; fullName: string }[];
      expect(rows).toHaveLength(12);
      expect(Object.keys(rows[0]!).sort()).toEqual(ROW_KEYS);
      expect(rows.map((r) => r.interviewDate)).toEqual(
        rows
          .map((r) => r.interviewDate)
          .sort()
          .reverse(),
      );
      expect(res.headers['x-total-count']).toBe('12');
    }
    const statuses = new Set(((await list(ADMIN)).json() as { interviewStatus: string }[]).map((r) => r.interviewStatus));
    expect(statuses).toEqual(new Set(['PENDING', 'QUALIFIED', 'DISQUALIFIED', 'RESCHEDULED', 'CANCELLED']));
  });

  it('pages on the server and searches by candidate name', async () => {
    const first = (await list(ADMIN, '?pageNumber=0&size=5')).json();
    const third = (await list(ADMIN, '?pageNumber=2&size=5')).json();
    expect(first).toHaveLength(5);
    expect(third).toHaveLength(2);
    const found = await list(HR, '?search=sneha');
    expect(found.json().map((r: { fullName: string }) => r.fullName)).toEqual(['Sneha Kulkarni']);
    expect(found.headers['x-total-count']).toBe('1');
    expect((await list(HR, '?search=%25')).json()).toEqual([]);
  });

  it('refuses managers, employees and onboarding users; another organisation sees none of ours', async () => {
    for (const who of [MANAGER, EMPLOYEE, ONBOARDING]) expect((await list(who)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(OTHER_ADMIN)).json()).toEqual([]);
    expect((await list(ADMIN, '?pageNumber=x')).statusCode).toBe(400);
  });
});

describe('POST interview/create', () => {
  it("saves the interview, fills the interviewer's e-mail from their record and mails them an .ics invitation", async () => {
    const res = await create(HR, interview());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(ROW_KEYS);
    expect(body).toMatchObject({
      fullName: 'Neha Gupta',
      interviewerId: 'HRMS3',
      interviewStatus: 'PENDING',
      comments: 'First round',
    });
    expect(body.interviewId).toMatch(/^INT-\d{4}$/);
    const managerEmail = (await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/employee/getEmployeeEmail/HRMS3' })).body;
    expect(body.interViewerEmailId).toBe(managerEmail);

    const mails = await outboxTo(managerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Interview invitation: Neha Gupta \(Backend Developer\)/);
    const ics = icsOf(mails[0]!);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`DTSTART:${when.replace(/-/g, '').replace(':', '')}00`);
    expect(ics).toContain(`UID:interview-${body.id}-ORG1@hrms`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toMatch(new RegExp(`ATTENDEE;[^\\n]*MAILTO:${managerEmail}`, 'i'));

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'interview'), eq(auditLog.entityId, String(body.id))));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('accepts a date without a time (an all-day invitation) and admin as the scheduler', async () => {
    const res = await create(
      ADMIN,
      interview({ fullName: 'All Day Person', interviewDate: addDays(todayIso(), 5), interviewerId: 'hrms9' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().interviewerId).toBe('HRMS9');
  });

  it('sends no invitation for an interview entered as already cancelled', async () => {
    const res = await create(HR, interview({ fullName: 'Never Held', interviewerId: 'HRMS11', interviewStatus: 'CANCELLED' }));
    expect(res.statusCode).toBe(200);
    expect(await outboxTo(res.json().interViewerEmailId)).toHaveLength(0);
  });

  it('refuses an interviewer who is not an employee of the organisation', async () => {
    const before = await countRows();
    for (const interviewerId of ['HRMS999', 'OTH1']) {
      const res = await create(HR, interview({ interviewerId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.interviewerId).toBe(M.interviewerUnknown);
    }
    expect(await countRows()).toBe(before);
  });

  it('refuses managers, employees and onboarding users', async () => {
    for (const who of [MANAGER, EMPLOYEE, ONBOARDING]) expect((await create(who, interview())).statusCode).toBe(403);
  });

  it.each([
    ['fullName', { fullName: '' }, M.nameRequired],
    ['fullName', { fullName: ' Neha' }, M.name],
    ['fullName', { fullName: 'Ne' }, M.name],
    ['fullName', { fullName: 'Neha 2' }, M.name],
    ['fullName', { fullName: 'N'.repeat(41) }, M.name],
    ['emailId', { emailId: '' }, M.emailsRequired],
    ['interViewerEmailId', { interViewerEmailId: '' }, M.emailsRequired],
    ['emailId', { emailId: 'neha@gmail' }, M.emailInvalid],
    ['emailId', { emailId: 'neha gupta@gmail.com' }, M.emailInvalid],
    ['interViewerEmailId', { interViewerEmailId: 'x@y.z' }, M.emailInvalid],
    ['mobileNumber', { mobileNumber: '' }, M.mobileRequired],
    ['mobileNumber', { mobileNumber: '0876543210' }, M.mobile],
    ['mobileNumber', { mobileNumber: '98765' }, M.mobile],
    ['countryCode', { countryCode: '+7' }, M.countryCode],
    ['roleApplied', { roleApplied: '' }, M.roleRequired],
    ['location', { location: ' ' }, M.locationRequired],
    ['interviewerId', { interviewerId: '' }, M.interviewerRequired],
    ['interviewDate', { interviewDate: '' }, M.dateRequired],
    ['interviewDate', { interviewDate: '2026-13-01' }, M.dateRequired],
    ['interviewDate', { interviewDate: '2026-12-01T25:00' }, M.dateRequired],
    ['modeOfInterview', { modeOfInterview: 'PHONE' }, M.mode],
    ['interviewStatus', { interviewStatus: 'HIRED' }, M.status],
    ['comments', { comments: 'x'.repeat(201) }, M.commentsLength],
  ])('answers 400 with the message when %s breaks a rule', async (field, patch, message) => {
    const before = await countRows();
    const res = await create(HR, interview(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await countRows()).toBe(before);
  });

  it('answers 400, never 5xx, to malformed bodies', async () => {
    for (const payload of ['null', '[]', '"x"', '{"fullName":{},"mobileNumber":[]}', '{"fullName":']) {
      const res = await t.call(HR, {
        method: 'POST',
        url: `${BASE}/create`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('PATCH interview/update', () => {
  it('updates the row; a new date re-sends the invitation with the next sequence; CANCELLED sends the cancellation', async () => {
    const created = (await create(HR, interview({ fullName: 'Ravi Verma', interviewerId: 'HRMS6' }))).json();
    const email = created.interViewerEmailId;
    expect(await outboxTo(email)).toHaveLength(1);

    const comment = await update(HR, { ...created, comments: 'Bring portfolio' });
    expect(comment.statusCode).toBe(200);
    expect(comment.json().comments).toBe('Bring portfolio');
    expect(await outboxTo(email)).toHaveLength(1);

    const later = `${addDays(todayIso(), 9)}T15:00`;
    // the mail writes the day in the organisation's format
    const chosen = { method: 'PATCH' as const, url: '/hrmsapplication/organization/dateFormat' };
    expect((await t.call(ADMIN, { ...chosen, payload: { dateFormat: 'DD/MM/YYYY' } })).statusCode).toBe(200);
    const moved = await update(ADMIN, { ...created, interviewDate: later, interviewStatus: 'RESCHEDULED' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ interviewDate: later, interviewStatus: 'RESCHEDULED' });
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/Subject: Interview rescheduled: Ravi Verma/);
    expect(mails[1]).toContain(`When: ${formatDate(later, 'DD/MM/YYYY')} at 15:00 (`);
    expect(mails[1]).not.toContain(later.slice(0, 10));
    expect((await t.call(ADMIN, { ...chosen, payload: { dateFormat: null } })).statusCode).toBe(200);
    expect(icsOf(mails[1]!)).toContain('SEQUENCE:1');
    expect(icsOf(mails[1]!)).toContain(`UID:interview-${created.id}-ORG1@hrms`);

    const cancelled = await update(HR, { ...created, interviewDate: later, interviewStatus: 'CANCELLED' });
    expect(cancelled.statusCode).toBe(200);
    const all = await outboxTo(email);
    expect(all).toHaveLength(3);
    expect(all[2]).toMatch(/Subject: Interview cancelled: Ravi Verma/);
    expect(icsOf(all[2]!)).toContain('METHOD:CANCEL');
  });

  it('sends the invitation to a new interviewer', async () => {
    const created = (await create(HR, interview({ fullName: 'Asha Rao', interviewerId: 'HRMS7' }))).json();
    const res = await update(HR, { ...created, interviewerId: 'HRMS10' });
    expect(res.statusCode).toBe(200);
    expect(await outboxTo(res.json().interViewerEmailId)).toHaveLength(1);
  });

  it('refuses other roles, another organisation, unknown ids, a missing id and broken rules', async () => {
    const row = (await list(ADMIN)).json()[0];
    for (const who of [MANAGER, EMPLOYEE]) expect((await update(who, row)).statusCode).toBe(403);
    expect((await update(OTHER_ADMIN, { ...row, interviewerId: 'OTH1' })).statusCode).toBe(404);
    expect((await update(HR, { ...row, id: 999999 })).statusCode).toBe(404);
    const noId = await update(HR, { ...row, id: undefined });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors.id).toBe(M.idRequired);
    const bad = await update(HR, { ...row, emailId: 'bad@' });
    expect(bad.json().errors.emailId).toBe(M.emailInvalid);
  });
});

describe('DELETE interview/deleteInterview/{id}', () => {
  it("deletes with 'Interview deleted successfully!' and an audit row; admin and HR only", async () => {
    const created = (await create(HR, interview({ fullName: 'Gone Soon' }))).json();
    for (const who of [MANAGER, EMPLOYEE, ONBOARDING]) expect((await remove(who, created.id)).statusCode).toBe(403);
    expect((await remove(OTHER_ADMIN, created.id)).statusCode).toBe(404);
    const res = await remove(HR, created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Interview deleted successfully!' });
    expect((await remove(ADMIN, created.id)).statusCode).toBe(404);
    expect((await remove(ADMIN, 'abc')).statusCode).toBe(400);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'interview'), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
  });
});

describe('the demo interviews (seeded)', () => {
  it('carry plain dates (yyyy-MM-dd), as the original client’s date input expects, to HR and admins only', async () => {
    for (const who of [ADMIN, HR]) {
      const res = await list(who, '?pageNumber=0&size=40');
      expect(res.statusCode, who).toBe(200);
      const seeded = (res.json() as { fullName: string; interviewDate: string }[]).filter((r) =>
        ['Rohan Mehta', 'Sneha Kulkarni', 'Fatima Khan'].includes(r.fullName),
      );
      expect(seeded.length, who).toBeGreaterThan(0);
      for (const row of seeded) expect(row.interviewDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const who of [EMPLOYEE, MANAGER, ONBOARDING]) expect((await list(who)).statusCode, who).toBe(403);
    expect((await list(OTHER_ADMIN)).body).not.toContain('Fatima Khan');
  });
});
