import { ADMIN_OR_HR, ADMINS, payrollEmployerBodySchema, payrollEmployerRecordSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as employer from './payroll-employer.service';

const tags = ['payroll'];

/** The organisation's deductor details for Form 16 Part A and Form 24Q (issue 29). */
export async function payrollEmployerRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/payroll/employer', {
    config: { roles: ADMIN_OR_HR, scope: 'payroll:read' },
    schema: {
      tags,
      summary: "The organisation's TAN, PAN and address as the deductor of tax at source (admins and HR)",
      response: { 200: payrollEmployerRecordSchema },
    },
    handler: (request) => employer.getPayrollEmployer(deps, actorOf(request)),
  });

  app.put('/payroll/employer', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        "Records the organisation's TAN (AAAA99999A), PAN (AAAAA9999A) and address for Form 16 Part A and 24Q (admin; audited)",
      body: payrollEmployerBodySchema,
      response: { 200: payrollEmployerRecordSchema },
    },
    handler: (request) => employer.savePayrollEmployer(deps, actorOf(request), request.body),
  });
}
