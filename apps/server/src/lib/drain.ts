import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long a shutdown waits for handlers still working before it closes the database under them. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Makes `app.close()` wait for every request whose handler is still working before the job queue and the
 * database close (onClose), including one whose client has hung up: its handler goes on and may be writing.
 * New requests meanwhile get 503 (Fastify's closing state). Without it, the end of a benchmark logged
 * "unhandled error" for each such request when the pool was closed under it.
 */
export function drainOnClose(app: FastifyInstance, timeoutMs = DRAIN_TIMEOUT_MS) {
  const working = new Set<FastifyRequest>();
  const wakers: (() => void)[] = [];
  const finished = (request: FastifyRequest) => {
    working.delete(request);
    if (working.size === 0) for (const wake of wakers.splice(0)) wake();
  };
  app.addHook('onRequest', async (request) => {
    working.add(request);
  });
  // onSend comes once the handler has answered, even to a client that has gone (onResponse then never comes)
  app.addHook('onSend', async (request, _reply, payload) => {
    finished(request);
    return payload;
  });
  app.addHook('onResponse', async (request) => finished(request));
  app.addHook('preClose', async () => {
    if (working.size === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      wakers.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
}
