import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which is not allowed in any value.';

/** True when a string, or any key or string inside an object or array, holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * One guard for every route: a NUL character in the path, the query or a JSON body answers 400 before
 * validation (PostgreSQL cannot store it in text). Multipart fields are checked where they are read.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.url.includes('%00') || request.url.includes('\u0000')) throw badRequest(NUL_MESSAGE);
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
