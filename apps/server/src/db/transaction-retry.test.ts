import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/helpers';
import type { Database } from './client';
import { TRANSACTION_ATTEMPTS } from './transaction-retry';

let database: Database;
beforeAll(async () => {
  database = await createTestDb();
  await database.db.execute(sql`create table retry_probe (id int primary key, n int not null)`);
  await database.db.execute(sql`insert into retry_probe values (1, 0), (2, 0)`);
});
afterAll(async () => {
  await database?.close();
});

const abort = (code: string) => Object.assign(new Error('aborted by the database'), { code });

describe('write transactions', () => {
  it('run again after a serialization failure or deadlock, and commit once', async () => {
    let attempts = 0;
    await database.db.transaction(async (tx) => {
      attempts++;
      await tx.execute(sql`update retry_probe set n = n + 1 where id = 1`);
      if (attempts === 1) throw abort('40001');
      if (attempts === 2) throw new Error('wrapped', { cause: abort('40P01') });
    });
    expect(attempts).toBe(3);
    const { rows } = await database.db.execute<{ n: number }>(sql`select n from retry_probe where id = 1`);
    expect(rows[0]?.n).toBe(1);
  });

  it(`give up after ${TRANSACTION_ATTEMPTS} attempts, and never retry other errors`, async () => {
    let attempts = 0;
    await expect(
      database.db.transaction(async () => {
        attempts++;
        throw abort('40P01');
      }),
    ).rejects.toThrow('aborted');
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    attempts = 0;
    await expect(
      database.db.transaction(async () => {
        attempts++;
        throw abort('23505');
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });

  it.runIf(process.env.TEST_ENGINE === 'postgres')('both sides of a real deadlock commit', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    const crossing = (first: number, second: number) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
        await pause();
        await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
      });
    const before = await database.db.execute<{ n: number }>(sql`select sum(n)::int as n from retry_probe`);
    await Promise.all([crossing(1, 2), crossing(2, 1)]);
    const after = await database.db.execute<{ n: number }>(sql`select sum(n)::int as n from retry_probe`);
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(4);
  });
});
