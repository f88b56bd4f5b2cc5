import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemoOrganization } from './seed/demo';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
// RUN_WORKERS=false: an API-only copy; another copy sends the mail and runs the jobs
const app = await buildApp({ db: database.db, config, runWorkers: process.env.RUN_WORKERS !== 'false' });
const seeded = await seedDemoOrganization(database.db);
if (seeded) app.log.info('empty database: demo organisation seeded (log in as HRMS1 / Welcome@123)');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`HRMS is ready on http://localhost:${config.port} (${database.engine})`);
