import {
  deliverableRecordSchema,
  deliverableSchema,
  MANAGER_OR_HR,
  PERFORMANCE_MESSAGES,
  performanceQuerySchema,
  performanceRecordSchema,
  performanceSchema,
  STAFF,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import { XLSX_CONTENT_TYPE } from './performance.export';
import * as service from './performance.service';

const tags = ['performance'];
const employeeParams = z.object({ employeeId: z.string().trim().min(1).max(50) });
const deliverableParams = z.object({
  id: z.coerce.number({ error: PERFORMANCE_MESSAGES.deliverableNotFound }).int().positive(),
});

/** Performance records and deliverables (spec 3 §2.10, §7): the employee, their manager and HR only. */
export async function performanceRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/employeePerformance/:employeeId/performance-ids', {
    config: { roles: STAFF },
    schema: { tags, summary: "An employee's performance ids", params: employeeParams, response: { 200: z.array(z.string()) } },
    handler: (request) => service.listPerformanceIds(deps, actorOf(request), request.params.employeeId),
  });

  app.get('/employeePerformance/:employeeId/summary', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'Counts of performance records and open deliverables (Associate 360)',
      params: employeeParams,
      response: { 200: z.object({ performances: z.number().int(), openDeliverables: z.number().int() }) },
    },
    handler: (request) => service.summarizePerformance(deps, actorOf(request), request.params.employeeId),
  });

  app.get('/employeePerformance/getEmployeePerformance', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'One performance record with its deliverables',
      querystring: performanceQuerySchema,
      response: { 200: performanceRecordSchema },
    },
    handler: (request) => service.getPerformance(deps, actorOf(request), request.query.employeeId, request.query.performanceId),
  });

  app.get('/employeePerformance/export', {
    config: { roles: MANAGER_OR_HR },
    schema: { tags, summary: "The caller's reportees with their performance records, as .xlsx" },
    handler: async (request, reply) => {
      const file = await service.exportReporteesPerformance(deps, actorOf(request));
      reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
      return file.content;
    },
  });

  app.post('/employeePerformance/create', {
    config: { roles: MANAGER_OR_HR },
    schema: {
      tags,
      summary: 'Record a performance id for a reportee',
      body: performanceSchema,
      response: { 200: performanceRecordSchema },
    },
    handler: (request) => service.createPerformance(deps, actorOf(request), request.body),
  });

  app.patch('/employeePerformance/updateEmployeePerformance', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: "Save the comments (the record's manager only)",
      body: performanceSchema,
      response: { 200: performanceRecordSchema },
    },
    handler: (request) => service.updateComments(deps, actorOf(request), request.body),
  });

  app.delete('/employeePerformance/deleteEmployeePerformance/:employeeId', {
    config: { roles: MANAGER_OR_HR },
    schema: {
      tags,
      summary: 'Delete a performance record (?performanceId=) with its deliverables',
      params: employeeParams,
      querystring: z.object({ performanceId: performanceQuerySchema.shape.performanceId }),
      response: { 200: messageSchema },
    },
    handler: (request) =>
      service.deletePerformance(deps, actorOf(request), request.params.employeeId, request.query.performanceId),
  });

  app.post('/deliverable/createDeliverable', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'Add a deliverable to a performance record',
      body: deliverableSchema,
      response: { 200: deliverableRecordSchema },
    },
    handler: (request) => service.createDeliverable(deps, actorOf(request), request.body),
  });

  app.patch('/deliverable/updateDeliverable', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'Edit a deliverable (never a Completed one)',
      body: deliverableSchema,
      response: { 200: deliverableRecordSchema },
    },
    handler: (request) => service.updateDeliverable(deps, actorOf(request), request.body),
  });

  app.delete('/deliverable/:id', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'Delete a deliverable (never a Completed one)',
      params: deliverableParams,
      response: { 200: messageSchema },
    },
    handler: (request) => service.deleteDeliverable(deps, actorOf(request), request.params.id),
  });
}
