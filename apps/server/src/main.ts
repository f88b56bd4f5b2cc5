import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { limitHeapGrowth } from './heap';
import { processCount, superviseCopies } from './processes';
import { seedDemoOrganization } from './seed/demo';

const config = loadConfig();
const openAppDatabase = () => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, pooler: config.databasePooler });

/**
 * Migrates (on PostgreSQL itself when DATABASE_DIRECT_URL is set: DDL and the migrator's lock do not belong
 * behind a transaction-mode pooler) and seeds the demo organisation on an empty database.
 */
async function prepareDatabase(database: Database) {
  if (process.env.MIGRATE_ON_START === 'false') return;
  const direct = config.databaseDirectUrl ? await openDatabase({ url: config.databaseDirectUrl, poolSize: 2 }) : null;
  try {
    await migrateDatabase(direct ?? database);
    if (await seedDemoOrganization((direct ?? database).db))
      console.info('empty database: demo organisation seeded (log in as HRMS1 / Welcome@123)');
  } finally {
    await direct?.close();
  }
}

// `main.js --migrate`: migrate (and seed an empty database), then exit: the deployment's migration job
if (process.argv.includes('--migrate')) {
  const database = await openAppDatabase();
  await prepareDatabase(database);
  await database.close();
  process.exit(0);
}
limitHeapGrowth(config.heapGrowingPercent);
const copies = cluster.isPrimary ? processCount(config) : { count: 1 };
if (copies.reason) console.warn(`WEB_CONCURRENCY ignored, running one process: ${copies.reason}`);

if (cluster.isPrimary && copies.count > 1) {
  // migrate and seed once, before any copy answers
  const database = await openAppDatabase();
  await prepareDatabase(database);
  await database.close();
  superviseCopies(copies.count, config.processRole, (message) => console.warn(message));
  console.info(`HRMS is starting ${copies.count} processes on http://localhost:${config.port}`);
} else {
  await serveOneCopy();
}

async function serveOneCopy() {
  const database = await openAppDatabase();
  if (cluster.isPrimary) await prepareDatabase(database);
  // PROCESS_ROLE=web: an HTTP-only copy, another process sends the mail and runs the jobs; =worker: the reverse
  const role = config.processRole;
  const app = await buildApp({
    db: database.db,
    config,
    runWorkers: role !== 'web',
    serveApi: role !== 'worker',
    serveWeb: role !== 'worker',
  });

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
  if (cluster.isPrimary && role === 'worker')
    app.log.info(`HRMS worker is running the jobs; health on http://localhost:${config.port}/readyz (${database.engine})`);
  else if (cluster.isPrimary) app.log.info(`HRMS is ready on http://localhost:${config.port} (${database.engine}, ${role})`);
}
