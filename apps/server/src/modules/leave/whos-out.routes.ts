import { EVERYONE, leaveTypeLabel, whosOutQuerySchema, whosOutRowSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { singleSheetWorkbook, xlsxDownload } from '../../lib/xlsx';
import * as service from './whos-out.service';

/** Who's out: the team leave calendar (BEYOND §B4). */
export async function whosOutRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/reports/whos-out', {
    config: { roles: EVERYONE },
    schema: {
      tags: ['leave'],
      summary:
        "Approved leave overlapping from–to: employee their own team, manager their reportees, HR and admin the organisation; teamOf: that person's team (format=xlsx: the same rows as an .xlsx download)",
      querystring: whosOutQuerySchema,
      response: { 200: z.array(whosOutRowSchema) },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const rows = await service.listWhosOut(deps, actor, request.query);
      if (request.query.format !== 'xlsx') return rows;
      const { from, to } = request.query;
      return xlsxDownload(reply, `whos-out-${from}-${to}.xlsx`, await whosOutWorkbook(rows));
    },
  });
}

/** One row per leave: who, which type (by name), from, to and whether it is a half day. */
function whosOutWorkbook(
  rows: readonly {
    employeeId: string;
    name: string;
    leaveType: string;
    startDate: string;
    endDate: string;
    isHalfDay: boolean;
  }[],
) {
  return singleSheetWorkbook(
    "Who's out",
    [
      { header: 'Employee ID' },
      { header: 'Name', width: 28 },
      { header: 'Leave type', width: 24 },
      { header: 'From' },
      { header: 'To' },
      { header: 'Half day' },
    ],
    rows.map((r) => [r.employeeId, r.name, leaveTypeLabel(r.leaveType), r.startDate, r.endDate, r.isHalfDay ? 'Yes' : 'No']),
  );
}
