import { ADMINS, employeeExportQuerySchema, fileFormatQuerySchema } from '@hrms/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';
import { employeeCsvStream, employeeXlsxStream } from './employee-export';
import { employeeExtraColumnsHook } from './employee-import.hooks';
import { employeeTemplate } from './employee-import.template';

// beside the import's own calls (POST employee/import and its status, which the import framework serves)
const tags = ['imports'];

const download = (reply: FastifyReply, name: string, format: 'csv' | 'xlsx') =>
  reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store');

/** The employee import's template and the employee export (contract BEYOND §B1), with the organisation's own columns. */
export async function employeeImportRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/employee/import/template', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        "The employee import template, with a cf_<key> column for each of the organisation's custom fields (.xlsx adds a sheet explaining each column)",
      querystring: fileFormatQuerySchema,
    },
    handler: async (request, reply) => {
      const extra = await employeeExtraColumnsHook.call(deps.db, actorOf(request));
      return download(reply, 'employees-template', request.query.format).send(
        await employeeTemplate(request.query.format, extra.columns),
      );
    },
  });

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
      const extra = await employeeExtraColumnsHook.call(deps.db, actor);
      const filter = {
        organizationId: actor.organizationId,
        search: search || undefined,
        department: department || undefined,
      };
      const stream = format === 'csv' ? employeeCsvStream(deps.db, filter, extra) : employeeXlsxStream(deps.db, filter, extra);
      return download(reply, 'employees', format).send(stream);
    },
  });
}
