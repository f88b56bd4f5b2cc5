import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { queryName } from '../lib/error-log';
import { createTestDb, testConfig } from './helpers';

const SECRET = 'Jane Citizen 1234-5678-9012';
let app: FastifyInstance;
let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDb();
  const config = { ...testConfig(), logLevel: 'info' };
  app = await buildApp({ db: database.db, config, serveWeb: false, logStream: { write: (line) => lines.push(line) } });
  // a query that fails inside the database, carrying personal data as its parameter
  app.get('/test/failing-query', { config: { public: true } }, async () => {
    await database.db.execute(sql`select * from "no_such_table" where "name" = ${SECRET}`);
    return { ok: true };
  });
  // a value the database cannot store, and a duplicate key (what a lost race looks like)
  app.get('/test/bad-value', { config: { public: true } }, async () => {
    await database.db.execute(sql`select ${SECRET}::int`);
    return { ok: true };
  });
  app.get('/test/duplicate', { config: { public: true } }, async () => {
    await database.db.execute(sql`create table if not exists dup_probe (id text primary key)`);
    await database.db.execute(sql`insert into dup_probe values (${SECRET}) on conflict do nothing`);
    await database.db.execute(sql`insert into dup_probe values (${SECRET})`);
    return { ok: true };
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the log never holds personal data', () => {
  it("logs a failing query's error class, name and code — never its parameters", async () => {
    const res = await app.inject({ method: 'GET', url: '/test/failing-query?password=Secret1' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).not.toContain(SECRET);
    const errorLine = lines.find((line) => line.includes('unhandled error'));
    expect(errorLine).toBeDefined();
    const logged = JSON.parse(errorLine!);
    expect(logged.err).toMatchObject({ type: 'DrizzleQueryError', query: 'select no_such_table', code: '42P01' });
    const all = lines.join('\n');
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain('Secret1');
    expect(all).not.toContain('params');
  });

  it('answers a value the database refuses with 400 and a lost race on a unique key with 409, never 5xx', async () => {
    const bad = await app.inject({ method: 'GET', url: '/test/bad-value' });
    expect(bad.statusCode).toBe(400);
    const duplicate = await app.inject({ method: 'GET', url: '/test/duplicate' });
    expect(duplicate.statusCode).toBe(409);
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('names a statement by its verb and table only', () => {
    expect(queryName('insert into "documents" ("id", "content") values ($1, $2)')).toBe('insert documents');
    expect(queryName('update "accounts" set "role" = $1 where "employee_id" = $2')).toBe('update accounts');
    expect(queryName('select "a" from "employees" where lower("email") = lower($1)')).toBe('select employees');
  });
});
