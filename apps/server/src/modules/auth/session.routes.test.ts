import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { EMPLOYEE, useTestApp } from '../../test/helpers';

describe('sessions end at once (issue 11 point 1)', () => {
  const t = useTestApp();
  const login = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId: EMPLOYEE, password: DEMO_PASSWORD },
    });
    const body = res.json() as { token: string; organizationId: string };
    return { authorization: `Bearer ${body.token}`, organizationid: body.organizationId };
  };
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/hrmsapplication/employee/getEmployeeProfile/${EMPLOYEE}`, headers });

  it('refuses an access token used after its logout with 401', async () => {
    const headers = await login();
    expect((await profile(headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/hrmsapplication/authentication/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it('ends only the session logged out of, not the same person on another device', async () => {
    const [laptop, phone] = [await login(), await login()];
    await t.app.inject({ method: 'POST', url: '/hrmsapplication/authentication/logout', headers: phone });
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(200);
  });
});
