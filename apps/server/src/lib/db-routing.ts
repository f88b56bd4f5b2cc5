import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { openReadReplicas, parseLsn, poolOf, type ReadNeed, type ReadReplicas } from '../db/replicas';

/**
 * Which database a request's reads go to when read replicas are configured (DATABASE_REPLICA_URL). Services
 * that list, search, report, export or summarise read through `readsOf(deps)` (lib/deps.ts); this file decides,
 * per request:
 * - a request that may write (any method but GET and HEAD) reads from the primary;
 * - after a caller's successful write, the primary's WAL position is remembered for that caller (Redis when
 *   REDIS_URL is set, so every copy knows; else this process's memory) for a bounded time, and their reads go to
 *   the primary until a replica has replayed that position (read-your-writes);
 * - otherwise any healthy replica within the lag threshold, else the primary;
 * - outside a request (jobs, schedules, seeds) reads go to the primary.
 */

/** Remembered per caller for twice the lag threshold and 10 s more: by then a replica within the threshold has the write. */
export function writeMemoryMs(maxLagMs: number) {
  return maxLagMs * 2 + 10_000;
}

/** At most this many callers remembered in memory (the oldest are forgotten first; their reads then wait on the lag bound). */
const MEMORY_LIMIT = 100_000;

/** Where each caller's last write position is kept: Redis (shared by the copies) and this process's memory. */
export function createWriteMemory(store: Redis | null, ttlMs: number) {
  const memory = new Map<string, { lsn: bigint; until: number }>();
  const redisKey = (caller: string) => `read-your-writes:${caller}`;
  return {
    async remember(caller: string, lsnText: string) {
      const lsn = parseLsn(lsnText);
      if (lsn === null) return;
      const previous = memory.get(caller);
      memory.delete(caller);
      memory.set(caller, { lsn: previous && previous.lsn > lsn ? previous.lsn : lsn, until: Date.now() + ttlMs });
      if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
      if (store) await store.set(redisKey(caller), lsnText, 'PX', ttlMs);
    },
    /** The caller's last write position still remembered, or null; throws when Redis cannot be asked. */
    async recall(caller: string): Promise<bigint | null> {
      const own = memory.get(caller);
      const mine = own && own.until > Date.now() ? own.lsn : null;
      if (own && mine === null) memory.delete(caller);
      if (!store) return mine;
      const shared = parseLsn(await store.get(redisKey(caller)));
      if (shared === null) return mine;
      return mine !== null && mine > shared ? mine : shared;
    },
  };
}
export type WriteMemory = ReturnType<typeof createWriteMemory>;

/** The caller a request's writes are remembered for: a person across their sessions, an integration by its token. */
export function callerOf(request: FastifyRequest): string | null {
  const actor = request.actor;
  if (!actor) return null;
  return actor.apiToken ? `token:${actor.apiToken.id}` : `${actor.organizationId}:${actor.employeeId}`;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

type Scope = { request: FastifyRequest; need?: Promise<ReadNeed> };
const scopes = new AsyncLocalStorage<Scope>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/** What the current request's reads need; computed once per request. */
function needOf(memory: WriteMemory): Promise<ReadNeed> {
  const scope = scopes.getStore();
  if (!scope) return Promise.resolve('primary');
  scope.need ??= (async (): Promise<ReadNeed> => {
    const { request } = scope;
    if (!READ_METHODS.has(request.method)) return 'primary';
    const caller = callerOf(request);
    if (!caller) return null;
    try {
      return await memory.recall(caller);
    } catch (error) {
      // not knowing whether the caller just wrote: the primary, which surely has it
      request.log.warn({ err: error }, 'read-your-writes store unavailable; reading from the primary');
      return 'primary';
    }
  })();
  return scope.need;
}

export type ReadRouting = { replicas: ReadReplicas; memory: WriteMemory };

declare module 'fastify' {
  interface FastifyInstance {
    /** The read replicas and the read-your-writes memory when DATABASE_REPLICA_URL is set (status, tests). */
    readRouting?: ReadRouting;
  }
}

/**
 * Opens the replicas of DATABASE_REPLICA_URL for the app on `db`, or null when none are set or the database is
 * PGlite (one database, nothing to route).
 */
export async function openReadRouting(
  db: Db,
  config: Config,
  store: Redis | null,
  log: { warn: (object: object, message: string) => void },
  options: { onConnect?: (client: { query: unknown }) => void } = {},
): Promise<ReadRouting | null> {
  if (config.databaseReplicaUrls.length === 0) return null;
  if (!poolOf(db)) {
    log.warn({}, 'DATABASE_REPLICA_URL ignored: the embedded database (no DATABASE_URL) has no replicas');
    return null;
  }
  const memory = createWriteMemory(store, writeMemoryMs(config.databaseReplicaMaxLagMs));
  const replicas = await openReadReplicas(db, {
    urls: config.databaseReplicaUrls,
    maxLagMs: config.databaseReplicaMaxLagMs,
    need: () => needOf(memory),
    warn: (message, error) => log.warn(error ? { err: error } : {}, message),
    ...(options.onConnect ? { onConnect: options.onConnect } : {}),
  });
  return { replicas, memory };
}

/**
 * The hooks that carry each request to its reads: a context from the first hook on (kept across the body's
 * parsing), and after a successful write by a known caller, the primary's WAL position remembered for them
 * before the answer leaves, so their next request already knows.
 */
export function installReadRouting(app: FastifyInstance, routing: ReadRouting) {
  app.decorate('readRouting', routing);
  app.addHook('onRequest', (request, _reply, done) => {
    scopes.run({ request }, () => {
      const resource = new AsyncResource('hrms-read-routing');
      resources.set(request, resource);
      resource.runInAsyncScope(done, request.raw);
    });
  });
  // parsing a body runs on the stream's events, outside the context: the handler gets it back here
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const caller = callerOf(request);
    if (!caller) return payload;
    try {
      await routing.memory.remember(caller, await routing.replicas.primaryLsn());
    } catch (error) {
      request.log.warn({ err: error }, 'the write position for read-your-writes was not remembered');
    }
    return payload;
  });
  app.addHook('onClose', () => routing.replicas.close());
}
