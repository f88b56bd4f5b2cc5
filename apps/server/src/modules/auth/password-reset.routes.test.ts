import { FORGOT_PASSWORD_MESSAGES, OTP_MAX_CODES_PER_HOUR } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
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
