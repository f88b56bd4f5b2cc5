import fastifyMultipart from '@fastify/multipart';
import {
  ADMINS,
  EVERYONE,
  expenseCategoryBodySchema,
  expenseCategoryCodeSchema,
  expenseCategorySchema,
  expenseClaimSchema,
  expenseListQuerySchema,
  MANAGER_OR_HR,
  RECEIPT_MAX_BYTES,
  requestDecidedSchema,
  requestDecisionSchema,
  requestFiledSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { fileHeaders, multipartReader } from '../documents';
import * as service from './expenses.service';

const tags = ['expenses'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Expense categories and claims (BEYOND §B7); multipart parsing is registered for these routes only. */
export async function expensesRoutes(base: FastifyInstance, deps: Deps) {
  await base.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 10 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/expenses/categories', {
      config: { roles: EVERYONE },
      schema: {
        tags,
        summary: 'The organisation’s expense categories (limit in rupees, 0 = none).',
        response: { 200: z.array(expenseCategorySchema) },
      },
      handler: (request) => service.listCategories(deps, actorOf(request)),
    });

    app.put('/expenses/categories/:code', {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: 'Creates or changes a category {name, monthlyLimit (rupees), receiptRequired} (admin).',
        params: z.object({ code: expenseCategoryCodeSchema }),
        body: expenseCategoryBodySchema,
        response: { 200: expenseCategorySchema },
      },
      handler: (request) => service.saveCategory(deps, actorOf(request), request.params.code, request.body),
    });

    app.post('/expenses', {
      config: { roles: EVERYONE },
      schema: {
        tags,
        summary:
          'Files the caller’s claim (multipart: category, amount in rupees, date, description, receipt: an image or PDF, sniffed). 201 {id, status: PENDING}; over the category’s monthly limit → 400 naming the limit.',
        consumes: ['multipart/form-data'],
        response: { 201: requestFiledSchema },
      },
      handler: async (request, reply) => {
        const filed = await service.fileClaim(deps, actorOf(request), multipartReader(request));
        return reply.code(201).send(filed);
      },
    });

    app.get('/expenses', {
      config: { roles: EVERYONE },
      schema: {
        tags,
        summary:
          'Claims, newest first: the person’s own; a manager’s or HR’s people’s; an admin’s whole organisation. employeeId, status and awaiting=true (only those waiting for the caller) filter. paidInRun is the pay run that paid it.',
        querystring: expenseListQuerySchema,
        response: { 200: z.array(expenseClaimSchema) },
      },
      handler: (request) => service.listClaims(deps, actorOf(request), request.query),
    });

    app.get('/expenses/:id/receipt', {
      config: { roles: EVERYONE },
      schema: { tags, summary: 'The claim’s receipt as a download (whoever may see the claim).', params: idParams },
      handler: async (request, reply) => {
        const file = await service.readReceipt(deps, actorOf(request), request.params.id);
        return reply
          .headers(fileHeaders({ fileName: file.fileName, mimeType: file.mimeType, size: file.bytes.length }, 'download'))
          .send(file.bytes);
      },
    });

    app.patch('/expenses/:id/decision', {
      config: { roles: MANAGER_OR_HR },
      schema: {
        tags,
        summary:
          'The current decider approves or rejects {status: APPROVED|REJECTED, comments}: the manager, then HR where the organisation is two-level (as leave).',
        params: idParams,
        body: requestDecisionSchema,
        response: { 200: requestDecidedSchema },
      },
      handler: (request) => service.decideClaim(deps, actorOf(request), request.params.id, request.body),
    });
  });
}
