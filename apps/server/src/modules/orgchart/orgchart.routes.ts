import { ADMINS, orgChartQuerySchema, orgNodeSchema, orgPathQuerySchema, orgSearchQuerySchema, STAFF } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './orgchart.service';

const tags = ['orgchart'];
/** Spec 3 §6: fetched for HR, admin, employee and manager. */
const VIEWERS = [...ADMINS, ...STAFF] as const;

/** The organisation chart, one level at a time (spec 3 §2.11, §7). */
export async function orgchartRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/organization/', {
    config: { roles: VIEWERS },
    schema: {
      tags,
      summary: 'A person and a page of their direct reports (reports = number of direct reports); no id: the top',
      querystring: orgChartQuerySchema,
      response: { 200: z.array(orgNodeSchema) },
    },
    handler: (request) => service.listLevel(deps, actorOf(request), request.query.employeeId || undefined, request.query),
  });

  app.get('/organization/search', {
    config: { roles: VIEWERS },
    schema: {
      tags,
      summary: 'People whose id or name matches (?q=)',
      querystring: orgSearchQuerySchema,
      response: { 200: z.array(orgNodeSchema) },
    },
    handler: (request) => service.searchPeople(deps, actorOf(request), request.query.q),
  });

  app.get('/organization/path', {
    config: { roles: VIEWERS },
    schema: {
      tags,
      summary: 'The chain from the top of the chart down to a person (?employeeId=)',
      querystring: orgPathQuerySchema,
      response: { 200: z.array(orgNodeSchema) },
    },
    handler: (request) => service.pathTo(deps, actorOf(request), request.query.employeeId),
  });
}
