import { ADMINS, EVERYONE, experienceDeleteQuerySchema, experienceRecordSchema, experienceSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './experience.service';
import { requireTargetEmployee } from './target-employee';

const tags = ['profile: experience'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });
const employeeQuery = z.object({ employeeId: z.string().max(50).optional() });

export async function experienceRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/experience/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "An employee's previous jobs with the derived duration text",
      params: idParams,
      response: { 200: z.array(experienceRecordSchema) },
    },
    handler: (request) => service.listExperience(deps, actorOf(request), request.params.employeeId),
  });

  app.post('/experience/createExperienceDetails', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Add a previous job (?employeeId=); the server derives `experience` from doj and doe',
      querystring: employeeQuery,
      body: experienceSchema,
      response: { 200: experienceRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.createExperience(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.patch('/experience/', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Edit the previous job named by experienceId (note the trailing slash)',
      querystring: employeeQuery,
      body: experienceSchema,
      response: { 200: experienceRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.updateExperience(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.delete('/experience/deleteexperience', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Delete a previous job (?pastId=<experienceId>&employeeId=); the first record stays',
      querystring: experienceDeleteQuerySchema,
      response: { 200: messageSchema },
    },
    handler: (request) => service.deleteExperience(deps, actorOf(request), request.query.employeeId, request.query.pastId),
  });
}
