import {
  projectHoursQuery,
  STAFF,
  timesheetDecisionBody,
  timesheetDecisionQuery,
  timesheetLeaveRangeQuery,
  timesheetMonthQuery,
  timesheetRangeQuery,
  timesheetSaveSchema,
  timesheetSubmitSchema,
  timesheetWaitingQuery,
  timesheetWaitingWeekSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { decideRequest } from '../approvals';
import './timesheets.kind';
import { xlsxDownload } from '../../lib/xlsx';
import { exportProjectHours } from './timesheets.export';
import * as service from './timesheets.service';

const tags = ['timesheets'];
const idParams = z.object({ employeeId: z.string().min(1).max(50) });
const pageQuery = z.object({ page: z.coerce.number().int().min(0).optional(), size: z.coerce.number().int().min(1).optional() });
const READERS = [...STAFF, 'ROLE_ADMIN'] as const;

const summary = z.object({
  id: z.number(),
  employeeId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  weekStartDate: z.string(),
  swipeHours: z.number(),
  totalHours: z.number(),
  status: z.string(),
  statusMessage: z.string(),
  comments: z.string(),
});

export async function timesheetsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/createTimeSheets/getTimeSheets', {
    config: { roles: READERS, scope: 'timesheets:read' },
    schema: { tags, summary: "The projects of an employee's week with each day's hours", querystring: timesheetRangeQuery },
    handler: (request) => service.readProjectWeek(deps, actorOf(request), request.query),
  });

  app.get('/createTimeSheets/getTimeSheetsAttendance', {
    config: { roles: READERS },
    schema: { tags, summary: 'Approved attendance hours per day', querystring: timesheetRangeQuery },
    handler: (request) => service.readAttendance(deps, actorOf(request), request.query),
  });

  app.get('/createTimeSheets/getTimesheetsLeaves', {
    config: { roles: READERS },
    schema: { tags, summary: 'Approved leave days and holidays in a range', querystring: timesheetLeaveRangeQuery },
    handler: (request) => service.readLeaves(deps, actorOf(request), request.query),
  });

  app.post('/createTimeSheets/create', {
    config: { roles: STAFF },
    schema: {
      tags,
      summary: "Save one project's hours for days of one week (`days`); the server totals them",
      body: timesheetSaveSchema,
    },
    handler: (request) => service.saveProjectHours(deps, actorOf(request), request.body, 'create'),
  });

  app.patch('/createTimeSheets/update', {
    config: { roles: STAFF },
    schema: { tags, summary: "Correct a rejected week's hours for one project", body: timesheetSaveSchema },
    handler: (request) => service.saveProjectHours(deps, actorOf(request), request.body, 'update'),
  });

  app.post('/timesheetapproval/', {
    config: { roles: STAFF },
    schema: { tags, summary: 'Submit a week (Monday to Sunday) for approval', body: timesheetSubmitSchema },
    handler: (request) => service.submitWeek(deps, actorOf(request), request.body),
  });

  app.get('/timesheetapproval/approvals/:employeeId', {
    config: { roles: READERS },
    schema: {
      tags,
      summary: "An employee's submitted weeks, newest first",
      params: idParams,
      querystring: pageQuery,
      response: { 200: z.array(summary) },
    },
    handler: (request) => service.listSubmittedWeeks(deps, actorOf(request), request.params.employeeId, request.query),
  });

  app.get('/timesheetapproval/:employeeId', {
    config: { roles: READERS },
    schema: {
      tags,
      summary: 'The submitted weeks touching a month (?month=1-12&year=)',
      params: idParams,
      querystring: timesheetMonthQuery,
      response: { 200: z.array(summary) },
    },
    handler: (request) => service.listMonthWeeks(deps, actorOf(request), request.params.employeeId, request.query),
  });

  app.get('/timesheets/waiting', {
    config: { roles: ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_HR'] },
    schema: {
      tags,
      summary:
        "The submitted weeks waiting for an approver's decision across all their people, longest waiting first, as a bare array of {id, employeeId, employeeName, fromDate, toDate, totalHours, status}; X-Total-Count gives how many wait. employeeId (the approver) defaults to the caller: a manager or HR reads only their own (403 otherwise), an admin any approver of the organisation (404 outside it). page (0-based) and size (default 20, capped). Decide them with POST approvals/bulk (kind timesheet).",
      querystring: timesheetWaitingQuery,
      response: { 200: z.array(timesheetWaitingWeekSchema) },
    },
    handler: async (request, reply) => {
      const { rows, total } = await service.listWaitingWeeks(deps, actorOf(request), request.query);
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  app.get('/timesheets/projectHours/export', {
    config: { roles: ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_HR'] },
    schema: {
      tags,
      summary: "A project's logged hours per person and week as .xlsx (admins and the project's manager)",
      querystring: projectHoursQuery,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { file, fileName } = await exportProjectHours(deps, actor, request.query);
      return xlsxDownload(reply, fileName, file);
    },
  });

  const decisions = [
    ['managerApproval', 'ROLE_MANAGER', 'approve'],
    ['managerReject', 'ROLE_MANAGER', 'reject'],
    ['hrApproval', 'ROLE_HR', 'approve'],
    ['hrReject', 'ROLE_HR', 'reject'],
  ] as const;
  for (const [path, role, verdict] of decisions)
    app.patch(`/timesheetapproval/${path}`, {
      config: { roles: [role] },
      schema: {
        tags,
        summary: `${verdict === 'approve' ? 'Approve' : 'Reject'} a submitted week (?timeSheetId=&comments=)`,
        querystring: timesheetDecisionQuery,
        body: timesheetDecisionBody,
      },
      handler: (request) =>
        decideRequest(
          deps,
          actorOf(request),
          'timesheet',
          { id: request.query.timeSheetId, comments: request.query.comments },
          verdict,
        ),
    });
}
