import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** PGlite and node-postgres share Drizzle's PostgreSQL query builder; we type both as one. */
export type Db = NodePgDatabase<Schema>;
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

export type Database = { db: Db; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** PostgreSQL when a URL is given, else embedded PGlite under dataDir (or in memory). Drivers load lazily. */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, engine: 'pglite', close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own database type
    await migrate(database.db as any, { migrationsFolder });
  }
}
