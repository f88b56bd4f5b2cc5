import { ADMINS, celebrationsPreferenceSchema, dashboardSummarySchema, STAFF } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import * as service from './dashboard.service';

const tags = ['dashboard'];
const VIEWERS = [...ADMINS, ...STAFF] as const;

/** The live dashboards (issue 17): what waits, who is out, holidays, celebrations, organisation numbers. */
export async function dashboardRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/dashboard/summary', {
    config: { roles: VIEWERS },
    schema: {
      tags,
      summary:
        "The caller's live dashboard: approvals waiting and own open requests by kind, who of their team is out this week, the next holidays, birthdays and work anniversaries of the next 14 days (without those who opted out), and for admin and HR the organisation's numbers",
      response: { 200: dashboardSummarySchema },
    },
    handler: (request) => service.readDashboardSummary(deps, actorOf(request)),
  });

  app.patch('/dashboard/celebrations', {
    config: { roles: VIEWERS },
    schema: {
      tags,
      summary: "Hide (or show again) the caller's own birthday and work anniversary on everyone's dashboard",
      body: celebrationsPreferenceSchema,
      response: { 200: celebrationsPreferenceSchema },
    },
    handler: (request) => service.setOwnCelebrationsHidden(deps, actorOf(request), request.body.hidden),
  });
}
