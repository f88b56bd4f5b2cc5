import { addDays, todayIso } from '@hrms/shared';
import { FSI, PDI } from '@hrms/shared/i18n/documents';
import { describe, expect, it, vi } from 'vitest';
import { HR, useTestApp } from '../../test/helpers';
import { useTestSmtp } from '../../test/smtp';
import { sickLeaveRequest } from '../leave/leave.test-support';
import { mailOutbox } from './mail.tables';

// Issue 33: mails go out in the language each recipient chose in the web app (saved on their account).
const t = useTestApp();
/** Sends what is queued through a real SMTP server and answers what it received, read back. */
const { deliver } = useTestSmtp(t);
const PERSON = 'HRMS18'; // reports to HRMS9; HR decides in the default single-level set-up
const PERSON_MANAGER = 'HRMS9';

const choose = (who: string, language: string) =>
  t.call(who, { method: 'PATCH', url: '/hrmsapplication/authentication/updateLanguage', payload: { language } });
const part = (mail: { parts: { type: string; body: string }[] }, type: string) =>
  mail.parts.find((p) => p.type === type)?.body ?? '';

describe('mails in the recipient’s language, through a real SMTP server', () => {
  it('mails the password reset code in Hindi and in Arabic (right to left), English for whoever chose nothing', async () => {
    expect((await choose('HRMS12', 'hi')).statusCode).toBe(200);
    expect((await choose('HRMS13', 'ar')).statusCode).toBe(200);
    await t.database.db.delete(mailOutbox);
    for (const employeeId of ['HRMS12', 'HRMS13', 'HRMS14'])
      expect(
        (await t.app.inject({ method: 'POST', url: '/hrmsapplication/authentication/forgot-password', payload: { employeeId } }))
          .statusCode,
      ).toBe(200);
    // the code is mailed after the answer (the answer takes the same time for any id): wait for the three
    await vi.waitFor(async () => expect(await t.database.db.select().from(mailOutbox)).toHaveLength(3), { timeout: 10_000 });
    const mails = await deliver();
    expect(mails).toHaveLength(3);
    const bySubject = (subject: string) => mails.filter((m) => m.subject === subject);
    const [hi] = bySubject('आपका एचआरएमएस पासवर्ड रीसेट कोड');
    const [ar] = bySubject('رمز إعادة تعيين كلمة المرور في HRMS');
    const [en] = bySubject('Your HRMS password reset code');
    expect(hi && ar && en).toBeTruthy();
    expect(part(hi!, 'text/plain')).toMatch(/^नमस्ते .+,\n\nआपका वन-टाइम पासवर्ड \d{6} है। यह 5 मिनट तक मान्य है/);
    expect(part(hi!, 'text/html')).toContain('<html lang="hi" dir="ltr">');
    const arabicText = part(ar!, 'text/plain');
    // each line marked right to left, the code isolated so it reads in its own direction
    expect(arabicText).toMatch(
      new RegExp(`^\u200Fمرحبًا ${FSI}.+${PDI}،\n\n\u200Fكلمة المرور لمرة واحدة هي ${FSI}\\d{6}${PDI}\\.`),
    );
    const arabicHtml = part(ar!, 'text/html');
    expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arabicHtml).toContain('<body dir="rtl"');
    expect(arabicHtml).toContain('إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة.');
    // English stays as it was: text only
    expect(en!.parts.map((p) => p.type)).toEqual(['text/plain']);
    expect(part(en!, 'text/plain')).toMatch(/^Hello .+,\n\nYour one-time password is \d{6}\./);
  });

  it('tells a leave request and its decision in Arabic to the requester and in Hindi to the manager', async () => {
    expect((await choose(PERSON, 'ar')).statusCode).toBe(200);
    expect((await choose(PERSON_MANAGER, 'hi')).statusCode).toBe(200);
    await t.database.db.delete(mailOutbox);
    const start = addDays(todayIso(), 12);
    const applied = await t.call(PERSON, {
      method: 'POST',
      url: '/hrmsapplication/leave/create',
      payload: sickLeaveRequest(PERSON, start, 2, 'Feeling unwell.'),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const filed = await deliver();
    const toManager = filed.find((m) => m.subject.startsWith('नया अनुरोध (छुट्टी):'));
    expect(toManager, filed.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(part(toManager!, 'text/plain')).toContain('बीमारी की छुट्टी');
    const sent = filed.find((m) => m.subject === `أُرسل طلبك (${FSI}إجازة${PDI}) للموافقة`);
    expect(sent, filed.map((m) => m.subject).join(' | ')).toBeDefined();

    const request = applied.json() as object;
    const decided = await t.call(HR, {
      method: 'PATCH',
      url: '/hrmsapplication/leave/hr/approve',
      payload: { ...request, comments: 'Get well soon.' },
    });
    expect(decided.statusCode).toBe(200);
    const decision = (await deliver()).find((m) => m.subject.startsWith('تمت الموافقة على طلبك'));
    expect(decision).toBeDefined();
    const text = part(decision!, 'text/plain');
    expect(text).toContain('التعليقات');
    expect(text).toContain(`${FSI}Get well soon.${PDI}`);
    expect(text).toContain('عدد الأيام');
    expect(part(decision!, 'text/html')).toContain('dir="rtl"');
  });
});
