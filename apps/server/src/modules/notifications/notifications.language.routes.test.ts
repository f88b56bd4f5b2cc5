import { FSI, PDI } from '@hrms/shared/i18n/documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, useTestApp } from '../../test/helpers';
import { useTestSmtp } from '../../test/smtp';
import { putSwapShifts } from '../attendance/shift-swaps.test-support';
import { multipart, PDF, PNG } from '../documents/documents.test-support';
import { mailOutbox } from '../mail';
import { notifications } from './notifications.tables';

// Issue 33 point 9: the bell's entries, and the details in every approval kind's mails, in the reader's language.
const t = useTestApp();
const H = '/hrmsapplication';
const { deliver } = useTestSmtp(t);

beforeAll(async () => {
  await t.as(ADMIN);
}, 120_000);

const choose = (who: string, language: string) =>
  t.call(who, { method: 'PATCH', url: `${H}/authentication/updateLanguage`, payload: { language } });
type Feed = { items: { id: number; title: string; body: string; link: string }[] };
const feed = async (who: string, acceptLanguage?: string) =>
  (
    await t.call(who, {
      method: 'GET',
      url: `${H}/notifications`,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    })
  ).json() as Feed;
const text = (mail: { parts: { type: string; body: string }[] }) => mail.parts.find((p) => p.type === 'text/plain')?.body ?? '';
const subjects = (mails: { subject: string }[]) => mails.map((m) => m.subject).join(' | ');
function claim(who: string, fields: Record<string, string>) {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'receipt', filename: 'ticket.png', content: PNG },
  ]);
  return t.call(who, { method: 'POST', url: `${H}/expenses`, ...body });
}

describe('the notifications feed in the reader’s language', () => {
  let claimId = 0;

  it('answers an expense notice in the language the screens ask for, else the account’s, else English as written', async () => {
    expect((await choose(MANAGER, 'hi')).statusCode).toBe(200);
    await t.database.db.delete(mailOutbox);
    const filed = await claim(EMPLOYEE, { category: 'TRAVEL', amount: '1250.50', date: '2026-03-10', description: 'Train' });
    expect(filed.statusCode, filed.body).toBe(201);
    claimId = filed.json().id;
    const link = (f: Feed) => f.items.find((n) => n.link.includes(`request=${claimId}`) || n.link.startsWith('/expenses'));

    // no Accept-Language: the account's Hindi, with the details in Hindi too
    const hindi = link(await feed(MANAGER));
    expect(hindi?.title).toMatch(/^नया अनुरोध \(व्यय दावा\):|व्यय/);
    expect(hindi?.body).toContain('दिनांक');
    expect(hindi?.body).toContain('₹1,250.50');
    // the screens in Arabic: Arabic, values isolated
    const arabic = link(await feed(MANAGER, 'ar'));
    expect(arabic?.body).toContain('بمبلغ');
    expect(arabic?.body).toContain(`${FSI}₹1,250.50${PDI}`);
    // the screens in English: the entry exactly as it was always written
    const english = link(await feed(MANAGER, 'en-GB,en;q=0.9'));
    expect(english?.title).toMatch(/^New expense claim from /);
    expect(english?.body).toMatch(/asks for your approval: TRAVEL ₹1,250\.50 on .+\.$|asks for your approval: .+ ₹1,250\.50 on /);

    // the mail of the Hindi manager says the same
    const mails = await deliver();
    const toManager = mails.find((m) => m.subject.includes('व्यय दावा'));
    expect(toManager, subjects(mails)).toBeDefined();
    expect(text(toManager!)).toContain('दिनांक');
  });

  it('leaves an entry written before the languages (no translations) in English', async () => {
    const [old] = await t.database.db
      .insert(notifications)
      .values({ organizationId: 'ORG1', employeeId: MANAGER, title: 'An old notice', body: 'Written in English only.' })
      .returning({ id: notifications.id });
    const entry = (await feed(MANAGER, 'ar')).items.find((n) => n.id === old!.id);
    expect(entry).toMatchObject({ title: 'An old notice', body: 'Written in English only.' });
  });

  it('tells a profile change in Arabic: the field by its Arabic label, the values as written', async () => {
    expect((await choose(EMPLOYEE, 'ar')).statusCode).toBe(200);
    await t.database.db.delete(mailOutbox);
    const profile = (await t.call(EMPLOYEE, { method: 'GET', url: `${H}/employee/getEmployeeProfile/${EMPLOYEE}` })).json();
    const res = await t.call(EMPLOYEE, {
      method: 'PATCH',
      url: `${H}/employee/update`,
      payload: { ...profile, fatherName: 'Ramesh Kumar' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const sent = (await feed(EMPLOYEE)).items[0];
    expect(sent?.body).toContain(`${FSI}اسم الأب${PDI}`);
    expect(sent?.body).toContain(`«${FSI}Ramesh Kumar${PDI}»`);
    const mails = await deliver();
    const own = mails.find((m) => m.to.includes(profile.email) || text(m).includes('اسم الأب'));
    expect(own, subjects(mails)).toBeDefined();
    expect(text(own!)).toContain('اسم الأب');
  });

  it('tells a tax proof in Hindi: the section by its Hindi name', async () => {
    expect((await choose(EMPLOYEE, 'hi')).statusCode).toBe(200);
    const FY = '2025-26';
    expect(
      (
        await t.call(ADMIN, {
          method: 'PATCH',
          url: `${H}/payroll/declaration-window`,
          payload: { fy: FY, open: true, proofsDue: null },
        })
      ).statusCode,
    ).toBe(200);
    const declared = await t.call(EMPLOYEE, {
      method: 'PUT',
      url: `${H}/payroll/declarations/${EMPLOYEE}/${FY}`,
      payload: { regime: 'OLD', items: [{ section: '80D', amount: 40000 }] },
    });
    expect(declared.statusCode, declared.body).toBe(200);
    await t.database.db.delete(mailOutbox);
    const form = multipart([
      { name: 'section', value: '80D' },
      { name: 'file', filename: 'proof.pdf', content: PDF },
    ]);
    const filed = await t.call(EMPLOYEE, {
      method: 'POST',
      url: `${H}/payroll/declarations/${EMPLOYEE}/${FY}/proofs`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const sent = (await feed(EMPLOYEE)).items[0];
    expect(sent?.body).toContain('वित्त वर्ष 2025-26 के लिए 80D (स्वास्थ्य बीमा), proof.pdf');
    // HR chose nothing: English, as it always was
    const toHr = (await feed(HR)).items[0];
    expect(toHr?.body).toContain('asks for your approval: 80D (health insurance) for 2025-26, proof.pdf.');
    const mails = await deliver();
    expect(
      mails.some((m) => text(m).includes('80D (स्वास्थ्य बीमा)')),
      subjects(mails),
    ).toBe(true);
  });
});

describe('a teammate’s consent to a shift swap, in each one’s language', () => {
  const BASE = `${H}/attendance`;
  const ASKER = 'HRMS11';
  const TEAMMATE = 'HRMS12';
  const DAY = '2031-02-03';
  const LATER = '2031-02-04';

  beforeAll(async () => {
    await putSwapShifts(t, { day: 'LGD', night: 'LGN', site: 'LGSITE' });
    const roster = (employeeIds: string[], shift: string) =>
      t.call(ADMIN, {
        method: 'POST',
        url: `${BASE}/rosters`,
        payload: { employeeIds, shift, site: 'LGSITE', from: DAY, to: LATER },
      });
    expect((await roster([ASKER], 'LGD')).statusCode).toBe(200);
    expect((await roster([TEAMMATE], 'LGN')).statusCode).toBe(200);
    expect((await choose(ASKER, 'hi')).statusCode).toBe(200);
    expect((await choose(TEAMMATE, 'ar')).statusCode).toBe(200);
  });

  it('asks the Arabic teammate in Arabic, tells the Hindi asker of the refusal in Hindi, and the withdrawal in Arabic', async () => {
    await t.database.db.delete(mailOutbox);
    const filed = await t.call(ASKER, {
      method: 'POST',
      url: `${BASE}/swaps`,
      payload: { withEmployeeId: TEAMMATE, date: DAY, reason: 'Wedding' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    let mails = await deliver();
    const ask = mails.find((m) => m.subject.startsWith('يطلب'));
    expect(ask, subjects(mails)).toBeDefined();
    expect(ask!.subject).toContain('تبديل مناوبته معك');
    expect(text(ask!)).toContain(`${FSI}Wedding${PDI}`);
    expect(text(ask!)).toContain('صفحة تبديل المناوبات');
    expect((await feed(TEAMMATE)).items[0]?.title).toContain('تبديل مناوبته معك');

    const declined = await t.call(TEAMMATE, {
      method: 'POST',
      url: `${BASE}/swaps/${filed.json().id}/decline`,
      payload: { comments: 'Sorry, busy.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    mails = await deliver();
    const refusal = mails.find((m) => m.subject.includes('अस्वीकार'));
    expect(refusal, subjects(mails)).toBeDefined();
    expect(text(refusal!)).toContain('टिप्पणी: Sorry, busy.');
    // the same in English for a screen in English
    expect((await feed(ASKER, 'en')).items[0]?.body).toMatch(
      /declined to swap shifts with you on 2031-02-03\. Comments: Sorry, busy\.$/,
    );

    const second = await t.call(ASKER, {
      method: 'POST',
      url: `${BASE}/swaps`,
      payload: { withEmployeeId: TEAMMATE, date: LATER },
    });
    expect(second.statusCode, second.body).toBe(201);
    await deliver();
    expect((await t.call(ASKER, { method: 'POST', url: `${BASE}/swaps/${second.json().id}/cancel` })).statusCode).toBe(200);
    mails = await deliver();
    const withdrawn = mails.find((m) => m.subject.startsWith('سحب'));
    expect(withdrawn, subjects(mails)).toBeDefined();
  });

  it('accepted: the asker’s manager is asked with the swap described in their language', async () => {
    expect((await choose('HRMS3', 'ar')).statusCode).toBe(200);
    const filed = await t.call(ASKER, { method: 'POST', url: `${BASE}/swaps`, payload: { withEmployeeId: TEAMMATE, date: DAY } });
    expect(filed.statusCode, filed.body).toBe(201);
    await deliver();
    const accepted = await t.call(TEAMMATE, { method: 'POST', url: `${BASE}/swaps/${filed.json().id}/accept`, payload: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mails = await deliver();
    const toManager = mails.find((m) => m.subject.includes('تبديل مناوبة'));
    expect(toManager, subjects(mails)).toBeDefined();
    expect(text(toManager!)).toContain(`مع ${FSI}${TEAMMATE}${PDI}`);
    // the Hindi asker is told it was sent, described in Hindi
    const sent = (await feed(ASKER)).items[0];
    expect(sent?.body).toContain(`${TEAMMATE} के साथ`);
  });
});
