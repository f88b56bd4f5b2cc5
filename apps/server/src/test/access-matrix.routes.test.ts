import { roleAllowed } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, useTestApp } from './helpers';

const t = useTestApp();
const PEOPLE = [
  [ADMIN, 'ROLE_ADMIN'],
  [HR, 'ROLE_HR'],
  [MANAGER, 'ROLE_MANAGER'],
  [EMPLOYEE, 'ROLE_EMPLOYEE'],
  [ONBOARDING, 'ROLE_ONBOARDING'],
] as const;

/** A concrete URL for a route pattern: every :param becomes the employee's own id. */
const concrete = (url: string, employeeId: string) => url.replace(/:[A-Za-z]+\??/g, employeeId);

/**
 * The server-side route guard for EVERY registered API route: no token → 401; each demo role the
 * route does not allow → 403. Grows by itself as modules add routes.
 */
describe('access matrix over every API route', () => {
  it('has routes to check and each declares public or roles', () => {
    expect(t.app.routeCatalog.length).toBeGreaterThan(10);
    for (const route of t.app.routeCatalog) expect(route.public || route.roles.length > 0).toBe(true);
  });

  it('answers 401 without a token on every protected route', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeCatalog.filter((r) => !r.public)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url, EMPLOYEE),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to every role a route does not allow', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeCatalog.filter((r) => !r.public)) {
      for (const [employeeId, role] of PEOPLE) {
        if (roleAllowed(role, route.roles)) continue;
        const res = await t.call(employeeId, {
          method: route.method as 'GET',
          url: concrete(route.url, employeeId),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 403) failures.push(`${role} ${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
