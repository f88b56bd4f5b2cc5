// Run by `npm run bench` before it starts the server: gives the benchmark's HR partner (HRMS2) thousands of
// waiting requests, so the decision line measures a throughput. DATABASE_URL or PGlite under DATA_DIR; an
// empty database (a demo-size run) is migrated and given the demo organisation first.
import { resolve } from 'node:path';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { seedWaitingProfileChanges } from '../apps/server/src/modules/approvals/approvals.scale';
import { seedDemoOrganization } from '../apps/server/src/seed/demo';
import { DEMO_ORGANIZATION_ID } from '../apps/server/src/seed/demo-people';

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.DATA_DIR ?? './data'),
});
try {
  await migrateDatabase(database);
  await seedDemoOrganization(database.db);
  const filed = await seedWaitingProfileChanges(database.db, DEMO_ORGANIZATION_ID, 'HRMS2');
  console.log(`waiting profile changes for HRMS2: ${filed} filed`);
} finally {
  await database.close();
}
