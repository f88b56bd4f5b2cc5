import {
  ADMIN_OR_HR,
  EVERYONE,
  firstDayItemInputSchema,
  firstDayItemParamsSchema,
  firstDayItemSchema,
  firstDayOrderSchema,
  firstDayTickSchema,
  onboardingChecklistQuerySchema,
  onboardingChecklistSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './onboarding-checklist.service';

const tags = ['documents'];
const message = z.object({ message: z.string() });

/** A new joiner's onboarding checklist and the organisation's first-day items (beyond the spec, issue 33 point 6). */
export async function onboardingChecklistRoutes(scope: FastifyInstance, deps: Deps) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get('/documents/onboarding-checklist', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        "A new joiner's onboarding checklist with progress: the expected onboarding documents on file or missing, the " +
        'details (personal details on record, Aadhar and PAN name and number) and the organisation’s first-day items ' +
        'they ticked off. Without employeeId the joiner’s own (ROLE_ONBOARDING); with it, read only, a person an admin ' +
        'or their HR names. Other roles 403; another organisation’s person 404.',
      querystring: onboardingChecklistQuerySchema,
      response: { 200: onboardingChecklistSchema },
    },
    handler: (request) => service.getOnboardingChecklist(deps, actorOf(request), request.query.employeeId),
  });

  app.put('/documents/onboarding-checklist/first-day/:itemId', {
    config: { roles: ['ROLE_ONBOARDING'] },
    schema: {
      tags,
      summary:
        'The new joiner ticks off (done: true) or unticks one of their own first-day items (audited); answers the checklist',
      params: firstDayItemParamsSchema,
      body: firstDayTickSchema,
      response: { 200: onboardingChecklistSchema },
    },
    handler: (request) => service.tickFirstDayItem(deps, actorOf(request), request.params.itemId, request.body.done),
  });

  app.get('/documents/first-day-items', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: "The organisation's first-day items for new joiners, in order (admins, HR)",
      response: { 200: z.array(firstDayItemSchema) },
    },
    handler: (request) => service.listFirstDayItems(deps, actorOf(request)),
  });

  app.post('/documents/first-day-items', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary:
        'Adds a first-day item at the end of the list (admins, HR; title 1–80 characters, unique ignoring case, at most 30 items)',
      body: firstDayItemInputSchema,
      response: { 200: firstDayItemSchema.extend(message.shape) },
    },
    handler: (request) => service.addFirstDayItem(deps, actorOf(request), request.body),
  });

  app.put('/documents/first-day-items/order', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: 'Puts the first-day items in a new order (admins, HR): itemIds names every item once',
      body: firstDayOrderSchema,
      response: { 200: z.object({ items: z.array(firstDayItemSchema), message: z.string() }) },
    },
    handler: (request) => service.reorderFirstDayItems(deps, actorOf(request), request.body.itemIds),
  });

  app.patch('/documents/first-day-items/:itemId', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: 'Renames a first-day item (admins, HR); the joiners’ ticks stay',
      params: firstDayItemParamsSchema,
      body: firstDayItemInputSchema,
      response: { 200: firstDayItemSchema.extend(message.shape) },
    },
    handler: (request) => service.renameFirstDayItem(deps, actorOf(request), request.params.itemId, request.body),
  });

  app.delete('/documents/first-day-items/:itemId', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: 'Removes a first-day item and every joiner’s tick of it (admins, HR)',
      params: firstDayItemParamsSchema,
      response: { 200: message },
    },
    handler: (request) => service.removeFirstDayItem(deps, actorOf(request), request.params.itemId),
  });
}
