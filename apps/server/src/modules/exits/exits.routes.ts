import {
  ADMIN_OR_HR,
  ADMINS,
  EVERYONE,
  exitChecklistPatchSchema,
  exitFiledSchema,
  exitRequestSchema,
  exitSchema,
  exitSettingsSchema,
  MANAGER_OR_HR,
  requestDecidedSchema,
  requestDecisionSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { readerLanguage } from '../auth';
import { fileHeaders } from '../documents';
import * as service from './exits.service';

const tags = ['exits'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** People leaving (BEYOND §B7): resignation or termination, decided by the approval engine; checklist; settlement. */
export async function exitsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/organization/exitSettings', {
    config: { roles: ADMIN_OR_HR },
    schema: { tags, summary: 'The notice period and the organisation’s own exit tasks.', response: { 200: exitSettingsSchema } },
    handler: (request) => service.getExitSettings(deps, actorOf(request)),
  });

  app.patch('/organization/exitSettings', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Sets {noticeDays, tasks:[{task, owner}]} (admin); owner is ROLE_ADMIN, ROLE_HR, ROLE_MANAGER or an employee id.',
      body: exitSettingsSchema,
      response: { 200: exitSettingsSchema },
    },
    handler: (request) => service.saveExitSettings(deps, actorOf(request), request.body),
  });

  app.post('/exits', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'Files a resignation (the person) or a termination (admin or their HR) {employeeId, kind, reason, lastWorkingDay}; without lastWorkingDay, today + the notice days. 201 {id, status: PENDING, lastWorkingDay}; manager then HR decide.',
      body: exitRequestSchema,
      response: { 201: exitFiledSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await service.fileExit(deps, actorOf(request), request.body)),
  });

  app.get('/exits', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'Exits with their checklists: the person’s own; a manager’s or HR’s people; an admin’s organisation.',
      response: { 200: z.array(exitSchema) },
    },
    handler: (request) => service.listExits(deps, actorOf(request)),
  });

  app.get('/exits/:id', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'One exit {…, checklist, settlement} (the person, their manager and HR, admin).',
      params: idParams,
      response: { 200: exitSchema },
    },
    handler: (request) => service.getExit(deps, actorOf(request), request.params.id),
  });

  app.get('/exits/:id/relieving-letter', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'The relieving letter (PDF) of a complete exit — approved, every checklist task done — for the person, their manager and HR, admin; 409 before.',
      params: idParams,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const language = await readerLanguage(deps.db, actor, request.headers['accept-language']);
      const letter = await service.relievingLetter(deps, actor, request.params.id, language);
      return reply
        .headers(fileHeaders({ fileName: letter.fileName, mimeType: 'application/pdf', size: letter.pdf.length }, 'download'))
        .send(letter.pdf);
    },
  });

  app.patch('/exits/:id/decision', {
    config: { roles: MANAGER_OR_HR },
    schema: {
      tags,
      summary:
        'The current decider approves or rejects {status, comments}; approval sets the leaving date and creates the checklist.',
      params: idParams,
      body: requestDecisionSchema,
      response: { 200: requestDecidedSchema },
    },
    handler: (request) => service.decideExit(deps, actorOf(request), request.params.id, request.body),
  });

  app.patch('/exits/:id/checklist/:taskId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'The task’s owner (a role or a person) or an admin ticks a checklist task off {done: true, note}.',
      params: z.object({ id: z.coerce.number().int().positive(), taskId: z.coerce.number().int().positive() }),
      body: exitChecklistPatchSchema,
      response: { 200: exitSchema },
    },
    handler: (request) =>
      service.completeChecklistTask(deps, actorOf(request), request.params.id, request.params.taskId, request.body.note),
  });
}
