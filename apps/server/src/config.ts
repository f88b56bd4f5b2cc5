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
};

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
  };
}
