import { addDays, todayIso } from '@hrms/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employees } from '../modules/employees/employees.tables';
import { DEMO_ORGANIZATION_ID, DEMO_PEOPLE } from '../seed/demo-people';
import { createTestDb } from './helpers';

/** The demo's fifth person joins on the day the demo is seeded (seed/demo.ts), so her joining day tells that day. */
async function seededDay() {
  const database = await createTestDb('seeded');
  try {
    const [row] = await database.db
      .select({ doj: employees.doj })
      .from(employees)
      .where(and(eq(employees.organizationId, DEMO_ORGANIZATION_ID), eq(employees.employeeId, DEMO_PEOPLE[4]!.id)));
    return row?.doj;
  } finally {
    await database.close();
  }
}

describe('a seeded test database', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the demo’s dates from today', async () => {
    expect(await seededDay()).toBe(todayIso());
  });

  it('still counts them from today when the run has crossed midnight since the template was seeded', async () => {
    const tomorrow = addDays(todayIso(), 1);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${tomorrow}T12:00:00`) });
    expect(todayIso()).toBe(tomorrow);
    expect(await seededDay()).toBe(tomorrow);
  });
});
