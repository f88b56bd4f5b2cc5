import {
  ACCESS_MESSAGES,
  ADMINS,
  EVERYONE,
  employeeCreatedSchema,
  employeeCreateSchema,
  employeeListItemSchema,
  employeeListQuerySchema,
  employeeProfileSchema,
  employeeUpdateSchema,
  isAdmin,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { forbidden } from '../../lib/errors';
import { plainText } from '../../lib/http';
import { employeeImportRoutes } from './employee-import.routes';
import { profileChangesHook } from './employees.hooks';
import * as service from './employees.service';
import { idCardRoutes } from './id-card.routes';
import { teamRoutes } from './team.routes';

const tags = ['employees'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });

export async function employeesRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/employee/create', {
    config: { roles: ADMINS, scope: 'employees:write' },
    schema: {
      tags,
      summary: 'Create an employee; the server generates the id and a one-time password (shown once)',
      body: employeeCreateSchema,
      response: { 200: employeeCreatedSchema },
    },
    handler: (request) => service.createEmployee(deps, actorOf(request), request.body, request.headers['accept-language']),
  });

  app.get('/employee/getAll', {
    config: { roles: ADMINS, scope: 'employees:read' },
    schema: {
      tags,
      summary:
        "Employees of the organisation, paged on the server (pageNumber, size, search: 1–2 characters match the start of an id, name or e-mail, more match names and e-mail anywhere and ids by their start); filters department, designation, managerId (direct reportees), role, status (ACTIVE|JOINING|LEFT, today in the organisation's time zone) and sort (employeeId|name|doj, '-' descending) combine with search; X-Total-Count holds the total, a search's counted up to 100 and a filter's up to 1,000, with X-Total-More: true past it",
      querystring: employeeListQuerySchema,
      response: { 200: z.array(employeeListItemSchema) },
    },
    handler: async (request, reply) => {
      const { rows, total, more } = await service.listEmployees(deps, actorOf(request), request.query);
      reply.header('x-total-count', String(total));
      // a search counts its matches only up to a cap: X-Total-More says the total is "more than" that
      if (more) reply.header('x-total-more', 'true');
      return rows.map((row) => ({ ...row, userRole: row.userRole ?? 'ROLE_EMPLOYEE' }));
    },
  });

  app.get('/employee/getEmployeeProfile/:employeeId', {
    config: { roles: EVERYONE, scope: 'employees:read' },
    schema: { tags, params: idParams, response: { 200: employeeProfileSchema } },
    handler: (request) => service.getEmployeeProfile(deps, actorOf(request), request.params.employeeId),
  });

  app.patch('/employee/update', {
    config: { roles: EVERYONE, scope: 'employees:write' },
    schema: {
      tags,
      summary: 'Admins update personal details; an employee sending their own record files change requests instead',
      body: employeeUpdateSchema,
      response: {
        200: employeeProfileSchema.partial().extend({ message: z.string().optional(), requests: z.number().optional() }),
      },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const { employeeId, ...details } = request.body;
      if (isAdmin(actor.role)) return service.updatePersonalDetails(deps, actor, employeeId, details);
      if (employeeId.toLowerCase() !== actor.employeeId.toLowerCase()) {
        throw forbidden(ACCESS_MESSAGES.adminOnlyRecord);
      }
      return profileChangesHook.call(deps, actor, details);
    },
  });

  app.get('/employee/getEmployeeName/:employeeId', {
    config: { roles: EVERYONE },
    schema: { tags, summary: 'Plain-string full name', params: idParams, response: { 200: plainText } },
    handler: async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return service.getEmployeeName(deps, actorOf(request), request.params.employeeId);
    },
  });

  app.get('/employee/getEmployeeEmail/:employeeId', {
    config: { roles: EVERYONE },
    schema: { tags, summary: 'Plain-string e-mail address', params: idParams, response: { 200: plainText } },
    handler: async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return service.getEmployeeEmail(deps, actorOf(request), request.params.employeeId);
    },
  });

  await teamRoutes(base, deps);
  await idCardRoutes(base, deps);
  await employeeImportRoutes(base, deps);
}
