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

/**
 * Waits until the store is connected (at most `ms`), so a copy counts its limits from its first request:
 * with no offline queue, commands sent before the connection is ready fail and go uncounted. Returns at
 * once when Redis answers with an error (unreachable), since the callers then count in memory.
 */
export function sharedStoreReady(store: Redis, ms = 2_000): Promise<void> {
  if (store.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      store.off('ready', done);
      store.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    store.on('ready', done);
    store.on('error', done);
  });
}
