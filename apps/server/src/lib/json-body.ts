import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** JSON bodies, where an empty body counts as none (the existing client posts login with no body). */
export function installJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest('The request body is not valid JSON.'), undefined);
    }
  });
}
