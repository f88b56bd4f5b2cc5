import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { TokenService } from './auth';
import type { JobQueue } from './job-queue';
import type { LoginThrottle } from './login-throttle';

/**
 * The infrastructure every service may use, built once in app.ts. What a module needs from another module
 * it imports from that module's index.ts, or, from a module above it, asks through a hook (lib/hooks.ts).
 */
export type Deps = {
  db: Db;
  /**
   * Where lists, search, reports, exports and dashboards read (through `readsOf`): a streaming replica chosen per
   * request when DATABASE_REPLICA_URL is set (lib/db-routing.ts), else absent and the reads use `db`.
   */
  readDb?: Db;
  config: Config;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  log: FastifyBaseLogger;
  /** The job queue (pg-boss on this database). */
  jobs: JobQueue;
};

/**
 * The same deps with every read and write of a service going through the caller's open transaction; a
 * service's own `db.transaction` becomes a savepoint, so an error anywhere undoes the caller's whole change.
 */
export function withinTransaction(deps: Deps, tx: Tx): Deps {
  // A transaction offers everything services use of the database (queries and nested transactions).
  // reads inside a transaction see its own writes: the transaction, never a replica
  return { ...deps, db: tx as unknown as Db, readDb: tx as unknown as Db };
}

/** The database a read-only service reads from: a replica for this request when one may serve it, else `db`. */
export function readsOf(deps: Deps): Db {
  return deps.readDb ?? deps.db;
}
