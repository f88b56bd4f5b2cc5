// A large data set for benchmarks: npm run seed:scale -- --employees 100000
// DATABASE_URL picks PostgreSQL, else the embedded database under DATA_DIR (./data by default).
import { resolve } from 'node:path';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { seedScale } from '../apps/server/src/seed/scale';

const at = process.argv.indexOf('--employees');
const size = at >= 0 ? Number(process.argv[at + 1]) : 100_000;
if (!Number.isInteger(size) || size < 36) {
  console.error('Usage: npm run seed:scale -- --employees N   (N ≥ 36, the demo organisation has 35 people)');
  process.exit(2);
}
const url = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const started = performance.now();
const database = await openDatabase({ url, dataDir });
try {
  await migrateDatabase(database);
  console.log(`seeding ${size} employees on ${url ? 'PostgreSQL' : `PGlite (${dataDir})`}`);
  const report = await seedScale(database, size, (line) => console.log(line));
  console.log(
    `done: ${report.employees} employees (${report.created} new) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
