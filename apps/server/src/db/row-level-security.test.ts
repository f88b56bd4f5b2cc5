import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseRls } from '../config';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-people';
import { OTHER_ORG } from '../test/databases';
import { createTestDb } from '../test/helpers';
import type { Database, Db } from './client';
import { TABLES_WITH_SCOPED_VIEWS } from './organization-views';
import { APP_ROLE, enableRowLevelSecurity, withOrganization } from './row-level-security';
import { sqlStateOf } from './transaction-retry';

/**
 * Tables without an organization_id column, scoped through a parent instead: which of their rows belong to an
 * organisation (`$org`), as the owner would filter them. A new table must have organization_id or be listed here
 * with a policy in a migration, else the first test fails.
 */
const PARENT_SCOPED: Record<string, (org: string) => ReturnType<typeof sql>> = {
  exam_questions: (org) => sql`exam_id in (select id from exams where organization_id = ${org})`,
  exam_options: (org) =>
    sql`question_id in (select q.id from exam_questions q join exams e on e.id = q.exam_id where e.organization_id = ${org})`,
  exam_answers: (org) => sql`attempt_id in (select id from exam_attempts where organization_id = ${org})`,
  import_rejections: (org) => sql`import_id in (select import_id from imports where organization_id = ${org})`,
  payroll_run_inputs: (org) => sql`run_id in (select id from payroll_runs where organization_id = ${org})`,
  refresh_tokens: (org) => sql`employee_id in (select employee_id from employees where organization_id = ${org})`,
  password_resets: (org) => sql`employee_id in (select employee_id from employees where organization_id = ${org})`,
  password_reset_limits: (org) => sql`employee_id in (select employee_id from employees where organization_id = ${org})`,
};

let database: Database;
let db: Db;
/** Every table of the schema with its own organization_id column. */
let organizationTables: string[] = [];

const count = async (executor: Db, query: ReturnType<typeof sql>) =>
  Number((await executor.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
/** The SQLSTATE the work failed with: 42501 is a row-level security policy's refusal. */
const failure = (work: Promise<unknown>) =>
  work.then(
    () => 'none',
    (error: unknown) => sqlStateOf(error),
  );
const ownedBy = (table: string, org: string) => PARENT_SCOPED[table]?.(org) ?? sql`organization_id = ${org}`;

beforeAll(async () => {
  database = await createTestDb('seeded');
  db = database.db;
  const { rows } = await db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
     order by 1`);
  organizationTables = rows.map((row) => row.table_name);
  await enableRowLevelSecurity(db);
});
afterAll(async () => {
  await database?.close();
});

describe('row-level security per organisation', () => {
  it('covers every table: its own organization_id, or a parent named in PARENT_SCOPED', async () => {
    const { rows } = await db.execute<{ table_name: string; rls: boolean; forced: boolean; qual: string | null }>(sql`
      select t.table_name, c.relrowsecurity as rls, c.relforcerowsecurity as forced, p.qual
        from information_schema.tables t
        join pg_class c on c.oid = format('%I.%I', t.table_schema, t.table_name)::regclass
        left join pg_policies p on p.schemaname = t.table_schema and p.tablename = t.table_name
                               and p.policyname = 'organization_isolation'
       where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       order by 1`);
    expect(organizationTables.length).toBeGreaterThan(80);
    for (const row of rows) {
      const scoped = organizationTables.includes(row.table_name) || row.table_name in PARENT_SCOPED;
      expect(scoped, `${row.table_name} has no organization_id and no parent in PARENT_SCOPED`).toBe(true);
      expect(row.rls, `${row.table_name}: row-level security enabled`).toBe(true);
      // not forced: the owner (migrations, seeds, jobs, sign-in) works across organisations
      expect(row.forced, `${row.table_name}: not forced`).toBe(false);
      expect(row.qual, `${row.table_name}: organization_isolation policy`).toBeTruthy();
      if (organizationTables.includes(row.table_name))
        expect(row.qual?.replace(/\s+/g, ' ')).toMatch(/organization_id = current_setting\('app\.organization_id'::text, true\)/);
    }
    expect(Object.keys(PARENT_SCOPED).every((table) => rows.some((row) => row.table_name === table))).toBe(true);
  });

  it('an unfiltered read of every table returns only the organisation the transaction names', async () => {
    const tables = [...organizationTables, ...Object.keys(PARENT_SCOPED)];
    const hidden: string[] = [];
    for (const table of tables) {
      const name = sql.identifier(table);
      const demoRows = await count(db, sql`select count(*)::int as n from ${name} where ${ownedBy(table, DEMO_ORGANIZATION_ID)}`);
      const otherRows = await count(db, sql`select count(*)::int as n from ${name} where ${ownedBy(table, OTHER_ORG)}`);
      // deliberately no filter: the policy alone decides
      const seenByOther = await withOrganization(db, OTHER_ORG, (scoped) =>
        count(scoped, sql`select count(*)::int as n from ${name}`),
      );
      const seenByDemo = await withOrganization(db, DEMO_ORGANIZATION_ID, (scoped) =>
        count(scoped, sql`select count(*)::int as n from ${name}`),
      );
      expect(seenByOther, `${table} read as ${OTHER_ORG}`).toBe(otherRows);
      expect(seenByDemo, `${table} read as ${DEMO_ORGANIZATION_ID}`).toBe(demoRows);
      if (demoRows > 0) hidden.push(table);
    }
    // the seeded demo organisation fills most tables: each of those proved it hides its rows from the other one
    expect(hidden.length, `tables with rows of ${DEMO_ORGANIZATION_ID}: ${hidden.join(', ')}`).toBeGreaterThan(30);
  });

  it('each scoped view has its table’s columns, shows what the policy would, and is read-only for the role', async () => {
    for (const table of TABLES_WITH_SCOPED_VIEWS) {
      const view = `${table}_in_scope`;
      const columnsOf = async (relation: string) =>
        (
          await db.execute<{ column_name: string }>(sql`
            select column_name from information_schema.columns
             where table_schema = current_schema() and table_name = ${relation} order by ordinal_position`)
        ).rows.map((row) => row.column_name);
      // a column added to the table needs the view made again (and the search reads each row's ctid through it)
      expect(await columnsOf(view), view).toEqual([...(await columnsOf(table)), 'ctid']);
      const name = sql.identifier(view);
      for (const org of [OTHER_ORG, DEMO_ORGANIZATION_ID]) {
        const byPolicy = await withOrganization(db, org, (scoped) =>
          count(scoped, sql`select count(*)::int as n from ${sql.identifier(table)}`),
        );
        const byView = await withOrganization(db, org, (scoped) => count(scoped, sql`select count(*)::int as n from ${name}`));
        expect(byView, `${view} read as ${org}`).toBe(byPolicy);
      }
      // the owner (jobs, seeds, DATABASE_RLS=off) sees the whole table through it
      expect(await count(db, sql`select count(*)::int as n from ${name}`)).toBe(
        await count(db, sql`select count(*)::int as n from ${sql.identifier(table)}`),
      );
      const none = await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
        return count(tx as unknown as Db, sql`select count(*)::int as n from ${name}`);
      });
      expect(none, `${view} with no organisation named`).toBe(0);
      const write = failure(withOrganization(db, OTHER_ORG, (scoped) => scoped.execute(sql`delete from ${name}`)));
      expect(await write, `${view} written by ${APP_ROLE}`).toBe('42501');
    }
  });

  it('with no organisation named, the role sees no row at all', async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
      return count(tx as unknown as Db, sql`select count(*)::int as n from employees`);
    });
    expect(seen).toBe(0);
  });

  it("writes stay in the organisation: another organisation's rows are not touched, nor can a row be moved or made there", async () => {
    const before = await count(
      db,
      sql`select count(*)::int as n from departments where organization_id = ${DEMO_ORGANIZATION_ID}`,
    );
    expect(before).toBeGreaterThan(0);
    const updated = await withOrganization(db, OTHER_ORG, async (scoped) => {
      const result = await scoped.execute(sql`update departments set department_name = department_name || ' (x)'`);
      return result.rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0;
    });
    expect(updated).toBe(0);
    const made = failure(
      withOrganization(db, OTHER_ORG, (scoped) =>
        scoped.execute(
          sql`insert into departments (department_id, organization_id, department_name) values ('RLSX', ${DEMO_ORGANIZATION_ID}, 'Intruder')`,
        ),
      ),
    );
    expect(await made).toBe('42501');
    const moved = failure(
      withOrganization(db, DEMO_ORGANIZATION_ID, (scoped) =>
        scoped.execute(sql`update departments set organization_id = ${OTHER_ORG}`),
      ),
    );
    expect(await moved).toBe('42501');
    expect(await count(db, sql`select count(*)::int as n from departments where organization_id = ${DEMO_ORGANIZATION_ID}`)).toBe(
      before,
    );
  });

  it('leaves no role or organisation behind on the pooled connections', async () => {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        withOrganization(db, OTHER_ORG, (scoped) => count(scoped, sql`select count(*)::int as n from employees`)),
      ),
    );
    const after = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.execute<{ role: string; org: string | null }>(
          sql`select current_user as role, current_setting('app.organization_id', true) as org`,
        ),
      ),
    );
    for (const { rows } of after) {
      expect(rows[0]?.role).not.toBe(APP_ROLE);
      expect(rows[0]?.org ?? '').toBe('');
    }
  });
});

describe('DATABASE_RLS', () => {
  it('is on unless turned off, and refuses anything else', () => {
    expect(parseDatabaseRls(undefined)).toBe(true);
    expect(parseDatabaseRls(' ON ')).toBe(true);
    expect(parseDatabaseRls('off')).toBe(false);
    expect(parseDatabaseRls('false')).toBe(false);
    expect(() => parseDatabaseRls('maybe')).toThrow(/DATABASE_RLS must be on or off/);
  });
});
