import { createHash } from 'node:crypto';
import type { ApiTokenScope, Role } from '@hrms/shared';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX, roleAllowed } from '@hrms/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { sha256 } from './crypto';
import { forbidden, unauthorized } from './errors';
import { bindRouteToOrganization } from './organization-scope';

/**
 * Who calls: a person's session, or an integration's API token (`apiToken`), which acts for the admin who
 * created it, with that admin's current role, within its scopes.
 */
export type Actor = { employeeId: string; role: Role; organizationId: string; apiToken?: { id: string; name: string } };

export type RouteAccess = {
  method: string;
  url: string;
  public: boolean;
  roles: readonly Role[];
  scope?: ApiTokenScope;
};

/** An API token as the auth hook needs it; null when no token has that hash. */
export type ApiTokenLookup = (tokenHash: string) => Promise<{
  id: string;
  name: string;
  organizationId: string;
  scopes: readonly ApiTokenScope[];
  usable: boolean;
  createdBy: string;
  creatorRole: Role | null;
} | null>;

/** Called once an API token's request has been answered (audit and last use). */
export type ApiTokenUse = (actor: Actor, use: { method: string; url: string; statusCode: number }) => Promise<void>;

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
    /** The API token scope this route needs; routes without one refuse API tokens. */
    scope?: ApiTokenScope;
  }
}

/** What an access token says: the actor and the session (refresh-token family) it belongs to. */
export type Claims = Actor & { sessionId: string };

export type TokenService = {
  issue: (claims: Claims) => Promise<string>;
  verify: (token: string) => Promise<Claims>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The access token's lifetime when ACCESS_TOKEN_TTL does not say otherwise: 15 minutes. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const SESSION_ENDED = 'Your session has expired. Please log in again.';

/** How many verified access tokens each process remembers (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secretKey: string, ttlSeconds = DEFAULT_ACCESS_TOKEN_TTL_SECONDS): TokenService {
  const raw = createHash('sha256').update(`access-token:${secretKey}`).digest();
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify.
  const keyPromise = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A token is re-sent on every call for its whole life; its signature is checked on its first call only
  // (the cache holds what that check proved, keyed by the exact token). Its expiry is checked on every call,
  // and the session and role are read from the database on every call as before.
  const verified = new Map<string, { claims: Claims; expiresAt: number }>();
  const verifySignature = async (token: string) => {
    const { payload } = await jwtVerify(token, await keyPromise, {
      algorithms: ['HS256'],
      // a token without an expiry would never end; every token we issue has one
      requiredClaims: ['exp'],
    });
    const { sub, org, role, sid, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof org !== 'string' ||
      typeof role !== 'string' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number' ||
      !UUID.test(sid)
    ) {
      throw unauthorized();
    }
    return { claims: { employeeId: sub, organizationId: org, role: role as Role, sessionId: sid }, expiresAt: exp };
  };
  return {
    issue: async (claims) =>
      new SignJWT({ role: claims.role, org: claims.organizationId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.employeeId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await keyPromise),
    verify: async (token) => {
      const now = Date.now() / 1000;
      let entry = verified.get(token);
      if (!entry) {
        entry = await verifySignature(token);
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, entry);
      }
      if (entry.expiresAt <= now) {
        verified.delete(token);
        throw unauthorized();
      }
      return { ...entry.claims };
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
) => Promise<{ role: Role; organizationId: string; sessionOpen: boolean; ended: boolean } | null>;

/**
 * Deny by default: every API route must declare `config.public` or `config.roles`;
 * the token gives the tenant, and an organizationId header that disagrees is refused.
 */
type AuthOptions = {
  tokens: TokenService;
  lookupAccount: AccountLookup;
  lookupApiToken?: ApiTokenLookup;
  recordApiTokenUse?: ApiTokenUse;
};

/** Calls per API token and minute. */
export const API_TOKEN_RATE_PER_MINUTE = 600;

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('actor', null);
  const catalog: RouteAccess[] = [];
  app.decorate('routeCatalog', catalog);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/hrmsapplication/') || route.url.startsWith('/hrmsapplication/docs')) return;
    const config = route.config as { public?: boolean; roles?: readonly Role[]; scope?: ApiTokenScope } | undefined;
    if (!config?.public && !config?.roles) {
      throw new Error(`Route ${route.method} ${route.url} declares neither public nor roles`);
    }
    if (config.scope && route.schema) {
      // the OpenAPI document tells integrations which scope each call needs
      const schema = route.schema as { description?: string; security?: unknown };
      schema.description = `${schema.description ? `${schema.description}\n\n` : ''}API token scope: \`${config.scope}\`.`;
      schema.security = [{ bearer: [] }, { apiToken: [] }];
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      catalog.push({
        method,
        url: route.url,
        public: Boolean(config?.public),
        roles: config?.roles ?? [],
        ...(config.scope ? { scope: config.scope } : {}),
      });
    }
    // every authenticated handler runs bound to its caller's organisation (row-level security)
    bindRouteToOrganization(route, Boolean(config.public));
  });

  const tokenRateLimit = app.rateLimit?.({
    max: API_TOKEN_RATE_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `api-token:${request.actor?.apiToken?.id ?? request.ip}`,
  });

  // onRequest: authenticate before the body is even parsed or validated
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
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
    if (actor.apiToken && tokenRateLimit) await tokenRateLimit.call(app, request, reply);
  });

  // onSend, not onResponse: the call's audit row is written before its answer leaves
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.actor;
    if (!actor?.apiToken || !opts.recordApiTokenUse) return payload;
    await opts
      .recordApiTokenUse(actor, {
        method: request.method,
        url: request.routeOptions.url ?? '',
        statusCode: reply.statusCode,
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'API token use not recorded'));
  });
});

async function authenticate(request: FastifyRequest, opts: AuthOptions): Promise<Actor> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) throw unauthorized();
  const bearer = header.slice('Bearer '.length).trim();
  if (bearer.startsWith(API_TOKEN_PREFIX)) return authenticateApiToken(request, bearer, opts);
  let claims: Claims;
  try {
    claims = await opts.tokens.verify(header.slice('Bearer '.length).trim());
  } catch {
    throw unauthorized(SESSION_ENDED);
  }
  const account = await opts.lookupAccount(claims.employeeId, claims.sessionId);
  if (!account || account.organizationId !== claims.organizationId) throw unauthorized();
  if (!account.sessionOpen || account.ended) throw unauthorized(SESSION_ENDED);
  return { employeeId: claims.employeeId, organizationId: claims.organizationId, role: account.role };
}

/**
 * An integration's token: known by its hash, not revoked, not expired, its creator still able to act; the
 * route must name a scope the token holds.
 */
async function authenticateApiToken(request: FastifyRequest, bearer: string, opts: AuthOptions): Promise<Actor> {
  const token = await opts.lookupApiToken?.(sha256(bearer));
  if (!token?.usable || !token.creatorRole) throw unauthorized(API_TOKEN_MESSAGES.invalid);
  const actor: Actor = {
    employeeId: token.createdBy,
    organizationId: token.organizationId,
    role: token.creatorRole,
    apiToken: { id: token.id, name: token.name },
  };
  const scope = request.routeOptions.config.scope;
  if (!scope || !token.scopes.includes(scope)) {
    // a refused call is a use too: audited before the 403
    const use = { method: request.method, url: request.routeOptions.url ?? '', statusCode: 403 };
    await opts.recordApiTokenUse?.(actor, use);
    throw forbidden(scope ? API_TOKEN_MESSAGES.outOfScope : API_TOKEN_MESSAGES.notAllowed);
  }
  return actor;
}

/** The authenticated caller of a protected route. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
