import { LANGUAGE_MESSAGES } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-people';
import { EMPLOYEE, MANAGER, OTHER_ADMIN, useTestApp } from '../../test/helpers';

const URL = '/hrmsapplication/authentication/updateLanguage';

describe('a user saves their language with the account (issue 19 point 3)', () => {
  const t = useTestApp();
  const login = async (employeeId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { language: string | null };
  };

  it('starts with no language chosen, saves one, and returns it at the next login', async () => {
    expect((await login(MANAGER)).language).toBeNull();
    const res = await t.call(MANAGER, { method: 'PATCH', url: URL, payload: { language: 'hi' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LANGUAGE_MESSAGES.updated });
    expect((await login(MANAGER)).language).toBe('hi');
    // naming oneself (any case) is allowed too
    const again = await t.call(MANAGER, {
      method: 'PATCH',
      url: URL,
      payload: { employeeId: MANAGER.toLowerCase(), language: 'ar' },
    });
    expect(again.statusCode).toBe(200);
    expect((await login(MANAGER)).language).toBe('ar');
  });

  it("refuses to change another user's language, in the organisation or another, and changes nothing", async () => {
    for (const other of [EMPLOYEE, OTHER_ADMIN]) {
      const res = await t.call(MANAGER, { method: 'PATCH', url: URL, payload: { employeeId: other, language: 'hi' } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(LANGUAGE_MESSAGES.ownOnly);
    }
    expect((await login(EMPLOYEE)).language).toBeNull();
  });

  it('answers 400 to a language we do not have, or none, and keeps the saved one', async () => {
    await t.call(EMPLOYEE, { method: 'PATCH', url: URL, payload: { language: 'en' } });
    for (const payload of [{ language: 'fr' }, { language: '' }, {}, { language: 7 }]) {
      const res = await t.call(EMPLOYEE, { method: 'PATCH', url: URL, payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await login(EMPLOYEE)).language).toBe('en');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: URL, payload: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});
