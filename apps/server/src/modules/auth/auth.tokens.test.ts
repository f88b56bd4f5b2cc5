import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { parseAccessTokenTtl } from '../../config';
import { createTokenService } from '../../lib/auth';
import { EMPLOYEE, useAppsWithConfig, useTestApp } from '../../test/helpers';

const t = useTestApp();
const appWith = useAppsWithConfig(t);

const login = (app: FastifyInstance, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/hrmsapplication/authentication/login',
    payload: { employeeId: EMPLOYEE, password: 'Welcome@123' },
    headers,
    remoteAddress,
  });
const refreshCookie = (res: { cookies: { name: string; secure?: boolean }[] }) =>
  res.cookies.find((c) => c.name === 'refreshToken');

describe('access-token lifetime (ACCESS_TOKEN_TTL)', () => {
  it('reads seconds or a number with a unit, 15 minutes when unset, and refuses the rest at start-up', () => {
    expect([undefined, '', '900', '15m', '8h', '1d', '60'].map(parseAccessTokenTtl)).toEqual([
      900, 900, 900, 900, 28_800, 86_400, 60,
    ]);
    for (const bad of ['59', '2d', 'abc', '-5m', '1.5h', '15 minutes']) expect(() => parseAccessTokenTtl(bad)).toThrow();
  });

  it('issues tokens that live 15 minutes by default and as long as configured otherwise', async () => {
    const short = decodeJwt((await login(t.app)).json().token);
    expect(short.exp! - short.iat!).toBe(900);
    const long = decodeJwt((await login(await appWith({ accessTokenTtlSeconds: 8 * 3600 }))).json().token);
    expect(long.exp! - long.iat!).toBe(8 * 3600);
  });
});

describe('access tokens without an expiry', () => {
  it('refuses a token signed with the real key but carrying no exp', async () => {
    const session = (await login(t.app)).json();
    const claims = decodeJwt(session.token);
    const key = createHash('sha256').update(`access-token:${t.config.secretKey}`).digest();
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT({ role: claims.role, org: claims.org, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(EMPLOYEE)
        .setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(key);
    };
    const call = async (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/hrmsapplication/employee/getEmployeeName/${EMPLOYEE}`,
        headers: { authorization: `Bearer ${token}` },
      });
    // the same forged claims with an expiry pass, so the refusal is the missing exp alone
    expect((await call(await sign(true))).statusCode).toBe(200);
    expect((await call(await sign(false))).statusCode).toBe(401);
  });
});

describe('the refresh cookie over http and https', () => {
  it('is Secure only when the request came over https through a trusted proxy, never on plain http', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(refreshCookie(await login(t.app))?.secure).toBeFalsy();
    // a client claiming https without a trusted proxy is not believed
    expect(refreshCookie(await login(t.app, https))?.secure).toBeFalsy();
    const proxied = await appWith({ trustProxy: ['10.9.0.1'] });
    expect(refreshCookie(await login(proxied, https, '10.9.0.1'))?.secure).toBe(true);
    expect(refreshCookie(await login(proxied, {}, '10.9.0.1'))?.secure).toBeFalsy();
    const never = await appWith({ trustProxy: ['10.9.0.1'], secureCookies: false });
    expect(refreshCookie(await login(never, https, '10.9.0.1'))?.secure).toBeFalsy();
  });
});

describe('verified tokens are remembered, never beyond what they prove', () => {
  it('refuses a remembered token once it expires, and a token differing by one character', async () => {
    const tokens = createTokenService('a secret of this test', 60);
    const claims = { employeeId: EMPLOYEE, organizationId: 'ORG1', role: 'ROLE_EMPLOYEE' as const, sessionId: randomUUID() };
    const token = await tokens.issue(claims);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await tokens.verify(token)).toEqual(claims);
      expect(await tokens.verify(token)).toEqual(claims); // the second call is answered from memory
      const [head, body, signature] = token.split('.') as [string, string, string];
      const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
      await expect(tokens.verify(`${head}.${body}.${flipped}`)).rejects.toThrow();
      await expect(createTokenService('another secret', 60).verify(token)).rejects.toThrow();
      vi.setSystemTime(Date.now() + 61_000);
      await expect(tokens.verify(token)).rejects.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});
