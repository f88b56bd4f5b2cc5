import {
  ADMINS,
  WEBHOOK_EVENTS,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveriesSchema,
  webhookSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './webhooks.service';

const tags = ['webhooks'];
/** What each event's `data` holds, as the code that emits it writes it (the approval engine for `<kind>.*`). */
const EVENT_DATA: Record<string, string> = {
  'employee.created': '{employeeId}',
  'employee.updated': '{employeeId, changed: "personalDetails" | "employment" | "customFields"}',
  'employee.left': '{employeeId, leavingDate}',
  'payroll.published': '{payrollRunId, month, people}',
};
const approvalEventData = (event: string) => {
  const [kind, step] = event.split('.');
  const decided = step === 'decided' ? ', final' : '';
  return `{employeeId, requestId, ${kind}RequestId, status${decided}, notice: {text, link}}`;
};

/** The events an endpoint may take, each with its data: every entry of WEBHOOK_EVENTS, so a new one is listed here too. */
const EVENTS_DOC = [
  'A delivery is a POST of `{id, type, timestamp, organizationId, data}` signed the Standard Webhooks way (`webhook-id` = `id`, ' +
    '`webhook-timestamp`, `webhook-signature` v1 HMAC-SHA256 with the `whsec_` secret).',
  "Retries: within 1 minute, then 5 minutes, then growing waits for more than 24 hours; a person's later event waits for the earlier one.",
  'Events (`type`) and their `data`:',
  ...WEBHOOK_EVENTS.map((event) => `- \`${event}\` ${EVENT_DATA[event] ?? approvalEventData(event)}`),
].join('\n\n');
const endpointParams = z.object({ id: z.uuid() });

export async function webhooksRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/admin/webhooks', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        'Add a webhook endpoint: url, events, description, kind (STANDARD, SLACK or TEAMS). The secret (whsec_…) is answered this once.',
      description: EVENTS_DOC,
      body: webhookCreateSchema,
      response: { 201: webhookCreatedSchema },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return service.createWebhook(deps, actorOf(request), request.body);
    },
  });

  app.get('/admin/webhooks', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "The organisation's webhook endpoints (never their secret)",
      response: { 200: z.array(webhookSchema) },
    },
    handler: (request) => service.listWebhooks(deps, actorOf(request)),
  });

  app.delete('/admin/webhooks/:id', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Delete a webhook endpoint and its delivery log',
      params: endpointParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await service.deleteWebhook(deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/admin/webhooks/:id/deliveries', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "The endpoint's delivery log, newest first (page 0-based, size)",
      params: endpointParams,
      querystring: z.object({
        page: z.coerce.number().int().min(0).optional(),
        pageNumber: z.coerce.number().int().min(0).optional(),
        size: z.coerce.number().int().min(1).optional(),
      }),
      response: { 200: webhookDeliveriesSchema },
    },
    handler: (request) => service.listDeliveries(deps, actorOf(request), request.params.id, request.query),
  });

  app.post('/admin/webhooks/:id/deliveries/:deliveryId/redeliver', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Send a delivery again: the same message (same webhook-id), newly signed',
      params: endpointParams.extend({ deliveryId: z.uuid() }),
      response: { 202: z.null() },
    },
    handler: async (request, reply) => {
      await service.redeliver(deps, actorOf(request), request.params.id, request.params.deliveryId);
      return reply.code(202).send(null);
    },
  });
}
