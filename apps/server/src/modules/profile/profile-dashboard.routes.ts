import { EVERYONE, employeeIdParam, profileDashboardSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { getProfileDashboard } from './profile-dashboard.service';

/** GET employee/getProfileDashboard/{employeeId}: the summary behind /dashboard/{employeeId} (spec 1 §2.4). */
export async function profileDashboardRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/employee/getProfileDashboard/:employeeId', {
    config: { roles: EVERYONE },
    schema: {
      tags: ['profile'],
      summary: 'One summary per profile section, each an object or null (self, reportees, or any as admin)',
      params: employeeIdParam,
      response: { 200: profileDashboardSchema },
    },
    handler: (request) => getProfileDashboard(deps, actorOf(request), request.params.employeeId),
  });
}
