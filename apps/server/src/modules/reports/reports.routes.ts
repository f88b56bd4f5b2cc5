import {
  approvalsReportQuerySchema,
  approvalsReportSchema,
  headcountQuerySchema,
  headcountReportSchema,
  leaveReportQuerySchema,
  leaveReportSchema,
  REPORT_ORGANISATION_ROLES,
  REPORT_TEAM_ROLES,
  timesheetReportQuerySchema,
  timesheetReportSchema,
} from '@hrms/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { xlsxDownload } from '../../lib/xlsx';
import { organizationDateFormat } from '../organization';
import * as xlsx from './reports.export';
import * as service from './reports.service';

const tags = ['reports'];
const XLSX_NOTE = ' (format=xlsx: the same figures as an .xlsx download)';
const LABELS: Record<string, string> = {
  leaveType: 'Leave type',
  department: 'Department',
  month: 'Month',
  project: 'Project',
  employee: 'Employee',
  kind: 'Kind',
  decider: 'Decider',
};

/** Answers the figures as JSON, or as an .xlsx download when asked for. */
async function answer<T>(
  reply: FastifyReply,
  format: 'json' | 'xlsx',
  fileName: string,
  report: T,
  workbook: (r: T) => Promise<Buffer>,
) {
  if (format === 'xlsx') return xlsxDownload(reply, fileName, await workbook(report));
  return reply.send(report);
}

/** Reports (BEYOND §B4): aggregates over indexes, never a walk over people. */
export async function reportsRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/reports/headcount', {
    config: { roles: REPORT_ORGANISATION_ROLES, scope: 'reports:read' },
    schema: {
      tags,
      summary: `Headcount at each month's end with joiners and leavers, by department or designation${XLSX_NOTE}`,
      querystring: headcountQuerySchema,
      response: { 200: headcountReportSchema },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const report = await service.headcountReport(deps, actor, request.query);
      const dateFormat =
        request.query.format === 'xlsx' ? await organizationDateFormat(deps.db, actor.organizationId) : undefined;
      if (dateFormat) return xlsxDownload(reply, 'headcount.xlsx', await xlsx.headcountWorkbook(report, dateFormat));
      return reply.send(report);
    },
  });

  app.get('/reports/leave', {
    config: { roles: REPORT_TEAM_ROLES, scope: 'reports:read' },
    schema: {
      tags,
      summary: `Approved leave of a year by leave type, department or month (a manager: their team)${XLSX_NOTE}`,
      querystring: leaveReportQuerySchema,
      response: { 200: leaveReportSchema },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { groupBy, year } = request.query;
      const report = await service.leaveReport(deps, actor, request.query);
      const dateFormat =
        request.query.format === 'xlsx' ? await organizationDateFormat(deps.db, actor.organizationId) : undefined;
      if (dateFormat)
        return xlsxDownload(
          reply,
          `leave-${year}.xlsx`,
          await xlsx.leaveWorkbook(report, groupBy, LABELS[groupBy] ?? '', dateFormat),
        );
      return reply.send(report);
    },
  });

  app.get('/reports/timesheets', {
    config: { roles: REPORT_TEAM_ROLES, scope: 'reports:read' },
    schema: {
      tags,
      summary: `Hours of approved timesheet weeks by project or person, with billable hours (a manager: their team)${XLSX_NOTE}`,
      querystring: timesheetReportQuerySchema,
      response: { 200: timesheetReportSchema },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const report = await service.timesheetReport(deps, actor, request.query);
      const label = LABELS[request.query.groupBy] ?? '';
      return answer(reply, request.query.format, 'timesheet-hours.xlsx', report, (r) => xlsx.timesheetWorkbook(r, label));
    },
  });

  app.get('/reports/approvals', {
    config: { roles: REPORT_ORGANISATION_ROLES, scope: 'reports:read' },
    schema: {
      tags,
      summary: `Requests waiting for a decision and their age, by kind or decider${XLSX_NOTE}`,
      querystring: approvalsReportQuerySchema,
      response: { 200: approvalsReportSchema },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const report = await service.approvalsReport(deps, actor, request.query);
      const label = LABELS[request.query.groupBy] ?? '';
      return answer(reply, request.query.format, 'approvals-waiting.xlsx', report, (r) =>
        xlsx.approvalsWorkbook(r, request.query.groupBy, label),
      );
    },
  });
}
