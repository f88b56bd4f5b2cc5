import { FORGOT_PASSWORD_MESSAGES, LOGIN_MESSAGES, REFRESH_REUSE_GRACE_SECONDS } from '@hrms/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { requestOtp } from './password-reset.test-support';

const t = useTestApp();
const login = (payload: unknown, url = '/hrmsapplication/authentication/login') =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

function refreshCookie(res: {
  cookies: { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; maxAge?: number }[];
}) {
  return res.cookies.find((c) => c.name === 'refreshToken');
}

describe('POST authentication/login', () => {
  it.each([
    [ADMIN, 'ROLE_ADMIN'],
    [HR, 'ROLE_HR'],
    [MANAGER, 'ROLE_MANAGER'],
    [EMPLOYEE, 'ROLE_EMPLOYEE'],
    [ONBOARDING, 'ROLE_ONBOARDING'],
  ])('logs %s in with a JSON body and answers the session shape', async (employeeId, role) => {
    const res = await login({ employeeId, password: 'Welcome@123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body).toMatchObject({ userRole: role, organizationId: 'ORG1', employeeId });
    expect(body.token).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    const cookie = refreshCookie(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 7 * 86400 });
    // plain http here; Secure over https is covered in auth.tokens.test.ts
    expect(cookie?.secure).toBeFalsy();
  });

  it('accepts the query-parameter form with an empty JSON body, as the existing client sends it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login?employeeId=HRMS2&password=Welcome%40123',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userRole).toBe('ROLE_HR');
  });

  it('refuses a wrong password with message and detail, never revealing which part was wrong', async () => {
    const res = await login({ employeeId: MANAGER, password: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: LOGIN_MESSAGES.invalidCredentials, detail: LOGIN_MESSAGES.invalidCredentials });
    const unknown = await login({ employeeId: 'NOBODY', password: 'nope' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(LOGIN_MESSAGES.invalidCredentials);
  });

  it('answers the spec messages for a missing user id or password', async () => {
    expect((await login({ password: 'x' })).json().message).toBe(LOGIN_MESSAGES.userIdRequired);
    expect((await login({ employeeId: 'HRMS1' })).json().message).toBe(LOGIN_MESSAGES.passwordRequired);
  });

  it('locks an account after five wrong passwords with a 429 and a clear message', async () => {
    for (let i = 0; i < 4; i++) expect((await login({ employeeId: 'HRMS30', password: 'bad' })).statusCode).toBe(401);
    const fifth = await login({ employeeId: 'HRMS30', password: 'bad' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(LOGIN_MESSAGES.locked);
    const evenRight = await login({ employeeId: 'HRMS30', password: 'Welcome@123' });
    expect(evenRight.statusCode).toBe(429);
  });
});

describe('POST authentication/refreshToken', () => {
  it('renews again with a used token whose answer was lost, within the grace period', async () => {
    const first = await login({ employeeId: EMPLOYEE, password: 'Welcome@123' });
    const original = refreshCookie(first)!.value;
    const renew = (value: string) =>
      t.app.inject({ method: 'POST', url: '/hrmsapplication/authentication/refreshToken', cookies: { refreshToken: value } });
    const [a, b] = await Promise.all([renew(original), renew(original)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await renew(refreshCookie(a)!.value)).statusCode).toBe(200);
    expect((await renew(refreshCookie(b)!.value)).statusCode).toBe(200);
  });

  it('rotates the refresh token and detects reuse of an old one after the grace period', async () => {
    const first = await login({ employeeId: EMPLOYEE, password: 'Welcome@123' });
    const original = refreshCookie(first)!.value;
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/refreshToken',
      cookies: { refreshToken: original },
    });
    expect(renewed.statusCode).toBe(200);
    const rotated = refreshCookie(renewed)!.value;
    expect(rotated).not.toBe(original);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (REFRESH_REUSE_GRACE_SECONDS + 5) * 1000);
    onTestFinished(() => void vi.useRealTimers());
    const replay = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/refreshToken',
      cookies: { refreshToken: original },
    });
    expect(replay.statusCode).toBe(401);
    // the whole family is revoked, so the rotated token is dead too
    const after = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/refreshToken',
      cookies: { refreshToken: rotated },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a request without a cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/hrmsapplication/authentication/refreshToken' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST authentication/logout', () => {
  it('revokes the session so its refresh cookie no longer works', async () => {
    const session = await login({ employeeId: 'HRMS11', password: 'Welcome@123' });
    const cookie = refreshCookie(session)!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/logout?employeeid=HRMS11',
      headers: { authorization: `Bearer ${session.json().token}` },
      cookies: { refreshToken: cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/refreshToken',
      cookies: { refreshToken: cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  it('mails an OTP that resets the password once', async () => {
    const { res: sent, otp } = await requestOtp(t, 'HRMS12');
    expect(sent.statusCode).toBe(200);
    const reset = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/hrmsapplication/authentication/resetPassword',
        payload: { employeeId: 'HRMS12', otp, password: 'NewSecret@1' },
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await login({ employeeId: 'HRMS12', password: 'NewSecret@1' })).statusCode).toBe(200);
    const again = await reset();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(FORGOT_PASSWORD_MESSAGES.invalidOtp);
  });

  it('answers the same for an unknown employee and refuses an empty id with the spec message', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/forgot-password',
      payload: { employeeId: 'NOBODY' },
    });
    expect(unknown.statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/forgot-password',
      payload: { employeeId: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(FORGOT_PASSWORD_MESSAGES.emptyInput);
  });

  it('refuses a short password and stops after five wrong OTPs', async () => {
    const { otp } = await requestOtp(t, 'HRMS13');
    const short = await t.app.inject({
      method: 'PATCH',
      url: '/hrmsapplication/authentication/resetPassword',
      payload: { employeeId: 'HRMS13', otp: '123456', password: 'short' },
    });
    expect(short.json().message).toBe(FORGOT_PASSWORD_MESSAGES.passwordsMismatch);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'PATCH',
        url: '/hrmsapplication/authentication/resetPassword',
        payload: { employeeId: 'HRMS13', otp: wrong, password: 'LongEnough1' },
      });
    }
    const right = await t.app.inject({
      method: 'PATCH',
      url: '/hrmsapplication/authentication/resetPassword',
      payload: { employeeId: 'HRMS13', otp, password: 'LongEnough1' },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('PATCH authentication/updateAuthenticationRole', () => {
  const assign = (as: string | null, payload: object) =>
    t.call(as, { method: 'PATCH', url: '/hrmsapplication/authentication/updateAuthenticationRole', payload });

  it('lets an admin assign a role, which the next login carries', async () => {
    expect((await assign(ADMIN, { employeeId: 'HRMS14', userRole: 'ROLE_MANAGER' })).statusCode).toBe(200);
    expect((await login({ employeeId: 'HRMS14', password: 'Welcome@123' })).json().userRole).toBe('ROLE_MANAGER');
  });

  it.each([HR, MANAGER, EMPLOYEE, ONBOARDING])('refuses %s with 403', async (who) => {
    expect((await assign(who, { employeeId: 'HRMS15', userRole: 'ROLE_ADMIN' })).statusCode).toBe(403);
  });

  it('refuses without a token, for another tenant, and for an unknown role', async () => {
    expect((await assign(null, { employeeId: 'HRMS15', userRole: 'ROLE_ADMIN' })).statusCode).toBe(401);
    expect((await assign(OTHER_ADMIN, { employeeId: 'HRMS15', userRole: 'ROLE_ADMIN' })).statusCode).toBe(404);
    expect((await assign(ADMIN, { employeeId: 'HRMS15', userRole: 'ROLE_KING' })).statusCode).toBe(400);
  });
});

describe('tenancy and tokens', () => {
  it('answers 403 when the organizationId header disagrees with the token', async () => {
    const res = await t.call(ADMIN, {
      method: 'GET',
      url: '/hrmsapplication/employee/getAll',
      headers: { organizationid: 'ORG2' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 for a forged token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/hrmsapplication/employee/getAll',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('sends security headers and never a stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hrmsapplication/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.body).not.toContain('at ');
  });

  it('answers a CORS preflight only for configured origins', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/hrmsapplication/employee/getAll',
      headers: { origin: 'http://allowed.example' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-headers']).toContain('organizationId');
    const other = await t.app.inject({
      method: 'GET',
      url: '/hrmsapplication/employee/getAll',
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
