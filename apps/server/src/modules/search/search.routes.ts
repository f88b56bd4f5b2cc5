import { EVERYONE, searchQuerySchema, searchResultSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './search.service';

const tags = ['search'];

/** Search everywhere: the header box and Ctrl+K / ⌘K (BEYOND §B4). */
export async function searchRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/search', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'People the caller may see (name, id or e-mail starting with q) and screens the role may open',
      querystring: searchQuerySchema,
      response: { 200: searchResultSchema },
    },
    handler: (request) => service.searchEverywhere(deps, actorOf(request), request.query.q),
  });
}
