import { ADMINS, apiTokenCreatedSchema, apiTokenCreateSchema, apiTokenSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './apitokens.service';

const tags = ['api tokens'];

export async function apitokensRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/admin/api-tokens', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        'Create an API token for an integration: name, scopes, expiresAt (ISO 8601, at most a year ahead). The token (hrms_pat_…) is answered this once.',
      body: apiTokenCreateSchema,
      response: { 201: apiTokenCreatedSchema },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return service.createApiToken(deps, actorOf(request), request.body);
    },
  });

  app.get('/admin/api-tokens', {
    config: { roles: ADMINS },
    schema: { tags, summary: "The organisation's API tokens with their last use", response: { 200: z.array(apiTokenSchema) } },
    handler: (request) => service.listApiTokens(deps, actorOf(request)),
  });

  app.delete('/admin/api-tokens/:id', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Revoke an API token (it answers 401 from then on)',
      params: z.object({ id: z.uuid() }),
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await service.revokeApiToken(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
