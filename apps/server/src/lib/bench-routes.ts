import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { sqlCounter } from '../db/client';

/**
 * Hidden routes for `npm run bench`, registered only when BENCH_ROUTES=1: the machine's own limits in the
 * same process (a bare route; bare primary-key SELECTs) and the server's counters. Outside /hrmsapplication,
 * so they carry no API contract and never exist in a normal start.
 */
export function installBenchRoutes(app: FastifyInstance, db: Db) {
  if (process.env.BENCH_ROUTES !== '1') return;
  app.get('/bench/bare', { config: { public: true } }, async () => ({ ok: true }));
  // `times` (1–5) SELECTs one after another: the ceiling of a call that makes that many round trips
  app.get<{ Querystring: { id?: string; times?: string } }>('/bench/pk', { config: { public: true } }, async (request) => {
    const times = Math.min(5, Math.max(1, Number(request.query.times) || 1));
    let row: unknown = null;
    for (let i = 0; i < times; i++) {
      const result = await db.execute(
        sql`select employee_id, firstname, lastname from employees where employee_id = ${request.query.id ?? 'HRMS1'}`,
      );
      row = result.rows[0] ?? null;
    }
    return row;
  });
  app.get('/bench/stats', { config: { public: true } }, async () => {
    const memory = process.memoryUsage();
    // pid: which copy answered (the bench waits until every web copy has)
    return { statements: sqlCounter.statements, rss: memory.rss, heapUsed: memory.heapUsed, pid: process.pid };
  });
}
