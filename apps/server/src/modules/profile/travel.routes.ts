import { ADMINS, EVERYONE, travelRecordSchema, travelSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { requireTargetEmployee } from './target-employee';
import * as service from './travel.service';

const tags = ['profile: travel'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });
const employeeQuery = z.object({ employeeId: z.string().max(50).optional() });

export async function travelRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/travel/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "The employee's passport record (a single object); 200 with an empty body when none has been added",
      params: idParams,
      response: { 200: travelRecordSchema },
    },
    handler: async (request, reply) => {
      const record = await service.getTravel(deps, actorOf(request), request.params.employeeId);
      return record ?? reply.status(200).send(undefined as never);
    },
  });

  app.post('/travel/createTravel', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Add the passport record (?employeeId=); one per employee, passport unique in the organisation',
      querystring: employeeQuery,
      body: travelSchema,
      response: { 200: travelRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.createTravel(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.patch('/travel/', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Replace the passport record of the employee (note the trailing slash)',
      querystring: employeeQuery,
      body: travelSchema,
      response: { 200: travelRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.updateTravel(deps, actorOf(request), employeeId, request.body);
    },
  });
}
