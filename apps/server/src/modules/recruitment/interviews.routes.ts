import {
  ADMIN_OR_HR,
  interviewIdParamsSchema,
  interviewListQuerySchema,
  interviewRecordSchema,
  interviewSchema,
  interviewUpdateSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './interviews.service';

const tags = ['recruitment: interviews'];

/** Interviews (contract 4.16): admin and HR only. */
export async function interviewsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/interview/getAllInterviewDetails', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary:
        'One page of interviews, latest first (pageNumber from 0, size 40; ?search= by candidate name). ' +
        'The total count is in the X-Total-Count header.',
      querystring: interviewListQuerySchema,
      response: { 200: z.array(interviewRecordSchema) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await service.listInterviews(deps, actorOf(request), request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  app.post('/interview/create', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: "Schedule an interview; the interviewer's e-mail comes from their record and they are mailed an .ics invitation",
      body: interviewSchema,
      response: { 200: interviewRecordSchema },
    },
    handler: (request) => service.createInterview(deps, actorOf(request), request.body),
  });

  app.patch('/interview/update', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: 'Change an interview (with its id); a new date or interviewer re-sends the invitation',
      body: interviewUpdateSchema,
      response: { 200: interviewRecordSchema },
    },
    handler: (request) => service.updateInterview(deps, actorOf(request), request.body),
  });

  app.delete('/interview/deleteInterview/:id', {
    config: { roles: ADMIN_OR_HR },
    schema: { tags, summary: 'Delete an interview', params: interviewIdParamsSchema, response: { 200: messageSchema } },
    handler: (request) => service.deleteInterview(deps, actorOf(request), request.params.id),
  });
}
