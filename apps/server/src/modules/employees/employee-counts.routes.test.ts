import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, OTHER_ADMIN, useTestApp } from '../../test/helpers';
import { NEW_PERSON } from '../../test/people';
import { employees } from './employees.tables';

const t = useTestApp();
const total = async (who: string) =>
  (await t.call(who, { method: 'GET', url: '/hrmsapplication/employee/getAll', query: { pageNumber: '0', size: '10' } })).headers[
    'x-total-count'
  ];
const counted = async (organizationId: string) =>
  String(
    (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from employees where organization_id = ${organizationId}`,
      )
    ).rows[0]!.n,
  );

const person = (employeeId: string, organizationId: string) => ({
  ...NEW_PERSON,
  employeeId,
  organizationId,
  prefix: 'Mr',
  firstname: 'Count',
  lastname: employeeId,
  email: `${employeeId.toLowerCase()}@count.example`,
});

describe('the employee list total (trigger-kept count per organisation)', () => {
  it('matches the rows of each organisation through inserts and deletes, one or many at a time', async () => {
    expect(await total(ADMIN)).toBe(await counted('ORG1'));
    expect(await total(OTHER_ADMIN)).toBe(await counted('ORG2'));
    await t.database.db.insert(employees).values([person('CNT1', 'ORG1'), person('CNT2', 'ORG1'), person('CNT3', 'ORG2')]);
    expect(await total(ADMIN)).toBe(await counted('ORG1'));
    expect(await total(OTHER_ADMIN)).toBe(await counted('ORG2'));
    await t.database.db.delete(employees).where(sql`${employees.employeeId} in ('CNT1', 'CNT3')`);
    expect(await total(ADMIN)).toBe(await counted('ORG1'));
    expect(await total(OTHER_ADMIN)).toBe(await counted('ORG2'));
    await t.database.db.delete(employees).where(eq(employees.employeeId, 'CNT2'));
    expect(await total(ADMIN)).toBe('35');
  });
});
