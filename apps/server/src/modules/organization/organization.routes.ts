import {
  ADMINS,
  DESIGNATION_MESSAGES,
  dateFormatUpdateSchema,
  dateSettingsViewSchema,
  departmentSchema,
  departmentUpdateSchema,
  departmentViewSchema,
  designationSchema,
  EVERYONE,
  organizationSchema,
  organizationViewSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema, plainText } from '../../lib/http';
import * as dateSettings from './date-settings.service';
import * as service from './organization.service';
import { workflowSettingsRoutes } from './workflow-settings.routes';

const tags = ['organization'];

export async function organizationRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const orgParams = z.object({ organizationId: z.string().min(1).max(50) });

  for (const url of ['/organization/getOrganization:organizationId', '/organization/getOrganization/:organizationId']) {
    app.get(url, {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: 'Organisation settings (404 until first saved)',
        params: orgParams,
        response: { 200: organizationViewSchema },
      },
      handler: (request) => service.getOrganization(deps, actorOf(request), request.params.organizationId),
    });
  }

  app.post('/organization/create', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'First save of the organisation settings',
      body: organizationSchema,
      response: { 200: organizationViewSchema },
    },
    handler: (request) => service.createOrganization(deps, actorOf(request), request.body),
  });

  app.patch('/organization/update', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Update the organisation settings',
      body: organizationSchema,
      response: { 200: organizationViewSchema },
    },
    handler: (request) => service.updateOrganization(deps, actorOf(request), request.body),
  });

  app.get('/organization/dateSettings', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "How dates and times are shown: the organisation's date format (its choice, else its country's) and time zone",
      response: { 200: dateSettingsViewSchema },
    },
    handler: (request) => dateSettings.getDateSettings(deps, actorOf(request)),
  });

  app.patch('/organization/dateFormat', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "Sets the organisation's date format (null: its country's default)",
      body: dateFormatUpdateSchema,
      response: { 200: dateSettingsViewSchema },
    },
    handler: (request) => dateSettings.setDateFormat(deps, actorOf(request), request.body.dateFormat),
  });

  app.get('/department/getAllDepartments', {
    config: { roles: EVERYONE },
    schema: { tags, response: { 200: z.array(departmentViewSchema) } },
    handler: (request) => service.listDepartments(deps, actorOf(request)),
  });

  app.get('/department/getAllDepartmentIds', {
    config: { roles: EVERYONE },
    schema: { tags, response: { 200: z.array(z.string()) } },
    handler: (request) => service.listDepartmentIds(deps, actorOf(request)),
  });

  app.get('/department/getDepartmentName/:id', {
    config: { roles: EVERYONE },
    schema: { tags, summary: 'Plain-string department name', params: z.object({ id: z.string() }), response: { 200: plainText } },
    handler: async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return service.getDepartmentName(deps, actorOf(request), request.params.id);
    },
  });

  app.post('/department/create', {
    config: { roles: ADMINS },
    schema: { tags, body: departmentSchema, response: { 200: departmentViewSchema } },
    handler: (request) => service.createDepartment(deps, actorOf(request), request.body),
  });

  app.patch('/department/update', {
    config: { roles: ADMINS },
    schema: { tags, body: departmentUpdateSchema, response: { 200: departmentViewSchema } },
    handler: (request) => service.updateDepartment(deps, actorOf(request), request.body),
  });

  app.delete('/department/deleteDepartment/:id', {
    config: { roles: ADMINS },
    schema: { tags, params: z.object({ id: z.string() }), response: { 200: messageSchema } },
    handler: async (request) => {
      await service.deleteDepartment(deps, actorOf(request), request.params.id);
      return { message: 'Department deleted.' };
    },
  });

  app.get('/designations/getAllDesignations', {
    config: { roles: EVERYONE },
    schema: { tags, response: { 200: z.array(z.object({ designation: z.string() })) } },
    handler: (request) => service.listDesignations(deps, actorOf(request)),
  });

  app.post('/designations/create', {
    config: { roles: ADMINS },
    schema: { tags, body: designationSchema, response: { 200: z.object({ designation: z.string(), message: z.string() }) } },
    handler: async (request) => ({
      ...(await service.createDesignation(deps, actorOf(request), request.body.designation)),
      message: DESIGNATION_MESSAGES.added,
    }),
  });

  await workflowSettingsRoutes(base, deps);
}
