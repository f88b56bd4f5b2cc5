// npm run bench (its last lines), or alone: node --import tsx scripts/bench-accrual.ts
// Times the leave-accrual schedule for every organisation on the bench database (DATABASE_URL, else
// PGlite under DATA_DIR): the first run (whatever the ledger lacks up to today), then a second run, which
// must add nothing, then a monthly run (this month's accruals removed, the last run last month), the
// schedule's everyday case. Prints Markdown table rows.
import { todayIso } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { accrueLeave } from '../apps/server/src/modules/leave';

const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const db = database.db;
  const count = async () =>
    Number(
      (await db.execute<{ n: string }>(sql`select count(*) as n from leave_ledger where kind in ('ACCRUAL', 'CARRY_FORWARD')`))
        .rows[0]?.n,
    );
  const people = Number((await db.execute<{ n: string }>(sql`select count(*) as n from employees`)).rows[0]?.n);
  const organizations = (await db.execute<{ id: string }>(sql`select organization_id as id from organizations`)).rows;
  const today = todayIso();
  for (const run of ['first run', 'second run (adds nothing)']) {
    const before = await count();
    const started = performance.now();
    for (const { id } of organizations) await accrueLeave(db, id, today);
    const seconds = (performance.now() - started) / 1000;
    const added = (await count()) - before;
    console.log(`| leave-accrual, ${run} | ${people} people | ${seconds.toFixed(1)} s | ${added} ledger rows added |`);
  }
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const lastMonth = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  await db.execute(sql`delete from leave_ledger where kind = 'ACCRUAL' and year = ${year} and month = ${month}`);
  const before = await count();
  const started = performance.now();
  for (const { id } of organizations) await accrueLeave(db, id, today, { at: new Date(), day: lastMonth });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `| leave-accrual, monthly run (from last month's run) | ${people} people | ${seconds.toFixed(1)} s | ${(await count()) - before} ledger rows added |`,
  );
} finally {
  await database.close();
}
