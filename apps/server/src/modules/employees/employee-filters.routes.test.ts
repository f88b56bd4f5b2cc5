import { EMPLOYEE_FILTER_COUNT_CAP } from '@hrms/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../lib/time-zones';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, OTHER_ORG, useTestApp } from '../../test/helpers';
import { employees, employments } from './employees.tables';

const t = useTestApp();
const URL = '/hrmsapplication/employee/getAll';

type Person = {
  employeeId: string;
  firstname: string;
  lastname: string;
  email: string;
  doj: string;
  departmentId: string | null;
  designation: string | null;
  managerId: string | null;
  leavingDate: string | null;
  role: string | null;
};

const list = (who: string, query: Record<string, string | string[]>) => t.call(who, { method: 'GET', url: URL, query });
const ids = (res: { json: () => unknown }) => (res.json() as { employeeId: string }[]).map((row) => row.employeeId);
const numberOf = (id: string) => Number(id.replace(/\D/g, ''));
const byIdNumber = (a: Person, b: Person) => numberOf(a.employeeId) - numberOf(b.employeeId);

/** The demo organisation as the database holds it now: the oracle each answer is checked against. */
async function people(): Promise<Person[]> {
  const rows = await t.database.db.execute(sql`
    select e.employee_id, e.firstname, e.lastname, e.email, e.doj::text as doj, m.department_id, m.designation,
           m.reporting_manager_id, m.leaving_date::text as leaving_date, a.role
      from employees e left join employments m on m.employee_id = e.employee_id
      left join accounts a on a.employee_id = e.employee_id
     where e.organization_id = 'ORG1'`);
  return (rows.rows as Record<string, string | null>[]).map((r) => ({
    employeeId: r.employee_id as string,
    firstname: r.firstname as string,
    lastname: r.lastname as string,
    email: r.email as string,
    doj: r.doj as string,
    departmentId: r.department_id ?? null,
    designation: r.designation ?? null,
    managerId: r.reporting_manager_id ?? null,
    leavingDate: r.leaving_date ?? null,
    role: r.role ?? null,
  }));
}

const idsOf = (rows: Person[]) => rows.map((row) => row.employeeId);
const setTimeZone = (timeZone: string) =>
  t.call(ADMIN, { method: 'PUT', url: '/hrmsapplication/admin/jobs/time-zone', payload: { timeZone } });

describe('GET employee/getAll filters (BEYOND §B9)', () => {
  it('filters by department and by designation, in id order, with the total', async () => {
    const everyone = (await people()).sort(byIdNumber);
    const engineering = everyone.filter((p) => p.departmentId === 'ENG');
    expect(engineering.length).toBeGreaterThan(3);
    const res = await list(ADMIN, { department: 'ENG', size: '100' });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual(idsOf(engineering));
    expect(res.headers['x-total-count']).toBe(String(engineering.length));
    expect(res.headers['x-total-more']).toBeUndefined();

    const engineers = engineering.filter((p) => p.designation === 'Software Engineer');
    expect(engineers.length).toBeGreaterThan(0);
    const both = await list(ADMIN, { department: 'ENG', designation: 'Software Engineer', size: '100' });
    expect(ids(both)).toEqual(idsOf(engineers));
    expect(ids(await list(ADMIN, { department: 'NOPE' }))).toEqual([]);
  });

  it("lists a manager's direct reportees, whatever the case of the id, and no one for a manager elsewhere", async () => {
    const reportees = (await people()).filter((p) => p.managerId === MANAGER).sort(byIdNumber);
    expect(reportees.length).toBeGreaterThan(1);
    expect(ids(await list(ADMIN, { managerId: MANAGER, size: '100' }))).toEqual(idsOf(reportees));
    expect(ids(await list(ADMIN, { managerId: MANAGER.toLowerCase(), size: '100' }))).toEqual(idsOf(reportees));
    const elsewhere = await list(ADMIN, { managerId: OTHER_ADMIN });
    expect(ids(elsewhere)).toEqual([]);
    expect(elsewhere.headers['x-total-count']).toBe('0');
    expect(ids(await list(ADMIN, { managerId: 'HRMS999999' }))).toEqual([]);
  });

  it('filters by role, a person without an account counting as an employee', async () => {
    const everyone = (await people()).sort(byIdNumber);
    const managers = everyone.filter((p) => p.role === 'ROLE_MANAGER');
    expect(ids(await list(ADMIN, { role: 'ROLE_MANAGER', size: '100' }))).toEqual(idsOf(managers));
    const staff = everyone.filter((p) => (p.role ?? 'ROLE_EMPLOYEE') === 'ROLE_EMPLOYEE');
    const res = await list(ADMIN, { role: 'ROLE_EMPLOYEE', size: '100' });
    expect(ids(res)).toEqual(idsOf(staff));
    for (const row of res.json() as { userRole: string }[]) expect(row.userRole).toBe('ROLE_EMPLOYEE');
  });

  it('filters by several roles at once (a person picker offering who may be a reporting manager), searched by name', async () => {
    const everyone = (await people()).sort(byIdNumber);
    const leads = everyone.filter((p) => p.role === 'ROLE_MANAGER' || p.role === 'ROLE_HR');
    expect(new Set(leads.map((p) => p.role)).size).toBe(2);
    expect(ids(await list(ADMIN, { role: ['ROLE_MANAGER', 'ROLE_HR'], size: '100' }))).toEqual(idsOf(leads));
    // with ROLE_EMPLOYEE, people without an account count too
    const staffOrHr = everyone.filter((p) => ['ROLE_EMPLOYEE', 'ROLE_HR'].includes(p.role ?? 'ROLE_EMPLOYEE'));
    expect(ids(await list(ADMIN, { role: ['ROLE_EMPLOYEE', 'ROLE_HR'], size: '100' }))).toEqual(idsOf(staffOrHr));
    const named = leads.filter((p) => `${p.firstname} ${p.lastname}`.toLowerCase().includes('meera'));
    expect(named.length).toBeGreaterThan(0);
    expect(ids(await list(ADMIN, { role: ['ROLE_MANAGER', 'ROLE_HR'], search: 'Meera', size: '8' }))).toEqual(idsOf(named));
    const bad = await list(ADMIN, { role: ['ROLE_MANAGER', 'ROLE_KING'] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('role');
  });

  it("tells joining, active and left apart by today's date in the organisation's time zone", async () => {
    // Kiritimati (UTC+14) is always a day or two ahead of Pago Pago (UTC−11)
    const kiritimatiToday = localDate(new Date(), 'Pacific/Kiritimati');
    await t.database.db.update(employees).set({ doj: kiritimatiToday }).where(eq(employees.employeeId, 'HRMS30'));
    await t.database.db.update(employments).set({ leavingDate: '2020-01-31' }).where(eq(employments.employeeId, 'HRMS31'));
    const everyone = (await people()).sort(byIdNumber);
    const pagoToday = localDate(new Date(), 'Pacific/Pago_Pago');
    const joining = everyone.filter((p) => p.doj > pagoToday);
    const left = everyone.filter((p) => p.leavingDate !== null && p.leavingDate < pagoToday);
    expect(idsOf(joining)).toContain('HRMS30');
    expect(idsOf(left)).toContain('HRMS31');

    expect((await setTimeZone('Pacific/Pago_Pago')).statusCode).toBe(200);
    expect(ids(await list(ADMIN, { status: 'JOINING', size: '100' }))).toEqual(idsOf(joining));
    expect(ids(await list(ADMIN, { status: 'LEFT', size: '100' }))).toEqual(idsOf(left));
    const active = await list(ADMIN, { status: 'ACTIVE', size: '100' });
    const activeIds = idsOf(everyone.filter((p) => !joining.includes(p) && !left.includes(p)));
    expect(ids(active)).toEqual(activeIds);
    expect(ids(active)).not.toContain('HRMS30');
    expect(active.headers['x-total-count']).toBe(String(activeIds.length));

    expect((await setTimeZone('Pacific/Kiritimati')).statusCode).toBe(200);
    expect(ids(await list(ADMIN, { status: 'JOINING', size: '100' }))).not.toContain('HRMS30');
    expect(ids(await list(ADMIN, { status: 'ACTIVE', size: '100' }))).toContain('HRMS30');
    expect((await setTimeZone('Asia/Kolkata')).statusCode).toBe(200);
  });

  it('sorts by name (first, then last, case-insensitive) and by joining date, ties in id order, either way', async () => {
    const everyone = (await people()).sort(byIdNumber);
    const name = (p: Person) => [p.firstname.toLowerCase(), p.lastname.toLowerCase()] as const;
    const byName = [...everyone].sort((a, b) => {
      const [af, al] = name(a);
      const [bf, bl] = name(b);
      return af < bf ? -1 : af > bf ? 1 : al < bl ? -1 : al > bl ? 1 : byIdNumber(a, b);
    });
    expect(ids(await list(ADMIN, { sort: 'name', size: '100' }))).toEqual(idsOf(byName));
    expect(ids(await list(ADMIN, { sort: '-name', size: '100' }))).toEqual(idsOf(byName).reverse());
    const byDoj = [...everyone].sort((a, b) => (a.doj < b.doj ? -1 : a.doj > b.doj ? 1 : byIdNumber(a, b)));
    expect(new Set(everyone.map((p) => p.doj)).size).toBeGreaterThan(1);
    expect(ids(await list(ADMIN, { sort: 'doj', size: '100' }))).toEqual(idsOf(byDoj));
    expect(ids(await list(ADMIN, { sort: '-doj', size: '100' }))).toEqual(idsOf(byDoj).reverse());
    expect(ids(await list(ADMIN, { sort: '-employeeId', size: '3' }))).toEqual(idsOf(everyone).reverse().slice(0, 3));
  });

  it('pages a sorted list with the exact total, the last page read from the other end', async () => {
    const everyone = await people();
    const byDoj = [...everyone].sort((a, b) => (a.doj < b.doj ? -1 : a.doj > b.doj ? 1 : byIdNumber(a, b)));
    const lastPage = Math.floor((everyone.length - 1) / 10);
    const res = await list(ADMIN, { sort: 'doj', size: '10', pageNumber: String(lastPage) });
    expect(res.headers['x-total-count']).toBe(String(everyone.length));
    expect(ids(res)).toEqual(idsOf(byDoj).slice(lastPage * 10));
    expect(ids(await list(ADMIN, { sort: 'doj', size: '10', pageNumber: '1' }))).toEqual(idsOf(byDoj).slice(10, 20));
  });

  it('combines filters and sort with a short and a long search', async () => {
    const everyone = (await people()).sort(byIdNumber);
    const startsWithA = everyone.filter(
      (p) =>
        p.departmentId === 'ENG' &&
        [p.employeeId, p.firstname, p.lastname, p.email].some((text) => text.toLowerCase().startsWith('a')),
    );
    expect(startsWithA.length).toBeGreaterThan(0);
    expect(ids(await list(ADMIN, { department: 'ENG', search: 'a', size: '100' }))).toEqual(idsOf(startsWithA));

    const anywhere = everyone.filter(
      (p) => p.role === 'ROLE_MANAGER' && `${p.firstname} ${p.lastname} ${p.email}`.toLowerCase().includes('era'),
    );
    expect(anywhere.length).toBeGreaterThan(0);
    const res = await list(ADMIN, { role: 'ROLE_MANAGER', search: 'ERA', size: '100' });
    expect(ids(res)).toEqual(idsOf(anywhere));
    const sorted = await list(ADMIN, { search: 'hrms1', sort: '-employeeId', size: '3' });
    expect(ids(sorted)).toEqual(['HRMS19', 'HRMS18', 'HRMS17']);
  });

  it('answers 400 naming the field for an unknown status, sort or role', async () => {
    for (const [field, value] of [
      ['status', 'GONE'],
      ['sort', 'salary'],
      ['sort', '--name'],
      ['role', 'ROLE_KING'],
      ['managerId', 'x'.repeat(51)],
    ] as const) {
      const res = await list(ADMIN, { [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(res.json()), field).toContain(field);
    }
  });

  it('is for administrators only', async () => {
    for (const who of [HR, MANAGER, EMPLOYEE]) {
      expect((await list(who, { department: 'ENG' })).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `${URL}?department=ENG` })).statusCode).toBe(401);
  });

  it("never shows another organisation's people", async () => {
    const res = await list(OTHER_ADMIN, { department: 'ENG', sort: 'name' });
    expect(ids(res)).toEqual([]);
    expect(ids(await list(OTHER_ADMIN, { sort: 'name' }))).toEqual([OTHER_ADMIN]);
    expect(ids(await list(OTHER_ADMIN, { managerId: MANAGER }))).toEqual([]);
  });

  it(`counts a filter's matches up to ${EMPLOYEE_FILTER_COUNT_CAP} and says there are more`, async () => {
    await t.database.db.execute(sql`
      insert into employees (employee_id, organization_id, prefix, firstname, lastname, email, country_code,
                             phone_number, maritial_status, dob, gender, father_name, doj, blood_group)
      select 'OTH' || (n + 1), ${OTHER_ORG}, 'Mr ', 'Bulk', 'Person', 'bulk' || n || '@other.example', '+91',
             '9800000000', 'Single', '1990-01-01', 'Male', 'Father Person', '2020-01-01', 'O +ve'
        from generate_series(1, ${EMPLOYEE_FILTER_COUNT_CAP + 5}) n`);
    const res = await list(OTHER_ADMIN, { status: 'ACTIVE', size: '5', pageNumber: '2' });
    expect(res.headers['x-total-count']).toBe(String(EMPLOYEE_FILTER_COUNT_CAP));
    expect(res.headers['x-total-more']).toBe('true');
    expect(ids(res)).toEqual(['OTH11', 'OTH12', 'OTH13', 'OTH14', 'OTH15']);
  });
});
