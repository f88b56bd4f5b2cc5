import { CURRENT_EMPLOYMENT_MESSAGES, LOGIN_MESSAGES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { ADMIN, EMPLOYEE, HR, MANAGER, useTestApp } from '../../test/helpers';

const t = useTestApp();
const BASE = '/hrmsapplication/currentexperience';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function setLeavingDate(who: string, leavingDate: string) {
  const current = (await t.call(ADMIN, { method: 'GET', url: `${BASE}/${EMPLOYEE}` })).json();
  return t.call(who, {
    method: 'PATCH',
    url: `${BASE}/updateCurrentEmployement`,
    payload: { ...current, organisationName: current.organisationName, leavingDate },
  });
}

const login = () =>
  t.app.inject({
    method: 'POST',
    url: '/hrmsapplication/authentication/login',
    payload: { employeeId: EMPLOYEE, password: DEMO_PASSWORD },
  });

describe('leaving date on current employment', () => {
  it('keeps a leaver signed in up to their last day, then refuses the session and sign-in', async () => {
    const own = () => t.call(EMPLOYEE, { method: 'GET', url: `${BASE}/${EMPLOYEE}` });
    expect((await own()).statusCode).toBe(200);

    const planned = await setLeavingDate(ADMIN, day(5));
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json().leavingDate).toBe(day(5));
    expect((await own()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);

    expect((await setLeavingDate(ADMIN, day(0))).statusCode).toBe(200);
    expect((await own()).statusCode).toBe(200);

    expect((await setLeavingDate(ADMIN, day(-1))).statusCode).toBe(200);
    expect((await own()).statusCode).toBe(401);
    const refused = await login();
    expect([refused.statusCode, refused.json().message]).toEqual([401, LOGIN_MESSAGES.accessEnded]);

    expect((await setLeavingDate(ADMIN, '')).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await t.call(ADMIN, { method: 'GET', url: `${BASE}/${EMPLOYEE}` })).json().leavingDate).toBe('');
  });

  it('refuses a leaving date that is not a date or is before joining, and anyone but an admin', async () => {
    for (const bad of ['2026-13-45', 'tomorrow', '1990-01-01']) {
      const res = await setLeavingDate(ADMIN, bad);
      expect([res.statusCode, res.json().message], bad).toEqual([400, CURRENT_EMPLOYMENT_MESSAGES.badLeavingDate]);
    }
    expect((await setLeavingDate(HR, day(3))).statusCode).toBe(403);
    expect((await setLeavingDate(MANAGER, day(3))).statusCode).toBe(403);
    expect((await t.call(ADMIN, { method: 'GET', url: `${BASE}/${EMPLOYEE}` })).json().leavingDate).toBe('');
  });
});
