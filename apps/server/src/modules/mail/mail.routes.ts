import { ADMINS, mailListQuerySchema, mailPageSchema, testMailResultSchema, testMailSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './mail.service';

const tags = ['mail'];

/** The organisation's mail outbox for admins (BEYOND §B3) and the mail settings' test button. */
export async function mailRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/admin/mail', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'The outbox newest first: status, attempts, last error (page 0-based, size ≤ 100, default 20).',
      querystring: mailListQuerySchema,
      response: { 200: mailPageSchema },
    },
    handler: (request) => service.listOutbox(deps, actorOf(request), request.query),
  });

  app.post('/admin/mail/:id/retry', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Puts a FAILED mail back in the queue (202); 409 for any other status, 404 for another organisation.',
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: { 202: z.object({ message: z.string() }) },
    },
    handler: async (request, reply) => reply.code(202).send(await service.retryMail(deps, actorOf(request), request.params.id)),
  });

  app.post('/admin/mail/test', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "Sends a test mail through the organisation's mail settings now and answers whether the server accepted it.",
      body: testMailSchema,
      response: { 200: testMailResultSchema },
    },
    handler: (request) => service.sendTestMail(deps, actorOf(request), request.body.to),
  });
}
