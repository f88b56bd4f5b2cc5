import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseReplicaMaxLag, parseReplicaUrls } from '../config';
import type { Database } from '../db/client';
import { parseLsn } from '../db/replicas';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { createTestDb, testConfig } from '../test/helpers';
import { ensureRedis } from '../test/redis';
import { createWriteMemory } from './db-routing';

describe('read replica settings', () => {
  it('reads DATABASE_REPLICA_URL as a comma-separated list of postgres URLs', () => {
    expect(parseReplicaUrls(undefined)).toEqual([]);
    expect(parseReplicaUrls(' postgres://a:5432/x , postgresql://b/x ')).toEqual(['postgres://a:5432/x', 'postgresql://b/x']);
    expect(() => parseReplicaUrls('mysql://a/x')).toThrow(/DATABASE_REPLICA_URL/);
  });

  it('reads DATABASE_REPLICA_MAX_LAG in seconds or milliseconds, 100 ms to an hour, default 10 s', () => {
    expect(parseReplicaMaxLag(undefined)).toBe(10_000);
    expect(parseReplicaMaxLag('5')).toBe(5_000);
    expect(parseReplicaMaxLag('500ms')).toBe(500);
    expect(parseReplicaMaxLag('2m')).toBe(120_000);
    for (const bad of ['50ms', '2h', 'soon', '-1']) expect(() => parseReplicaMaxLag(bad)).toThrow(/DATABASE_REPLICA_MAX_LAG/);
  });

  it('compares WAL positions as numbers', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(parseLsn(null)).toBeNull();
    expect(parseLsn('nonsense')).toBeNull();
  });
});

describe('the read-your-writes memory', () => {
  it('keeps the highest position per caller for its time, then forgets it', async () => {
    const memory = createWriteMemory(null, 150);
    await memory.remember('ORG1:HRMS1', '0/200');
    await memory.remember('ORG1:HRMS1', '0/100');
    expect(await memory.recall('ORG1:HRMS1')).toBe(0x200n);
    expect(await memory.recall('ORG1:HRMS2')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await memory.recall('ORG1:HRMS1')).toBeNull();
  });

  it('is shared through Redis: another copy knows the caller wrote; an unreachable Redis answers with an error', async () => {
    const url = await ensureRedis();
    const prefix = `hrms-test-rw-${Date.now()}:`;
    const one = new Redis(url, { keyPrefix: prefix });
    const two = new Redis(url, { keyPrefix: prefix });
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    try {
      await createWriteMemory(one, 10_000).remember('ORG1:HRMS1', '3/A0');
      expect(await createWriteMemory(two, 10_000).recall('ORG1:HRMS1')).toBe((3n << 32n) | 0xa0n);
      // the caller is then read from the primary (lib/db-routing.ts), never from a replica that may lack the write
      await expect(createWriteMemory(down, 10_000).recall('ORG1:HRMS1')).rejects.toThrow();
    } finally {
      await one.del('read-your-writes:ORG1:HRMS1');
      one.disconnect();
      two.disconnect();
      down.disconnect();
    }
  });
});

describe('DATABASE_REPLICA_URL with no replica to read from', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDb('seeded');
    app = await buildApp({
      db: database.db,
      // nothing listens on port 1: on PostgreSQL the replica is down from the start; PGlite ignores the setting
      config: { ...testConfig(), databaseReplicaUrls: ['postgres://postgres@127.0.0.1:1/none'] },
      logger: false,
      serveWeb: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('lists from the one database without an error (PGlite: no routing at all)', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/hrmsapplication/authentication/login',
      payload: { employeeId: 'HRMS1', password: DEMO_PASSWORD },
    });
    const { token, organizationId } = login.json() as { token: string; organizationId: string };
    const headers = { authorization: `Bearer ${token}`, organizationid: organizationId };
    for (const url of ['/hrmsapplication/employee/getAll?pageNumber=0&size=5', '/hrmsapplication/dashboard/summary']) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
    }
    if (process.env.TEST_ENGINE === 'postgres') expect(app.readRouting?.replicas.status()).toMatchObject([{ up: false }]);
    else expect(app.readRouting).toBeUndefined();
  }, 60_000);
});
