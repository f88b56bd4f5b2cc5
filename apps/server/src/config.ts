import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  corsOrigins: string[];
  /** The address clients reach this server at (absolute picture URLs); else each request's own origin. */
  publicUrl: string | undefined;
  logLevel: string;
  secretKey: string;
  webDist: string;
  /** Cookies are Secure by default; browsers accept them on http://localhost too. */
  secureCookies: boolean;
  /** Shared store for rate limits and login throttling when several copies run; else each copy keeps its own. */
  redisUrl: string | undefined;
  /** Prefix of every key this app writes to Redis (several apps, or test runs, can share one server). */
  redisKeyPrefix: string;
  /**
   * The proxies whose X-Forwarded-For/-Proto are believed (addresses or CIDR ranges). Nobody by default,
   * so a client cannot choose the address the login and reset limits count.
   */
  trustProxy: string[] | false;
};

/** TRUST_PROXY: a comma-separated list of proxy addresses or CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`). */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (!text || text === 'false') return false;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
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
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'hrms:',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
