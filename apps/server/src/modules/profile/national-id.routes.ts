import { ADMINS, EVERYONE, NATIONAL_ID_MESSAGES, NATIONAL_ID_TYPES, nationalIdSchema, nationalIdViewSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './national-id.service';
import { requireTargetEmployee } from './target-employee';

const tags = ['profile: national ID'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });
const employeeQuery = z.object({ employeeId: z.string().max(50).optional() });

export async function nationalIdRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/nationalID/getNationalID/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "An employee's national IDs, oldest first",
      params: idParams,
      response: { 200: z.array(nationalIdViewSchema) },
    },
    handler: (request) => service.listNationalIds(deps, actorOf(request), request.params.employeeId),
  });

  app.post('/nationalID/createNationalID', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Add a national ID (?employeeId=); one per type, at most one primary',
      querystring: employeeQuery,
      body: nationalIdSchema,
      response: { 200: nationalIdViewSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.createNationalId(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.patch('/nationalID/updateNationalID', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Edit a national ID (by unid, else by type); the type cannot change',
      querystring: employeeQuery,
      body: nationalIdSchema,
      response: { 200: nationalIdViewSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.updateNationalId(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.delete('/nationalID/delete/:employeeId', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Delete the ID of one type; the first remaining becomes primary when none is',
      params: idParams,
      querystring: z.object({ nationalIdType: z.enum(NATIONAL_ID_TYPES, { error: NATIONAL_ID_MESSAGES.typeRequired }) }),
      response: { 200: messageSchema },
    },
    handler: (request) =>
      service.deleteNationalId(deps, actorOf(request), request.params.employeeId, request.query.nationalIdType),
  });
}
