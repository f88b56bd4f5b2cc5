import { SERVER_MESSAGES } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * JSON bodies, where an empty body counts as none (the existing client posts login with no body). Parsed
 * by Fastify's own parser, which refuses `__proto__` and `constructor.prototype` keys (prototype poisoning).
 */
export function installJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (error, value) => {
      if (error) done(badRequest(SERVER_MESSAGES.invalidJson), undefined);
      else done(null, value);
    });
  });
}
