import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { ADMIN, EMPLOYEE, HR, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { accounts } from '../auth';
import { employees } from '../employees';
import { mailOutbox } from '../mail';
import { apiTokens } from './apitokens.tables';

const t = useTestApp();
const URL = '/hrmsapplication/admin/api-tokens';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const createToken = (who: string, payload: Record<string, unknown>) => t.call(who, { method: 'POST', url: URL, payload });

async function tokenWith(scopes: string[], name = `integration ${scopes.join(' ')}`, who = ADMIN) {
  const res = await createToken(who, { name, scopes, expiresAt: inDays(30) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; token: string; name: string };
}

const withToken = (
  token: string,
  options: { method?: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object; headers?: object },
) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) },
  });

const newPerson = {
  prefix: 'Mr ',
  firstname: 'Tariq',
  middlename: '',
  lastname: 'Khan',
  email: 'tariq.khan@acme.example',
  countryCode: '+91',
  phoneNumber: '9812345670',
  maritialStatus: 'Single',
  dob: '1994-05-01',
  gender: 'Male',
  fatherName: 'Imran Khan',
  doj: '2025-02-03',
  bloodGroup: 'O +ve',
};

describe('admin/api-tokens', () => {
  it('creates a token shown once (hrms_pat_), keeps only its hash, audits, and lists it without the token', async () => {
    const res = await createToken(ADMIN, {
      name: 'Payroll provider',
      scopes: ['payroll:read', 'employees:read'],
      expiresAt: inDays(90),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.token).toMatch(/^hrms_pat_[A-Za-z0-9_-]{40,}$/);
    expect(created).toMatchObject({ name: 'Payroll provider', scopes: ['payroll:read', 'employees:read'] });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row?.tokenHash).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.token.slice('hrms_pat_'.length));
    const list = await t.call(ADMIN, { method: 'GET', url: URL });
    expect(list.json()).toContainEqual({
      id: created.id,
      name: 'Payroll provider',
      scopes: ['payroll:read', 'employees:read'],
      expiresAt: created.expiresAt,
      lastUsedAt: null,
      createdBy: ADMIN,
    });
    expect(list.body).not.toContain(created.token);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect(JSON.stringify(audits)).not.toContain(created.token);
  });

  it('refuses non-admins, and keeps each organisation to its own tokens', async () => {
    for (const who of [HR, EMPLOYEE]) {
      expect((await createToken(who, { name: 'x', scopes: ['leave:read'], expiresAt: inDays(1) })).statusCode).toBe(403);
      expect((await t.call(who, { method: 'GET', url: URL })).statusCode).toBe(403);
    }
    const mine = await tokenWith(['leave:read'], 'ORG1 leave reader');
    const theirs = await t.call(OTHER_ADMIN, { method: 'GET', url: URL });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    expect((await t.call(OTHER_ADMIN, { method: 'DELETE', url: `${URL}/${mine.id}` })).statusCode).toBe(404);
    expect((await withToken(mine.token, { url: '/hrmsapplication/leaves/getLeaves' })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = (await t.database.db.select().from(apiTokens)).length;
    for (const payload of [
      { name: '', scopes: ['leave:read'], expiresAt: inDays(1) },
      { name: 'x', scopes: [], expiresAt: inDays(1) },
      { name: 'x', scopes: ['everything:write'], expiresAt: inDays(1) },
      { name: 'x', scopes: ['leave:read'], expiresAt: inDays(-1) },
      { name: 'x', scopes: ['leave:read'], expiresAt: inDays(400) },
      { name: 'x', scopes: ['leave:read'], expiresAt: 'next tuesday' },
      { name: 'x', scopes: 'leave:read', expiresAt: inDays(1) },
    ]) {
      expect((await createToken(ADMIN, payload)).statusCode).toBe(400);
    }
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${URL}/not-a-uuid` })).statusCode).toBe(400);
    expect((await t.database.db.select().from(apiTokens)).length).toBe(before);
  });
});

describe('calling the API with a token', () => {
  it('reads within its scope in its organisation, without an organizationId header', async () => {
    const { token } = await tokenWith(['employees:read']);
    const list = await withToken(token, { url: '/hrmsapplication/employee/getAll?size=5' });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBe(5);
    const profile = await withToken(token, { url: `/hrmsapplication/employee/getEmployeeProfile/${EMPLOYEE}` });
    expect(profile.json().employeeId).toBe(EMPLOYEE);
    expect((await withToken(token, { url: `/hrmsapplication/employee/getEmployeeProfile/${OTHER_ADMIN}` })).statusCode).toBe(404);
    const otherOrgHeader = await withToken(token, {
      url: '/hrmsapplication/employee/getAll',
      headers: { organizationid: 'ORG2' },
    });
    expect(otherOrgHeader.statusCode).toBe(403);
  });

  it('answers 403 outside its scopes and on calls that take no tokens, audited', async () => {
    const { token, id } = await tokenWith(['employees:read'], 'narrow reader');
    const write = await withToken(token, { method: 'POST', url: '/hrmsapplication/employee/create', payload: newPerson });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toMatch(/scope/);
    expect((await withToken(token, { url: '/hrmsapplication/leaves/getLeaves' })).statusCode).toBe(403);
    const noScope = await withToken(token, { url: URL });
    expect(noScope.statusCode).toBe(403);
    expect(noScope.json().message).toMatch(/cannot call/);
    expect((await withToken(token, { url: '/hrmsapplication/organization/sso' })).statusCode).toBe(403);
    expect((await t.database.db.select().from(employees).where(eq(employees.email, newPerson.email))).length).toBe(0);
    const refused = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(
      refused.filter((r) => r.action === 'apiCall').map((r) => (r.after as { statusCode: number; url: string }).statusCode),
    ).toEqual([403, 403, 403, 403]);
  });

  it('writes through the same validation as the UI, audited under the token name', async () => {
    const { token, id } = await tokenWith(['employees:write'], 'Directory sync');
    const bad = await withToken(token, {
      method: 'POST',
      url: '/hrmsapplication/employee/create',
      payload: { ...newPerson, email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    const res = await withToken(token, { method: 'POST', url: '/hrmsapplication/employee/create', payload: newPerson });
    expect(res.statusCode).toBe(200);
    const { employeeId } = res.json();
    const [created] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, employeeId));
    expect(created).toMatchObject({ actorId: 'api-token:Directory sync', organizationId: 'ORG1', action: 'create' });
    const uses = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(uses.map((u) => [u.action, u.actorId, (u.after as { statusCode: number }).statusCode])).toEqual([
      ['create', ADMIN, undefined],
      ['apiCall', 'api-token:Directory sync', 400],
      ['apiCall', 'api-token:Directory sync', 200],
    ]);
    const listed = (await t.call(ADMIN, { method: 'GET', url: URL })).json() as { id: string; lastUsedAt: string | null }[];
    expect(listed.find((row) => row.id === id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it("never answers a new person's password to a token: the person gets a mail to set one instead", async () => {
    const { token } = await tokenWith(['employees:write'], 'HR system');
    const email = 'token.joiner@acme.example';
    const res = await withToken(token, {
      method: 'POST',
      url: '/hrmsapplication/employee/create',
      payload: { ...newPerson, email, firstname: 'Noor' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['employeeId', 'message']);
    await t.deliverMail();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.text).toContain(body.employeeId);
    expect(mail?.text).toContain('choose "Forgot Password"');
    expect(mail?.text).not.toMatch(/password is/);
    // the admin in the app is still shown the one-time password once
    const inApp = await t.call(ADMIN, {
      method: 'POST',
      url: '/hrmsapplication/employee/create',
      payload: { ...newPerson, email: 'app.joiner@acme.example' },
    });
    expect(inApp.json().temporaryPassword).toEqual(expect.any(String));
  });

  it('answers 401 once revoked, once expired, and to an unknown token; 403 when its creator is no longer an admin', async () => {
    const revoked = await tokenWith(['leave:read'], 'to revoke');
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${URL}/${revoked.id}` })).statusCode).toBe(204);
    expect((await withToken(revoked.token, { url: '/hrmsapplication/leaves/getLeaves' })).statusCode).toBe(401);
    expect((await t.call(ADMIN, { method: 'DELETE', url: `${URL}/${revoked.id}` })).statusCode).toBe(404);
    expect(((await t.call(ADMIN, { method: 'GET', url: URL })).json() as { id: string }[]).map((r) => r.id)).not.toContain(
      revoked.id,
    );

    const expiring = await tokenWith(['leave:read'], 'to expire');
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expiring.id));
    expect((await withToken(expiring.token, { url: '/hrmsapplication/leaves/getLeaves' })).statusCode).toBe(401);
    expect((await withToken('hrms_pat_made-up', { url: '/hrmsapplication/leaves/getLeaves' })).statusCode).toBe(401);

    await t.database.db.update(accounts).set({ role: 'ROLE_ADMIN' }).where(eq(accounts.employeeId, 'HRMS6'));
    const fromFormerAdmin = await tokenWith(['employees:read'], 'former admin', 'HRMS6');
    await t.database.db.update(accounts).set({ role: 'ROLE_MANAGER' }).where(eq(accounts.employeeId, 'HRMS6'));
    expect((await withToken(fromFormerAdmin.token, { url: '/hrmsapplication/employee/getAll' })).statusCode).toBe(403);
  });

  it('is rate-limited per token', async () => {
    const { token } = await tokenWith(['leave:read'], 'busy integration');
    let status = 200;
    for (let i = 0; i < 601 && status === 200; i++) {
      status = (await withToken(token, { url: '/hrmsapplication/leaves/getLeaves' })).statusCode;
    }
    expect(status).toBe(429);
  }, 180_000);
});

describe('OpenAPI', () => {
  it('describes the token scheme and the scope of each call that takes tokens', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/hrmsapplication/docs/json' })).json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const getAll = doc.paths['/hrmsapplication/employee/getAll'].get;
    expect(getAll.description).toContain('API token scope: `employees:read`');
    expect(getAll.security).toContainEqual({ apiToken: [] });
    expect(doc.paths['/hrmsapplication/admin/api-tokens'].get.description ?? '').not.toContain('API token scope');
  });
});
