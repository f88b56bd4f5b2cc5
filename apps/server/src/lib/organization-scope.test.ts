import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database, Db } from '../db/client';
import { inScope } from '../db/organization-views';
import { APP_ROLE, rowLevelSecurityEnabled } from '../db/row-level-security';
import { searchEmployeePage } from '../modules/employees/employee-search.repository';
import { findEmployeeInOrganization, findEmployeeWithLines, listEmployees } from '../modules/employees/employees.repository';
import { employees } from '../modules/employees/employees.tables';
import { findNode } from '../modules/orgchart/orgchart.repository';
import { findPeopleByPrefix } from '../modules/search/search.repository';
import { DEMO_ORGANIZATION_ID } from '../seed/demo-people';
import { ADMIN, createTestDb, OTHER_ADMIN, OTHER_ORG, signedIn, testConfig } from '../test/helpers';
import { keepOrganizationScope, UNBOUND_ROUTES } from './organization-scope';

/**
 * Binding by default (issue 35): an ordinary authenticated route whose code forgets its organisation filter still
 * sees and changes only its caller's organisation, because the route layer binds every handler. The test routes
 * below are registered like any module's route; the public one is the control that shows the same query unbound.
 */
type Counts = Record<string, number>;

let database: Database;
let app: FastifyInstance;
const sessions = new Map<string, Record<string, string>>();
let attempts = 0;

/** Employees per organisation, read with no filter at all: what the policies let through. */
async function employeesByOrganization(db: Db): Promise<Counts> {
  const { rows } = await db.execute<{ org: string; n: number }>(
    sql`select organization_id as org, count(*)::int as n from employees group by 1 order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.org, row.n]));
}

const as = (employeeId: string) => signedIn(app, employeeId, sessions);

const get = async (url: string, employeeId: string | null) => {
  const res = await app.inject({ method: 'GET', url, headers: employeeId ? await as(employeeId) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  database = await createTestDb('seeded');
  app = await buildApp({ db: database.db, config: testConfig(), logger: false, serveWeb: false });
  const db = database.db;
  const roles = ['ROLE_ADMIN'] as const;
  // a service that forgot its filter: straight statements, a transaction with a savepoint inside, and a write
  app.get('/hrmsapplication/test-only/unfiltered', { config: { roles } }, async () => ({
    statement: await employeesByOrganization(db),
    transaction: await db.transaction(async (tx) => {
      const outer = await employeesByOrganization(tx as unknown as Db);
      const nested = await tx.transaction((savepoint) => employeesByOrganization(savepoint as unknown as Db));
      return { outer, nested };
    }),
    // after waiting on something outside the database, still bound
    afterWait: await new Promise((resolve) => setTimeout(resolve, 5)).then(() => employeesByOrganization(db)),
  }));
  app.post('/hrmsapplication/test-only/unfiltered-update', { config: { roles } }, async () => {
    const result = await db.execute(sql`update employees set father_name = father_name`);
    return { updated: result.rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows ?? 0 };
  });
  // a serialization failure on the first attempt: the outermost transaction runs again, bound again
  app.get('/hrmsapplication/test-only/retried', { config: { roles } }, async () =>
    db.transaction(async (tx) => {
      attempts++;
      const seen = await employeesByOrganization(tx as unknown as Db);
      if (attempts === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return seen;
    }),
  );
  app.get('/hrmsapplication/test-only/who', { config: { roles } }, async () => {
    const { rows } = await db.execute<{ role: string; org: string | null }>(
      sql`select current_user as role, current_setting('app.organization_id', true) as org`,
    );
    return rows[0];
  });
  // a streamed download: each page read when the client takes the previous one, outside the handler
  app.get('/hrmsapplication/test-only/unfiltered-stream', { config: { roles } }, async (_request, reply) => {
    const inScope = keepOrganizationScope();
    const pages = (async function* () {
      for (let page = 0; page < 3; page++) {
        await new Promise((resolve) => setImmediate(resolve));
        yield `${JSON.stringify(await inScope(() => employeesByOrganization(db)))}\n`;
      }
    })();
    return reply.type('text/plain').send(Readable.from(pages));
  });
  // the product's own statements with the wrong organisation in their filter: by the policies, and through the
  // scoped views that searches and lookups read (db/organization-views.ts)
  app.get('/hrmsapplication/test-only/wrong-organization', { config: { roles } }, async () => ({
    lookup: (await findEmployeeInOrganization(db, DEMO_ORGANIZATION_ID, ADMIN))?.employeeId ?? null,
    withLines: (await findEmployeeWithLines(db, DEMO_ORGANIZATION_ID, ADMIN))?.employee.employeeId ?? null,
    search: (await searchEmployeePage(db, DEMO_ORGANIZATION_ID, 'ananya', { offset: 0, limit: 10 })).total,
    shortSearch: (await searchEmployeePage(db, DEMO_ORGANIZATION_ID, 'a', { offset: 0, limit: 10 })).total,
    everywhere: (await findPeopleByPrefix(db, { organizationId: DEMO_ORGANIZATION_ID, text: 'a', limit: 10 })).length,
    chart: (await findNode(db, DEMO_ORGANIZATION_ID, ADMIN))?.employeeId ?? null,
    page: (await listEmployees(db, DEMO_ORGANIZATION_ID, { offset: 0, limit: 10 })).rows.length,
  }));
  // a statement that forgot its filter, through a scoped view
  app.get('/hrmsapplication/test-only/unfiltered-view', { config: { roles } }, async () => {
    const rows = await db
      .select({ org: employees.organizationId, n: sql<number>`count(*)::int` })
      .from(inScope(employees))
      .groupBy(employees.organizationId);
    return Object.fromEntries(rows.map((row) => [row.org, row.n]));
  });
  // the control: the same query on a public route runs as the owner and sees every organisation
  app.get('/hrmsapplication/test-only/public-unfiltered', { config: { public: true } }, async () => employeesByOrganization(db));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('every authenticated request is bound to its organisation (DATABASE_RLS on)', () => {
  it('an unfiltered read in an ordinary route returns only the caller’s organisation, in statements and transactions', async () => {
    expect(rowLevelSecurityEnabled(database.db)).toBe(true);
    const everyone = (await get('/hrmsapplication/test-only/public-unfiltered', null)) as Counts;
    expect(everyone[DEMO_ORGANIZATION_ID]).toBeGreaterThan(10);
    expect(everyone[OTHER_ORG]).toBe(1);

    const other = await get('/hrmsapplication/test-only/unfiltered', OTHER_ADMIN);
    const onlyOther = { [OTHER_ORG]: 1 };
    expect(other).toEqual({ statement: onlyOther, transaction: { outer: onlyOther, nested: onlyOther }, afterWait: onlyOther });

    const demo = await get('/hrmsapplication/test-only/unfiltered', ADMIN);
    const onlyDemo = { [DEMO_ORGANIZATION_ID]: everyone[DEMO_ORGANIZATION_ID] };
    expect(demo).toEqual({ statement: onlyDemo, transaction: { outer: onlyDemo, nested: onlyDemo }, afterWait: onlyDemo });
  });

  it('a streamed download reads each page bound, with no transaction held between pages', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/hrmsapplication/test-only/unfiltered-stream',
      headers: await as(OTHER_ADMIN),
    });
    expect(res.statusCode).toBe(200);
    const pages = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Counts);
    expect(pages).toEqual([{ [OTHER_ORG]: 1 }, { [OTHER_ORG]: 1 }, { [OTHER_ORG]: 1 }]);
  });

  it("the product's lookups and searches given another organisation find nothing of it, the scoped views included", async () => {
    const nothing = { lookup: null, withLines: null, search: 0, shortSearch: 0, everywhere: 0, chart: null, page: 0 };
    expect(await get('/hrmsapplication/test-only/wrong-organization', OTHER_ADMIN)).toEqual(nothing);
    // the control: the demo organisation's own admin finds them with the same statements
    const own = await get('/hrmsapplication/test-only/wrong-organization', ADMIN);
    expect(own).toMatchObject({ lookup: ADMIN, withLines: ADMIN, chart: ADMIN, page: 10 });
    expect(own.search).toBeGreaterThan(0);
    expect(own.shortSearch).toBeGreaterThan(0);
    expect(own.everywhere).toBeGreaterThan(0);
  });

  it('a statement through a scoped view that forgot its filter sees only the caller’s organisation', async () => {
    const everyone = (await get('/hrmsapplication/test-only/public-unfiltered', null)) as Counts;
    expect(await get('/hrmsapplication/test-only/unfiltered-view', OTHER_ADMIN)).toEqual({ [OTHER_ORG]: 1 });
    expect(await get('/hrmsapplication/test-only/unfiltered-view', ADMIN)).toEqual({
      [DEMO_ORGANIZATION_ID]: everyone[DEMO_ORGANIZATION_ID],
    });
  });

  it('runs as the policies’ role with the caller’s organisation named', async () => {
    expect(await get('/hrmsapplication/test-only/who', OTHER_ADMIN)).toEqual({ role: APP_ROLE, org: OTHER_ORG });
  });

  it('an unfiltered write changes only the caller’s organisation', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/hrmsapplication/test-only/unfiltered-update',
      headers: await as(OTHER_ADMIN),
    });
    expect(res.json()).toEqual({ updated: 1 });
  });

  it('concurrent requests of two organisations each see their own', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get('/hrmsapplication/test-only/unfiltered', i % 2 ? ADMIN : OTHER_ADMIN)),
    );
    results.forEach((result, i) => {
      const orgs = Object.keys((result as { statement: Counts }).statement);
      expect(orgs).toEqual([i % 2 ? DEMO_ORGANIZATION_ID : OTHER_ORG]);
    });
  });

  it('a serialization failure is retried at the outermost transaction, and the retry is bound', async () => {
    attempts = 0;
    expect(await get('/hrmsapplication/test-only/retried', OTHER_ADMIN)).toEqual({ [OTHER_ORG]: 1 });
    expect(attempts).toBe(2);
  });

  it('leaves the pooled connections unbound for work outside requests', async () => {
    const { rows } = await database.db.execute<{ role: string; org: string | null }>(
      sql`select current_user as role, current_setting('app.organization_id', true) as org`,
    );
    expect(rows[0]?.role).not.toBe(APP_ROLE);
    expect(rows[0]?.org ?? '').toBe('');
  });

  it('names only real routes in UNBOUND_ROUTES', () => {
    const known = new Set(app.routeCatalog.map((route) => `${route.method} ${route.url}`));
    for (const route of Object.keys(UNBOUND_ROUTES)) expect(known.has(route), route).toBe(true);
  });
});
