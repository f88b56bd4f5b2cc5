import {
  ADMINS,
  currentEmploymentDetailsSchema,
  currentEmploymentRecordSchema,
  currentEmploymentSchema,
  EVERYONE,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './current-employment.service';
import { requireTargetEmployee } from './target-employee';

const tags = ['profile: current employment'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });
const employeeQuery = z.object({ employeeId: z.string().max(50).optional() });

export async function currentEmploymentRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/currentexperience/getUserRoleManager', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'Ids of employees who may be chosen as reporting manager (manager, HR and admin roles)',
      response: { 200: z.array(z.string()) },
    },
    handler: (request) => service.listManagerIds(deps, actorOf(request)),
  });

  app.get('/currentexperience/getUserRoleHr', {
    config: { roles: EVERYONE },
    schema: { tags, summary: 'Ids of employees with the HR role', response: { 200: z.array(z.string()) } },
    handler: (request) => service.listHrIds(deps, actorOf(request)),
  });

  app.get('/currentexperience/getEmployeeDetails/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'Prefill of the current-employment form (organizationName with z)',
      params: idParams,
      response: { 200: currentEmploymentDetailsSchema },
    },
    handler: (request) => service.getEmploymentDetails(deps, actorOf(request), request.params.employeeId),
  });

  app.get('/currentexperience/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary: 'Current employment (organisationName with s); designation "" when none is recorded',
      params: idParams,
      response: { 200: currentEmploymentRecordSchema },
    },
    handler: (request) => service.getCurrentEmployment(deps, actorOf(request), request.params.employeeId),
  });

  app.post('/currentexperience/createCurrentEmployement', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Record the current employment (?employeeId=); answers the record',
      querystring: employeeQuery,
      body: currentEmploymentSchema,
      response: { 200: currentEmploymentRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.createCurrentEmployment(deps, actorOf(request), employeeId, request.body);
    },
  });

  app.patch('/currentexperience/updateCurrentEmployement', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Change designation, department, reporting manager and HR; answers the record',
      querystring: employeeQuery,
      body: currentEmploymentSchema,
      response: { 200: currentEmploymentRecordSchema },
    },
    handler: (request) => {
      const employeeId = requireTargetEmployee(request.query.employeeId, request.body.employeeId);
      return service.updateCurrentEmployment(deps, actorOf(request), employeeId, request.body);
    },
  });
}
