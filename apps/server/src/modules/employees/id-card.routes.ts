import { EVERYONE, idCardQuerySchema, idCardSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { getIdCard } from './id-card.service';

/** The ID card's text (spec 2 'ID card preview'); the picture comes from documents/id-card-pic. */
export async function idCardRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/employee/getIdCard', {
    config: { roles: EVERYONE },
    schema: {
      tags: ['employees'],
      summary: 'Name, contact number and designation for the ID card (self or admin)',
      querystring: idCardQuerySchema,
      response: { 200: idCardSchema },
    },
    handler: (request) => getIdCard(deps, actorOf(request), request.query.employeeId),
  });
}
