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

/** What an access token says: the actor and the session (refresh-token family) it belongs to. */
export type Claims = Actor & { sessionId: string };

export type TokenService = {
  issue: (claims: Claims) => Promise<string>;
  verify: (token: string) => Promise<Claims>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ACCESS_TOKEN_TTL = '15m';
const SESSION_ENDED = 'Your session has expired. Please log in again.';

export function createTokenService(secretKey: string): TokenService {
  const raw = createHash('sha256').update(`access-token:${secretKey}`).digest();
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify.
  const keyPromise = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    issue: async (claims) =>
      new SignJWT({ role: claims.role, org: claims.organizationId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.employeeId)
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_TTL)
        .sign(await keyPromise),
    verify: async (token) => {
      const { payload } = await jwtVerify(token, await keyPromise, { algorithms: ['HS256'] });
      const { sub, org, role, sid } = payload;
      if (
        typeof sub !== 'string' ||
        typeof org !== 'string' ||
        typeof role !== 'string' ||
        typeof sid !== 'string' ||
        !UUID.test(sid)
      ) {
        throw unauthorized();
      }
      return { employeeId: sub, organizationId: org, role: role as Role, sessionId: sid };
    },
  };
}

/**
 * Reads, in one query, the account's current role and whether the token's session is still open, so a
 * logout, a revoked session family, a password reset or a role change ends the session at once.
 */
export type AccountLookup = (
  employeeId: string,
  sessionId: string,
) => Promise<{ role: Role; organizationId: string; sessionOpen: boolean } | null>;

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
  let claims: Claims;
  try {
    claims = await opts.tokens.verify(header.slice('Bearer '.length).trim());
  } catch {
    throw unauthorized(SESSION_ENDED);
  }
  const account = await opts.lookupAccount(claims.employeeId, claims.sessionId);
  if (!account || account.organizationId !== claims.organizationId) throw unauthorized();
  if (!account.sessionOpen) throw unauthorized(SESSION_ENDED);
  return { employeeId: claims.employeeId, organizationId: claims.organizationId, role: account.role };
}

/** The authenticated caller of a protected route. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
