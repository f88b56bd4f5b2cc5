import {
  ADMIN_OR_HR,
  ADMINS,
  attendanceCodeParamsSchema,
  attendanceDaySchema,
  attendanceDaysQuerySchema,
  attendanceLockResultSchema,
  attendanceLockSchema,
  attendanceLockSummarySchema,
  attendanceUnlockResultSchema,
  attendanceUnlockSchema,
  clockResultSchema,
  clockSchema,
  devicePunchesResultSchema,
  devicePunchesSchema,
  EVERYONE,
  type Role,
  rosterAssignSchema,
  rosterCellsSchema,
  rosterPatternSchema,
  rosterQuerySchema,
  rosterRowSchema,
  shiftSchema,
  shiftUpsertSchema,
  siteSchema,
  siteUpsertSchema,
  teamDaysQuerySchema,
  teamDaysSchema,
} from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { shiftSwapRoutes } from './shift-swaps.routes';
import { listTeamDays } from './team-days.service';
import * as service from './time-attendance.service';

const tags = ['time and attendance'];
/** Who works with rosters: admins, HR (their people) and managers (their direct reportees). */
const ROSTERERS: readonly Role[] = [...ADMIN_OR_HR, 'ROLE_MANAGER'];

/** Time and attendance (BEYOND §B6): shifts, sites, rosters, clocking in, device punches, days and the month lock. */
export async function timeAttendanceRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.put('/attendance/shifts/:code', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        'Creates or replaces a shift. start and end are HH:mm in the organisation’s time zone; an end before the start crosses midnight. weeklyOff lists the days off (SAT, SUN, …).',
      params: attendanceCodeParamsSchema,
      body: shiftUpsertSchema,
      response: { 200: shiftSchema },
    },
    handler: (request) => service.saveShift(deps, actorOf(request), request.params.code, request.body),
  });

  app.get('/attendance/shifts', {
    config: { roles: ROSTERERS },
    schema: { tags, summary: 'The organisation’s shifts, by code.', response: { 200: z.array(shiftSchema) } },
    handler: (request) => service.listShifts(deps, actorOf(request)),
  });

  app.put('/attendance/sites/:code', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        'Creates or replaces a site: its fence (latitude, longitude, radiusMeters) and the address ranges (CIDR) from which a clock-in counts as on site.',
      params: attendanceCodeParamsSchema,
      body: siteUpsertSchema,
      response: { 200: siteSchema },
    },
    handler: (request) => service.saveSite(deps, actorOf(request), request.params.code, request.body),
  });

  app.get('/attendance/sites', {
    config: { roles: ROSTERERS },
    schema: { tags, summary: 'The organisation’s sites, by code.', response: { 200: z.array(siteSchema) } },
    handler: (request) => service.listSites(deps, actorOf(request)),
  });

  app.post('/attendance/rosters', {
    config: { roles: ROSTERERS },
    schema: {
      tags,
      summary:
        'Rosters people on a shift (code) and site (code) for every day from `from` to `to`, replacing what those days had. Admin: anyone; HR: their people; a manager: their direct reportees (403 otherwise). A day in a locked month is 409. Answers {assigned} = the number of people.',
      body: rosterAssignSchema,
      response: { 200: z.object({ assigned: z.number() }) },
    },
    handler: (request) => service.assignRoster(deps, actorOf(request), request.body),
  });

  app.post('/attendance/rosters/pattern', {
    config: { roles: ROSTERERS },
    schema: {
      tags,
      summary:
        'Fills the roster by a rotation of shifts week by week: week 1 of the period (counted from `from`) gets weeks[0], week 2 weeks[1]…, starting over after the last; every day from `from` to `to` on the site, replacing what those days had. The same callers and rules as POST attendance/rosters. Answers {assigned} = the number of people.',
      body: rosterPatternSchema,
      response: { 200: z.object({ assigned: z.number() }) },
    },
    handler: (request) => service.assignRosterPattern(deps, actorOf(request), request.body),
  });

  app.post('/attendance/rosters/cells', {
    config: { roles: ROSTERERS },
    schema: {
      tags,
      summary:
        'The roster grid’s edit of chosen cells: each (employeeId, date) gets the shift and site, or no roster when shift is null. The same callers and rules as POST attendance/rosters (a day in a locked month is 409). Answers {days} = the number of cells.',
      body: rosterCellsSchema,
      response: { 200: z.object({ days: z.number() }) },
    },
    handler: (request) => service.editRosterCells(deps, actorOf(request), request.body),
  });

  app.get('/attendance/rosters', {
    config: { roles: ROSTERERS },
    schema: {
      tags,
      summary:
        'The roster grid: the caller’s people (admin: everyone; HR: their people; a manager: their direct reportees), optionally one employeeId or department (id), each with their rostered days from `from` to `to` (at most 62 days).',
      querystring: rosterQuerySchema,
      response: { 200: z.array(rosterRowSchema) },
    },
    handler: (request) => service.listRosters(deps, actorOf(request), request.query),
  });

  app.post('/attendance/clock', {
    config: { roles: EVERYONE },
    schema: {
      tags,
      summary:
        'Clocks the caller in or out. The punch must fall in a rostered day’s window (4 h before the shift to 4 h after it) and be at that day’s site: inside its fence with an accuracy no worse than its radius, or from one of its address ranges; otherwise 422 naming the nearest site and the distance. `at` only for a punch queued offline (at most 72 h old). The same clientId answers the first result.',
      body: clockSchema,
      response: { 201: clockResultSchema, 200: clockResultSchema },
    },
    handler: async (request, reply) => {
      const result = await service.clock(deps, actorOf(request), request.body, request.ip ?? null);
      reply.code(201);
      return result;
    },
  });

  app.post('/attendance/punches', {
    config: { roles: ADMINS, scope: 'attendance:write' },
    schema: {
      tags,
      summary:
        'A terminal’s (or its middleware’s) batch of up to 5,000 punches, sent with an API token of scope attendance:write. A punch has no direction; (employeeId, at, deviceId) is stored once. Answers how many were new, how many were already stored, and the employee ids the organisation does not know (their punches are not stored).',
      body: devicePunchesSchema,
      response: { 200: devicePunchesResultSchema },
    },
    handler: (request) => service.recordDevicePunches(deps, actorOf(request), request.body),
  });

  app.get('/attendance/days', {
    config: { roles: EVERYONE, scope: 'attendance:read' },
    schema: {
      tags,
      summary:
        'One person’s rostered days from `from` to `to` (at most 62), worked out from punches, roster, approved leave, holidays and approved attendance requests. The person, their manager and HR, or an admin.',
      querystring: attendanceDaysQuerySchema,
      response: { 200: z.array(attendanceDaySchema) },
    },
    handler: (request) => service.listDays(deps, actorOf(request), request.query),
  });

  app.get('/attendance/team-days', {
    config: { roles: EVERYONE, scope: 'attendance:read' },
    schema: {
      tags,
      summary:
        'The team calendar of a month (yyyy-MM): the caller’s people — admin: everyone; HR: their people; a manager: their direct reportees; anyone else: only themself — optionally of one department (id), `size` people a page (default 50, at most 500) from page 0, in id-number order. Each with their rostered days from the 1st up to today (as GET attendance/days answers them) and the month’s totals: days present, half days, absent, on leave, holidays and weekly offs, minutes late and over, and days without pay (absent 1, half day ½). `total` counts the people of every page.',
      querystring: teamDaysQuerySchema,
      response: { 200: teamDaysSchema },
    },
    handler: (request) => listTeamDays(deps, actorOf(request), request.query),
  });

  app.post('/attendance/lock', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        'Locks a month (yyyy-MM): its days are fixed and each rostered person’s days without pay (absent 1, half day ½) go to payroll. From then on punches, clock-ins, rosters and attendance requests of that month answer 409; locking again answers 409.',
      body: attendanceLockSchema,
      response: { 200: attendanceLockResultSchema },
    },
    handler: (request) => service.lockMonth(deps, actorOf(request), request.body.month),
  });

  app.post('/attendance/unlock', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary:
        'Unlocks a locked month (admin, HR) with a reason, which the audit trail keeps: its frozen days and days without pay go, and its days are worked out again from what is there now until it is locked again. 409 when the month is not locked.',
      body: attendanceUnlockSchema,
      response: { 200: attendanceUnlockResultSchema },
    },
    handler: (request) => service.unlockMonth(deps, actorOf(request), request.body),
  });

  app.get('/attendance/locks', {
    config: { roles: ADMIN_OR_HR },
    schema: {
      tags,
      summary: 'The organisation’s locked months, newest first: people, days without pay, who locked it and when.',
      response: { 200: z.array(attendanceLockSummarySchema) },
    },
    handler: (request) => service.listMonthLocks(deps, actorOf(request)),
  });

  await shiftSwapRoutes(base, deps);
}
