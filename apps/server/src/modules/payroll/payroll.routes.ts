import {
  ADMINS,
  bankDetailsRecordSchema,
  bankDetailsSchema,
  earningsRecordSchema,
  earningsSchema,
  employeeInfoRecordSchema,
  employeeInfoSchema,
  payrollEmployeeParamsSchema,
  payrollEmployeeQuerySchema,
  payrollSectionSchema,
  payslipQuerySchema,
  type Role,
  salaryRecordSchema,
  salarySchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { readerLanguage } from '../auth';
import { guardAttendanceUnlock } from './payroll.attendance';
import * as service from './payroll.service';
import { payrollDeclarationRoutes } from './payroll-declarations.routes';
import { payrollEmployerRoutes } from './payroll-employer.routes';
import { payrollRunRoutes } from './payroll-runs.routes';

const tags = ['payroll'];
/** Reads: admins for their organisation; employees, managers and HR for themselves (checked in the service). */
const READERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'];

export async function payrollRoutes(base: FastifyInstance, deps: Deps) {
  guardAttendanceUnlock();
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/payroll-section/get-payroll-section', {
    config: { roles: READERS, scope: 'payroll:read' },
    schema: {
      tags,
      summary:
        "One employee's payroll: {onboardingEmployeeInformationDTO, getSalaryDTO, getEarningsDetailsDTO, getBankDetailsDTO}",
      querystring: payrollEmployeeQuerySchema,
      response: { 200: payrollSectionSchema },
    },
    handler: (request) => service.getPayrollSection(deps, actorOf(request), request.query.employeeId),
  });

  app.get('/employee/getOnboardingEmployeeInformation', {
    config: { roles: READERS },
    schema: {
      tags,
      summary: "The payroll page's employee information card (?employeeId=)",
      querystring: payrollEmployeeQuerySchema,
      response: { 200: employeeInfoRecordSchema },
    },
    handler: (request) => service.getEmployeeInfo(deps, actorOf(request), request.query.employeeId),
  });

  const readOnly = [
    ['salary', salaryRecordSchema],
    ['earnings', earningsRecordSchema],
    ['bankDetails', bankDetailsRecordSchema],
  ] as const;
  for (const [section, record] of readOnly) {
    app.get(`/${section}/:employeeId`, {
      config: { roles: READERS },
      schema: {
        tags,
        summary: `The ${section} section of one employee's payroll (every field "" when not filled in yet)`,
        params: payrollEmployeeParamsSchema,
        response: { 200: record },
      },
      handler: (request) => service.getSection(deps, actorOf(request), section, request.params.employeeId),
    });
  }

  for (const mode of ['create', 'update'] as const) {
    const method = mode === 'create' ? 'post' : 'patch';
    const summary = (section: string) =>
      mode === 'create'
        ? `Fill in the ${section} section (refused when it exists)`
        : `Replace the ${section} section (fills it in when missing)`;
    app[method](`/employeeInfo/${mode}`, {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: summary('employee information (location)'),
        body: employeeInfoSchema,
        response: { 200: employeeInfoRecordSchema },
      },
      handler: (request) => service.saveEmployeeInfo(deps, actorOf(request), request.body, mode),
    });
    app[method](`/salary/${mode}`, {
      config: { roles: ADMINS },
      schema: { tags, summary: summary('salary'), body: salarySchema, response: { 200: salaryRecordSchema } },
      handler: (request) => service.saveSalary(deps, actorOf(request), request.body, mode),
    });
    app[method](`/earnings/${mode}`, {
      config: { roles: ADMINS },
      schema: { tags, summary: summary('earnings'), body: earningsSchema, response: { 200: earningsRecordSchema } },
      handler: (request) => service.saveEarnings(deps, actorOf(request), request.body, mode),
    });
    app[method](`/bankDetails/${mode}`, {
      config: { roles: ADMINS },
      schema: { tags, summary: summary('bank details'), body: bankDetailsSchema, response: { 200: bankDetailsRecordSchema } },
      handler: (request) => service.saveBankDetails(deps, actorOf(request), request.body, mode),
    });
  }

  app.get('/payroll-section/payslip', {
    config: { roles: READERS },
    schema: {
      tags,
      summary: 'The payslip of one employee for a month (?employeeId=&month=yyyy-MM, default this month) as a PDF',
      querystring: payslipQuerySchema,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const language = await readerLanguage(deps.db, actor, request.headers['accept-language']);
      const file = await service.downloadPayslip(deps, actor, request.query.employeeId, request.query.month, language);
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
      return file.pdf;
    },
  });

  await payrollRunRoutes(base, deps);
  await payrollDeclarationRoutes(base, deps);
  await payrollEmployerRoutes(base, deps);
}
