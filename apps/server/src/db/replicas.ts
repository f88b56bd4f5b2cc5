import type { Pool, QueryConfig } from 'pg';
import { countingLogger, type Db } from './client';
import { boundOrganization, boundStatement, rowLevelSecurityEnabled } from './row-level-security';
import { sqlStateOf } from './transaction-retry';

/**
 * Read replicas on PostgreSQL's own streaming replication (DATABASE_REPLICA_URL). `openReadReplicas` gives a
 * second Drizzle database, `readDb`, whose every statement runs on a healthy replica that is recent enough for
 * the caller, else on the primary:
 * - a health round every `checkIntervalMs` asks the primary for its WAL insert position and each replica for
 *   what it has replayed; a replica is "lagging" by the time since it last held everything the primary had;
 * - a replica that is down, not a standby, lagging past `maxLagMs`, or not checked lately is skipped;
 * - `need()` says, per statement, what the caller requires: `'primary'`, a WAL position (LSN) the replica must
 *   have replayed (read-your-writes), or nothing;
 * - a statement a replica fails (killed mid-load, recovery conflict) runs again on the primary: reads are safe
 *   to repeat, and the user sees no error. A connection failure also marks the replica down until it answers a
 *   health round again.
 */

/** What a read needs: the primary, a replica that has replayed this WAL position, or any healthy replica. */
export type ReadNeed = 'primary' | bigint | null;

export type ReplicaStatus = {
  /** host:port/database of the replica (no credentials). */
  replica: string;
  up: boolean;
  /** Milliseconds since the replica last held everything the primary had, as of its last health round. */
  lagMs: number | null;
  replayLsn: string | null;
};

export type ReadReplicas = {
  readDb: Db;
  /** The primary's WAL insert position now (`pg_current_wal_insert_lsn()`), as text. */
  primaryLsn: () => Promise<string>;
  /** One health round now (also run every `checkIntervalMs`). */
  check: () => Promise<void>;
  status: () => ReplicaStatus[];
  close: () => Promise<void>;
};

export type ReadReplicaOptions = {
  urls: readonly string[];
  /** A replica whose lag passes this is skipped until it catches up. */
  maxLagMs: number;
  /** Between health rounds; default a quarter of maxLagMs, within 100 ms – 1 s. */
  checkIntervalMs?: number;
  /** Connections per replica (default: the primary's pool size). */
  poolSize?: number;
  /** DATABASE_POOLER: the replica URLs also point at PgBouncer in transaction mode. */
  onConnect?: (client: { query: unknown }) => void;
  need: () => Promise<ReadNeed>;
  warn: (message: string, error?: unknown) => void;
};

/** "16/B374D848" → the position as a number; null for SQL NULL. */
export function parseLsn(text: string | null | undefined): bigint | null {
  if (!text) return null;
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** How long one health query may take before the replica counts as down. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Errors after which the replica is not worth asking until a health round says so (connection lost, shut down, full). */
function replicaUnusable(error: unknown): boolean {
  const code = sqlStateOf(error);
  return !code || code.startsWith('08') || code.startsWith('57') || code.startsWith('53');
}

function labelOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'replica';
  }
}

type Replica = {
  label: string;
  pool: Pool;
  up: boolean;
  replayLsn: bigint | null;
  /** When the primary last had no WAL this replica had not replayed (epoch ms; 0: never seen caught up). */
  caughtUpAt: number;
  lagMs: number;
  checkedAt: number;
};

/** The pg pool Drizzle's node-postgres database runs on (its `$client`), or null for PGlite. */
export function poolOf(db: Db): Pool | null {
  const client = (db as unknown as { $client?: { query?: unknown; connect?: unknown; totalCount?: unknown } }).$client;
  return client && typeof client.connect === 'function' && typeof client.totalCount === 'number' ? (client as Pool) : null;
}

/** The client Drizzle's `readDb` runs on: chooses the replica or the primary for each statement. Not a Pool (Drizzle would check one out for a transaction). */
class ReadRoutingClient {
  constructor(private readonly route: (config: QueryConfig, values?: unknown[]) => Promise<unknown>) {}
  query(config: QueryConfig, values?: unknown[]) {
    return this.route(config, values);
  }
}

export async function openReadReplicas(primary: Db, options: ReadReplicaOptions): Promise<ReadReplicas> {
  const primaryPool = poolOf(primary);
  if (!primaryPool) throw new Error('read replicas need PostgreSQL (DATABASE_URL), not the embedded database');
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const interval = options.checkIntervalMs ?? Math.min(1_000, Math.max(100, Math.round(options.maxLagMs / 4)));
  const max = options.poolSize ?? primaryPool.options.max ?? 10;

  const replicas: Replica[] = options.urls.map((url) => {
    const label = labelOf(url);
    const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CHECK_TIMEOUT_MS });
    // a replica going away drops its idle connections: not a reason to stop the process
    pool.on('error', (error) => options.warn(`read replica ${label} dropped a connection`, error));
    if (options.onConnect) pool.on('connect', options.onConnect);
    return { label, pool, up: false, replayLsn: null, caughtUpAt: 0, lagMs: Number.POSITIVE_INFINITY, checkedAt: 0 };
  });

  /** The primary's insert positions of the last rounds: how far back a replica's replay position reaches. */
  const samples: { at: number; lsn: bigint }[] = [];
  const keepSamplesMs = options.maxLagMs * 2 + interval * 4;

  async function checkReplica(replica: Replica, primaryAt: number, primaryLsn: bigint | null) {
    try {
      const result = await withTimeout(
        replica.pool.query<{ standby: boolean; lsn: string | null }>(
          'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn',
        ),
        CHECK_TIMEOUT_MS,
      );
      const row = result.rows[0];
      const replayed = parseLsn(row?.lsn);
      if (!row?.standby || replayed === null) throw new Error('not a standby (pg_is_in_recovery() is false)');
      if (!replica.up) options.warn(`read replica ${replica.label} answers; reads go to it again`);
      replica.up = true;
      replica.replayLsn = replayed;
      replica.checkedAt = Date.now();
      if (primaryLsn !== null && replayed >= primaryLsn) replica.caughtUpAt = primaryAt;
      else {
        for (let i = samples.length - 1; i >= 0; i--) {
          const sample = samples[i]!;
          if (sample.lsn <= replayed) {
            replica.caughtUpAt = Math.max(replica.caughtUpAt, sample.at);
            break;
          }
        }
      }
      replica.lagMs = replica.caughtUpAt ? Math.max(0, primaryAt - replica.caughtUpAt) : Number.POSITIVE_INFINITY;
    } catch (error) {
      if (replica.up) options.warn(`read replica ${replica.label} is down; reading from the primary`, error);
      replica.up = false;
    }
  }

  let checking: Promise<void> | null = null;
  function check(): Promise<void> {
    checking ??= (async () => {
      const at = Date.now();
      let lsn: bigint | null = null;
      try {
        const result = await withTimeout(
          primaryPool!.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn'),
          CHECK_TIMEOUT_MS,
        );
        lsn = parseLsn(result.rows[0]?.lsn);
      } catch {
        // the primary not answering: the replicas' lag cannot grow less; it is measured again next round
      }
      if (lsn !== null) samples.push({ at, lsn });
      while (samples.length > 0 && samples[0]!.at < at - keepSamplesMs) samples.shift();
      await Promise.all(replicas.map((replica) => checkReplica(replica, at, lsn)));
    })().finally(() => {
      checking = null;
    });
    return checking;
  }

  let next = 0;
  /** A replica for a read that needs `need`, round robin among the eligible ones; undefined: the primary. */
  function choose(need: ReadNeed): Replica | undefined {
    if (need === 'primary') return undefined;
    const now = Date.now();
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(next + i) % replicas.length]!;
      if (!replica.up || now - replica.checkedAt > interval * 3 + CHECK_TIMEOUT_MS) continue;
      if (replica.lagMs > options.maxLagMs) continue;
      if (need !== null && (replica.replayLsn === null || replica.replayLsn < need)) continue;
      next = (next + i + 1) % replicas.length;
      return replica;
    }
    return undefined;
  }

  /**
   * A read on `pool`, bound to the request's organisation when the primary binds (DATABASE_RLS): the same bound
   * transaction as on the primary, read-only on a hot standby, so binding does not send the lists to the primary.
   */
  const read = (pool: Pool, config: QueryConfig, values?: unknown[]) => {
    const organizationId = rowLevelSecurityEnabled(primary) ? boundOrganization() : null;
    return organizationId ? boundStatement(pool, organizationId, config, values) : pool.query(config, values);
  };
  const client = new ReadRoutingClient(async (config, values) => {
    let replica: Replica | undefined;
    try {
      replica = choose(await options.need());
    } catch (error) {
      options.warn('could not tell what a read needs; reading from the primary', error);
    }
    if (!replica) return read(primaryPool, config, values);
    try {
      return await read(replica.pool, config, values);
    } catch (error) {
      if (replicaUnusable(error) && replica.up) {
        replica.up = false;
        options.warn(`read replica ${replica.label} failed a read; reading from the primary`, error);
      }
      return read(primaryPool, config, values);
    }
  });
  const readDb = drizzle(client as unknown as Pool, { casing: 'snake_case', logger: countingLogger }) as unknown as Db;
  // a transaction is a write's business: it runs on the primary, whole
  readDb.transaction = primary.transaction.bind(primary) as Db['transaction'];

  await check();
  const timer = setInterval(() => void check(), interval);
  timer.unref();

  return {
    readDb,
    check,
    primaryLsn: async () => {
      const result = await primaryPool.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
      return result.rows[0]!.lsn;
    },
    status: () =>
      replicas.map((replica) => ({
        replica: replica.label,
        up: replica.up,
        lagMs: Number.isFinite(replica.lagMs) ? replica.lagMs : null,
        replayLsn:
          replica.replayLsn === null
            ? null
            : `${(replica.replayLsn >> 32n).toString(16).toUpperCase()}/${(replica.replayLsn & 0xffffffffn).toString(16).toUpperCase()}`,
      })),
    close: async () => {
      clearInterval(timer);
      await checking?.catch(() => undefined);
      await Promise.all(replicas.map((replica) => replica.pool.end().catch(() => undefined)));
    },
  };
}
