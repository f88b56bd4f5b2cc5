import {
  ADMINS,
  EVERYONE,
  familyDeleteQuerySchema,
  familyMemberRecordSchema,
  familyMemberSchema,
  readFamilyAliases,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import { XLSX_CONTENT_TYPE } from './family.export';
import * as service from './family.service';
import { requireTargetEmployee } from './target-employee';

const tags = ['profile: family'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });
const employeeQuery = z.object({ employeeId: z.string().max(50).optional() });

/** Existing clients may spell the fields Name, Relation and Phonenumber. */
const acceptAliases = async (request: { body: unknown }) => {
  request.body = readFamilyAliases(request.body);
};

export async function familyRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/familyDetails/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: "An employee's family members, in the order they were added",
      params: idParams,
      response: { 200: z.array(familyMemberRecordSchema) },
    },
    handler: (request) => service.listFamilyMembers(deps, actorOf(request), request.params.employeeId),
  });

  app.get('/familyDetails/export/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'The family list as an .xlsx file (Name, Relation, Country Code, Phone Number)',
      params: idParams,
    },
    handler: async (request, reply) => {
      const file = await service.exportFamilyMembers(deps, actorOf(request), request.params.employeeId);
      reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
      return file.content;
    },
  });

  app.post('/familyDetails/createFamilyDetails', {
    config: { roles: ADMINS },
    preValidation: acceptAliases,
    schema: {
      tags,
      summary: 'Add a family member (?employeeId=); answers the member with its memberId',
      querystring: employeeQuery,
      body: familyMemberSchema,
      response: { 200: familyMemberRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.createFamilyMember(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.patch('/familyDetails/updateFamilyDetails', {
    config: { roles: ADMINS },
    preValidation: acceptAliases,
    schema: {
      tags,
      summary: 'Edit the family member named by memberId',
      querystring: employeeQuery,
      body: familyMemberSchema,
      response: { 200: familyMemberRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.updateFamilyMember(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.delete('/familyDetails/delete', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Delete a family member (?employeeId=&memberId=); the first member stays',
      querystring: familyDeleteQuerySchema,
      response: { 200: messageSchema },
    },
    handler: (request) => service.deleteFamilyMember(deps, actorOf(request), request.query.employeeId, request.query.memberId),
  });
}
