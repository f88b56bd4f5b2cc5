import {
  ADMINS,
  applyLeaveSchema,
  approvalDecisionSchema,
  approvalListQuerySchema,
  EVERYONE,
  LEAVE_TYPES,
  leaveApprovalsResponseSchema,
  leaveBalanceSchema,
  leaveCancelQuerySchema,
  leaveDecisionResponseSchema,
  leaveLedgerQuerySchema,
  leaveLedgerSchema,
  leaveRequestRowSchema,
  leaveTypeRecordSchema,
  leaveTypeSchema,
  leaveTypeUpdateSchema,
  STAFF,
  workingCalendarQuerySchema,
  workingCalendarSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import * as service from './leave.service';
import { whosOutRoutes } from './whos-out.routes';

const typeTags = ['leave types'];
const tags = ['leave'];
const rows = z.array(leaveRequestRowSchema);
const OWN_LISTS = ['ROLE_ROOT', 'ROLE_ADMIN', 'ROLE_HR', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'] as const;

/** Leave types (/LeaveForm), applying, balances, and leave decisions on the approval engine (spec 3 §2.3, §2.6–§2.8, §7). */
export async function leaveRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await whosOutRoutes(base, deps);

  // ---------------------------------------------------------------- leave types
  app.get('/leaves/getLeaves', {
    config: { roles: EVERYONE, scope: 'leave:read' },
    schema: {
      tags: typeTags,
      summary: "The organisation's leave types [{id, leaveType, count, carryForward, carryForwardCap, description}].",
      response: { 200: z.array(leaveTypeRecordSchema) },
    },
    handler: (request) => service.listLeaveTypes(deps, actorOf(request)),
  });

  app.get('/leaves/getAvailableLeaveTypes', {
    config: { roles: EVERYONE },
    schema: {
      tags: typeTags,
      summary: 'The leave types the organisation offers, as enum names (what the apply form lists).',
      response: { 200: z.array(z.enum(LEAVE_TYPES)) },
    },
    handler: (request) => service.availableLeaveTypes(deps, actorOf(request)),
  });

  app.post('/leaves/create', {
    config: { roles: ADMINS, scope: 'leave:write' },
    schema: {
      tags: typeTags,
      summary: 'Adds a leave type (admin). One per type per organisation (409 when it exists).',
      body: leaveTypeSchema,
      response: { 200: leaveTypeRecordSchema },
    },
    handler: (request) => service.createLeaveType(deps, actorOf(request), request.body),
  });

  app.patch('/leaves/updateLeave', {
    config: { roles: ADMINS },
    schema: {
      tags: typeTags,
      summary: "Changes a leave type's count, carry-forward, cap and description (admin); the type itself cannot change.",
      body: leaveTypeUpdateSchema,
      response: { 200: leaveTypeRecordSchema },
    },
    handler: (request) => service.updateLeaveType(deps, actorOf(request), request.body),
  });

  app.delete('/leaves/:leaveType', {
    config: { roles: ADMINS },
    schema: {
      tags: typeTags,
      summary: 'Deletes a leave type by its enum name (admin); its requests and ledger stay as history.',
      params: z.object({ leaveType: z.enum(LEAVE_TYPES, { error: 'Leave type not found.' }) }),
      response: { 200: messageSchema },
    },
    handler: (request) => service.deleteLeaveType(deps, actorOf(request), request.params.leaveType),
  });

  // ---------------------------------------------------------------- applying and balances
  app.post('/leave/create', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary:
        'Applies for leave for the caller. duration must equal the inclusive days minus 0.5 for a half day. Refused (400) when it overlaps another pending or approved leave, or exceeds the balance left. Routed to the reporting manager and HR.',
      body: applyLeaveSchema,
      response: { 200: leaveDecisionResponseSchema },
    },
    handler: (request) => service.applyLeave(deps, actorOf(request), request.body),
  });

  app.get('/getleavebalance/:empId', {
    config: { roles: EVERYONE, scope: 'leave:read' },
    schema: {
      tags,
      summary:
        "This year's balance of every leave type the organisation offers [{leaveType, count}], from the leave ledger. Own, reportees', or (admin) anyone's in the organisation.",
      params: z.object({ empId: z.string().min(1).max(50) }),
      response: { 200: z.array(leaveBalanceSchema) },
    },
    handler: (request) => service.leaveBalance(deps, actorOf(request), request.params.empId),
  });

  app.get('/leave/ledger', {
    config: { roles: EVERYONE, scope: 'leave:read' },
    schema: {
      tags,
      summary:
        'The ledger movements behind one person’s balance of one type in one year (default this year), with running balances. Own, reportees’, or (admin) anyone’s.',
      querystring: leaveLedgerQuerySchema,
      response: { 200: leaveLedgerSchema },
    },
    handler: (request) => service.leaveLedger(deps, actorOf(request), request.query),
  });

  // ---------------------------------------------------------------- lists and decisions
  app.get('/leave/workingCalendar', {
    config: { roles: EVERYONE, scope: 'leave:read' },
    schema: {
      tags,
      summary:
        "Whether the organisation counts leave in working days (BEYOND §B9) and, when it does, the caller's weekly offs and the holidays that apply to them between from and to, so the apply form computes the same duration as the server.",
      querystring: workingCalendarQuerySchema,
      response: { 200: workingCalendarSchema },
    },
    handler: (request) => service.workingCalendar(deps, actorOf(request), request.query),
  });

  app.get('/leave/requests', {
    config: { roles: OWN_LISTS },
    schema: {
      tags,
      summary: "The caller's own leave requests, newest first (bare array); an admin may ask for anyone.",
      querystring: approvalListQuerySchema,
      response: { 200: rows },
    },
    handler: (request) => service.listOwnRequests(deps, actorOf(request), request.query),
  });

  app.get('/leave/approvals', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary:
        "Leave requests waiting for the caller's decision, oldest first, as {approvals:[…]}; employeeId must be the caller.",
      querystring: approvalListQuerySchema,
      response: { 200: leaveApprovalsResponseSchema },
    },
    handler: (request) => service.listAwaiting(deps, actorOf(request), request.query),
  });

  app.get('/leave/updated', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: 'Leave requests the caller approved or rejected, most recent first (bare array).',
      querystring: approvalListQuerySchema,
      response: { 200: rows },
    },
    handler: (request) => service.listDecided(deps, actorOf(request), request.query),
  });

  const rules =
    ' Body: the request row plus comments (mandatory). Only the requester’s reporting manager or HR decides (403), never their own request; another organisation’s is 404; decided 409. Multi-level: manager first, HR final. A final approval debits the leave ledger.';
  for (const [path, roles, verdict, summary] of [
    ['/leave/manager/approve', ['ROLE_MANAGER'], 'approve', 'A manager approves a leave request.'],
    ['/leave/manager/reject', ['ROLE_MANAGER'], 'reject', 'A manager rejects a leave request.'],
    ['/leave/hr/approve', ['ROLE_HR'], 'approve', 'HR approves a leave request.'],
    ['/leave/hr/reject', ['ROLE_HR'], 'reject', 'HR rejects a leave request.'],
  ] as const) {
    app.patch(path, {
      config: { roles },
      schema: { tags, summary: summary + rules, body: approvalDecisionSchema, response: { 200: leaveDecisionResponseSchema } },
      handler: (request) => service.decideLeave(deps, actorOf(request), request.body, verdict),
    });
  }

  app.delete('/leave/cancel', {
    config: { roles: OWN_LISTS },
    schema: {
      tags,
      summary:
        'The requester cancels a pending leave, or an approved one that has not started (the days go back to the balance).',
      querystring: leaveCancelQuerySchema,
      response: { 200: messageSchema },
    },
    handler: (request) => service.cancelLeave(deps, actorOf(request), request.query.leaveRequestId),
  });
}
