import fastifyMultipart from '@fastify/multipart';
import {
  ADMINS,
  employeeExportQuerySchema,
  fileFormatQuerySchema,
  IMPORT_MAX_BYTES,
  type ImportKind,
  importDryRunSchema,
  importIdParams,
  importQuerySchema,
  importStartedSchema,
  importStatusSchema,
} from '@hrms/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { XLSX_CONTENT_TYPE, xlsxDownload } from '../../lib/xlsx';
import { employeeCustomFieldColumns } from '../customfields';
import { employeeCsvStream, employeeXlsxStream } from './employee-export';
import { employeeTemplate, errorsWorkbook } from './imports.files';
import { headerOf, importKinds } from './imports.kinds';
import * as service from './imports.service';
import { sheetUpload } from './imports.upload';

const tags = ['imports'];
const fileAnswer = z.any().describe('a file download');

const download = (reply: FastifyReply, name: string, format: 'csv' | 'xlsx') =>
  reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store');

/** POST {path} (dry run or background run), GET {path}/{importId} and GET {path}/{importId}/errors for one kind. */
function importCalls(app: FastifyInstance, deps: Deps, path: string, kind: ImportKind, what: string) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const errorsFile = `${kind}-import-errors.xlsx`;

  typed.post(path, {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        `Import ${what} from the multipart field \`file\` (.csv or .xlsx; a heading may be a column's name or label, in ` +
        'any case; the optional field `columns`, JSON, maps other headings: {"Surname": "lastname"}, "" leaves one out). ' +
        'dryRun=true checks every row and writes ' +
        'nothing (format=xlsx answers the refused rows as a workbook); otherwise 202 and the rows run in the background',
      querystring: importQuerySchema,
      response: { 200: importDryRunSchema.or(fileAnswer), 202: importStartedSchema },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const upload = sheetUpload(request);
      if (request.query.dryRun !== 'true') return reply.code(202).send(await service.startImport(deps, actor, kind, upload));
      const { rejections, ...answer } = await service.dryRunImport(deps, actor, kind, upload);
      if (request.query.format !== 'xlsx') return answer;
      return xlsxDownload(reply, errorsFile, await errorsWorkbook((await headerOf(deps, actor, kind)).columns, rejections));
    },
  });

  typed.get(`${path}/:importId`, {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: `Status and progress of an import of ${what}`,
      params: importIdParams,
      response: { 200: importStatusSchema },
    },
    handler: (request) => service.getImportStatus(deps, actorOf(request), kind, request.params.importId),
  });

  typed.get(`${path}/:importId/errors`, {
    config: { roles: ADMINS },
    schema: { tags, summary: 'The refused rows as uploaded, plus a column `errors` (.xlsx)', params: importIdParams },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const rows = await service.listImportRejections(deps, actor, kind, request.params.importId);
      return xlsxDownload(reply, errorsFile, await errorsWorkbook((await headerOf(deps, actor, kind)).columns, rows));
    },
  });
}

/** Bulk import and export (contract BEYOND §B1); multipart parsing is registered for these routes only. */
export async function importsRoutes(base: FastifyInstance, deps: Deps) {
  await base.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/employee/import/template', {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary:
          "The employee import template, with a cf_<key> column for each of the organisation's custom fields (.xlsx adds a sheet explaining each column)",
        querystring: fileFormatQuerySchema,
      },
      handler: async (request, reply) => {
        const fields = await employeeCustomFieldColumns(deps.db, actorOf(request));
        return download(reply, 'employees-template', request.query.format).send(
          await employeeTemplate(request.query.format, fields),
        );
      },
    });

    for (const kind of importKinds()) importCalls(scope, deps, kind.path, kind.kind, kind.what);

    app.get('/employee/export', {
      config: { roles: ADMINS },
      schema: {
        tags,
        summary:
          "Every matching employee with the template's columns (cf_<key> for each custom field the caller reads), streamed (search, department by ID or name)",
        querystring: employeeExportQuerySchema,
      },
      handler: async (request, reply) => {
        const { format, search, department } = request.query;
        const actor = actorOf(request);
        const fields = await employeeCustomFieldColumns(deps.db, actor);
        const filter = {
          organizationId: actor.organizationId,
          search: search || undefined,
          department: department || undefined,
        };
        const stream =
          format === 'csv' ? employeeCsvStream(deps.db, filter, fields) : employeeXlsxStream(deps.db, filter, fields);
        return download(reply, 'employees', format).send(stream);
      },
    });
  });
}
