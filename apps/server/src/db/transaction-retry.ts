import type { Db } from './client';

/** Deadlock detected, serialization failure: the database undid the whole transaction; running it again is safe. */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 3;

/** The SQLSTATE of a driver error, also when Drizzle wrapped it (its `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Every write transaction of the app (`db.transaction`) runs again, up to three times in all, when the
 * database aborts it for a deadlock or a serialization failure, after a short random pause so the two
 * sides do not collide again. The one place this is decided; nested transactions (savepoints) are not retried.
 */
export function retryTransactions(db: Db): void {
  const run = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(work, config);
      } catch (error) {
        const code = sqlStateOf(error);
        if (attempt >= TRANSACTION_ATTEMPTS || !code || !RETRYABLE_SQLSTATES.has(code)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }) as Db['transaction'];
}
