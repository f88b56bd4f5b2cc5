import { ONBOARDING_CATEGORY } from '@hrms/shared';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { anywherePattern } from '../../db/patterns';
import { accounts } from '../auth';
import { employees, employments } from '../employees';
import { documents, onboardingSubmissions } from './documents.tables';

export type SubmissionRow = typeof onboardingSubmissions.$inferSelect;

export async function findSubmission(db: Executor, organizationId: string, employeeId: string) {
  const [row] = await db
    .select()
    .from(onboardingSubmissions)
    .where(and(eq(onboardingSubmissions.organizationId, organizationId), eq(onboardingSubmissions.employeeId, employeeId)));
  return row ?? null;
}

export async function upsertSubmission(db: Executor, values: typeof onboardingSubmissions.$inferInsert) {
  const now = new Date();
  await db
    .insert(onboardingSubmissions)
    .values({ ...values, submittedAt: now })
    .onConflictDoUpdate({
      target: onboardingSubmissions.employeeId,
      set: {
        aadharName: values.aadharName,
        aadharNumber: values.aadharNumber,
        panName: values.panName,
        panNumber: values.panNumber,
        submittedBy: values.submittedBy,
        submittedAt: now,
        updatedAt: now,
      },
    });
  return now;
}

const employeeName = sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`;

/**
 * The organisation's submissions, newest first, with the employee's name; searchable by id or name.
 * With `leaderId`, only those of the people that HR person leads (as their HR or reporting manager).
 */
export async function listSubmissions(
  db: Executor,
  organizationId: string,
  window: { offset: number; limit: number; search?: string; leaderId?: string },
) {
  const like = window.search ? anywherePattern(window.search) : null;
  const led = window.leaderId
    ? sql`exists (select 1 from ${employments} where ${employments.employeeId} = ${onboardingSubmissions.employeeId}
        and (${employments.hrId} = ${window.leaderId} or ${employments.reportingManagerId} = ${window.leaderId}))`
    : undefined;
  const where = and(
    eq(onboardingSubmissions.organizationId, organizationId),
    led,
    like ? or(ilike(employees.employeeId, like), ilike(employeeName, like)) : undefined,
  );
  const rows = await db
    .select({ employeeId: onboardingSubmissions.employeeId, employeeName, submittedAt: onboardingSubmissions.submittedAt })
    .from(onboardingSubmissions)
    .innerJoin(employees, eq(employees.employeeId, onboardingSubmissions.employeeId))
    .where(where)
    .orderBy(desc(onboardingSubmissions.submittedAt), onboardingSubmissions.employeeId)
    .offset(window.offset)
    .limit(window.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(onboardingSubmissions)
    .innerJoin(employees, eq(employees.employeeId, onboardingSubmissions.employeeId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/**
 * New joiners (ROLE_ONBOARDING) of the organisation still missing any of `expected` onboarding files, by
 * joining date; each with the missing fields in the given order. With `leaderId`, only the people that
 * HR person leads. One statement for the page and one for the total; the file check uses documents_owner_idx.
 */
export async function listJoinersMissingDocuments(
  db: Executor,
  organizationId: string,
  expected: readonly string[],
  window: { offset: number; limit: number; leaderId?: string },
) {
  const wanted = sql.join(
    expected.map((field, i) => sql`(${field}::text, ${i}::int)`),
    sql`, `,
  );
  const missing = sql<string[]>`(select coalesce(json_agg(f.field order by f.ord), '[]'::json)
    from (values ${wanted}) as f(field, ord)
    where not exists (select 1 from ${documents} where ${documents.organizationId} = ${organizationId}
      and ${documents.employeeId} = ${employees.employeeId} and ${documents.category} = ${ONBOARDING_CATEGORY}
      and ${documents.field} = f.field))`;
  const led = window.leaderId
    ? sql`exists (select 1 from ${employments} where ${employments.employeeId} = ${employees.employeeId}
        and (${employments.hrId} = ${window.leaderId} or ${employments.reportingManagerId} = ${window.leaderId}))`
    : undefined;
  const where = and(
    eq(accounts.organizationId, organizationId),
    eq(accounts.role, 'ROLE_ONBOARDING'),
    led,
    sql`${missing}::jsonb <> '[]'::jsonb`,
  );
  const rows = await db
    .select({ employeeId: employees.employeeId, employeeName, doj: employees.doj, missing })
    .from(accounts)
    .innerJoin(employees, eq(employees.employeeId, accounts.employeeId))
    .where(where)
    .orderBy(employees.doj, employees.employeeId)
    .offset(window.offset)
    .limit(window.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accounts)
    .innerJoin(employees, eq(employees.employeeId, accounts.employeeId))
    .where(where);
  return { rows, total: count?.total ?? 0 };
}
