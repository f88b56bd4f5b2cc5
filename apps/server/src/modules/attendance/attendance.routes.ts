import {
  approvalListQuerySchema,
  attendanceApprovalsExportQuerySchema,
  attendanceApprovalsResponseSchema,
  attendanceCreatedSchema,
  attendanceCreateSchema,
  attendanceReporteesQuerySchema,
  attendanceRequestSchema,
  attendanceSelfQuerySchema,
  attendanceSelfResponseSchema,
  attendanceTrackerExportQuerySchema,
  EVERYONE,
  MANAGER_OR_HR,
  reporteeAttendanceSchema,
  STAFF,
} from '@hrms/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { messageSchema } from '../../lib/http';
import { attendanceDecisionRoutes } from './attendance.decisions.routes';
import { XLSX_CONTENT_TYPE } from './attendance.export';
import * as service from './attendance.service';
import { timeAttendanceRoutes } from './time-attendance.routes';

const tags = ['attendance'];
const requestList = z.array(attendanceRequestSchema);

function sendFile(reply: FastifyReply, file: { fileName: string; content: Buffer }) {
  reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store');
  return file.content;
}

/**
 * Attendance tracker (spec 2 §2, §5, §7) and attendance requests (spec 3 §2.4, §7; DESIGN §8.8).
 * An entry is a request for a past day; its decisions are in attendance.decisions.routes.ts.
 */
export async function attendanceRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/attendance/self', {
    config: { roles: EVERYONE, scope: 'attendance:read' },
    schema: {
      tags,
      summary:
        "One person's attendance entry of one day (employeeId, attendanceDate yyyy-MM-dd), or {} when there is none. The live entry (pending, approved by manager, approved) wins over a rejected one; status tells which. Self, their manager and HR, or an admin.",
      querystring: attendanceSelfQuerySchema,
      response: { 200: attendanceSelfResponseSchema },
    },
    handler: (request) => service.attendanceOfDay(deps, actorOf(request), request.query),
  });

  app.post('/attendance/create', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary:
        "File the caller's own attendance for one of the past 7 days (not today or later). type, inTime and outTime (HH:mm) are required; outTime after inTime; totalWorkingHours is computed by the server (text like '8h 30m'). One live entry per day (409). The entry waits for the reporting manager's or HR's approval.",
      body: attendanceCreateSchema,
      response: { 200: attendanceCreatedSchema },
    },
    handler: (request) => service.fileAttendance(deps, actorOf(request), request.body),
  });

  app.get('/attendance/reportees', {
    config: { roles: MANAGER_OR_HR },
    schema: {
      tags,
      summary:
        "The reportees attendance report of one day: the caller's reportees (a manager's direct reportees, HR's HR reportees), each with attendanceDTOList of that day's entries (pending ones included, with their status). employeeId must be the caller; attendanceDate is required. pageNumber/size page the reportees (default 200); X-Total-Count gives how many reportees there are.",
      querystring: attendanceReporteesQuerySchema,
      response: { 200: z.array(reporteeAttendanceSchema) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await service.reporteesAttendance(deps, actorOf(request), request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  app.get('/attendance/export', {
    config: { roles: EVERYONE, scope: 'attendance:read' },
    schema: {
      tags,
      summary:
        'The tracker as shown, as an .xlsx: view=self (default) the entry of employeeId on attendanceDate; view=reportees the caller’s reportees report of that date.',
      querystring: attendanceTrackerExportQuerySchema,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      return sendFile(reply, await service.exportTracker(deps, actor, request.query));
    },
  });

  app.get('/attendance/requests', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        "The caller's own attendance requests, newest day first (bare array; cancelled ones left out). employeeId must be the caller; an admin may ask for anyone in the organisation. page (0-based) and size (default 40).",
      querystring: approvalListQuerySchema,
      response: { 200: requestList },
    },
    handler: (request) => service.listOwnRequests(deps, actorOf(request), request.query),
  });

  app.get('/attendance/approvals', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary:
        "Attendance requests waiting for the caller's decision, oldest first, as {approvals:[…]}. employeeId must be the caller. A manager gets the PENDING requests of their direct reportees; HR those of their HR reportees (multi-level: once the manager approved, or when there is no manager who can decide). Anyone else gets an empty list.",
      querystring: approvalListQuerySchema,
      response: { 200: attendanceApprovalsResponseSchema },
    },
    handler: (request) => service.listAwaitingApprovals(deps, actorOf(request), request.query),
  });

  app.get('/attendance/updated', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary:
        'Attendance requests the caller has approved or rejected, most recent first (bare array, as contract/API.md §4.11 says for every …/updated list). employeeId must be the caller.',
      querystring: approvalListQuerySchema,
      response: { 200: requestList },
    },
    handler: (request) => service.listDecidedRequests(deps, actorOf(request), request.query),
  });

  app.get('/attendance/approvals/export', {
    config: { roles: MANAGER_OR_HR },
    schema: {
      tags,
      summary:
        'The attendance approval screen as an .xlsx: sheets "Pending" and "Approved-Rejected", filtered like the tables (filterEmployeeId, filterEmployeeName, filterType, search). employeeId must be the caller.',
      querystring: attendanceApprovalsExportQuerySchema,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      return sendFile(reply, await service.exportApprovals(deps, actor, request.query));
    },
  });

  app.delete('/attendance/cancel/:id', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary:
        "The requester withdraws their own open attendance request (pending or approved by the manager only); it leaves every list. Answers 200 with 'Attendance record deleted successfully'. Someone else's is 403, a decided one 409, an unknown one 404.",
      params: z.object({ id: z.coerce.number({ error: 'Attendance request not found.' }).int().positive() }),
      response: { 200: messageSchema },
    },
    handler: (request) => service.cancelAttendanceRequest(deps, actorOf(request), request.params.id),
  });

  await attendanceDecisionRoutes(app, deps);
  await timeAttendanceRoutes(app, deps);
}
