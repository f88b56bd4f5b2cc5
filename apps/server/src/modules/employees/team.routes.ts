import { pageQuerySchema, reporteeSchema, STAFF, type TeamLine } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { listReporteesOf } from './team.service';

const tags = ['employees'];
const leaderParams = z.object({ id: z.string().trim().min(1).max(50) });
const TEAM_ROLES = ['ROLE_ADMIN', ...STAFF] as const;

/** Team lists (spec 3 §2.13): bare arrays of {employeeId, employeeName, designation}. */
export async function teamRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const teamRoute = (url: string, line: TeamLine, summary: string) =>
    app.get(url, {
      config: { roles: TEAM_ROLES },
      schema: {
        tags,
        summary,
        params: leaderParams,
        querystring: pageQuerySchema,
        response: { 200: z.array(reporteeSchema) },
      },
      handler: async (request, reply) => {
        const { rows, total } = await listReporteesOf(deps, actorOf(request), line, request.params.id, request.query);
        reply.header('x-total-count', String(total));
        return rows;
      },
    });

  teamRoute(
    '/employee/getHrReportees/:id',
    'hr',
    "An HR person's reportees (own id, or any as admin), paged (pageNumber, size, search); X-Total-Count holds the total",
  );
  teamRoute(
    '/employee/getEmployeesListByManagerId/:id',
    'manager',
    "A manager's direct reports (own id, or any as admin), paged (pageNumber, size, search); X-Total-Count holds the total",
  );
}
