import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';

const t = useTestApp();
type Answer = {
  people: { employeeId: string; name: string; designation: string; profile: boolean }[];
  pages: { title: string; path: string }[];
};
const search = (who: string | null, q: string) =>
  t.call(who, { method: 'GET', url: `/hrmsapplication/search?q=${encodeURIComponent(q)}` });
const ids = async (who: string, q: string) => ((await search(who, q)).json() as Answer).people.map((p) => p.employeeId);

describe('GET search', () => {
  it('finds people by the start of their name, last name, e-mail or id, in any case, in the contract shape', async () => {
    const res = await search(ADMIN, 'ananya');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Answer;
    expect(Object.keys(body).sort()).toEqual(['pages', 'people']);
    expect(body.people).toEqual([{ employeeId: EMPLOYEE, name: 'Ananya Rao', designation: 'Software Engineer', profile: true }]);
    expect(await ids(ADMIN, 'ANANYA R')).toEqual([EMPLOYEE]);
    expect(await ids(ADMIN, 'verma')).toEqual([MANAGER]);
    expect(await ids(ADMIN, 'rahul.verma@')).toEqual([MANAGER]);
    expect(await ids(ADMIN, 'hrms3')).toEqual(['HRMS3', 'HRMS30', 'HRMS31', 'HRMS32', 'HRMS33', 'HRMS34', 'HRMS35']);
    // Two people share the last name Rao: both, once each.
    expect((await ids(ADMIN, 'rao')).sort()).toEqual(['HRMS30', EMPLOYEE].sort());
  });

  it('matches prefixes only and treats LIKE wildcards as text', async () => {
    expect(await ids(ADMIN, 'nanya')).toEqual([]);
    expect(await ids(ADMIN, '%a')).toEqual([]);
    expect(await ids(ADMIN, 'a_')).toEqual([]);
  });

  it('answers at most eight people', async () => {
    expect((await ids(ADMIN, 'hrms')).length).toBe(8);
  });

  it('lets every staff role find colleagues, a new joiner only themself', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) expect(await ids(who, 'rahul')).toEqual([MANAGER]);
    expect(await ids(ONBOARDING, 'rahul')).toEqual([]);
    expect(await ids(ONBOARDING, 'vikram')).toEqual([ONBOARDING]);
  });

  it('says who may open a person’s profile: admin, the person, their manager and HR; the chart for everyone else', async () => {
    const opens = async (who: string, q: string, id: string) =>
      ((await search(who, q)).json() as Answer).people.find((p) => p.employeeId === id)?.profile;
    // HRMS4 reports to HRMS3 (manager) with HRMS2 as HR
    for (const who of [ADMIN, MANAGER, HR, EMPLOYEE]) expect(await opens(who, 'ananya', EMPLOYEE), who).toBe(true);
    for (const who of ['HRMS10', 'HRMS21']) expect(await opens(who, 'ananya', EMPLOYEE), who).toBe(false);
    expect(await opens(EMPLOYEE, 'rahul', MANAGER)).toBe(false);
    expect(await opens(ONBOARDING, 'vikram', ONBOARDING)).toBe(true);
  });

  it('never finds another organisation’s people', async () => {
    expect(await ids(OTHER_ADMIN, 'ananya')).toEqual([]);
    expect(await ids(OTHER_ADMIN, 'olivia')).toEqual([OTHER_ADMIN]);
    expect(await ids(ADMIN, 'olivia')).toEqual([]);
  });

  it('offers only the screens the role may open', async () => {
    const admin = ((await search(ADMIN, 'employees')).json() as Answer).pages;
    expect(admin).toContainEqual({ title: 'All employees', path: '/allEmployee' });
    const employee = ((await search(EMPLOYEE, 'employees')).json() as Answer).pages;
    expect(employee.map((p) => p.path)).not.toContain('/allEmployee');
    const leave = ((await search(EMPLOYEE, 'leave')).json() as Answer).pages;
    expect(leave).toContainEqual({ title: 'My leave requests', path: `/LeaveStatus/${EMPLOYEE}` });
  });

  it('refuses a missing, too short or too long text and an anonymous caller', async () => {
    expect((await search(null, 'ananya')).statusCode).toBe(401);
    const short = await search(ADMIN, ' a ');
    expect([short.statusCode, short.json().message]).toEqual([400, 'Type at least 2 characters.']);
    expect((await t.call(ADMIN, { method: 'GET', url: '/hrmsapplication/search' })).statusCode).toBe(400);
    expect((await search(ADMIN, 'x'.repeat(101))).statusCode).toBe(400);
  });
});
