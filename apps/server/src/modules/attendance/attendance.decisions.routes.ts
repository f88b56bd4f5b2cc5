import { approvalDecisionSchema, attendanceDecisionResponseSchema } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { decideAttendanceRequest } from './attendance.decisions';

const tags = ['attendance'];
const rules =
  " The body is the request item plus comments; only id and comments (mandatory, trimmed, at most 250) are read. The caller must be the requester's reporting manager or HR (403 otherwise); nobody decides their own request; an unknown request or one of another organisation is 404; a decided one 409. Single-level: the first decision settles it. Multi-level: the manager approves first (status MANAGER_APPROVED) and HR gives the final approval. Rejection at any step is final. Approved entries count in the tracker and timesheets.";

/** Manager and HR decisions on attendance requests (spec 3 §7: approval/rejection, not approve/reject). */
export async function attendanceDecisionRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  for (const [path, roles, verdict, summary] of [
    ['/attendance/manager/approval', ['ROLE_MANAGER'], 'approve', 'A manager approves an attendance request.'],
    ['/attendance/manager/rejection', ['ROLE_MANAGER'], 'reject', 'A manager rejects an attendance request.'],
    ['/attendance/hr/approval', ['ROLE_HR'], 'approve', 'HR approves an attendance request.'],
    ['/attendance/hr/rejection', ['ROLE_HR'], 'reject', 'HR rejects an attendance request.'],
  ] as const) {
    app.patch(path, {
      config: { roles },
      schema: {
        tags,
        summary: summary + rules,
        body: approvalDecisionSchema,
        response: { 200: attendanceDecisionResponseSchema },
      },
      handler: (request) => decideAttendanceRequest(deps, actorOf(request), request.body, verdict),
    });
  }
}
