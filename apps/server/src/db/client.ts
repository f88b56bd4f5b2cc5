import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { retryTransactions } from './transaction-retry';

/**
 * Queries are written with the query builder over each module's own tables (`<module>.tables.ts`), never
 * Drizzle's relational API, so the client needs no central schema object.
 */
export type Schema = Record<string, never>;
/** PGlite and node-postgres share Drizzle's PostgreSQL query builder; we type both as one. */
export type Db = NodePgDatabase<Schema>;
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

export type Database = { db: Db; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** Default size of the PostgreSQL connection pool (DB_POOL_SIZE overrides it). */
export const DEFAULT_POOL_SIZE = 20;

/**
 * SQL statements issued through Drizzle since start, counted only while `counting` (SQL_COUNT=1: the benchmark
 * reads it to report statements per request; a test may switch it on and off); BEGIN/COMMIT of transactions are
 * not included.
 */
export const sqlCounter = { counting: process.env.SQL_COUNT === '1', statements: 0 };
export const countingLogger: Logger = {
  logQuery: () => {
    if (sqlCounter.counting) sqlCounter.statements++;
  },
};

const genericPlans = new WeakMap<Db, Db>();

/**
 * Where to prepare a statement whose every call should run one plan made without its values: on
 * PostgreSQL, a second pool whose connections force generic plans (`plan_cache_mode`), since PostgreSQL
 * keeps re-planning a prepared statement for each call when its custom plans look cheaper, and the setting
 * cannot be given per statement. Only for statements written so that one plan serves every value (index
 * ranges rather than LIKE prefixes, branches chosen by one-time filters), and only outside transactions.
 * PGlite plans each call on its one connection.
 */
export function plannedOnce(db: Db): Db {
  return genericPlans.get(db) ?? db;
}

/** A connection pooler between the server and PostgreSQL (DATABASE_POOLER); only PgBouncer is known. */
export type DatabasePooler = 'pgbouncer';

/**
 * Behind PgBouncer in transaction mode each statement may run on another server connection, so a statement
 * prepared by name on one is missing on the next; PgBouncer before 1.21 (Debian's is 1.18) cannot follow
 * them. The driver then sends every query as an unnamed statement (parsed, bound and run in one round trip),
 * whatever name the code gave it for reuse.
 */
export function sendUnnamedStatements(client: { query: unknown }) {
  const query = client.query;
  if (typeof query !== 'function') return;
  Object.defineProperty(client, 'query', {
    configurable: true,
    writable: true,
    value(this: unknown, ...args: unknown[]) {
      const [first] = args;
      if (typeof first === 'object' && first !== null && 'name' in first) {
        // a query object of its own (a bound statement) is used once: unnamed in place, keeping its class
        if (typeof (first as { submit?: unknown }).submit === 'function') (first as { name?: string }).name = undefined;
        else args[0] = { ...first, name: undefined };
      }
      return Reflect.apply(query, this, args);
    },
  });
}

/** PostgreSQL when a URL is given, else embedded PGlite under dataDir (or in memory). Drivers load lazily. */
export async function openDatabase(options: {
  url?: string;
  /** DATABASE_POOLER: `url` points at PgBouncer in transaction mode (no named statements, no startup options). */
  pooler?: DatabasePooler;
  dataDir?: string;
  poolSize?: number;
  /** PGlite in memory only: start from this data-directory dump (`dumpDataDir`) instead of an empty cluster. */
  snapshot?: Blob;
}): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const max = options.poolSize ?? (Number(process.env.DB_POOL_SIZE) || DEFAULT_POOL_SIZE);
    const pool = new pg.Pool({ connectionString: options.url, max });
    // an idle connection the server drops (restart, failover) must not crash the process; the pool reconnects
    pool.on('error', (error) => process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`));
    const db = drizzle(pool, { casing: 'snake_case', logger: countingLogger });
    retryTransactions(db);
    if (options.pooler) {
      pool.on('connect', sendUnnamedStatements);
      // no second pool: PgBouncer refuses the startup `options` that set its plan mode, and unnamed
      // statements are planned per call anyway
      return { db, engine: 'postgres', close: () => pool.end() };
    }
    const generic = new pg.Pool({
      connectionString: options.url,
      max: Math.max(2, Math.ceil(max / 2)),
      options: '-c plan_cache_mode=force_generic_plan',
    });
    generic.on('error', (error) => process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`));
    genericPlans.set(db, drizzle(generic, { casing: 'snake_case', logger: countingLogger }));
    return { db, engine: 'postgres', close: () => Promise.all([pool.end(), generic.end()]).then(() => undefined) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes serve the substring searches of the employee and team lists (on both engines).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm }, ...(options.snapshot ? { loadDataDir: options.snapshot } : {}) });
  }
  const db = drizzle(client, { casing: 'snake_case', logger: countingLogger }) as unknown as Db;
  retryTransactions(db);
  return { db, engine: 'pglite', close: () => client.close() };
}

/**
 * Extensions the tables' indexes need, created before the migrations run (drizzle-kit cannot express
 * CREATE EXTENSION). pg_trgm is a trusted extension: a database owner may create it without superuser.
 */
export const REQUIRED_EXTENSIONS_SQL = 'CREATE EXTENSION IF NOT EXISTS pg_trgm';

export async function migrateDatabase(database: Database): Promise<void> {
  const { sql } = await import('drizzle-orm');
  await database.db.execute(sql.raw(REQUIRED_EXTENSIONS_SQL));
  if (database.engine === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own database type
    await migrate(database.db as any, { migrationsFolder });
  }
}
