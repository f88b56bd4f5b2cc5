import {
  approvalBulkDecisionSchema,
  approvalBulkResultSchema,
  approvalCountsSchema,
  approvalDecisionResponseSchema,
  approvalDecisionSchema,
  approvalListQuerySchema,
  approvalWaitingQuerySchema,
  approvalWaitingSchema,
  EVERYONE,
  profileApprovalsResponseSchema,
  profileChangeRequestSchema,
  STAFF,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { countAwaitingByPerson, decideMany } from './approvals.engine';
import * as service from './approvals.service';

const tags = ['approvals'];
const requestList = z.array(profileChangeRequestSchema);
const decisionSchema = (summary: string) => ({
  tags,
  summary,
  body: approvalDecisionSchema,
  response: { 200: approvalDecisionResponseSchema },
});

/**
 * Profile-change approvals (spec 3 §2.5, §7; DESIGN §8.4). Employees file requests through
 * PATCH employee/update; these calls list and decide them.
 */
export async function approvalsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/profileApprovals/requests', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        "The employee's own profile-change requests, newest first (bare array). employeeId must be the caller; an admin may ask for anyone in the organisation. page (0-based) and size (default 40).",
      querystring: approvalListQuerySchema,
      response: { 200: requestList },
    },
    handler: (request) => service.listOwnRequests(deps, actorOf(request), request.query),
  });

  app.get('/profileApprovals/approvals', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary:
        "Requests waiting for the caller's decision, newest first, as {approvals:[…]}. employeeId must be the caller. A manager gets the PENDING requests of their direct reportees; HR gets those of their HR reportees (multi-level: only once the manager approved, or when the requester has no manager who can decide). Anyone else gets an empty list.",
      querystring: approvalListQuerySchema,
      response: { 200: profileApprovalsResponseSchema },
    },
    handler: (request) => service.listAwaitingApprovals(deps, actorOf(request), request.query),
  });

  app.get('/profileApprovals/updated', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary:
        'Requests the caller has already approved or rejected, most recent first (bare array). employeeId must be the caller.',
      querystring: approvalListQuerySchema,
      response: { 200: requestList },
    },
    handler: (request) => service.listDecidedRequests(deps, actorOf(request), request.query),
  });

  app.get('/approvals/counts', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'How many requests of each kind (profile, leave, attendance, timesheet) wait for the caller’s decision, in one query. Zeros for anyone who is not a manager or HR.',
      response: { 200: approvalCountsSchema },
    },
    handler: (request) => service.countMyApprovals(deps, actorOf(request)),
  });

  app.get('/approvals/waiting', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        "Per person, how many requests of one kind (?kind=profile|leave|attendance|timesheet) wait for the caller's decision, as [{employeeId, employeeName, waiting}], longest waiting first (only people with at least one). Empty for anyone who is not a manager or HR. The team lists mark these people.",
      querystring: approvalWaitingQuerySchema,
      response: { 200: approvalWaitingSchema },
    },
    handler: (request) => countAwaitingByPerson(deps.db, actorOf(request), request.query.kind),
  });

  app.post('/approvals/bulk', {
    config: { roles: ['ROLE_MANAGER', 'ROLE_HR'] },
    schema: {
      tags,
      summary:
        'Approves or rejects several requests of one kind (profile, leave, attendance, timesheet) with one comment: {kind, verdict: approve|reject, ids (1 to 100), comments}. Each id (a repeated id counts once) is decided on its own through the approval engine, exactly as a single decision — same access check, audit row and notifications, whole or not at all. Answers 200 {decided:[{id, status}], failed:[{id, status, message}], message}: a request the caller may not decide (403), unknown or of another organisation (404) or already decided (409) is listed in failed with the message a single decision gives, and the others still go through.',
      body: approvalBulkDecisionSchema,
      response: { 200: approvalBulkResultSchema },
    },
    handler: (request) => decideMany(deps, actorOf(request), request.body),
  });

  const decisionRules =
    " The body is the request item plus comments; only id and comments (mandatory, trimmed, at most 250) are read. The caller must be the requester's reporting manager or HR (403 otherwise); an unknown request or one of another organisation is 404; a decided one 409. Single-level: the first decision settles it. Multi-level: the manager approves first (status MANAGER_APPROVED) and HR gives the final approval; HR acting before the manager is refused (409). Rejection at any step is final. A final approval applies the change to the employee record, re-validated with the personal-details rules.";

  for (const [path, roles, verdict, summary] of [
    ['/profileApprovals/manager/approve', ['ROLE_MANAGER'], 'approve', 'A manager approves a profile-change request.'],
    ['/profileApprovals/manager/reject', ['ROLE_MANAGER'], 'reject', 'A manager rejects a profile-change request.'],
    ['/profileApprovals/hr/approve', ['ROLE_HR'], 'approve', 'HR approves a profile-change request.'],
    ['/profileApprovals/hr/reject', ['ROLE_HR'], 'reject', 'HR rejects a profile-change request.'],
  ] as const) {
    app.patch(path, {
      config: { roles },
      schema: decisionSchema(summary + decisionRules),
      handler: (request) => service.decideProfileRequest(deps, actorOf(request), request.body, verdict),
    });
  }
}
