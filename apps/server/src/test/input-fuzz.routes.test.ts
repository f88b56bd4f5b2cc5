import { type Role, roleAllowed } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../lib/input-guard';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, useTestApp } from './helpers';

const t = useTestApp();
const PEOPLE: [string, Role][] = [
  [ADMIN, 'ROLE_ADMIN'],
  [HR, 'ROLE_HR'],
  [MANAGER, 'ROLE_MANAGER'],
  [EMPLOYEE, 'ROLE_EMPLOYEE'],
  [ONBOARDING, 'ROLE_ONBOARDING'],
];
const WRITES = ['POST', 'PATCH', 'PUT', 'DELETE'];

/** Someone the route lets in (null for a public route; undefined when no demo role may call it). */
const callerFor = (route: { public: boolean; roles: readonly Role[] }) =>
  route.public ? null : PEOPLE.find(([, role]) => roleAllowed(role, route.roles))?.[0];
const concrete = (url: string, value: string) => url.replace(/:[A-Za-z]+\??/g, value);

type Probe = { name: string; url: string; headers?: Record<string, string>; payload?: string | object };

/** The hostile inputs for one route: NUL in the path, the query and a JSON body; truncated JSON and multipart. */
function probesFor(route: { method: string; url: string }, who: string): Probe[] {
  const url = concrete(route.url, who);
  const probes: Probe[] = [{ name: 'NUL in the query', url: `${url}?employeeId=${who}%00&organizationId=ORG1%00` }];
  if (route.url.includes(':')) probes.push({ name: 'NUL in the path', url: concrete(route.url, `${who}%00x`) });
  if (WRITES.includes(route.method)) {
    const nul = 'a\u0000b';
    probes.push(
      {
        name: 'NUL in a JSON body',
        url,
        payload: { employeeId: nul, name: nul, comments: nul, nested: { value: [nul] }, [`key${nul}`]: 1 },
      },
      { name: 'truncated JSON', url, headers: { 'content-type': 'application/json' }, payload: '{"employeeId":"HRMS1","na' },
      {
        name: 'truncated multipart',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
        payload:
          '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n',
      },
    );
  }
  return probes;
}

/**
 * Fuzz over EVERY registered API route, each called by a role it allows: a NUL character anywhere and a
 * truncated body answer 400 (a truncated multipart body on a JSON route: 415), never 5xx. Grows by itself.
 */
describe('hostile input on every API route', () => {
  it('answers 400 (never 5xx) to NUL bytes and truncated bodies', async () => {
    const failures: string[] = [];
    let probed = 0;
    for (const route of t.app.routeCatalog) {
      const who = callerFor(route);
      if (who === undefined) continue;
      for (const probe of probesFor(route, who ?? EMPLOYEE)) {
        const res = await t.call(who, {
          method: route.method as 'GET',
          url: probe.url,
          headers: probe.headers,
          payload: probe.payload,
          remoteAddress: `10.9.${probed % 250}.${Math.floor(probed / 250) + 1}`,
        });
        probed++;
        const multipartOnJsonRoute = probe.name === 'truncated multipart' && res.statusCode === 415;
        if (res.statusCode !== 400 && !multipartOnJsonRoute) {
          failures.push(`${probe.name}: ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        if (probe.name.startsWith('NUL') && res.statusCode === 400 && res.json().message !== NUL_MESSAGE) {
          failures.push(`${probe.name}: ${route.method} ${route.url} → ${res.json().message}`);
        }
      }
    }
    expect(probed).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to malformed encodings, huge values or odd JSON on any route', async () => {
    const failures: string[] = [];
    let probed = 0;
    for (const route of t.app.routeCatalog) {
      const who = callerFor(route);
      if (who === undefined) continue;
      const id = who ?? EMPLOYEE;
      const urls = [
        `${concrete(route.url, id)}?employeeId=%C3%28&page=-1&size=99999999999&organizationId=%E0%A4%A`,
        concrete(route.url, '%C3%28'),
        concrete(route.url, 'x'.repeat(5000)),
      ];
      const bodies = WRITES.includes(route.method)
        ? [[], 'null', '"text"', '1e999', JSON.stringify({ employeeId: 'x'.repeat(100_000), id: -1, page: 1e308 })]
        : [undefined];
      for (const url of urls) {
        for (const payload of bodies) {
          const res = await t.call(who, {
            method: route.method as 'GET',
            url,
            ...(payload === undefined ? {} : { payload: payload as string, headers: { 'content-type': 'application/json' } }),
            remoteAddress: `10.8.${probed % 250}.${Math.floor(probed / 250) + 1}`,
          });
          probed++;
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${url.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // thousands of calls over every route: ~5 s alone, past 30 s when the journeys share the two cores
  }, 120_000);

  it('refuses a NUL byte at login before any token', async () => {
    const query = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login?employeeId=HRMS1%00&password=x',
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe(NUL_MESSAGE);
    const body = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId: 'HRMS1\u0000', password: 'x' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.headers['content-type']).toContain('application/json');
  });

  it('answers a truncated picture upload with 400', async () => {
    const res = await t.call(EMPLOYEE, {
      method: 'POST',
      url: `/hrmsapplication/documents/upload?organizationId=ORG1&employeeId=${EMPLOYEE}&fileName=me&category=PROFILE_PIC`,
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(res.statusCode).toBe(400);
  });
});
