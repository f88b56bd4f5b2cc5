import {
  ADMINS,
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_MESSAGES,
  customFieldDefinitionSchema,
  customFieldParamsSchema,
  customFieldSchema,
  customFieldValuesSchema,
  customFieldViewSchema,
  EVERYONE,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './customfields.service';

const tags = ['custom fields'];
const employeeParams = z.object({ employeeId: z.string().trim().min(1).max(40) });

export async function customfieldsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.put('/admin/custom-fields/:entity/:key', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        "Define or change one of the organisation's own fields: label, type (TEXT, NUMBER, DATE, SELECT with options), required, readRoles, editRoles",
      params: customFieldParamsSchema,
      body: customFieldDefinitionSchema,
      response: { 200: customFieldSchema },
    },
    handler: (request) =>
      service.saveCustomField(deps, actorOf(request), request.params.entity, request.params.key, request.body),
  });

  app.delete('/admin/custom-fields/:entity/:key', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "Delete one of the organisation's own fields and every value of it",
      params: customFieldParamsSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await service.deleteCustomField(deps, actorOf(request), request.params.entity, request.params.key);
      return reply.code(204).send(null);
    },
  });

  app.get('/admin/custom-fields/:entity', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'The fields the caller may read, with whether they may edit each; admins get every field with its readRoles and editRoles',
      params: z.object({ entity: z.enum(CUSTOM_FIELD_ENTITIES, { message: CUSTOM_FIELD_MESSAGES.entityInvalid }) }),
      response: { 200: z.array(customFieldViewSchema) },
    },
    handler: (request) => service.listCustomFields(deps, actorOf(request), request.params.entity),
  });

  app.get('/employee/:employeeId/custom-fields', {
    config: { roles: EVERYONE, scope: 'employees:read' },
    schema: {
      tags,
      summary: "An employee's custom field values ({key: value}) that the caller may read, on a record they see",
      params: employeeParams,
      response: { 200: customFieldValuesSchema },
    },
    handler: (request) => service.readEmployeeCustomFields(deps, actorOf(request), request.params.employeeId),
  });

  app.patch('/employee/:employeeId/custom-fields', {
    config: { roles: EVERYONE, scope: 'employees:write' },
    schema: {
      tags,
      summary:
        'Change custom field values ({key: value}, null clears); 403 for a field the caller may not edit, 400 naming a bad value',
      params: employeeParams,
      body: z.record(z.string(), z.unknown()),
      response: { 200: customFieldValuesSchema },
    },
    handler: (request) => service.updateEmployeeCustomFields(deps, actorOf(request), request.params.employeeId, request.body),
  });
}
