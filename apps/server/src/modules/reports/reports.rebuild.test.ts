import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDb } from '../../test/helpers';
import { createAccounts } from '../auth';
import { insertEmployeesBulk, upsertEmploymentsBulk } from '../employees';
import { rebuildReportSummaries } from './reports.rebuild';
import { seedReportFixtures } from './reports.test-fixtures';

// what the triggers keep, in a stable order; empty buckets and counts (left behind by moves) are no figures
const SNAPSHOTS = {
  employee_counts: 'select organization_id, employees from employee_counts where employees <> 0 order by 1',
  headcount_buckets:
    'select organization_id, department_id, designation, join_month::text, leave_month::text, people from headcount_buckets where people <> 0 order by 1, 2, 3, 4, 5',
  report_leave_taken: 'select * from report_leave_taken order by leave_request_id',
  report_approved_hours: 'select * from report_approved_hours order by week_id, project_code',
  report_project_hours:
    'select * from report_project_hours where d0 + d1 + d2 + d3 + d4 + d5 + d6 <> 0 order by organization_id, project_code, department_id, week_start',
  report_open_approvals:
    'select kind, request_id, organization_id, employee_id, status, decider, since::text from report_open_approvals order by kind, request_id',
};

describe('rebuilding the counts and report summaries', () => {
  let database: Database;
  const snapshot = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const [name, query] of Object.entries(SNAPSHOTS)) tables[name] = (await database.db.execute(sql.raw(query))).rows;
    return tables;
  };

  beforeAll(async () => {
    database = await createTestDb('seeded');
    await seedReportFixtures(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives exactly what the triggers kept, row by row', async () => {
    const kept = await snapshot();
    expect(kept.headcount_buckets?.length).toBeGreaterThan(3);
    expect(kept.report_open_approvals?.length).toBeGreaterThan(3);
    expect(kept.report_leave_taken?.length).toBeGreaterThan(0);
    expect(kept.report_approved_hours?.length).toBeGreaterThan(0);
    await database.db.transaction((tx) => rebuildReportSummaries(tx));
    expect(await snapshot()).toEqual(kept);
  });

  it('keeps the headcount of many people inserted by one statement (an import chunk) as row by row', async () => {
    const people = Array.from({ length: 60 }, (_, i) => ({
      employeeId: `HCBULK${i}`,
      organizationId: 'ORG1',
      prefix: 'Ms',
      firstname: 'Bulk',
      middlename: '',
      lastname: 'Headcount',
      email: `hc.bulk${i}@example.com`,
      countryCode: '+91',
      phoneNumber: `97${String(i).padStart(8, '0')}`,
      maritialStatus: 'Single',
      dob: '1990-01-01',
      gender: 'Female',
      fatherName: 'Father',
      doj: ['2024-01-15', '2024-02-01', '2025-06-30'][i % 3] as string,
      bloodGroup: 'O +ve',
    }));
    const lines = people.slice(0, 45).map((p, i) => ({
      employeeId: p.employeeId,
      organizationId: 'ORG1',
      designation: i % 2 ? 'Software Engineer' : 'HR Executive',
      departmentId: i % 4 ? 'ENG' : 'HR',
      reportingManagerId: 'HRMS3',
      hrId: 'HRMS2',
    }));
    await database.db.transaction(async (tx) => {
      await insertEmployeesBulk(tx, people);
      await createAccounts(
        tx,
        people.map((p) => ({
          employeeId: p.employeeId,
          organizationId: 'ORG1',
          passwordHash: '!',
          role: 'ROLE_EMPLOYEE' as const,
        })),
      );
      await upsertEmploymentsBulk(tx, lines);
      // the same statement again moves 45 people to other buckets (its updates stay row by row)
      await upsertEmploymentsBulk(
        tx,
        lines.map((l) => ({ ...l, departmentId: 'ENG', designation: 'Software Engineer' })),
      );
    });
    await database.db.execute(sql`delete from employees where employee_id in ('HCBULK0', 'HCBULK59')`);
    const kept = await snapshot();
    await database.db.transaction((tx) => rebuildReportSummaries(tx));
    expect(await snapshot()).toEqual(kept);
  });
});
