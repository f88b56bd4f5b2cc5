import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The local Redis server for tests of shared limits; started (without persistence) when it is not running. */
export async function ensureRedis(url = TEST_REDIS_URL): Promise<string> {
  if (await answers(url)) return url;
  const { hostname, port } = new URL(url);
  const started = spawnSync('redis-server', [
    '--bind',
    hostname,
    '--port',
    port || '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
  ]);
  if (started.error || started.status !== 0)
    throw new Error(`Redis is not running at ${url} and redis-server could not start it`);
  for (let i = 0; i < 50; i++) {
    if (await answers(url)) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server started but ${url} does not answer`);
}
