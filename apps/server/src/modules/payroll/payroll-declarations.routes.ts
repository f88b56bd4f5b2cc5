import fastifyMultipart from '@fastify/multipart';
import {
  ADMINS,
  declarationParamsSchema,
  declarationRecordSchema,
  declarationsBodySchema,
  declarationWindowBodySchema,
  declarationWindowQuerySchema,
  declarationWindowRecordSchema,
  form16QuerySchema,
  previousEmploymentBodySchema,
  previousEmploymentRecordSchema,
  proofDecisionBodySchema,
  proofDecisionSchema,
  proofFiledSchema,
  type Role,
  taxProjectionSchema,
  taxProofSchema,
  UPLOAD_LIMITS,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { readerLanguage } from '../auth';
import { fileHeaders, multipartReader } from '../documents';
import * as declarations from './payroll-declarations.service';
import * as filings from './payroll-filings.service';
import * as form16 from './payroll-form16.service';
import * as previousEmployment from './payroll-previous-employment.service';
import * as tax from './payroll-tax.service';

const tags = ['payroll'];
/** Everyone signed in; whose declarations and tax they see is decided in the service (the person, their HR, admins). */
const PEOPLE: readonly Role[] = ['ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'];
const proofParams = z.object({ id: z.coerce.number({ error: 'Proof id must be a number.' }).int().positive() });

/** BEYOND §B5: tax declarations and their window, proofs (an approval kind decided by HR), the tax projection. */
export async function payrollDeclarationRoutes(base: FastifyInstance, deps: Deps) {
  await base.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/payroll/declarations/:employeeId/:fy', {
      config: { roles: PEOPLE, scope: 'payroll:read' },
      schema: {
        tags,
        summary: "A person's regime and declared deductions for a financial year, and whether the window is open",
        params: declarationParamsSchema,
        response: { 200: declarationRecordSchema },
      },
      handler: (request) => declarations.getDeclaration(deps, actorOf(request), request.params.employeeId, request.params.fy),
    });

    app.put('/payroll/declarations/:employeeId/:fy', {
      config: { roles: PEOPLE },
      schema: {
        tags,
        summary:
          'Saves the regime and declarations: the person while the window is open (409 when closed), their HR and admins at any time',
        params: declarationParamsSchema,
        body: declarationsBodySchema,
        response: { 200: declarationRecordSchema },
      },
      handler: (request) =>
        declarations.saveDeclaration(deps, actorOf(request), request.params.employeeId, request.params.fy, request.body),
    });

    app.get('/payroll/declaration-window', {
      config: { roles: PEOPLE, scope: 'payroll:read' },
      schema: {
        tags,
        summary: "The organisation's declaration window of a financial year",
        querystring: declarationWindowQuerySchema,
        response: { 200: declarationWindowRecordSchema },
      },
      handler: (request) => declarations.getWindow(deps, actorOf(request), request.query.fy),
    });

    app.patch('/payroll/declaration-window', {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: 'Opens or closes the declaration window of a financial year and sets when proofs are due',
        body: declarationWindowBodySchema,
        response: { 200: declarationWindowRecordSchema },
      },
      handler: (request) => declarations.saveWindow(deps, actorOf(request), request.body),
    });

    app.post('/payroll/declarations/:employeeId/:fy/proofs', {
      config: { roles: PEOPLE },
      schema: {
        tags,
        summary:
          'The person uploads a proof of a declared section (multipart `section`, `file`: PDF, JPEG or PNG ≤ 5 MB), filed for their HR',
        params: declarationParamsSchema,
        response: { 201: proofFiledSchema },
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await declarations.uploadProof(
              deps,
              actorOf(request),
              request.params.employeeId,
              request.params.fy,
              multipartReader(request),
            ),
          ),
    });

    app.get('/payroll/declarations/:employeeId/:fy/proofs', {
      config: { roles: PEOPLE, scope: 'payroll:read' },
      schema: {
        tags,
        summary: "A person's proofs of a financial year and where each stands",
        params: declarationParamsSchema,
        response: { 200: z.array(taxProofSchema) },
      },
      handler: (request) => declarations.listPersonProofs(deps, actorOf(request), request.params.employeeId, request.params.fy),
    });

    app.get('/payroll/tax-proofs', {
      config: { roles: PEOPLE, scope: 'payroll:read' },
      schema: {
        tags,
        summary: "The proofs waiting for the caller's decision (HR: their people's), oldest last",
        response: { 200: z.array(taxProofSchema) },
      },
      handler: (request) => declarations.listProofQueue(deps, actorOf(request)),
    });

    app.get('/payroll/tax-proofs/:id/file', {
      config: { roles: PEOPLE, scope: 'payroll:read' },
      schema: { tags, summary: "A proof's file (the person, their HR, admins)", params: proofParams },
      handler: async (request, reply) => {
        const proof = await declarations.downloadProof(deps, actorOf(request), request.params.id);
        return reply.headers(fileHeaders(proof, 'download')).send(proof.content);
      },
    });

    app.post('/payroll/tax-proofs/:id/decision', {
      config: { roles: PEOPLE },
      schema: {
        tags,
        summary: "The person's HR approves or rejects a proof ({verdict: approve|reject, comments})",
        params: proofParams,
        body: proofDecisionBodySchema,
        response: { 200: proofDecisionSchema },
      },
      handler: (request) => declarations.decideProof(deps, actorOf(request), request.params.id, request.body),
    });

    app.get('/payroll/runs/:runId/tds-quarter', {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary: "The 24Q annexure data of the run's quarter up to its month (.xlsx): per person and month, amount paid and TDS",
        params: z.object({ runId: z.string().trim().min(1).max(64) }),
      },
      handler: async (request, reply) => {
        const file = await filings.tdsQuarterSheet(deps, actorOf(request), request.params.runId);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    });

    app.get('/payroll/tax/:employeeId/:fy', {
      config: { roles: PEOPLE, scope: 'payroll:read' },
      schema: {
        tags,
        summary: "A person's income tax of a financial year as the next run of that year computes it",
        params: declarationParamsSchema,
        response: { 200: taxProjectionSchema },
      },
      handler: (request) => tax.taxProjection(deps, actorOf(request), request.params.employeeId, request.params.fy),
    });

    app.get('/payroll/previous-employment/:employeeId/:fy', {
      config: { roles: PEOPLE, scope: 'payroll:read' },
      schema: {
        tags,
        summary:
          "Salary and tax with a person's earlier employers in a financial year (section 192(2)): the person, their HR, admins",
        params: declarationParamsSchema,
        response: { 200: previousEmploymentRecordSchema },
      },
      handler: (request) =>
        previousEmployment.getPreviousEmployment(deps, actorOf(request), request.params.employeeId, request.params.fy),
    });

    app.put('/payroll/previous-employment/:employeeId/:fy', {
      config: { roles: PEOPLE },
      schema: {
        tags,
        summary:
          "Enters a person's salary and tax with earlier employers that year ({taxableIncome, tds}, rupees): their HR and admins; the TDS projection and Form 16 count them",
        params: declarationParamsSchema,
        body: previousEmploymentBodySchema,
        response: { 200: previousEmploymentRecordSchema },
      },
      handler: (request) =>
        previousEmployment.savePreviousEmployment(
          deps,
          actorOf(request),
          request.params.employeeId,
          request.params.fy,
          request.body,
        ),
    });

    app.get('/payroll/form16/:employeeId/:fy', {
      config: { roles: PEOPLE, scope: 'payroll:read' },
      schema: {
        tags,
        summary:
          "Form 16 Part B of a financial year from the published payslips (format=pdf for the PDF, in the Accept-Language's language, hi or ar, else the account's): the person, HR and admins",
        params: declarationParamsSchema,
        querystring: form16QuerySchema,
      },
      handler: async (request, reply) => {
        const actor = actorOf(request);
        const { employeeId, fy } = request.params;
        if (request.query.format !== 'pdf') return form16.form16Of(deps, actor, employeeId, fy);
        const language = await readerLanguage(deps.db, actor, request.headers['accept-language']);
        const file = await form16.downloadForm16(deps, actor, employeeId, fy, language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.pdf);
      },
    });
  });
}
