import { EVERYONE, whosOutQuerySchema, whosOutRowSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './whos-out.service';

/** Who's out: the team leave calendar (BEYOND §B4). */
export async function whosOutRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/reports/whos-out', {
    config: { roles: EVERYONE },
    schema: {
      tags: ['leave'],
      summary:
        "Approved leave overlapping from–to: employee their own team, manager their reportees, HR and admin the organisation; teamOf: that person's team",
      querystring: whosOutQuerySchema,
      response: { 200: z.array(whosOutRowSchema) },
    },
    handler: (request) => service.listWhosOut(deps, actorOf(request), request.query),
  });
}
