import { FSI, PDI } from '@hrms/shared/i18n/documents';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, useTestApp } from '../../test/helpers';
import { NEW_PERSON } from '../../test/people';
import { useTestSmtp } from '../../test/smtp';
import { accounts } from '../auth';
import { mailOutbox } from '../mail';

// Issue 33 point 9: a new person has chosen no language yet; their welcome mail is in the language of whoever
// creates them (their screens' language, else their saved one, else English). docs/operations.md.
const t = useTestApp();
const { deliver } = useTestSmtp(t);

beforeAll(async () => {
  await t.as(ADMIN);
}, 120_000);

const person = (n: number) => ({ ...NEW_PERSON, email: `zoya.welcome${n}@acme.example` });
const choose = (language: string) =>
  t.call(ADMIN, { method: 'PATCH', url: '/hrmsapplication/authentication/updateLanguage', payload: { language } });
async function createAndDeliver(n: number, acceptLanguage?: string) {
  await t.database.db.delete(mailOutbox);
  const res = await t.call(ADMIN, {
    method: 'POST',
    url: '/hrmsapplication/employee/create',
    payload: person(n),
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const mails = (await deliver()).filter((m) => m.to === `zoya.welcome${n}@acme.example`);
  expect(mails).toHaveLength(1);
  const { employeeId, temporaryPassword } = res.json() as { employeeId: string; temporaryPassword: string };
  const mail = mails[0]!;
  const part = (type: string) => mail.parts.find((p) => p.type === type)?.body;
  return { employeeId, temporaryPassword, subject: mail.subject, text: part('text/plain') ?? '', html: part('text/html') };
}

describe('the welcome mail of a new person, through a real SMTP server', () => {
  it('is English, text only and as it always was, when the creator chose no language', async () => {
    const mail = await createAndDeliver(1);
    expect(mail.subject).toMatch(/^Welcome to /);
    expect(mail.html).toBeUndefined();
    expect(mail.text).toBe(
      `Hello Zoya,\n\nYour employee ID is ${mail.employeeId} and your one-time password is ${mail.temporaryPassword}.\nPlease log in and change it using "Forgot Password".\n`,
    );
  });

  it('is Arabic (right to left, the password isolated) when the creator saved Arabic', async () => {
    expect((await choose('ar')).statusCode).toBe(200);
    const mail = await createAndDeliver(2);
    expect(mail.subject).toMatch(/^مرحبًا بك في /);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain(`${FSI}${mail.temporaryPassword}${PDI}`);
    expect(mail.text).toContain(`${FSI}${mail.employeeId}${PDI}`);
  });

  it('follows the language the creator’s screens are in before the saved one', async () => {
    const mail = await createAndDeliver(3, 'hi-IN,hi;q=0.9');
    expect(mail.html).toContain('<html lang="hi" dir="ltr">');
    expect(mail.text).toContain('नमस्ते Zoya');
    expect(mail.text).toContain(mail.temporaryPassword);
    // and the new account keeps no language: the person chooses theirs
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.employeeId, mail.employeeId));
    expect(account?.language ?? null).toBeNull();
  });
});
