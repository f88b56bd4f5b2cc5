import { ADMINS, EVERYONE, educationDeleteQuerySchema, educationRecordSchema, educationSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './education.service';
import { requireTargetEmployee } from './target-employee';

const tags = ['profile: education'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });
const employeeQuery = z.object({ employeeId: z.string().max(50).optional() });

export async function educationRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/education/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "An employee's education records, oldest first",
      params: idParams,
      response: { 200: z.array(educationRecordSchema) },
    },
    handler: (request) => service.listEducation(deps, actorOf(request), request.params.employeeId),
  });

  app.post('/education/createEducationDetails', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Add the education record of one level (?employeeId=); one record per level',
      querystring: employeeQuery,
      body: educationSchema,
      response: { 200: educationRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.createEducation(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.patch('/education/updateEducationDetails', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Replace the education record of the level sent',
      querystring: employeeQuery,
      body: educationSchema,
      response: { 200: educationRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.updateEducation(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.delete('/education/delete/:employeeId', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Delete the education record of one level (?education=); the first record stays',
      params: idParams,
      querystring: educationDeleteQuerySchema,
      response: { 200: messageSchema },
    },
    handler: (request) => service.deleteEducation(deps, actorOf(request), request.params.employeeId, request.query.education),
  });
}
