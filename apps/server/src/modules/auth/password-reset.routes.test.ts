import { FORGOT_PASSWORD_MESSAGES, OTP_MAX_CODES_PER_HOUR } from '@hrms/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { employees } from '../employees';
import { mailOutbox } from '../mail';
import { passwordResetLimits } from './auth.tables';
import { mailCount, requestOtp } from './password-reset.test-support';

const t = useTestApp();
const reset = (employeeId: string, otp: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'PATCH',
    url: '/hrmsapplication/authentication/resetPassword',
    payload: { employeeId, otp, password: 'LongEnough1' },
    remoteAddress,
  });
const forgot = (employeeId: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/hrmsapplication/authentication/forgot-password',
    payload: { employeeId },
    remoteAddress,
  });
const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await t.deliverMail();
};

describe('forgot password cannot be guessed', () => {
  it('locks reset for the account after ten wrong OTPs across codes, with a clear message', async () => {
    const first = await requestOtp(t, 'HRMS16');
    for (let i = 0; i < 5; i++) expect((await reset('HRMS16', wrongFor(first.otp))).statusCode).toBe(400);
    expect((await reset('HRMS16', first.otp)).json().message).toBe(FORGOT_PASSWORD_MESSAGES.tooManyAttempts);

    // a new code no longer resets the count: five more wrong guesses lock the account's reset
    const second = await requestOtp(t, 'HRMS16');
    for (let i = 0; i < 4; i++) expect((await reset('HRMS16', wrongFor(second.otp))).statusCode).toBe(400);
    const tenth = await reset('HRMS16', wrongFor(second.otp));
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toBe(FORGOT_PASSWORD_MESSAGES.resetLocked);

    // locked: even the right code is refused, and no new code is mailed
    const right = await reset('HRMS16', second.otp);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(FORGOT_PASSWORD_MESSAGES.resetLocked);
    const before = mailCount(t);
    expect((await forgot('HRMS16')).json().message).toBe(FORGOT_PASSWORD_MESSAGES.otpSent);
    await settle();
    expect(mailCount(t)).toBe(before);
  });

  it(`mails at most ${OTP_MAX_CODES_PER_HOUR} codes per account per hour and answers the same beyond`, async () => {
    for (let i = 0; i < OTP_MAX_CODES_PER_HOUR; i++) await requestOtp(t, 'HRMS17');
    const before = mailCount(t);
    const extra = await forgot('HRMS17');
    expect(extra.statusCode).toBe(200);
    expect(extra.json().message).toBe(FORGOT_PASSWORD_MESSAGES.otpSent);
    await settle();
    expect(mailCount(t)).toBe(before);
  });

  it('checks at most five guesses of one code even when they arrive at once', async () => {
    const { otp } = await requestOtp(t, 'HRMS19', '10.0.2.2');
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => reset('HRMS19', wrongFor(otp), `10.0.1.${i + 1}`)));
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('answers guesses at an unknown id exactly as at a real one', async () => {
    const { otp } = await requestOtp(t, 'HRMS20', '10.0.2.1');
    await forgot('GHOST77', '10.0.2.1');
    await settle();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await reset('HRMS20', wrongFor(otp), '10.0.3.1')).statusCode);
      unknown.push((await reset('ghost77', '123456', '10.0.3.2')).statusCode);
    }
    expect(known).toEqual([400, 400, 400, 400, 400, 429]);
    expect(unknown).toEqual(known);
  });

  it('answers forgot-password identically for a known and an unknown id', async () => {
    // from another address than the tests above, so the per-address limit does not interfere
    const known = await forgot('HRMS18', '10.0.0.9');
    const unknown = await forgot('NOBODY42', '10.0.0.9');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await settle();
  });
});

describe('forgot password through a mail outage', () => {
  const PERSON = 'HRMS22';
  const outboxOf = async (to: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
  const codesCounted = async () =>
    (await t.database.db.select().from(passwordResetLimits).where(eq(passwordResetLimits.employeeId, PERSON)))[0]?.codesSent;

  it('rewrites the code of a mail still waiting instead of queuing another, so the person resets at once after the outage', {
    timeout: 90_000,
  }, async () => {
    const [{ email } = { email: '' }] = await t.database.db
      .select({ email: employees.email })
      .from(employees)
      .where(eq(employees.employeeId, PERSON));
    // an address of its own: the route's per-address limit is the earlier tests' to spend
    const address = '10.0.0.22';
    await forgot(PERSON, address);
    await vi.waitFor(async () => expect(await outboxOf(email)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const [first] = await outboxOf(email);
    // the mail server is down: the first try failed and the next waits an hour
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: 1, lastError: '421 try again later', nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(mailOutbox.id, first!.id));
    for (let i = 0; i < OTP_MAX_CODES_PER_HOUR + 2; i++) {
      await forgot(PERSON, address);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await vi.waitFor(async () => expect((await outboxOf(email))[0]?.text).not.toBe(first!.text), { timeout: 10_000 });
    const waiting = await outboxOf(email);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ id: first!.id, status: 'QUEUED' });
    expect(waiting[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await codesCounted()).toBe(1);

    // the server is back: the one mail goes out with the latest code, which resets the password
    await t.deliverMail();
    const [sent] = await outboxOf(email);
    expect(sent?.status).toBe('SENT');
    const otp = /one-time password is (\d{6})/.exec(sent!.text)![1]!;
    expect((await reset(PERSON, otp)).statusCode).toBe(200);
    // and the hour still has its codes: a new request mails a new code
    const next = await requestOtp(t, PERSON, address);
    expect(next.otp).toMatch(/^\d{6}$/);
    expect(await codesCounted()).toBe(2);
  });
});
