import { AsyncResource } from 'node:async_hooks';
import type { RouteOptions } from 'fastify';
import { inOrganizationScope } from '../db/row-level-security';

/**
 * Row-level security per request (DATABASE_RLS, docs/operations.md): every authenticated API route's handler runs
 * in its caller's organisation scope, so every statement it makes through the deps (services, repositories,
 * hooks, the job queue's enqueue) runs as the policies' role with the caller's organisation named, and a query
 * that forgot its organisation filter still returns nothing of another organisation. The services' own filters
 * stay: the policies are a second wall, not the first. The binding happens per statement or per transaction in
 * the database layer (db/row-level-security.ts), never around the whole handler, so no connection is held while
 * the handler waits on anything else (hashing, mail, files, the client).
 *
 * What runs unbound, as the owner, and why: the one list. Everything else that touches the database from an
 * authenticated request is bound.
 */
export const UNBOUND_WORK = [
  {
    what: 'Public routes (config.public): sign-in, token refresh, logout, forgot and reset password',
    why: 'no caller yet: they find the account by its employee id or a token across organisations',
  },
  {
    what: 'Public routes: SSO options, start and callback',
    why: 'the organisation is only known once the identity provider has answered',
  },
  {
    what: 'Public routes: the holiday calendar feed and a document file by its signed link',
    why: 'no session: the signed token in the address names the organisation and the record',
  },
  {
    what: 'Health and readiness (/healthz, /readyz) and the benchmark routes (BENCH_ROUTES)',
    why: 'infrastructure checks, no organisation',
  },
  {
    what: "Authentication of every request (the session's account, an API token by its hash)",
    why: 'runs before the caller, and so the organisation, is known',
  },
  {
    what: "An API token's use recorded after its answer (onSend)",
    why: "writes the token's own audit row for the organisation the token names, outside the handler",
  },
  {
    what: "The job queue (pg-boss tables, its start-up, the admin's queue counts), job handlers, schedules and workers",
    why: "a worker serves every organisation; each job names its own organisation and filters by it; the policies' role has no grant on pg-boss's schema",
  },
  {
    what: 'Migrations, seeds, scripts and the benchmark seeding',
    why: 'they build or fill every organisation',
  },
  {
    what: 'The read-your-writes bookkeeping (WAL positions) and the replicas\u2019 health rounds',
    why: 'database positions, not rows of any organisation',
  },
] as const;

/**
 * Authenticated routes that must read across organisations, by "METHOD url", each with its reason. Empty: no
 * authenticated route needs another organisation's rows. A route added here runs its handler unbound.
 */
export const UNBOUND_ROUTES: Readonly<Record<string, string>> = {};

/**
 * Called for every API route as it is registered (lib/auth.ts): an authenticated route's handler is run in its
 * caller's organisation scope, a public one or one of UNBOUND_ROUTES as is.
 */
export function bindRouteToOrganization(route: RouteOptions, isPublic: boolean) {
  if (isPublic || [route.method].flat().some((method) => `${method} ${route.url}` in UNBOUND_ROUTES)) return;
  const handler = route.handler;
  route.handler = function bound(this: unknown, request, reply) {
    const organizationId = request.actor?.organizationId;
    if (!organizationId) return handler.call(this as never, request, reply);
    return inOrganizationScope(organizationId, () => handler.call(this as never, request, reply));
  };
}

/**
 * Keeps the current organisation scope for work started later from elsewhere: a streamed download's next page is
 * read when the client takes the previous one, from the socket's events, outside the handler's scope. Call it in
 * the handler; every `work` given to the function it returns runs in the handler's scope, one statement at a time
 * (no transaction is held between pages).
 */
export function keepOrganizationScope(): <T>(work: () => Promise<T>) => Promise<T> {
  return AsyncResource.bind(<T>(work: () => Promise<T>) => work());
}
