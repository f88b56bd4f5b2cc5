import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDb } from '../test/helpers';
import { seedScale } from './scale';

describe('npm run seed:scale (set-based, small size)', () => {
  let database: Database;
  const count = async (query: string) =>
    (await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${query}`))).rows[0]!.n;

  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('grows an empty database to the asked size with everything that hangs off the people', async () => {
    const report = await seedScale(database, 600);
    expect(report).toMatchObject({ employees: 600, created: 565 });
    expect(await count("employees where organization_id = 'ORG1'")).toBe(600);
    expect(await count('accounts')).toBe(600);
    expect(
      await count("employments e join employees m on m.employee_id = e.reporting_manager_id where e.organization_id = 'ORG1'"),
    ).toBeGreaterThan(560);
    expect(await count("addresses where employee_id like 'HRMS%'")).toBeGreaterThan(1000);
    expect(await count("leave_requests where status = 'PENDING'")).toBeGreaterThan(20);
    expect(await count("attendance_records where status = 'PENDING'")).toBeGreaterThan(50);
    expect(await count("attendance_records where status = 'APPROVED'")).toBeGreaterThan(4000);
    // rosters from the first of last month to the end of this one, and a month of a terminal's punches
    expect(await count("attendance_roster_days where employee_id like 'HRMS%'")).toBeGreaterThanOrEqual(565 * 59);
    expect(await count("attendance_punches where device_id = 'SCALE-GATE-1'")).toBeGreaterThan(565 * 2 * 18);
    expect(await count("projects where project_code like 'SC%'")).toBeGreaterThanOrEqual(2);
    expect(await count("timesheet_weeks where status = 'PENDING'")).toBeGreaterThan(20);
    expect(await count('timesheet_entries')).toBeGreaterThan(2000);
    expect(await count("payroll_salaries where employee_id like 'HRMS%'")).toBeGreaterThanOrEqual(565);
    // written with triggers off, the counts and report summaries are rebuilt to match
    expect(await count("employee_counts where organization_id = 'ORG1' and employees = 600")).toBe(1);
    const people = await database.db.execute<{ n: number }>(
      sql.raw("select sum(people)::int as n from headcount_buckets where organization_id = 'ORG1'"),
    );
    expect(people.rows[0]?.n).toBe(600);
    const open = await count(
      "(select id from leave_requests where status in ('PENDING', 'MANAGER_APPROVED') union all select id from attendance_records where status in ('PENDING', 'MANAGER_APPROVED') union all select id from timesheet_weeks where status in ('PENDING', 'MANAGER_APPROVED') union all select id from profile_change_requests where status in ('PENDING', 'MANAGER_APPROVED') union all select id from expense_claims where status in ('PENDING', 'MANAGER_APPROVED') union all select id from exits where status in ('PENDING', 'MANAGER_APPROVED')) o",
    );
    expect(await count('report_open_approvals')).toBe(open);
    // a second run leaves a grown organisation as it is
    expect((await seedScale(database, 900)).created).toBe(0);
    // rosters and a month of punches make the small size take longer than the default 30 s here
  }, 180_000);
});
