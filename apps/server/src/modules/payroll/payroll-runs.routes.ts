import {
  ADMINS,
  COMPONENT_CODE_PATTERN,
  PAYROLL_ENGINE_MESSAGES as EM,
  PAYROLL_MONTH_PATTERN,
  PT_STATE_PATTERN,
  payRunDiffSchema,
  payRunRecordSchema,
  payRunSummarySchema,
  payrollEmployeeIdSchema,
  payrollEmployeeParamsSchema,
  payslipListQuerySchema,
  payslipPageSchema,
  payslipRecordSchema,
  personPayslipsSchema,
  ptSlabsBodySchema,
  ptSlabsRecordSchema,
  type Role,
  resolveMessage,
  runBodySchema,
  runInputsBodySchema,
  salaryBodySchema,
  salaryRecordResponseSchema,
  structureBodySchema,
  structurePreviewQuerySchema,
  structureRecordSchema,
  unlockBodySchema,
} from '@hrms/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { fieldError } from '../../lib/errors';
import { readerLanguage } from '../auth';
import * as files from './payroll-files.service';
import * as payslips from './payroll-payslips.service';
import * as runs from './payroll-runs.service';
import * as setup from './payroll-setup.service';

const tags = ['payroll'];
const RUN_READERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_HR'];
/** A person's own pay: everyone signed in; who sees whose is decided in the service. */
const PAY_READERS: readonly Role[] = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'];

const codeParams = z.object({ code: z.string().trim().regex(COMPONENT_CODE_PATTERN, EM.code) });
const runParams = z.object({ runId: z.string().trim().min(1).max(64) });
const monthParams = payrollEmployeeParamsSchema.extend({
  month: z.string().trim().regex(PAYROLL_MONTH_PATTERN, EM.month),
});
const structureErrorsSchema = z.object({
  status: z.number(),
  title: z.string(),
  detail: z.string(),
  message: z.string(),
  // the structure's checks answer a list; a bad path answers as every other call does
  errors: z.union([z.array(z.object({ field: z.string(), message: z.string() })), z.record(z.string(), z.string())]).optional(),
  // the first message's code and values (issue 27 point 4)
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
const download = (reply: FastifyReply, type: string, fileName: string) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store');

/** BEYOND §B5: structures, salaries, PT slabs, pay runs and their payslips and files. */
export async function payrollRunRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.put('/payroll/structures/:code', {
    config: { roles: ADMINS },
    // the body is checked as a whole in the service so every error answers as {errors:[{field, message}]}
    attachValidation: true,
    schema: {
      tags,
      summary: 'Saves a salary structure as a new version (?dryRun=true only checks it)',
      params: codeParams,
      querystring: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
      body: structureBodySchema,
      response: { 200: structureRecordSchema, 400: structureErrorsSchema },
    },
    handler: async (request, reply) => {
      // with attachValidation the path is checked here too: an invalid code is a 400 like on every other call
      if (!codeParams.safeParse(request.params).success) throw fieldError('code', EM.code);
      try {
        return await setup.saveStructure(
          deps,
          actorOf(request),
          request.params.code,
          request.body,
          request.query.dryRun === 'true',
        );
      } catch (error) {
        if (!(error instanceof setup.StructureInvalid)) throw error;
        // the first message's code and values, as every problem carries them (issue 27 point 4)
        const coded = resolveMessage(error.message);
        return reply
          .status(400)
          .type('application/json; charset=utf-8')
          .send({
            status: 400,
            title: 'Bad Request',
            detail: error.message,
            message: error.message,
            errors: error.errors,
            ...(coded ? { code: coded.code } : {}),
            ...(coded?.params ? { params: coded.params } : {}),
          });
      }
    },
  });

  app.get('/payroll/structures', {
    config: { roles: RUN_READERS, scope: 'payroll:read' },
    schema: { tags, summary: 'Salary structures (latest versions)', response: { 200: z.array(structureRecordSchema) } },
    handler: (request) => setup.listStructures(deps, actorOf(request)),
  });

  app.get('/payroll/structures/:code/preview', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'A full month of the structure for an annual CTC, payslip-shaped',
      params: codeParams,
      querystring: structurePreviewQuerySchema,
      response: { 200: payslipRecordSchema },
    },
    handler: (request) => payslips.previewStructure(deps, actorOf(request), request.params.code, request.query.annualCtc),
  });

  app.put('/payroll/salaries/:employeeId', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "Adds a revision of a person's salary from effectiveFrom (the older ones are kept)",
      params: payrollEmployeeParamsSchema,
      body: salaryBodySchema,
      response: { 200: salaryRecordResponseSchema },
    },
    handler: (request) => setup.saveSalary(deps, actorOf(request), request.params.employeeId, request.body),
  });

  app.get('/payroll/salaries/:employeeId', {
    config: { roles: PAY_READERS, scope: 'payroll:read' },
    schema: {
      tags,
      summary: "A person's salary: {current, revisions} (admin, the person's HR, the person)",
      params: payrollEmployeeParamsSchema,
      response: { 200: salaryRecordResponseSchema },
    },
    handler: (request) => setup.getSalary(deps, actorOf(request), request.params.employeeId),
  });

  app.put('/payroll/pt-slabs/:state', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "The organisation's professional-tax slabs of a state",
      params: z.object({ state: z.string().trim().regex(PT_STATE_PATTERN, EM.ptState) }),
      body: ptSlabsBodySchema,
      response: { 200: ptSlabsRecordSchema },
    },
    handler: (request) => setup.savePtSlabs(deps, actorOf(request), request.params.state, request.body),
  });

  app.get('/payroll/pt-slabs', {
    config: { roles: RUN_READERS, scope: 'payroll:read' },
    schema: { tags, summary: 'Professional-tax slabs by state', response: { 200: z.array(ptSlabsRecordSchema) } },
    handler: (request) => setup.listPtSlabs(deps, actorOf(request)),
  });

  app.post('/payroll/runs', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Starts the pay run of a month, computed in the background (replaces a draft)',
      body: runBodySchema,
      response: { 202: z.object({ runId: z.string() }) },
    },
    handler: async (request, reply) => reply.code(202).send(await runs.startRun(deps, actorOf(request), request.body.month)),
  });

  app.get('/payroll/runs', {
    config: { roles: RUN_READERS, scope: 'payroll:read' },
    schema: { tags, summary: 'Pay runs, newest month first', response: { 200: z.array(payRunSummarySchema) } },
    handler: (request) => runs.listRuns(deps, actorOf(request)),
  });

  app.get('/payroll/runs/:runId', {
    config: { roles: RUN_READERS, scope: 'payroll:read' },
    schema: { tags, summary: 'One pay run: status, totals, errors', params: runParams, response: { 200: payRunRecordSchema } },
    handler: (request) => runs.getRun(deps, actorOf(request), request.params.runId),
  });

  app.post('/payroll/runs/:runId/inputs', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "One-off pay of the run's people (days without pay, additions, deductions); the run is computed again",
      params: runParams,
      body: runInputsBodySchema,
      response: { 200: payRunRecordSchema },
    },
    handler: (request) => runs.saveRunInputs(deps, actorOf(request), request.params.runId, request.body),
  });

  for (const step of ['lock', 'publish'] as const) {
    app.post(`/payroll/runs/:runId/${step}`, {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: `${step === 'lock' ? 'Locks' : 'Publishes'} the run`,
        params: runParams,
        response: { 200: payRunRecordSchema },
      },
      handler: (request) => runs.moveRun(deps, actorOf(request), request.params.runId, step),
    });
  }

  app.post('/payroll/runs/:runId/unlock', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'Unlocks a locked run (not after publishing), with a reason',
      params: runParams,
      body: unlockBodySchema,
      response: { 200: payRunRecordSchema },
    },
    handler: (request) => runs.moveRun(deps, actorOf(request), request.params.runId, 'unlock', request.body.reason),
  });

  app.get('/payroll/runs/:runId/payslips', {
    config: { roles: RUN_READERS, scope: 'payroll:read' },
    schema: {
      tags,
      summary: "The run's payslips (HR: their people), a page at a time",
      params: runParams,
      querystring: payslipListQuerySchema,
      response: { 200: payslipPageSchema },
    },
    handler: (request) => payslips.listRunPayslips(deps, actorOf(request), request.params.runId, request.query),
  });

  app.get('/payroll/runs/:runId/diff', {
    config: { roles: RUN_READERS, scope: 'payroll:read' },
    schema: {
      tags,
      summary: 'Who is paid differently from the month before, by how much and why',
      params: runParams,
      response: { 200: payRunDiffSchema },
    },
    handler: (request) => payslips.diffRun(deps, actorOf(request), request.params.runId),
  });

  app.get('/payroll/runs/:runId/register', {
    config: { roles: RUN_READERS, scope: 'payroll:read' },
    schema: {
      tags,
      summary: 'The pay register (.xlsx): one row per person, one column per line code',
      params: runParams,
      querystring: z.object({ format: z.enum(['xlsx']).optional() }),
    },
    handler: async (request, reply) => {
      const file = await files.payRegister(deps, actorOf(request), request.params.runId);
      return download(reply, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file.fileName).send(file.body);
    },
  });

  app.get('/payroll/runs/:runId/bank-file', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'The bank file (CSV): employeeId,name,accountNumber,ifsc,amount', params: runParams },
    handler: async (request, reply) => {
      const file = await files.bankFile(deps, actorOf(request), request.params.runId);
      return download(reply, 'text/csv; charset=utf-8', file.fileName).send(file.body);
    },
  });

  app.get('/payroll/runs/:runId/ecr', {
    config: { roles: ADMINS },
    schema: { tags, summary: 'The EPFO ECR text file, one line per PF member', params: runParams },
    handler: async (request, reply) => {
      const file = await files.ecrFile(deps, actorOf(request), request.params.runId);
      return download(reply, 'text/plain; charset=utf-8', file.fileName).send(file.body);
    },
  });

  app.get('/payroll/runs/:runId/statutory', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: 'The ESI contribution sheet or PT per state (.xlsx)',
      params: runParams,
      querystring: z.object({
        kind: z.enum(['esi', 'pt'], { error: 'Kind must be esi or pt.' }),
        format: z.enum(['xlsx']).optional(),
      }),
    },
    handler: async (request, reply) => {
      const file = await files.statutorySheet(deps, actorOf(request), request.params.runId, request.query.kind);
      return download(reply, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', file.fileName).send(file.body);
    },
  });

  app.get('/payroll/payslips/:employeeId', {
    config: { roles: PAY_READERS, scope: 'payroll:read' },
    schema: {
      tags,
      summary: "A person's payslips, newest first (the person: published ones)",
      params: z.object({ employeeId: payrollEmployeeIdSchema }),
      response: { 200: personPayslipsSchema },
    },
    handler: (request) => payslips.listPersonPayslips(deps, actorOf(request), request.params.employeeId),
  });

  app.get('/payroll/payslips/:employeeId/:month', {
    config: { roles: PAY_READERS, scope: 'payroll:read' },
    schema: {
      tags,
      summary: "A person's payslip of a month (format=pdf for the PDF)",
      params: monthParams,
      querystring: z.object({ format: z.enum(['json', 'pdf']).optional() }),
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { employeeId, month } = request.params;
      if (request.query.format !== 'pdf') return payslips.getPersonPayslip(deps, actor, employeeId, month);
      const language = await readerLanguage(deps.db, actor, request.headers['accept-language']);
      const file = await payslips.downloadPersonPayslip(deps, actor, employeeId, month, language);
      return download(reply, 'application/pdf', file.fileName).send(file.pdf);
    },
  });
}
