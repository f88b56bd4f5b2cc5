import {
  EVERYONE,
  MANAGER_OR_HR,
  requestDecidedSchema,
  requestDecisionSchema,
  shiftSwapAnsweredSchema,
  shiftSwapAnswerSchema,
  shiftSwapCreateSchema,
  shiftSwapListQuerySchema,
  shiftSwapSchema,
  swapPartnerSchema,
  swapPartnersQuerySchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { acceptSwap, declineSwap } from './shift-swaps.consent';
import * as service from './shift-swaps.service';

const tags = ['time and attendance'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Shift swaps between two people of a team: an approval kind of the one engine (BEYOND §B6, issue 30). */
export async function shiftSwapRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/attendance/swaps', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'Asks to exchange the caller’s shift (and site) of one day with a colleague’s of the same team (the same reporting manager): both rostered that day on different shifts, the day not past, the month open. It waits for the colleague’s consent first (status PENDING_PARTNER; they are told by feed and mail); once they accept, it is decided by the caller’s manager (then HR where two-level); the roster changes when it is approved.',
      body: shiftSwapCreateSchema,
      response: { 201: shiftSwapSchema },
    },
    handler: async (request, reply) => {
      const swap = await service.fileSwap(deps, actorOf(request), request.body);
      reply.code(201);
      return swap;
    },
  });

  app.get('/attendance/swaps', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'Shift swaps, newest first: view=mine (asked for by the caller or naming them), awaiting (waiting for the caller’s decision), team (an admin’s organisation, a manager’s or HR’s people).',
      querystring: shiftSwapListQuerySchema,
      response: { 200: z.array(shiftSwapSchema) },
    },
    handler: (request) => service.listSwaps(deps, actorOf(request), request.query),
  });

  app.get('/attendance/swaps/partners', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'Whom the caller can swap with on a date: their teammates (the same reporting manager) rostered that day on another shift.',
      querystring: swapPartnersQuerySchema,
      response: { 200: z.array(swapPartnerSchema) },
    },
    handler: (request) => service.listSwapPartners(deps, actorOf(request), request.query.date),
  });

  app.post('/attendance/swaps/:id/accept', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'The colleague named in a swap accepts it {comments?}: it becomes PENDING and goes to the requester’s deciders. Only that colleague (403 for anyone else); 409 once answered or withdrawn, or when the day has passed or its month is locked.',
      params: idParams,
      body: shiftSwapAnswerSchema,
      response: { 200: shiftSwapAnsweredSchema },
    },
    handler: (request) => acceptSwap(deps, actorOf(request), request.params.id, request.body),
  });

  app.post('/attendance/swaps/:id/decline', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'The colleague named in a swap declines it {comments?}: it is closed (DECLINED) and the requester is told. Only that colleague (403 for anyone else); 409 once answered or withdrawn.',
      params: idParams,
      body: shiftSwapAnswerSchema,
      response: { 200: shiftSwapAnsweredSchema },
    },
    handler: (request) => declineSwap(deps, actorOf(request), request.params.id, request.body),
  });

  app.patch('/attendance/swaps/:id/decision', {
    config: { roles: MANAGER_OR_HR },
    schema: {
      tags,
      summary:
        'The current decider approves or rejects {status: APPROVED|REJECTED, comments}. Approving exchanges the two roster days; 409 when the month was locked or either day changed since the swap was asked for.',
      params: idParams,
      body: requestDecisionSchema,
      response: { 200: requestDecidedSchema },
    },
    handler: (request) => service.decideSwap(deps, actorOf(request), request.params.id, request.body),
  });

  app.post('/attendance/swaps/:id/cancel', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'The requester withdraws a shift swap not yet decided: waiting for the colleague’s answer or for the deciders.',
      params: idParams,
      response: { 200: z.object({ id: z.number(), status: z.literal('CANCELLED') }) },
    },
    handler: (request) => service.cancelSwap(deps, actorOf(request), request.params.id),
  });
}
