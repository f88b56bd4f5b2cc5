import { ADMINS, EVERYONE, pageQuerySchema, projectCodeParamsSchema, projectRecordSchema, projectSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './projects.service';

const tags = ['projects'];

export async function projectRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/project/getProjects', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "The organisation's projects by code (pageNumber/size honoured; the client asks for all)",
      querystring: pageQuerySchema,
      response: { 200: z.array(projectRecordSchema) },
    },
    handler: (request) => service.listProjects(deps, actorOf(request), request.query),
  });

  app.post('/project/create', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Add a project; the code is unique and the manager a real employee of the organisation',
      body: projectSchema,
      response: { 200: projectRecordSchema },
    },
    handler: (request) => service.createProject(deps, actorOf(request), request.body),
  });

  app.patch('/project/update', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "Replace a project's details (the code identifies it)",
      body: projectSchema,
      response: { 200: projectRecordSchema },
    },
    handler: (request) => service.updateProject(deps, actorOf(request), request.body),
  });

  app.delete('/project/deleteProject/:projectCode', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Delete a project and its assignments',
      params: projectCodeParamsSchema,
      response: { 200: messageSchema },
    },
    handler: (request) => service.deleteProject(deps, actorOf(request), request.params.projectCode),
  });
}
