import {
  ADMINS,
  EVERYONE,
  jobDetailsSchema,
  jobIdParamsSchema,
  jobIdQuerySchema,
  jobPageSchema,
  jobPostBodySchema,
  jobPostSchema,
  jobStatusQuerySchema,
  pageQuerySchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './careers.service';

const tags = ['recruitment: careers'];

/** Careers (the path is spelled `carrers`, contract 4.6): everyone reads, only admins change. */
export async function careersRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/carrers/getJobPosts', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'One page of job posts, newest first (pageNumber from 0, size 6 by default)',
      querystring: pageQuerySchema,
      response: { 200: jobPageSchema },
    },
    handler: (request) => service.listJobPosts(deps, actorOf(request), request.query),
  });

  app.get('/carrers/:jobId', {
    config: { roles: EVERYONE },
    schema: { tags, summary: 'A job post with its details', params: jobIdParamsSchema, response: { 200: jobDetailsSchema } },
    handler: (request) => service.getJobPost(deps, actorOf(request), request.params.jobId),
  });

  app.post('/carrers/create', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'Publish a job post', body: jobPostSchema, response: { 200: jobDetailsSchema } },
    handler: (request) => service.createJobPost(deps, actorOf(request), request.body),
  });

  app.patch('/carrers/update', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Replace a job post (?jobId=); a cancelled post cannot be edited',
      querystring: jobIdQuerySchema,
      body: jobPostBodySchema,
      response: { 200: jobDetailsSchema },
    },
    handler: (request) => service.updateJobPost(deps, actorOf(request), request.query.jobId, request.body),
  });

  app.patch('/carrers/updateStatus', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Cancel a job post (?jobId=&status=cancelled); irreversible, no other status can be set',
      querystring: jobStatusQuerySchema,
      response: { 200: jobDetailsSchema },
    },
    handler: (request) => service.cancelJobPost(deps, actorOf(request), request.query.jobId),
  });

  app.delete('/carrers/deletecareers/:jobId', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'Delete a job post', params: jobIdParamsSchema, response: { 200: messageSchema } },
    handler: (request) => service.deleteJobPost(deps, actorOf(request), request.params.jobId),
  });
}
