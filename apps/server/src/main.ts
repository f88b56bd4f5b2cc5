import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { limitHeapGrowth } from './heap';
import { processCount, superviseCopies } from './processes';
import { seedDemoOrganization } from './seed/demo';

const config = loadConfig();
limitHeapGrowth(config.heapGrowingPercent);
const copies = cluster.isPrimary ? processCount(config) : { count: 1 };
if (copies.reason) console.warn(`WEB_CONCURRENCY ignored, running one process: ${copies.reason}`);

if (cluster.isPrimary && copies.count > 1) {
  // migrate and seed once, before any copy answers
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  if (await seedDemoOrganization(database.db))
    console.info('empty database: demo organisation seeded (log in as HRMS1 / Welcome@123)');
  await database.close();
  superviseCopies(copies.count, (message) => console.warn(message));
  console.info(`HRMS is starting ${copies.count} processes on http://localhost:${config.port}`);
} else {
  await serveOneCopy();
}

async function serveOneCopy() {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (cluster.isPrimary) await migrateDatabase(database);
  // RUN_WORKERS=false: an API-only copy; another copy sends the mail and runs the jobs
  const app = await buildApp({ db: database.db, config, runWorkers: process.env.RUN_WORKERS !== 'false' });
  if (cluster.isPrimary && (await seedDemoOrganization(database.db)))
    app.log.info('empty database: demo organisation seeded (log in as HRMS1 / Welcome@123)');

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
  if (cluster.isPrimary) app.log.info(`HRMS is ready on http://localhost:${config.port} (${database.engine})`);
}
