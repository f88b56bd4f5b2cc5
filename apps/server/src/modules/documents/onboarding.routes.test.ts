import { DOCUMENT_MESSAGES, NATIONAL_ID_MESSAGES } from '@hrms/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { multipart, type Part, PDF, PNG, pngOfSize, TEXT } from './documents.test-support';

const t = useTestApp();

const submit = (who: string, employeeId: string, parts: Part[]) =>
  t.call(who, { method: 'POST', url: `/hrmsapplication/documents/onboarding?employeeId=${employeeId}`, ...multipart(parts) });
const view = (who: string, employeeId: string) =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/documents/onboarding/${employeeId}` });
const submissions = (who: string, query = '') =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/documents/onboarding${query}` });

const text = (name: string, value: string): Part => ({ name, value });
const pdf = (name: string, filename = `${name}.pdf`): Part => ({ name, filename, content: PDF, contentType: 'application/pdf' });
const identity = [
  text('aadharName', 'Vikram Singh'),
  text('aadharNumber', '234567890123'),
  text('panName', 'Vikram Singh'),
  text('panNumber', 'abcpv1234k'),
];

describe('POST documents/onboarding', () => {
  it("requires the higher education file first: 'Higher education document is required.'", async () => {
    const res = await submit(ONBOARDING, ONBOARDING, [...identity, pdf('sscFile')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Higher education document is required.',
      errors: { higherEducationFile: DOCUMENT_MESSAGES.higherEducationRequired },
    });
  });

  it('accepts JPEG, JPG, PNG and PDF only, judged by the bytes', async () => {
    const fake = await submit(ONBOARDING, ONBOARDING, [
      { name: 'higherEducationFile', filename: 'degree.pdf', content: TEXT, contentType: 'application/pdf' },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      message: 'Only JPEG, JPG, PNG and PDF files are allowed.',
      errors: { higherEducationFile: DOCUMENT_MESSAGES.onboardingTypes },
    });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const res = await submit(ONBOARDING, ONBOARDING, [
      pdf('higherEducationFile'),
      { name: 'sscFile', filename: 'a.gif', content: gif },
    ]);
    expect(res.json().errors).toEqual({ sscFile: DOCUMENT_MESSAGES.onboardingTypes });
  });

  it('checks the Aadhar and PAN numbers with the National ID messages', async () => {
    const res = await submit(ONBOARDING, ONBOARDING, [
      text('aadharNumber', '12345'),
      text('panNumber', '1234567890'),
      pdf('higherEducationFile'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: NATIONAL_ID_MESSAGES.aadhar,
      errors: { aadharNumber: NATIONAL_ID_MESSAGES.aadhar, panNumber: NATIONAL_ID_MESSAGES.pancard },
    });
  });

  it('refuses a file field that is not on the form, and files over 5 MB with 413', async () => {
    const unknown = await submit(ONBOARDING, ONBOARDING, [pdf('higherEducationFile'), pdf('passportFile')]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ passportFile: DOCUMENT_MESSAGES.onboardingUnknownFile });
    const huge = await submit(ONBOARDING, ONBOARDING, [
      { name: 'higherEducationFile', filename: 'big.png', content: pngOfSize(5 * 1_048_576 + 1) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(DOCUMENT_MESSAGES.onboardingTooLarge);
  });

  it('lets the new joiner hand in their documents and answers the submission with the Aadhar and PAN numbers masked', async () => {
    const res = await submit(ONBOARDING, ONBOARDING, [
      ...identity,
      { name: 'aadharDocument', filename: 'aadhar.png', content: PNG, contentType: 'image/png' },
      pdf('higherEducationFile', 'btech-degree.pdf'),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: DOCUMENT_MESSAGES.onboardingSubmitted,
      employeeId: ONBOARDING,
      employeeName: 'Vikram Singh',
      aadharName: 'Vikram Singh',
      aadharNumber: '********0123',
      panName: 'Vikram Singh',
      panNumber: '******234K',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      files: [
        { field: 'aadharDocument', fileName: 'aadhar.png', mimeType: 'image/png', size: PNG.length, url: expect.any(String) },
        {
          field: 'higherEducationFile',
          fileName: 'btech-degree.pdf',
          mimeType: 'application/pdf',
          size: PDF.length,
          url: expect.any(String),
        },
      ],
    });
    // national IDs: served only to a session that may see them, always as a download
    expect(body.files[1].url).toMatch(/^\/hrmsapplication\/documents\/download\/[0-9a-f-]{36}$/);
    expect((await t.app.inject({ method: 'GET', url: body.files[1].url })).statusCode).toBe(401);
    const file = await t.call(ONBOARDING, { method: 'GET', url: body.files[1].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.call(HR, { method: 'GET', url: body.files[0].url })).statusCode).toBe(200);
    expect((await t.call(MANAGER, { method: 'GET', url: body.files[0].url })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: body.files[0].url })).statusCode).toBe(404);
  });

  it('lets HR resubmit one file, replacing that field only and keeping earlier text; the answer masks the numbers, unaudited', async () => {
    const reveals = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'onboarding_submission'), eq(auditLog.action, 'reveal')));
    const revealsBefore = (await reveals()).length;
    const res = await submit(HR, ONBOARDING, [pdf('higherEducationFile', 'mtech-degree.pdf')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.aadharNumber).toBe('********0123');
    expect(body.panNumber).toBe('******234K');
    expect(res.body).not.toContain('234567890123');
    expect(res.body).not.toContain('ABCPV1234K');
    expect((await reveals()).length).toBe(revealsBefore);
    const full = await view(HR, ONBOARDING);
    expect(full.json()).toMatchObject({ aadharNumber: '234567890123', panNumber: 'ABCPV1234K' });
    expect(body.files.map((f: { field: string; fileName: string }) => [f.field, f.fileName])).toEqual([
      ['aadharDocument', 'aadhar.png'],
      ['higherEducationFile', 'mtech-degree.pdf'],
    ]);
    const nothing = await submit(HR, ONBOARDING, [
      text('aadharName', ''),
      { name: 'sscFile', filename: '', content: Buffer.alloc(0) },
    ]);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(DOCUMENT_MESSAGES.onboardingNothingToSubmit);
  });

  it('lets an admin submit for anyone of the organisation', async () => {
    const res = await submit(ADMIN, 'HRMS30', [pdf('higherEducationFile'), pdf('sscFile')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().files).toHaveLength(2);
  });

  it('refuses an employee or a manager submitting for someone else, and another tenant', async () => {
    for (const who of [EMPLOYEE, MANAGER]) {
      const res = await submit(who, ONBOARDING, [pdf('higherEducationFile')]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.onboardingDenied);
    }
    expect((await submit(OTHER_ADMIN, ONBOARDING, [pdf('higherEducationFile')])).statusCode).toBe(404);
  });

  it('audits the submission with the Aadhar and PAN numbers masked and without the bytes', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'onboarding_submission'),
          eq(auditLog.entityId, ONBOARDING),
          inArray(auditLog.action, ['create', 'update']),
        ),
      );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    const after = rows[0]!.after as { aadharNumber: string; panNumber: string; files: { field: string; size: number }[] };
    expect(after.aadharNumber).toBe('********0123');
    expect(after.panNumber).toBe('******234K');
    expect(JSON.stringify(rows)).not.toContain('ABCPV1234K');
    expect(after.files).toEqual([
      { field: 'aadharDocument', fileName: 'aadhar.png', mimeType: 'image/png', size: PNG.length },
      { field: 'higherEducationFile', fileName: 'btech-degree.pdf', mimeType: 'application/pdf', size: PDF.length },
    ]);
    expect(JSON.stringify(rows)).not.toContain('%PDF');
  });
});

describe("another HR's people", () => {
  /** HRMS33 and HRMS21 have HRMS8 as HR; HRMS2 is HR too, but not theirs. */
  const THEIR_HR = 'HRMS8';

  it('refuses an HR user reading or overwriting the onboarding documents of someone they are not HR of', async () => {
    const before = (await view(ADMIN, 'HRMS33')).json();
    const overwrite = await submit(HR, 'HRMS33', [text('aadharNumber', '234567890123')]);
    expect(overwrite.statusCode).toBe(403);
    expect(overwrite.json().message).toBe(DOCUMENT_MESSAGES.onboardingDenied);
    expect((await submit(HR, 'HRMS21', [...identity, pdf('higherEducationFile')])).statusCode).toBe(403);
    const read = await view(HR, 'HRMS33');
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(DOCUMENT_MESSAGES.onboardingViewDenied);
    expect((await view(ADMIN, 'HRMS33')).json()).toEqual(before);
    expect((await view(ADMIN, 'HRMS21')).statusCode).toBe(404);
  });

  it("lets the person's own HR read the full number and hand in documents for them", async () => {
    const res = await view(THEIR_HR, 'HRMS33');
    expect(res.statusCode).toBe(200);
    expect(res.json().aadharNumber).toBe('537204918376');
    expect((await submit(THEIR_HR, 'HRMS21', [...identity, pdf('higherEducationFile')])).statusCode).toBe(200);
    expect((await view('HRMS21', 'HRMS21')).statusCode).toBe(200);
    expect((await view(HR, 'HRMS21')).statusCode).toBe(403);
  });

  it("lists to HR only their own people's submissions, to admins the organisation's", async () => {
    const ids = async (who: string) => ((await submissions(who)).json() as { employeeId: string }[]).map((r) => r.employeeId);
    const mine = await ids(HR);
    expect(mine).toEqual(expect.arrayContaining([ONBOARDING, 'HRMS32']));
    expect(mine).not.toContain('HRMS33');
    expect(mine).not.toContain('HRMS21');
    expect(await ids(THEIR_HR)).toEqual(expect.arrayContaining(['HRMS33', 'HRMS21']));
    expect(await ids(THEIR_HR)).not.toContain('HRMS32');
    expect(await ids(ADMIN)).toEqual(expect.arrayContaining([ONBOARDING, 'HRMS32', 'HRMS33', 'HRMS21']));
  });
});

describe('GET documents/onboarding/{employeeId}', () => {
  const lastReveal = async () => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'onboarding_submission'), eq(auditLog.action, 'reveal')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row ?? null;
  };

  it('shows admins and HR the full Aadhar and PAN numbers, and audits each such read (reveal, no values)', async () => {
    for (const who of [ADMIN, HR]) {
      const res = await view(who, ONBOARDING);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ aadharNumber: '234567890123', panNumber: 'ABCPV1234K' });
      const reveal = await lastReveal();
      expect(reveal).toMatchObject({
        actorId: who,
        organizationId: 'ORG1',
        entityId: ONBOARDING,
        employeeId: ONBOARDING,
        after: { fields: ['aadharNumber', 'panNumber'] },
      });
      expect(JSON.stringify(reveal)).not.toContain('234567890123');
    }
  });

  it('shows the person their own numbers masked, with no reveal row', async () => {
    const before = await lastReveal();
    const res = await view(ONBOARDING, ONBOARDING);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ aadharNumber: '********0123', panNumber: '******234K' });
    expect((await lastReveal())?.id).toBe(before?.id);
  });

  it('answers 404 when nothing was handed in yet', async () => {
    const res = await view(EMPLOYEE, EMPLOYEE);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.onboardingNotSubmitted);
  });

  it("refuses a colleague or manager reading someone's submission, and another tenant", async () => {
    for (const who of [EMPLOYEE, MANAGER]) {
      const res = await view(who, 'HRMS32');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.onboardingViewDenied);
    }
    expect((await view(OTHER_ADMIN, 'HRMS32')).statusCode).toBe(404);
  });
});

describe('GET documents/onboarding', () => {
  it('lists the organisation submissions for an admin, newest first, with file counts and a total', async () => {
    const res = await submissions(ADMIN);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { employeeId: string; employeeName: string; submittedAt: string; fileCount: number }[];
    expect(rows.map((r) => r.employeeId)).toEqual(expect.arrayContaining([ONBOARDING, 'HRMS32', 'HRMS33', 'HRMS35']));
    expect(rows.find((r) => r.employeeId === 'HRMS33')).toEqual({
      employeeId: 'HRMS33',
      employeeName: 'Arvind Krishnan',
      submittedAt: expect.any(String),
      fileCount: 6,
    });
    expect(rows.find((r) => r.employeeId === ONBOARDING)?.fileCount).toBe(2);
    const times = rows.map((r) => r.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.headers['x-total-count']).toBe(String(rows.length));
  });

  it('pages and searches', async () => {
    const page = await submissions(ADMIN, '?pageNumber=0&size=2');
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
    const found = await submissions(ADMIN, '?search=krishnan');
    expect(found.json().map((r: { employeeId: string }) => r.employeeId)).toEqual(['HRMS33']);
  });

  it('is for admins and HR only; another tenant sees none of ours', async () => {
    for (const who of [EMPLOYEE, MANAGER, ONBOARDING]) expect((await submissions(who)).statusCode).toBe(403);
    const other = await submissions(OTHER_ADMIN);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
  });
});
