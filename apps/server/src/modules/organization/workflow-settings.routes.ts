import { ADMINS, approvalSettingsSchema, EVERYONE, leaveSettingsSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './workflow-settings.service';

const tags = ['organization'];

/** BEYOND §B9: the organisation's choices where the spec's rule may be relaxed (approval comments, leave in working days). */
export async function workflowSettingsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/organization/approvalSettings', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'Whether approving needs a comment (default true, the spec); rejecting always does',
      response: { 200: approvalSettingsSchema },
    },
    handler: (request) => service.readApprovalSettings(deps.db, actorOf(request).organizationId),
  });

  app.patch('/organization/approvalSettings', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Sets whether approving needs a comment, for every kind of request and bulk decisions',
      body: approvalSettingsSchema,
      response: { 200: approvalSettingsSchema },
    },
    handler: (request) => service.saveApprovalSettings(deps, actorOf(request), request.body),
  });

  app.get('/organization/leaveSettings', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "Whether a leave's duration counts working days only (default false: calendar days, the spec)",
      response: { 200: leaveSettingsSchema },
    },
    handler: (request) => service.readLeaveSettings(deps.db, actorOf(request).organizationId),
  });

  app.patch('/organization/leaveSettings', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "Sets whether a leave's duration counts only the person's working days (weekly offs and holidays left out)",
      body: leaveSettingsSchema,
      response: { 200: leaveSettingsSchema },
    },
    handler: (request) => service.saveLeaveSettings(deps, actorOf(request), request.body),
  });
}
