import { SSO_CALLBACK_PATH } from '@hrms/shared';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auditLog } from '../../lib/audit.tables';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { ADMIN, EMPLOYEE, HR, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { followToCallback, startTestProvider, type TestProvider } from '../../test/oidc-test-provider';
import { accounts } from '../auth';
import { organizations } from '../organization';
import { organizationSso, ssoLogins } from './sso.tables';

const t = useTestApp();
const PUBLIC_URL = 'http://hrms.test';
const CALLBACK = `${PUBLIC_URL}${SSO_CALLBACK_PATH}`;
const ANANYA = { sub: 'idp-ananya', email: 'ananya.rao@acme.example' };
let idp: TestProvider;

const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  issuer: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  claim: 'email',
  buttonLabel: 'Sign in with Acme ID',
  passwordLogin: 'ALL',
  ...overrides,
});

const saveSettings = (overrides: Record<string, unknown> = {}) =>
  t.call(ADMIN, { method: 'PATCH', url: '/hrmsapplication/organization/sso', payload: settings(overrides) });

const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name)?.value;

/** Starts a sign-in as a browser would: our start URL, then the provider's redirects up to our callback. */
async function signInAtProvider(tamper?: (authorizationUrl: URL) => void) {
  const start = await t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/start?organizationId=ORG1' });
  expect(start.statusCode).toBe(302);
  const authorizationUrl = new URL(String(start.headers.location));
  tamper?.(authorizationUrl);
  const callback = await followToCallback(authorizationUrl.href, CALLBACK);
  return { start, authorizationUrl, callback, state: cookieOf(start, 'hrmsSsoState') ?? '' };
}

const completeCallback = (callback: URL, state: string | undefined) =>
  t.app.inject({
    method: 'GET',
    url: `${SSO_CALLBACK_PATH}${callback.search}`,
    ...(state ? { cookies: { hrmsSsoState: state } } : {}),
  });

const refusedWith = (res: { statusCode: number; headers: Record<string, unknown> }, reason: string) => {
  expect(res.statusCode).toBe(302);
  expect(String(res.headers.location)).toContain(`ssoError=${reason}`);
  expect(String(res.headers['set-cookie'] ?? '')).not.toContain('refreshToken=');
};

/** The refused sign-ins audited since `afterId`: [refused, check] in order, all in ORG1. */
async function refusalsSince(afterId: number) {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'sso_login'), eq(auditLog.action, 'loginFailed'), gt(auditLog.id, afterId)))
    .orderBy(asc(auditLog.id));
  expect(rows.every((r) => r.organizationId === 'ORG1')).toBe(true);
  return rows.map((r) => {
    const after = r.after as { refused: string; check: string };
    return [after.refused, after.check];
  });
}
const lastAuditId = async () =>
  (await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

beforeAll(async () => {
  t.config.publicUrl = PUBLIC_URL;
  idp = await startTestProvider({ redirectUris: [CALLBACK] });
});
afterAll(async () => idp?.close());
afterEach(() => idp.alterIdTokens('as-issued'));

describe('organization/sso settings', () => {
  it('answers defaults before anything is saved, and refuses non-admins (403)', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/organization/sso' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: false, clientSecretSet: false, passwordLogin: 'ALL' });
    for (const who of [HR, EMPLOYEE]) {
      expect((await t.call(who, { method: 'GET', url: '/hrmsapplication/organization/sso' })).statusCode).toBe(403);
      expect(
        (await t.call(who, { method: 'PATCH', url: '/hrmsapplication/organization/sso', payload: settings() })).statusCode,
      ).toBe(403);
    }
  });

  it('refuses an issuer whose discovery document cannot be read, a plain-http remote issuer and a missing secret', async () => {
    const unreachable = await saveSettings({ issuer: 'http://127.0.0.1:9/nothing' });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toMatch(/discovery document/);
    const remoteHttp = await saveSettings({ issuer: 'http://idp.example.com' });
    expect(remoteHttp.statusCode).toBe(400);
    expect(remoteHttp.json().message).toMatch(/https/);
    const noSecret = await saveSettings({ clientSecret: undefined });
    expect(noSecret.statusCode).toBe(400);
    expect((await saveSettings({ claim: 'bad claim!' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(organizationSso)).toEqual([]);
  });

  it('saves after discovery, seals the secret, never answers it, audits, and stays in its organisation', async () => {
    const res = await saveSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...settings(), clientSecret: undefined, clientSecretSet: true });
    expect(res.body).not.toContain(idp.clientSecret);
    const [row] = await t.database.db.select().from(organizationSso);
    expect(row?.clientSecretSealed).not.toContain(idp.clientSecret);
    // saving again without a secret keeps the sealed one
    expect((await saveSettings({ clientSecret: undefined, buttonLabel: 'Acme ID' })).json().clientSecretSet).toBe(true);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'organization_sso'));
    expect(audits.length).toBe(2);
    expect(JSON.stringify(audits)).not.toContain(idp.clientSecret);
    const other = await t.call(OTHER_ADMIN, { method: 'GET', url: '/hrmsapplication/organization/sso' });
    expect(other.json()).toMatchObject({ enabled: false, clientSecretSet: false });
    expect((await saveSettings()).statusCode).toBe(200);
  });
});

describe('auth/sso/options', () => {
  it('answers the button by organisation, typed e-mail or user id; 404 without SSO; 400 without either', async () => {
    const byOrg = await t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/options?organizationId=ORG1' });
    expect(byOrg.json()).toEqual({ organizationId: 'ORG1', buttonLabel: 'Sign in with Acme ID' });
    for (const email of ['ananya.rao@acme.example', 'hrms4', 'someone.new@ACME.example']) {
      const res = await t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/options', query: { email } });
      expect(res.json()).toEqual({ organizationId: 'ORG1', buttonLabel: 'Sign in with Acme ID' });
    }
    for (const query of [{ organizationId: 'ORG2' }, { email: 'olivia@other.example' }, { email: 'nobody' }] as Record<
      string,
      string
    >[]) {
      expect((await t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/options', query })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/options' })).statusCode).toBe(400);
  });

  it('asks for the organisation when an unknown e-mail has a mail domain two organisations share; known people still find theirs', async () => {
    const options = (email: string) =>
      t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/options', query: { email } });
    const ORG2 = eq(organizations.organizationId, 'ORG2');
    const [{ employeeDomain } = { employeeDomain: '' }] = await t.database.db
      .select({ employeeDomain: organizations.employeeDomain })
      .from(organizations)
      .where(ORG2);
    await t.database.db.update(organizations).set({ employeeDomain: 'acme.example' }).where(ORG2);
    try {
      const shared = await options('someone.new@acme.example');
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).toEqual({ organizationRequired: true });
      expect(shared.body).not.toContain('ORG');
      for (const known of ['ananya.rao@acme.example', 'HRMS4']) {
        expect((await options(known)).json()).toEqual({ organizationId: 'ORG1', buttonLabel: 'Sign in with Acme ID' });
      }
      const byOrg = await t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/options?organizationId=ORG1' });
      expect(byOrg.json()).toEqual({ organizationId: 'ORG1', buttonLabel: 'Sign in with Acme ID' });
    } finally {
      await t.database.db.update(organizations).set({ employeeDomain }).where(ORG2);
    }
    expect((await options('someone.new@acme.example')).json()).toEqual({
      organizationId: 'ORG1',
      buttonLabel: 'Sign in with Acme ID',
    });
  });
});

describe('auth/sso/start and callback', () => {
  it('starts a code flow with PKCE S256, state and nonce, bound to the browser by a cookie', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/start?organizationId=ORG1' });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(cookieOf(start, 'hrmsSsoState')).toBe(url.searchParams.get('state'));
    const other = await t.app.inject({ method: 'GET', url: '/hrmsapplication/auth/sso/start?organizationId=ORG2' });
    refusedWith(other, 'notEnabled');
  });

  it('makes the state cookie Secure over https only (through a trusted proxy), as the refresh cookie', async () => {
    const stateCookie = async (app: FastifyInstance, headers: Record<string, string>, remoteAddress: string) => {
      const start = await app.inject({
        method: 'GET',
        url: '/hrmsapplication/auth/sso/start?organizationId=ORG1',
        headers,
        remoteAddress,
      });
      expect(start.statusCode).toBe(302);
      return start.cookies.find((c) => c.name === 'hrmsSsoState');
    };
    const https = { 'x-forwarded-proto': 'https' };
    expect((await stateCookie(t.app, {}, '127.0.0.1'))?.secure).toBeFalsy();
    expect((await stateCookie(t.app, https, '127.0.0.1'))?.secure).toBeFalsy();
    const proxied = await buildApp({
      db: t.database.db,
      config: { ...t.config, trustProxy: ['10.9.0.1'] },
      logger: false,
      serveWeb: false,
    });
    try {
      expect((await stateCookie(proxied, https, '10.9.0.1'))?.secure).toBe(true);
      expect((await stateCookie(proxied, {}, '10.9.0.1'))?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });

  it('signs the employee in with the same session a password login starts, audited, and refuses a replay', async () => {
    idp.signInAs(ANANYA);
    const { callback, state } = await signInAtProvider();
    const res = await completeCallback(callback, state);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/?sso=done`);
    const refreshToken = cookieOf(res, 'refreshToken');
    expect(refreshToken).toBeTruthy();
    const session = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/refreshToken',
      cookies: { refreshToken: refreshToken ?? '' },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ employeeId: EMPLOYEE, userRole: 'ROLE_EMPLOYEE', organizationId: 'ORG1' });
    const me = await t.app.inject({
      method: 'GET',
      url: `/hrmsapplication/employee/getEmployeeName/${EMPLOYEE}`,
      headers: { authorization: `Bearer ${session.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sso_login'), eq(auditLog.action, 'login')));
    expect(audit).toMatchObject({ organizationId: 'ORG1', actorId: EMPLOYEE, entityId: EMPLOYEE });
    refusedWith(await completeCallback(callback, state), 'invalidCallback');
  });

  it('refuses a tampered state, a callback without the browser cookie and an expired sign-in, each audited with its reason', async () => {
    const since = await lastAuditId();
    idp.signInAs(ANANYA);
    const first = await signInAtProvider();
    const tampered = new URL(first.callback);
    tampered.searchParams.set('state', `${first.state}x`);
    refusedWith(await completeCallback(tampered, first.state), 'invalidCallback');
    const second = await signInAtProvider();
    refusedWith(await completeCallback(second.callback, undefined), 'invalidCallback');
    refusedWith(await completeCallback(second.callback, second.state), 'invalidCallback');
    const third = await signInAtProvider();
    await t.database.db.update(ssoLogins).set({ expiresAt: sql`now() - interval '1 minute'` });
    refusedWith(await completeCallback(third.callback, third.state), 'invalidCallback');
    // a state nobody started names no organisation: refused, only logged
    refusedWith(await completeCallback(tampered, `${first.state}x`), 'invalidCallback');
    expect(await refusalsSince(since)).toEqual([
      ['invalidCallback', 'stateMismatch'],
      ['invalidCallback', 'stateCookieMissing'],
      ['invalidCallback', 'replayed'],
      ['invalidCallback', 'expired'],
    ]);
  });

  it('refuses an ID token for another nonce, audited', async () => {
    const since = await lastAuditId();
    idp.signInAs(ANANYA);
    const { callback, state } = await signInAtProvider((url) => url.searchParams.set('nonce', 'not-the-nonce-we-sent'));
    refusedWith(await completeCallback(callback, state), 'providerFailed');
    expect(await refusalsSince(since)).toEqual([['providerFailed', 'nonce']]);
  });

  it("refuses an expired ID token, and one not signed with the issuer's keys, audited", async () => {
    const since = await lastAuditId();
    for (const mode of ['expired', 'foreign-key'] as const) {
      idp.signInAs(ANANYA);
      idp.alterIdTokens(mode);
      const { callback, state } = await signInAtProvider();
      refusedWith(await completeCallback(callback, state), 'providerFailed');
    }
    expect(await refusalsSince(since)).toEqual([
      ['providerFailed', 'expired'],
      ['providerFailed', 'signature'],
    ]);
    idp.alterIdTokens('as-issued');
    const { callback, state } = await signInAtProvider();
    expect((await completeCallback(callback, state)).headers.location).toBe(`${PUBLIC_URL}/?sso=done`);
  });

  it("refuses a person the provider knows but the organisation does not, and another organisation's person, audited", async () => {
    const since = await lastAuditId();
    for (const person of [
      { sub: 'idp-stranger', email: 'stranger@elsewhere.example' },
      { sub: 'idp-olivia', email: 'olivia@other.example' },
    ]) {
      idp.signInAs(person);
      const { callback, state } = await signInAtProvider();
      const res = await completeCallback(callback, state);
      refusedWith(res, 'unknownPerson');
      expect(res.headers.location).toBe(`${PUBLIC_URL}/?ssoError=unknownPerson&organizationId=ORG1`);
    }
    const refused = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sso_login'), eq(auditLog.action, 'loginFailed'), gt(auditLog.id, since)))
      .orderBy(asc(auditLog.id));
    expect(refused.map((r) => r.entityId)).toEqual(['idp-stranger', 'idp-olivia']);
    expect(await refusalsSince(since)).toEqual([
      ['unknownPerson', 'claim'],
      ['unknownPerson', 'claim'],
    ]);
    expect(refused.every((r) => r.organizationId === 'ORG1')).toBe(true);
  });

  it('refuses an e-mail the provider has not verified when the claim is the e-mail, audited; no session', async () => {
    const since = await lastAuditId();
    idp.signInAs({ sub: 'idp-typed-any', email: 'ananya.rao@acme.example', email_verified: false });
    const { callback, state } = await signInAtProvider();
    const res = await completeCallback(callback, state);
    refusedWith(res, 'unverifiedEmail');
    expect(res.headers.location).toBe(`${PUBLIC_URL}/?ssoError=unverifiedEmail&organizationId=ORG1`);
    expect(await refusalsSince(since)).toEqual([['unverifiedEmail', 'emailVerified']]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sso_login'), gt(auditLog.id, since)));
    expect(row).toMatchObject({ actorId: 'sso:idp-typed-any', entityId: 'idp-typed-any' });
  });

  it('refuses a disabled account', async () => {
    await t.database.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.employeeId, 'HRMS11'));
    idp.signInAs({ sub: 'idp-pooja', email: 'pooja.reddy@acme.example' });
    const { callback, state } = await signInAtProvider();
    refusedWith(await completeCallback(callback, state), 'disabledAccount');
  });

  it('finds the person by another claim (employee id) when the settings name it, whatever the e-mail says', async () => {
    expect((await saveSettings({ claim: 'employee_id', clientSecret: undefined })).statusCode).toBe(200);
    idp.signInAs({ sub: 'idp-rahul', email: 'someone-else@acme.example', email_verified: false, employee_id: 'hrms3' });
    const { callback, state } = await signInAtProvider();
    const res = await completeCallback(callback, state);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/?sso=done`);
    const session = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/refreshToken',
      cookies: { refreshToken: cookieOf(res, 'refreshToken') ?? '' },
    });
    expect(session.json()).toMatchObject({ employeeId: 'HRMS3', userRole: 'ROLE_MANAGER' });
    expect((await saveSettings({ claim: 'email', clientSecret: undefined })).statusCode).toBe(200);
  });
});

describe('password login with single sign-on on', () => {
  const login = (employeeId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId, password: DEMO_PASSWORD },
    });

  it('stays open to everyone with ALL; only admins (break-glass) with ADMINS_ONLY; wrong passwords answer as before', async () => {
    expect((await login('HRMS4')).statusCode).toBe(200);
    expect((await saveSettings({ passwordLogin: 'ADMINS_ONLY', clientSecret: undefined })).statusCode).toBe(200);
    const employee = await login('HRMS4');
    expect(employee.statusCode).toBe(403);
    expect(employee.json().message).toMatch(/company account/);
    expect((await login(ADMIN)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/hrmsapplication/authentication/login',
          payload: { employeeId: 'HRMS4', password: 'wrong-password' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await login(OTHER_ADMIN)).statusCode).toBe(200);
    expect((await saveSettings({ passwordLogin: 'ALL', clientSecret: undefined })).statusCode).toBe(200);
    expect((await login('HRMS4')).statusCode).toBe(200);
  });
});
