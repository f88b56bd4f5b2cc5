import {
  ADMINS,
  assignmentIdParamsSchema,
  assignmentRecordSchema,
  assignmentSchema,
  assignmentUpdateSchema,
  EVERYONE,
  pageQuerySchema,
  projectCodeParamsSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './assignments.service';

const tags = ['projects: assignments'];
const employeeQuery = pageQuerySchema.extend({ employeeId: z.string().trim().max(50).optional() });

export async function assignmentRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/assignments/getAssignments/:projectCode', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "A project's assignments by start date",
      params: projectCodeParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: z.array(assignmentRecordSchema) },
    },
    handler: (request) => service.listProjectAssignments(deps, actorOf(request), request.params.projectCode, request.query),
  });

  for (const [path, when] of [
    ['/assignments/getPresentAssignments', 'present'],
    ['/assignments/getPreviousAssignments', 'previous'],
  ] as const) {
    app.get(path, {
      config: { roles: EVERYONE },
      schema: {
        tags,
        summary:
          when === 'present'
            ? "An employee's current and upcoming assignments (?employeeId=, default the caller)"
            : "An employee's assignments that ended before today (?employeeId=, default the caller)",
        querystring: employeeQuery,
        response: { 200: z.array(assignmentRecordSchema) },
      },
      handler: (request) => {
        const actor = actorOf(request);
        return service.listEmployeeAssignments(deps, actor, request.query.employeeId || actor.employeeId, when, request.query);
      },
    });
  }

  app.post('/assignments/create', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Assign a real employee of the organisation to a project (answers the row with its id)',
      body: assignmentSchema,
      response: { 200: assignmentRecordSchema },
    },
    handler: (request) => service.createAssignment(deps, actorOf(request), request.body),
  });

  app.patch('/assignments/update', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Change the fields sent ({id, …chosen fields}); the others keep their values',
      body: assignmentUpdateSchema,
      response: { 200: assignmentRecordSchema },
    },
    handler: (request) => service.updateAssignment(deps, actorOf(request), request.body),
  });

  app.delete('/assignments/deleteAssignment/:id', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'Delete an assignment', params: assignmentIdParamsSchema, response: { 200: messageSchema } },
    handler: (request) => service.deleteAssignment(deps, actorOf(request), request.params.id),
  });
}
