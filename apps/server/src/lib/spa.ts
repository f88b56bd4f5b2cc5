import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { formatMessage, SERVER_MESSAGES } from '@hrms/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendProblem } from './error-handler';

/**
 * Serves the built web app when there is one; any non-API GET that is not a file gets index.html
 * (deep links). Everything else unknown answers a 404 problem.
 *
 * The build writes `.br` and `.gz` files beside each asset: they are sent as they are, by the
 * client's Accept-Encoding, with `Vary: Accept-Encoding`. Hashed files under /assets/ are cached for a
 * year; everything else (index.html, the logo) is revalidated on every use.
 */
export async function installSpaAndNotFound(app: FastifyInstance, webDist: string | null) {
  const index = webDist ? join(webDist, 'index.html') : null;
  if (!webDist || !index || !existsSync(index)) {
    if (webDist) app.log.warn({ webDist }, 'web app not built; run `npm run build` — serving the API only');
    app.setNotFoundHandler((request, reply) => noSuchCall(reply, request.method, request.url.split('?')[0] ?? '/'));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && !path.startsWith('/hrmsapplication/') && !path.startsWith('/assets/')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', webDist, { cacheControl: false });
    }
    return noSuchCall(reply, request.method, path);
  });
}

function noSuchCall(reply: FastifyReply, method: string, path: string) {
  return sendProblem(reply, 404, formatMessage(SERVER_MESSAGES.noSuchCall, { method, path }));
}
