import { ORGCHART_MESSAGES as M } from '@hrms/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, ONBOARDING, OTHER_ADMIN, useTestApp } from '../../test/helpers';

const t = useTestApp();
const get = (who: string | null, url: string) => t.call(who, { method: 'GET', url: `/hrmsapplication/${url}` });
type Node = {
  employeeId: string;
  employeeName: string;
  reportingManagerId: string;
  reportingManagerName: string;
  reports: number;
};

describe('GET organization/?employeeId', () => {
  it('answers the person then their direct reports, one level only, in the contract shape', async () => {
    const res = await get(EMPLOYEE, `organization/?employeeId=${MANAGER}`);
    expect(res.statusCode).toBe(200);
    const [self, ...reports] = res.json() as Node[];
    expect(Object.keys(self!).sort()).toEqual(
      ['designation', 'employeeId', 'employeeName', 'reportingManagerId', 'reportingManagerName', 'reports'].sort(),
    );
    expect(self).toMatchObject({
      employeeId: MANAGER,
      employeeName: 'Rahul Verma',
      reportingManagerId: ADMIN,
      reportingManagerName: 'Arjun Mehta',
    });
    expect(self!.reports).toBe(reports.length);
    expect(reports.every((r) => r.reportingManagerId === MANAGER)).toBe(true);
    expect(reports.map((r) => r.employeeId)).toContain(EMPLOYEE);
    // HRMS4 before HRMS10: by the number in the id, not the text
    const numbers = reports.map((r) => Number(r.employeeId.replace(/\D/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(String(numbers)).not.toBe(String([...numbers].sort()));
    // HRMS14 reports to HRMS10, one level further down: not in this answer.
    expect(reports.map((r) => r.employeeId)).not.toContain('HRMS14');
    expect(reports.find((r) => r.employeeId === 'HRMS10')!.reports).toBeGreaterThan(0);
  });

  it('pages the direct reports and answers the top of the chart without an id', async () => {
    const page = (await get(HR, `organization/?employeeId=${MANAGER}&pageNumber=1&size=2`)).json() as Node[];
    expect(page).toHaveLength(2);
    expect(page.every((n) => n.reportingManagerId === MANAGER)).toBe(true);
    const top = (await get(HR, 'organization/')).json() as Node[];
    expect(top.map((n) => n.employeeId)).toEqual([ADMIN]);
    expect(top[0]!.reportingManagerName).toBe('');
  });

  it('is open to admin, HR, manager and employee of the organisation only', async () => {
    for (const who of [ADMIN, HR, MANAGER, EMPLOYEE])
      expect((await get(who, `organization/?employeeId=${EMPLOYEE}`)).statusCode).toBe(200);
    expect((await get(ONBOARDING, `organization/?employeeId=${EMPLOYEE}`)).statusCode).toBe(403);
    expect((await get(null, `organization/?employeeId=${EMPLOYEE}`)).statusCode).toBe(401);
    const other = await get(OTHER_ADMIN, `organization/?employeeId=${EMPLOYEE}`);
    expect([other.statusCode, other.json().message]).toEqual([404, M.noData]);
    expect((await get(EMPLOYEE, 'organization/?employeeId=NOBODY')).statusCode).toBe(404);
    expect((await get(EMPLOYEE, 'organization/?employeeId=HRMS4&size=abc')).statusCode).toBe(400);
  });
});

describe('search and path', () => {
  it('finds people by name or id within the organisation', async () => {
    const res = await get(EMPLOYEE, 'organization/search?q=ananya');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Node[]).map((n) => n.employeeId)).toEqual([EMPLOYEE]);
    expect((await get(OTHER_ADMIN, 'organization/search?q=ananya')).json()).toEqual([]);
    expect((await get(EMPLOYEE, 'organization/search?q=%25')).json()).toEqual([]);
    expect((await get(EMPLOYEE, 'organization/search?q=')).statusCode).toBe(400);
  });

  it('answers the path from the top of the chart down to a person', async () => {
    const res = await get(EMPLOYEE, 'organization/path?employeeId=HRMS14');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Node[]).map((n) => n.employeeId)).toEqual([ADMIN, MANAGER, 'HRMS10', 'HRMS14']);
    const typed = (await get(EMPLOYEE, 'organization/path?employeeId=hrms14')).json() as Node[];
    expect(typed).toEqual(res.json());
    expect(typed.at(-1)).toMatchObject({ reportingManagerId: 'HRMS10', reports: 0 });
    expect(typed[1]!.reports).toBeGreaterThan(0);
    expect((await get(OTHER_ADMIN, 'organization/path?employeeId=HRMS14')).statusCode).toBe(404);
    expect((await get(EMPLOYEE, 'organization/path')).statusCode).toBe(400);
  });
});

describe('a large organisation', () => {
  it('answers one page of a level, never the whole tree, and counts the rest', async () => {
    const { employees, employments } = await import('../employees');
    const people = Array.from({ length: 1200 }, (_, i) => `BIG${i + 1}`);
    const base = {
      organizationId: 'ORG1',
      prefix: 'Mr ',
      lastname: 'Bulk',
      countryCode: '+91',
      phoneNumber: '9000000000',
      maritialStatus: 'Single',
      dob: '1990-01-01',
      gender: 'Male',
      fatherName: 'Father Bulk',
      doj: '2020-01-01',
      bloodGroup: 'O +ve',
    };
    for (let i = 0; i < people.length; i += 400) {
      const chunk = people.slice(i, i + 400);
      await t.database.db
        .insert(employees)
        .values(chunk.map((id) => ({ ...base, employeeId: id, firstname: id, email: `${id}@bulk.example` })));
      await t.database.db.insert(employments).values(
        chunk.map((id) => ({
          employeeId: id,
          organizationId: 'ORG1',
          designation: 'Associate',
          departmentId: 'SAL',
          reportingManagerId: 'HRMS7',
        })),
      );
    }
    const first = (await get(HR, 'organization/?employeeId=HRMS7')).json() as Node[];
    expect(first).toHaveLength(1 + 50);
    expect(first[0]!.reports).toBeGreaterThan(1200);
    const later = (await get(HR, 'organization/?employeeId=HRMS7&pageNumber=10&size=50')).json() as Node[];
    expect(later).toHaveLength(50);
    const path = (await get(HR, 'organization/path?employeeId=BIG777')).json() as Node[];
    expect(path.map((n) => n.employeeId)).toEqual([ADMIN, 'HRMS7', 'BIG777']);
  });
});
