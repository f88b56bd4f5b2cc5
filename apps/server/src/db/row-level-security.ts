import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Pool, QueryConfig } from 'pg';
import { loadBoundQuery, runBound } from './bound-query';
import { type Db, plannedOnce } from './client';

/**
 * The role the organisation policies bind (migration 0048). NOLOGIN: the server connects as the owner and
 * switches to it per transaction, so cross-organisation work (migrations, seeds, jobs, sign-in) stays the owner's.
 */
export const APP_ROLE = 'hrms_app';

/** The transaction setting the policies read: `organization_id = current_setting('app.organization_id', true)`. */
export const ORGANIZATION_SETTING = 'app.organization_id';

/** Databases whose organisation-bound work runs as APP_ROLE (DATABASE_RLS=on). */
const bound = new WeakSet<object>();

/**
 * Checks that this database can bind work to an organisation (the role exists and the server's user may switch
 * to it), then turns binding on for this database: from then on every statement made in an organisation scope
 * (`inOrganizationScope`, set by the route layer for each authenticated request) runs bound. Throws a message an operator can act on.
 */
export async function enableRowLevelSecurity(db: Db): Promise<void> {
  const { rows } = await db.execute<{ role: boolean | null; member: boolean | null; policies: number }>(sql`
    select exists (select from pg_roles where rolname = ${APP_ROLE}) as role,
           (select pg_has_role(current_user, oid, 'MEMBER') from pg_roles where rolname = ${APP_ROLE}) as member,
           (select count(*)::int from pg_policies where policyname = 'organization_isolation') as policies`);
  const found = rows[0];
  if (!found?.role || !found.member || !found.policies) {
    throw new Error(
      !found?.policies
        ? 'DATABASE_RLS=on but the database has no organisation policies: run the migrations first'
        : `DATABASE_RLS=on but the role ${APP_ROLE} is ${found.role ? "not granted to the server's user" : 'missing'}: ` +
            `as an administrator run CREATE ROLE ${APP_ROLE} NOLOGIN; GRANT ${APP_ROLE} TO <user>; then migrate again (or set DATABASE_RLS=off)`,
    );
  }
  if (bound.has(db)) return;
  if (isPoolDatabase(db)) await loadBoundQuery();
  bound.add(db);
  bindDatabase(db);
  const generic = plannedOnce(db);
  if (generic !== db) bindDatabase(generic);
}

/** Whether work in an organisation scope is bound on this database (tests, health checks and the replicas ask). */
export function rowLevelSecurityEnabled(db: Db): boolean {
  return bound.has(db);
}

/** The organisation the current unit of work is bound to (set per authenticated request, lib/auth.ts). */
const scope = new AsyncLocalStorage<{ organizationId: string } | undefined>();

/**
 * Runs `work` with every statement it makes on a bound database (DATABASE_RLS) bound to `organizationId`:
 * the route layer calls it around each authenticated handler (lib/auth.ts), so no service has to.
 */
export function inOrganizationScope<T>(organizationId: string, work: () => T): T {
  return scope.run({ organizationId }, work);
}

/**
 * Runs `work` unbound (as the owner) even inside an authenticated request: for the few steps that must see
 * across organisations, each named in lib/organization-scope.ts (UNBOUND_WORK).
 */
export function acrossOrganizations<T>(work: () => T): T {
  return scope.run(undefined, work);
}

/** The organisation the current work is bound to, or null (unbound: jobs, seeds, public routes, sign-in). */
export function boundOrganization(): string | null {
  return scope.getStore()?.organizationId ?? null;
}

/**
 * The statement that binds a transaction, the organisation its one parameter: the policies' role and the
 * organisation, both transaction-local (`set_config(…, true)`), so they end with the transaction.
 */
const BINDING_SQL = `select set_config('role', '${APP_ROLE}', true), set_config('${ORGANIZATION_SETTING}', $1, true)`;

/**
 * One statement bound to `organizationId` on a pooled connection of `pool` (the primary, or a hot-standby replica:
 * a read-only transaction may switch role and set a setting there), in one round trip: the binding travels in
 * front of the statement in the same implicit transaction (db/bound-query.ts). The connection is held only
 * while it runs.
 */
export function boundStatement(pool: Pool, organizationId: string, config: QueryConfig | string, values?: unknown[]) {
  return runBound(pool, BINDING_SQL, organizationId, config, values);
}

type PgliteLike = {
  query: (...args: unknown[]) => Promise<unknown>;
  transaction: <T>(work: (tx: { query: (...args: unknown[]) => Promise<unknown> }) => Promise<T>) => Promise<T>;
};

/** The driver client of a Drizzle database (node-postgres's Pool or PGlite) with statements bound when a scope says so. */
function bindClient(client: object): object {
  const pool = client as Pool;
  const isPool = typeof (client as { totalCount?: unknown }).totalCount === 'number';
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (...args: unknown[]) => {
          const organizationId = boundOrganization();
          if (!organizationId) return Reflect.apply((target as PgliteLike).query, target, args);
          if (isPool) return boundStatement(pool, organizationId, args[0] as QueryConfig, args[1] as unknown[] | undefined);
          // PGlite runs in this process: a transaction of its own costs no round trip
          return (target as unknown as PgliteLike).transaction(async (tx) => {
            await tx.query(BINDING_SQL, [organizationId]);
            return tx.query(...args);
          });
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const isPoolDatabase = (db: Db) =>
  typeof (db as unknown as { $client: { totalCount?: unknown } }).$client.totalCount === 'number';

type DriverClient = { query: (text: string, values: unknown[]) => Promise<unknown> };

type Session = {
  client: object;
  transaction: (work: (tx: Db) => Promise<unknown>, config?: unknown) => Promise<unknown>;
};

/**
 * Binds a Drizzle database: each statement outside a transaction runs bound on its own (`boundStatement`; on
 * PGlite in a transaction of its own), and each outermost transaction starts with the binding statement;
 * statements inside a transaction and nested transactions (savepoints) run on its connection, already bound. `db.transaction`'s
 * retry of deadlocks and serialization failures (transaction-retry.ts) wraps this, so every attempt is bound.
 * Outside a scope (no organisation) both behave exactly as before, as the owner.
 */
function bindDatabase(db: Db) {
  const session = (db as unknown as { session: Session }).session;
  session.client = bindClient(session.client);
  const transaction = session.transaction.bind(session);
  session.transaction = (work, config) => {
    const organizationId = boundOrganization();
    if (!organizationId) return transaction(work, config);
    return transaction(async (tx) => {
      // part of opening the transaction, like its BEGIN: sent on the transaction's own connection, not counted
      await (tx as unknown as { session: { client: DriverClient } }).session.client.query(BINDING_SQL, [organizationId]);
      return work(tx);
    }, config);
  };
}

/**
 * Runs `work` bound to one organisation in one transaction: every query of `work` on the database it is given
 * sees and writes only that organisation's rows, whatever its own filters say. Both settings are
 * transaction-local (`set_config(…, true)`): they end with the commit or rollback, so the pooled connection goes
 * back clean, and behind PgBouncer in transaction mode they travel with the transaction to whichever server
 * connection runs it. A session-level SET would leak to the next user of the connection. Without DATABASE_RLS
 * `work` gets `db` as is. Requests do not need it (their handlers run in `inOrganizationScope`); tests and
 * scripts that want one bound transaction do.
 */
export async function withOrganization<T>(db: Db, organizationId: string, work: (db: Db) => Promise<T>): Promise<T> {
  if (!bound.has(db)) return work(db);
  return inOrganizationScope(organizationId, () => db.transaction((tx) => work(tx as unknown as Db)));
}
