import { ADMINS, jobsOverviewSchema, jobsTimeZoneSchema, scheduleNameParamsSchema, scheduleSwitchSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './jobs.service';

const tags = ['jobs'];
const messageSchema = z.object({ message: z.string() });

/** The organisation's schedules and the job queues, for admins (BEYOND §B3). */
export async function jobsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/admin/jobs', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "The organisation's schedules (cron in its time zone, last run and status, next run) and the queues' counts.",
      response: { 200: jobsOverviewSchema },
    },
    handler: (request) => service.getJobsOverview(deps, actorOf(request)),
  });

  app.post('/admin/jobs/:name/run', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Runs that schedule now, once, for this organisation (202; a worker runs it).',
      params: scheduleNameParamsSchema,
      response: { 202: messageSchema },
    },
    handler: async (request, reply) =>
      reply.code(202).send(await service.runScheduleNow(deps, actorOf(request), request.params.name)),
  });

  app.patch('/admin/jobs/:name', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Switches a schedule on or off for this organisation.',
      params: scheduleNameParamsSchema,
      body: scheduleSwitchSchema,
      response: { 200: messageSchema },
    },
    handler: (request) => service.switchSchedule(deps, actorOf(request), request.params.name, request.body.enabled),
  });

  app.put('/admin/jobs/time-zone', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "The IANA time zone the organisation's schedules run in (default: the server's).",
      body: jobsTimeZoneSchema,
      response: { 200: messageSchema },
    },
    handler: (request) => service.setScheduleTimeZone(deps, actorOf(request), request.body.timeZone),
  });
}
