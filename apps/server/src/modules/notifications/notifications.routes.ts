import { EVERYONE, notificationFeedSchema, notificationListQuerySchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { readerLanguage } from '../auth';
import * as service from './notifications.service';

const tags = ['notifications'];
const unreadSchema = z.object({ unread: z.number().int() });

/** The caller's own notifications feed (header panel); nobody reads another person's feed. */
export async function notificationsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/notifications', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        "The caller's notifications, newest first (page 0-based, size ≤ 100, default 20), with the unread count; titles and bodies in the Accept-Language's language (hi, ar), else the account's, else English (entries written before Hindi and Arabic notices stay English).",
      querystring: notificationListQuerySchema,
      response: { 200: notificationFeedSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const language = await readerLanguage(deps.db, actor, request.headers['accept-language']);
      return service.listMyNotifications(deps, actor, request.query, language);
    },
  });

  app.patch('/notifications/read-all', {
    config: { roles: EVERYONE },
    schema: { tags, summary: "Marks all the caller's notifications read.", response: { 200: unreadSchema } },
    handler: (request) => service.markAllNotificationsRead(deps, actorOf(request)),
  });

  app.patch('/notifications/:id/read', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "Marks one of the caller's notifications read (404 when it is not theirs). Answers the unread count.",
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: { 200: unreadSchema },
    },
    handler: (request) => service.markNotificationRead(deps, actorOf(request), request.params.id),
  });
}
