import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { organizations } from '../modules/organization/organization.tables';
import { rebuildReportSummaries } from '../modules/reports';
import { seedDemoOrganization } from './demo';
import { DEMO_ORGANIZATION_ID, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
import type { ScaleContext } from './scale-context';
import { SCALE_STEPS } from './scale-extensions';

export type ScaleReport = { employees: number; created: number; steps: { name: string; ms: number }[] };

/**
 * Grows the demo organisation to `size` people (`npm run seed:scale`): seeds the demo organisation first
 * when the database is empty, then generates the rest set-based in one transaction and refreshes the
 * planner's statistics. A database that already holds more than the demo is left as it is.
 */
export async function seedScale(database: Database, size: number, log: (line: string) => void = () => {}): Promise<ScaleReport> {
  const { db } = database;
  if (await seedDemoOrganization(db)) log('empty database: demo organisation seeded');
  const [org] = await db.select().from(organizations).where(eq(organizations.organizationId, DEMO_ORGANIZATION_ID));
  if (!org) throw new Error(`The demo organisation ${DEMO_ORGANIZATION_ID} is missing; use an empty database.`);
  const [{ n: existing } = { n: 0 }] = await db
    .execute<{ n: number }>(sql`select count(*)::int as n from employees where organization_id = ${DEMO_ORGANIZATION_ID}`)
    .then((r) => r.rows);
  const first = org.nextEmployeeNumber;
  if (existing >= size || existing > DEMO_PEOPLE.length) {
    log(`the organisation already has ${existing} employees; nothing generated (use an empty database to re-seed)`);
    return { employees: existing, created: 0, steps: [] };
  }
  const last = first + (size - existing) - 1;
  const count = last - first + 1;
  const managers = Math.max(3, Math.round(size / 300));
  const hrPartners = Math.max(2, Math.round(size / 2000));
  const ctx: ScaleContext = {
    organizationId: DEMO_ORGANIZATION_ID,
    prefix: org.employeeIdPrefix,
    first,
    last,
    managerFirst: first,
    managerLast: first + Math.min(managers, count) - 1,
    hrFirst: first + Math.min(managers, count),
    hrLast: first + Math.min(managers + hrPartners, count) - 1,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  };
  const steps: ScaleReport['steps'] = [];
  await db.transaction(async (tx) => {
    // the generated rows are consistent by construction: row-level triggers (foreign keys, counts, report
    // summaries) are off while they are written, and what the triggers keep is rebuilt once at the end
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const step of SCALE_STEPS) {
      const started = performance.now();
      await step.run(tx, ctx);
      const ms = Math.round(performance.now() - started);
      steps.push({ name: step.name, ms });
      log(`  ${step.name}: ${ms} ms`);
    }
    const rebuildStarted = performance.now();
    await rebuildReportSummaries(tx);
    steps.push({ name: 'counts and report summaries', ms: Math.round(performance.now() - rebuildStarted) });
    log(`  counts and report summaries: ${steps.at(-1)?.ms} ms`);
    await tx
      .update(organizations)
      .set({ nextEmployeeNumber: last + 1 })
      .where(eq(organizations.organizationId, DEMO_ORGANIZATION_ID));
  });
  const started = performance.now();
  // Fresh statistics for the planner and an up-to-date visibility map for index-only scans.
  await db.execute(sql.raw('VACUUM ANALYZE'));
  steps.push({ name: 'vacuum analyze', ms: Math.round(performance.now() - started) });
  log(`  vacuum analyze: ${steps.at(-1)?.ms} ms`);
  return { employees: existing + count, created: count, steps };
}
