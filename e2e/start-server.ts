// Starts the real server on a fresh data directory for the browser journeys: on a fresh PostgreSQL database
// when TEST_DATABASE_URL names a server (as CI does), else on the embedded engine in the data directory.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { e2eDatabaseUrl } from './e2e-database';

rmSync(process.env.DATA_DIR ?? './.tmp/data', { recursive: true, force: true });

const database = e2eDatabaseUrl(process.env);
if (database) {
  // The embedded engine runs every query on the server's one thread, one at a time: a pay run or a report in
  // one journey held up every page of the other workers. PostgreSQL is what production runs on; the
  // embedded engine keeps its own API suite.
  const admin = new pg.Client({ connectionString: database.maintenanceUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database.name}"`);
  await admin.end();
  process.env.DATABASE_URL = database.url;
}
await import('../apps/server/src/main');
