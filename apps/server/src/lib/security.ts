import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every answer; CORS only for the origins CORS_ORIGINS names. */
export function installSecurityHeaders(app: FastifyInstance, corsOrigins: string[]) {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && corsOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', 'GET,POST,PATCH,PUT,DELETE,OPTIONS');
        reply.header('access-control-allow-headers', 'Authorization,organizationId,Content-Type');
        reply.header('access-control-expose-headers', 'X-Total-Count');
        reply.header('access-control-max-age', '600');
        return reply.status(204).send();
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const isDocs = request.url.startsWith('/hrmsapplication/docs');
    if (!isDocs) reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // request.protocol reads X-Forwarded-Proto only from the proxies TRUST_PROXY names
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/hrmsapplication/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Drops credentials from logged URLs (the existing client sends the login password in the query). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:password|otp|token|refreshToken)=)[^&]*/gi, '$1[redacted]');
}
