import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabasePooler } from './db/client';

/** What one process does: serve HTTP, run the job workers and schedules, or both. */
export type ProcessRole = 'web' | 'worker' | 'all';
const PROCESS_ROLES: readonly ProcessRole[] = ['web', 'worker', 'all'];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOLER=pgbouncer: DATABASE_URL points at PgBouncer in transaction mode. */
  databasePooler: DatabasePooler | undefined;
  /** DATABASE_DIRECT_URL: PostgreSQL itself, past the pooler, for the migrations (DDL and their lock). */
  databaseDirectUrl: string | undefined;
  /**
   * DATABASE_RLS (default on, both engines): every authenticated request runs bound to the caller's organisation
   * by the PostgreSQL policies (db/row-level-security.ts, lib/organization-scope.ts); off: as the owner, unbound.
   */
  databaseRls: boolean;
  /** DATABASE_REPLICA_URL: streaming replicas of DATABASE_URL (comma-separated) that lists, search, reports, exports and dashboards read from. */
  databaseReplicaUrls: string[];
  /** DATABASE_REPLICA_MAX_LAG: a replica further behind the primary than this is skipped (default 10 s). */
  databaseReplicaMaxLagMs: number;
  smtpUrl: string | undefined;
  corsOrigins: string[];
  /** The address clients reach this server at (absolute picture URLs); else each request's own origin. */
  publicUrl: string | undefined;
  logLevel: string;
  secretKey: string;
  webDist: string;
  /**
   * The refresh cookie is Secure on requests that came over https (directly, or per X-Forwarded-Proto
   * from a trusted proxy) and plain on http, where a browser would drop a Secure one; INSECURE_COOKIES=true
   * never marks it Secure.
   */
  secureCookies: boolean;
  /** Lifetime of an access token in seconds (ACCESS_TOKEN_TTL, default 15 minutes). */
  accessTokenTtlSeconds: number;
  /** Shared store for rate limits and login throttling when several copies run; else each copy keeps its own. */
  redisUrl: string | undefined;
  /** Prefix of every key this app writes to Redis (several apps, or test runs, can share one server). */
  redisKeyPrefix: string;
  /**
   * The proxies whose X-Forwarded-For/-Proto are believed (addresses or CIDR ranges). Nobody by default,
   * so a client cannot choose the address the login and reset limits count.
   */
  trustProxy: string[] | false;
  /** SSO_ALLOW_HTTP_ISSUER=true: accept plain-http OpenID issuers beyond loopback (never in production). */
  ssoAllowHttpIssuer?: boolean;
  /** WEBHOOK_ALLOW_PRIVATE=true: webhooks may go to loopback and private addresses (tests only, never in production). */
  webhookAllowPrivate?: boolean;
  /** How far V8 lets the heap grow past what the last full collection kept (HEAP_GROWING_PERCENT; 0: V8's own). */
  heapGrowingPercent: number;
  /** PROCESS_ROLE: `web` (HTTP only), `worker` (jobs and schedules, health endpoints only) or `all` (default). */
  processRole: ProcessRole;
};

/**
 * PROCESS_ROLE, default `all`. Without it the older RUN_WORKERS=false still means an HTTP-only copy; an
 * unknown role stops the start-up rather than leaving jobs unrun or HTTP unserved.
 */
export function parseProcessRole(env: NodeJS.ProcessEnv): ProcessRole {
  const text = env.PROCESS_ROLE?.trim().toLowerCase() ?? '';
  if (!text) return env.RUN_WORKERS === 'false' ? 'web' : 'all';
  const role = PROCESS_ROLES.find((known) => known === text);
  if (!role) throw new Error(`PROCESS_ROLE must be web, worker or all, not "${env.PROCESS_ROLE}"`);
  return role;
}

/** DATABASE_POOLER: empty, or `pgbouncer`; anything else stops the start-up. */
export function parseDatabasePooler(value: string | undefined): DatabasePooler | undefined {
  const text = value?.trim().toLowerCase() ?? '';
  if (!text || text === 'none') return undefined;
  if (text === 'pgbouncer') return text;
  throw new Error(`DATABASE_POOLER must be pgbouncer or empty, not "${value}"`);
}

/** DATABASE_RLS: on (default) or off; anything else stops the start-up. */
export function parseDatabaseRls(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (!text || ['on', 'true', '1'].includes(text)) return true;
  if (['off', 'false', '0'].includes(text)) return false;
  throw new Error(`DATABASE_RLS must be on or off, not "${value}"`);
}

/** DATABASE_REPLICA_URL: one or more PostgreSQL URLs, comma-separated (a URL's own commas are not allowed). */
export function parseReplicaUrls(value: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const url of urls)
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_REPLICA_URL must list postgres:// URLs, comma-separated');
  return urls;
}

/**
 * DATABASE_REPLICA_MAX_LAG: milliseconds (`500ms`) or seconds (`10`, `10s`, `1m`), 100 ms to 1 hour, default 10 s;
 * anything else stops the start-up.
 */
export function parseReplicaMaxLag(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (!text) return 10_000;
  const match = /^(\d+)\s*(ms|s|m)?$/.exec(text);
  const ms = match
    ? Number(match[1]) * ({ ms: 1, s: 1_000, m: 60_000 } as const)[(match[2] ?? 's') as 'ms' | 's' | 'm']
    : Number.NaN;
  if (!(ms >= 100 && ms <= 3_600_000))
    throw new Error(`DATABASE_REPLICA_MAX_LAG must be between 100ms and 1 hour (e.g. 10s, 500ms), not "${value}"`);
  return ms;
}

/** TRUST_PROXY: a comma-separated list of proxy addresses or CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`). */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (!text || text === 'false') return false;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const DURATION = /^(\d+)\s*(s|m|h|d)?$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
/** At least a minute, at most a day: a longer-lived token outlives a logout or a role change for that long. */
const TTL_RANGE = { min: 60, max: 86_400 };

/**
 * ACCESS_TOKEN_TTL: seconds (`900`) or a number with a unit (`15m`, `8h`, `1d`), one minute to one day;
 * anything else stops the start-up rather than silently falling back.
 */
export function parseAccessTokenTtl(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (!text) return 15 * 60;
  const match = DURATION.exec(text);
  const seconds = match ? Number(match[1]) * UNIT_SECONDS[(match[2] ?? 's') as keyof typeof UNIT_SECONDS] : Number.NaN;
  if (!(seconds >= TTL_RANGE.min && seconds <= TTL_RANGE.max))
    throw new Error(`ACCESS_TOKEN_TTL must be between 60 seconds and 1 day (e.g. 900, 15m, 8h), not "${text}"`);
  return seconds;
}

/**
 * HEAP_GROWING_PERCENT, 0–400, default 50. V8 on its own lets the heap grow to up to four times what its
 * last full collection kept when collections are cheap: a 100,000-row import keeps ~70 MB alive yet the
 * process grew to 420–470 MB. At 50% it stays under 300 MB, for a full collection (~10 ms) about every second
 * of such work. 0 leaves V8's own policy.
 */
export function parseHeapGrowingPercent(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (!text) return 50;
  const percent = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(percent >= 0 && percent <= 400))
    throw new Error(`HEAP_GROWING_PERCENT must be a whole number from 0 to 400, not "${text}"`);
  return percent;
}

/** The signing and encryption key: SECRET_KEY, else one generated once and kept in DATA_DIR. */
function loadSecretKey(dataDir: string): string {
  if (process.env.SECRET_KEY) return process.env.SECRET_KEY;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePooler: parseDatabasePooler(env.DATABASE_POOLER),
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databaseRls: parseDatabaseRls(env.DATABASE_RLS),
    databaseReplicaUrls: parseReplicaUrls(env.DATABASE_REPLICA_URL),
    databaseReplicaMaxLagMs: parseReplicaMaxLag(env.DATABASE_REPLICA_MAX_LAG),
    smtpUrl: env.SMTP_URL || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    secretKey: loadSecretKey(dataDir),
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    secureCookies: env.INSECURE_COOKIES !== 'true',
    accessTokenTtlSeconds: parseAccessTokenTtl(env.ACCESS_TOKEN_TTL),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'hrms:',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    ssoAllowHttpIssuer: env.SSO_ALLOW_HTTP_ISSUER === 'true',
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    heapGrowingPercent: parseHeapGrowingPercent(env.HEAP_GROWING_PERCENT),
    processRole: parseProcessRole(env),
  };
}
