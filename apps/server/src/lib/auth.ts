import { createHash } from 'node:crypto';
import type { Role } from '@hrms/shared';
import { roleAllowed } from '@hrms/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { forbidden, unauthorized } from './errors';

export type Actor = { employeeId: string; role: Role; organizationId: string };

export type RouteAccess = { method: string; url: string; public: boolean; roles: readonly Role[] };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, for the access-matrix test and audits. */
    routeCatalog: RouteAccess[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** Roles allowed on this route (ROLE_ROOT passes wherever ROLE_ADMIN does). */
    roles?: readonly Role[];
  }
}

export type TokenService = {
  issue: (actor: Actor) => Promise<string>;
  verify: (token: string) => Promise<Actor>;
};

export const ACCESS_TOKEN_TTL = '15m';

export function createTokenService(secretKey: string): TokenService {
  const key = createHash('sha256').update(`access-token:${secretKey}`).digest();
  return {
    issue: (actor) =>
      new SignJWT({ role: actor.role, org: actor.organizationId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(actor.employeeId)
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_TTL)
        .sign(key),
    verify: async (token) => {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.role !== 'string') {
        throw unauthorized();
      }
      return { employeeId: payload.sub, organizationId: payload.org, role: payload.role as Role };
    },
  };
}

/** Looks up the account's current role, so a revoked or re-roled account takes effect at once. */
export type AccountLookup = (employeeId: string) => Promise<{ role: Role; organizationId: string } | null>;

/**
 * Deny by default: every API route must declare `config.public` or `config.roles`;
 * the token gives the tenant, and an organizationId header that disagrees is refused.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService; lookupAccount: AccountLookup }) => {
  app.decorateRequest('actor', null);
  const catalog: RouteAccess[] = [];
  app.decorate('routeCatalog', catalog);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/hrmsapplication/') || route.url.startsWith('/hrmsapplication/docs')) return;
    const config = route.config as { public?: boolean; roles?: readonly Role[] } | undefined;
    if (!config?.public && !config?.roles) {
      throw new Error(`Route ${route.method} ${route.url} declares neither public nor roles`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      catalog.push({ method, url: route.url, public: Boolean(config?.public), roles: config?.roles ?? [] });
    }
  });

  // onRequest: authenticate before the body is even parsed or validated
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/hrmsapplication/') || url.startsWith('/hrmsapplication/docs') || config.public) return;
    const actor = await authenticate(request, opts);
    const claimedOrg = request.headers.organizationid;
    if (typeof claimedOrg === 'string' && claimedOrg !== '' && claimedOrg !== 'null' && claimedOrg !== actor.organizationId) {
      throw forbidden('The organization in the request does not match your session.');
    }
    if (!roleAllowed(actor.role, config.roles ?? [])) throw forbidden();
    request.actor = actor;
  });
});

async function authenticate(
  request: FastifyRequest,
  opts: { tokens: TokenService; lookupAccount: AccountLookup },
): Promise<Actor> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw unauthorized();
  let claims: Actor;
  try {
    claims = await opts.tokens.verify(header.slice('Bearer '.length).trim());
  } catch {
    throw unauthorized('Your session has expired. Please log in again.');
  }
  const account = await opts.lookupAccount(claims.employeeId);
  if (!account || account.organizationId !== claims.organizationId) throw unauthorized();
  return { ...claims, role: account.role };
}

/** The authenticated caller of a protected route. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
