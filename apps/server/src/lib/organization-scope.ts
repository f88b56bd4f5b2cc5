import { withOrganization } from '../db/row-level-security';
import type { Actor } from './auth';
import type { Deps } from './deps';

/**
 * A service call bound to the caller's organisation by row-level security (DATABASE_RLS): every query it makes
 * through the deps it is given runs in one transaction as the policies' role with the caller's organisation
 * named, so a query that forgot its organisation filter still returns nothing of another organisation. Its own
 * filters stay: the policies are a second wall, not the first. Which routes go through it: docs/operations.md.
 * A bound call reads from the primary even where a read replica is set (binding on a replica is not done yet).
 */
export function inOrganization<T>(deps: Deps, actor: Actor, work: (deps: Deps) => Promise<T>): Promise<T> {
  // reads too go through the bound transaction on the primary: a replica's reads would not be bound
  return withOrganization(deps.db, actor.organizationId, (db) => work(db === deps.db ? deps : { ...deps, db, readDb: db }));
}
