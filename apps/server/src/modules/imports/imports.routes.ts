import fastifyMultipart from '@fastify/multipart';
import {
  ADMINS,
  IMPORT_MAX_BYTES,
  type ImportKind,
  importDryRunSchema,
  importIdParams,
  importQuerySchema,
  importStartedSchema,
  importStatusSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { xlsxDownload } from '../../lib/xlsx';
import { errorsWorkbook } from './imports.files';
import { headerOf, importKinds } from './imports.kinds';
import * as service from './imports.service';
import { sheetUpload } from './imports.upload';

const tags = ['imports'];
const fileAnswer = z.any().describe('a file download');

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

/** Every import kind's calls (contract BEYOND §B1, imports.kinds.ts); multipart parsing is registered for these routes only. */
export async function importsRoutes(base: FastifyInstance, deps: Deps) {
  await base.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    for (const kind of importKinds()) importCalls(scope, deps, kind.path, kind.kind, kind.what);
  });
}
