import { randomBytes } from 'node:crypto';
import { LOGIN_MESSAGES, MAX_FAILED_LOGINS } from '@hrms/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../../lib/login-throttle';
import { useAppsWithConfig, useTestApp } from '../../test/helpers';
import { ensureRedis } from '../../test/redis';

const t = useTestApp();
const RIGHT = 'Welcome@123';
const appWith = useAppsWithConfig(t);

function login(employeeId: string, password: string, options: Partial<InjectOptions> = {}, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/hrmsapplication/authentication/login',
    payload: { employeeId, password },
    ...options,
  });
}

/** Status and body of `tries` wrong passwords in a row. */
async function wrongTimes(tries: number, employeeId: string, options: (i: number) => Partial<InjectOptions>, app = t.app) {
  const answers: { status: number; body: unknown }[] = [];
  for (let i = 0; i < tries; i++) {
    const res = await login(employeeId, 'wrong-password', options(i), app);
    answers.push({ status: res.statusCode, body: res.json() });
  }
  return answers;
}

describe('login throttling by id and address', () => {
  it('answers an unknown id exactly as a known one, up to and through the lock', async () => {
    const known = await wrongTimes(MAX_FAILED_LOGINS + 1, 'HRMS31', () => ({ remoteAddress: '10.1.0.1' }));
    const unknown = await wrongTimes(MAX_FAILED_LOGINS + 1, 'NOBODY31', () => ({ remoteAddress: '10.1.0.1' }));
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(known[4]!.body).toMatchObject({ message: LOGIN_MESSAGES.locked });
  });

  it('a lock from one address leaves the owner free to log in from another', async () => {
    const attack = await wrongTimes(MAX_FAILED_LOGINS, 'HRMS32', () => ({ remoteAddress: '10.2.0.66' }));
    expect(attack.at(-1)!.status).toBe(429);
    expect((await login('HRMS32', RIGHT, { remoteAddress: '10.2.0.66' })).statusCode).toBe(429);
    expect((await login('HRMS32', RIGHT, { remoteAddress: '10.2.0.7' })).statusCode).toBe(200);
  });

  it('a success forgets the earlier failures of that id and address', async () => {
    await wrongTimes(MAX_FAILED_LOGINS - 1, 'HRMS33', () => ({ remoteAddress: '10.3.0.1' }));
    expect((await login('HRMS33', RIGHT, { remoteAddress: '10.3.0.1' })).statusCode).toBe(200);
    const again = await wrongTimes(MAX_FAILED_LOGINS - 1, 'HRMS33', () => ({ remoteAddress: '10.3.0.1' }));
    expect(again.every((a) => a.status === 401)).toBe(true);
  });

  it('a forged X-Forwarded-For does not escape the limit when no proxy is trusted', async () => {
    const answers = await wrongTimes(MAX_FAILED_LOGINS, 'HRMS34', (i) => ({
      remoteAddress: '10.4.0.1',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429]);
  });

  it('believes X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    const proxied = await appWith({ trustProxy: ['10.5.0.1'] });
    const viaProxy = (client: string) => ({ remoteAddress: '10.5.0.1', headers: { 'x-forwarded-for': client } });
    const attack = await wrongTimes(MAX_FAILED_LOGINS, 'HRMS35', () => viaProxy('198.51.100.9'), proxied);
    expect(attack.at(-1)!.status).toBe(429);
    expect((await login('HRMS35', RIGHT, viaProxy('198.51.100.10'), proxied)).statusCode).toBe(200);
    // another address claiming to be a proxy is not believed: its forged clients all count as itself
    const forged = await wrongTimes(
      MAX_FAILED_LOGINS,
      'HRMS36',
      (i) => ({
        remoteAddress: '10.5.0.99',
        headers: { 'x-forwarded-for': `198.51.100.${20 + i}` },
      }),
      proxied,
    );
    expect(forged.at(-1)!.status).toBe(429);
  });

  it('caps the failures of one address over many ids', async () => {
    const throttle = createLoginThrottle(null, { perPair: 5, perAddressPerHour: 3, lockSeconds: 60 });
    await throttle.fail('A1', '10.6.0.1');
    await throttle.fail('A2', '10.6.0.1');
    await expect(throttle.fail('A3', '10.6.0.1')).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.check('A4', '10.6.0.1')).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.check('A4', '10.6.0.2')).resolves.toBeUndefined();
  });
});

describe('TLS behind a trusted proxy', () => {
  it('sends HSTS only when a trusted proxy says the client used https', async () => {
    const proxied = await appWith({ trustProxy: ['127.0.0.1'] });
    const https = { 'x-forwarded-proto': 'https' };
    const behind = await proxied.inject({ method: 'GET', url: '/healthz', headers: https });
    expect(behind.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const direct = await t.app.inject({ method: 'GET', url: '/healthz', headers: https });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the API docs page a content security policy', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/hrmsapplication/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('several copies sharing Redis (REDIS_URL)', () => {
  let redisUrl: string;
  beforeAll(async () => {
    redisUrl = await ensureRedis();
  });
  const shared = () => ({ redisUrl, redisKeyPrefix: `hrms-test-${randomBytes(4).toString('hex')}:` });

  it('shares login throttling: failures on one copy lock the pair on the other', async () => {
    const config = shared();
    const [first, second] = [await appWith(config), await appWith(config)];
    const one = await wrongTimes(MAX_FAILED_LOGINS - 1, 'HRMS37', () => ({ remoteAddress: '10.7.0.1' }), first);
    expect(one.every((a) => a.status === 401)).toBe(true);
    const last = await login('HRMS37', 'wrong-password', { remoteAddress: '10.7.0.1' }, second);
    expect(last.statusCode).toBe(429);
    expect((await login('HRMS37', RIGHT, { remoteAddress: '10.7.0.1' }, first)).statusCode).toBe(429);
  });

  it('shares route rate limits between copies', async () => {
    const config = shared();
    const [first, second] = [await appWith(config), await appWith(config)];
    const ask = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/hrmsapplication/authentication/forgot-password',
        payload: { employeeId: 'NOBODY' },
        remoteAddress: '10.8.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await ask(i % 2 ? first : second)).statusCode).toBe(200);
    expect((await ask(first)).statusCode).toBe(429);
    expect((await ask(second)).statusCode).toBe(429);
  });

  it('keeps logging people in, counting in memory, while Redis is unreachable', async () => {
    const down = await appWith({ redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: 'down:' });
    expect((await login('HRMS30', RIGHT, { remoteAddress: '10.9.0.1' }, down)).statusCode).toBe(200);
    const answers = await wrongTimes(MAX_FAILED_LOGINS, 'HRMS30', () => ({ remoteAddress: '10.9.0.1' }), down);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429]);
  });
});
