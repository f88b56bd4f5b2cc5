// npm run bench (its last lines), or alone: node --import tsx scripts/bench-payroll.ts
// Times a pay run of every person of the largest organisation on the bench database (DATABASE_URL, else
// PGlite under DATA_DIR): this month's run (a DRAFT of this month is replaced), computed as the job queue's
// worker computes it (chunks of people, set-based reads, one INSERT of payslips per chunk), then computed
// again with nothing changed. Prints Markdown table rows.
import { todayIso } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import type { Deps } from '../apps/server/src/lib/deps';
import { benchPayRun } from '../apps/server/src/modules/payroll';

const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? './data' });
try {
  const db = database.db;
  const [largest] = (
    await db.execute<{ id: string; n: string }>(
      sql`select organization_id as id, count(*) as n from employees group by 1 order by 2 desc limit 1`,
    )
  ).rows;
  if (!largest) throw new Error('no organisation to pay');
  const log = { error: (details: unknown, message: string) => console.error(message, details) };
  const deps = { db, log } as unknown as Deps;
  const month = todayIso().slice(0, 7);
  for (const label of ['first computation', 'computed again (nothing changed)']) {
    const started = performance.now();
    const run = await benchPayRun(deps, largest.id, month);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `| pay run ${month}, ${label} | ${largest.n} people | ${seconds.toFixed(1)} s | ${run.employees} payslips, ${run.errors.length} errors, net ₹${run.net} |`,
    );
  }
} finally {
  await database.close();
}
