import { Redis } from 'ioredis';
import type { Config } from '../config';

/**
 * The Redis connection several copies of the server share rate limits and login throttling through, or
 * null when REDIS_URL is unset (each copy then counts in its own memory). Commands fail fast while Redis is
 * unreachable; the callers fall back to memory instead of refusing logins.
 */
export function openSharedStore(config: Config): Redis | null {
  if (!config.redisUrl) return null;
  return new Redis(config.redisUrl, {
    keyPrefix: config.redisKeyPrefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    lazyConnect: false,
  });
}
