import { sql } from 'drizzle-orm';
import type { Db } from './client';

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
 * to it), then turns binding on for `withOrganization` on this database. Throws a message an operator can act on.
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
  bound.add(db);
}

/** Whether `withOrganization` binds work on this database (tests and health checks ask). */
export function rowLevelSecurityEnabled(db: Db): boolean {
  return bound.has(db);
}

/**
 * Runs `work` bound to one organisation: in a transaction that has switched to APP_ROLE and names the
 * organisation, so every query of `work` on the database it is given sees and writes only that organisation's
 * rows, whatever its own filters say. Both settings are transaction-local (`set_config(…, true)`): they end with
 * the commit or rollback, so the pooled connection goes back clean, and behind PgBouncer in transaction mode they
 * travel with the transaction to whichever server connection runs it. A session-level SET would leak to the
 * next user of the connection. Without DATABASE_RLS (or on a transaction: nested calls) `work` gets `db` as is.
 *
 * The cost is the transaction: BEGIN, one set_config statement and COMMIT, three round trips, and one pooled
 * connection held for the whole of `work` (queries inside run one after another on it).
 */
export async function withOrganization<T>(db: Db, organizationId: string, work: (db: Db) => Promise<T>): Promise<T> {
  if (!bound.has(db)) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config(${ORGANIZATION_SETTING}, ${organizationId}, true)`,
    );
    // A transaction offers everything services use of the database (queries and nested transactions).
    return work(tx as unknown as Db);
  });
}
