import {
  ADMIN_OR_HR,
  ADMINS,
  EVERYONE,
  holidayIdParamsSchema,
  holidayListQuerySchema,
  holidayRecordSchema,
  holidaySchema,
  holidayUpdateSchema,
  todayIso,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema, plainText } from '../../lib/http';
import * as service from './holidays.service';

const tags = ['holidays'];

/** Holidays (contract 4.7): everyone reads, admin and HR add, only admins edit and delete. */
export async function holidayRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/holiday/getHoliday', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "The organisation's holidays by date (optional ?year=, pageNumber/size up to 500)",
      querystring: holidayListQuerySchema,
      response: { 200: z.array(holidayRecordSchema) },
    },
    handler: (request) => service.listHolidays(deps, actorOf(request), request.query),
  });

  app.get('/holiday/calendar.ics', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "This year's and next year's holidays as an iCalendar (.ics) download for calendar apps",
      response: { 200: plainText },
    },
    handler: async (request, reply) => {
      const calendar = await service.holidaysAsCalendar(deps, actorOf(request), todayIso());
      reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="holidays.ics"');
      return calendar;
    },
  });

  app.get('/holiday/calendarLink', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'The absolute address of the holiday feed that calendar apps subscribe to (no session needed)',
      response: { 200: z.object({ url: z.string() }) },
    },
    handler: (request) => service.holidayFeedLink(deps, actorOf(request), `${request.protocol}://${request.host}`),
  });

  app.get('/holiday/feed/:organizationId/holidays.ics', {
    config: { public: true },
    schema: {
      tags,
      summary: "The organisation's holiday feed (.ics) for calendar subscriptions; 404 without the right key",
      params: z.object({ organizationId: z.string().min(1).max(50) }),
      querystring: z.object({ key: z.string().max(100).optional() }),
      response: { 200: plainText },
    },
    handler: async (request, reply) => {
      const calendar = await service.holidayFeed(deps, request.params.organizationId, request.query.key, todayIso());
      reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=3600');
      return calendar;
    },
  });

  app.post('/holiday/', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: 'Add a holiday (holidayId "" is ignored); one holiday per date',
      body: holidaySchema,
      response: { 200: holidayRecordSchema },
    },
    handler: (request) => service.createHoliday(deps, actorOf(request), request.body),
  });

  app.patch('/holiday/', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Change a holiday (holidayId plus fields)',
      body: holidayUpdateSchema,
      response: { 200: holidayRecordSchema },
    },
    handler: (request) => service.updateHoliday(deps, actorOf(request), request.body),
  });

  app.delete('/holiday/:holidayId', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'Delete a holiday', params: holidayIdParamsSchema, response: { 200: messageSchema } },
    handler: (request) => service.deleteHoliday(deps, actorOf(request), request.params.holidayId),
  });
}
