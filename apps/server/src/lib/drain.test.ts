import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainOnClose } from './drain';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function slowApp(timeoutMs?: number) {
  const app = Fastify();
  drainOnClose(app, timeoutMs);
  const state = { finished: false };
  app.get('/slow', async () => {
    await sleep(300);
    state.finished = true;
    return { ok: true };
  });
  await app.ready();
  return { app, state };
}

describe('shutdown drains the handlers still working', () => {
  it('closes only once a request in flight has been answered', async () => {
    const { app, state } = await slowApp();
    const answer = app.inject({ method: 'GET', url: '/slow' });
    await sleep(20);
    await app.close();
    expect(state.finished).toBe(true);
    expect((await answer).statusCode).toBe(200);
  });

  it('closes at once when nothing is in flight, and gives up on a stuck handler after its timeout', async () => {
    const idle = await slowApp();
    const started = Date.now();
    await idle.app.close();
    expect(Date.now() - started).toBeLessThan(200);

    const stuck = await slowApp(50);
    const answer = stuck.app.inject({ method: 'GET', url: '/slow' });
    await sleep(20);
    await stuck.app.close();
    expect(stuck.state.finished).toBe(false);
    await answer;
  });
});
