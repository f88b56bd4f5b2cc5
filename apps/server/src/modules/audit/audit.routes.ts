import { AUDIT_READERS, auditPageSchema, auditQuerySchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { xlsxDownload } from '../../lib/xlsx';
import { auditWorkbook } from './audit.export';
import * as service from './audit.service';

const tags = ['audit'];

/** The audit trail, read only: nothing in the product changes or deletes its rows (DESIGN §9.6). */
export async function auditRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/audit', {
    config: { roles: AUDIT_READERS },
    schema: {
      tags,
      summary:
        'Changes, sign-ins and identity-document downloads, newest first (admin: organisation; HR: their people); format=xlsx downloads the filtered trail',
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.format === 'xlsx') {
        const trail = await service.exportAuditTrail(deps, actor, request.query);
        return xlsxDownload(reply, 'audit-trail.xlsx', await auditWorkbook(trail));
      }
      return reply.send(await service.listAuditTrail(deps, actor, request.query));
    },
  });

  app.get('/audit/entities', {
    config: { roles: AUDIT_READERS },
    schema: { tags, summary: 'The kinds of record the trail holds (for its filter)', response: { 200: z.array(z.string()) } },
    handler: (request) => {
      const actor = actorOf(request);
      return service.listAuditEntities(deps, actor);
    },
  });
}
