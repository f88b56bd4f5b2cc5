import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Headcount summary: how many people joined in a month and leave in a month (`infinity`: no leaving
 * date), per organisation, department and designation ('' before current employment is recorded). Kept
 * by triggers on employees and employments (migration "headcount_buckets_triggers"), so the headcount
 * report reads a few hundred rows instead of every person.
 */
export const headcountBuckets = pgTable(
  'headcount_buckets',
  {
    organizationId: text().notNull(),
    departmentId: text().notNull(),
    designation: text().notNull(),
    joinMonth: date({ mode: 'string' }).notNull(),
    leaveMonth: date({ mode: 'string' }).notNull().default(sql`'infinity'::date`),
    people: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.departmentId, t.designation, t.joinMonth, t.leaveMonth] })],
);

/** A week's hundredths of an hour day by day: d0 is its Monday, d6 its Sunday. */
const hundredthsPerDay = () => ({
  d0: integer().notNull().default(0),
  d1: integer().notNull().default(0),
  d2: integer().notNull().default(0),
  d3: integer().notNull().default(0),
  d4: integer().notNull().default(0),
  d5: integer().notNull().default(0),
  d6: integer().notNull().default(0),
});

/*
 * The three summaries below are kept by triggers on the request tables (migration
 * "report_summaries_triggers"), in the same transaction as the change, whichever path changes a status:
 * the approval engine's decide and cancel, a seed, an import. A trigger is the one source of truth that
 * works alike on PGlite and PostgreSQL; application-side writes would have to be repeated on every path
 * that inserts or updates a request row. Each keeps the department (or decider) of the moment the row
 * entered the summary, since current employment keeps only the current department, no history.
 */

/**
 * One row per approved leave request: its days, the month it starts and the requester's department
 * when it was approved (a person moving later keeps their earlier leave in the earlier department).
 * Cancelling or rejecting the leave removes the row.
 */
export const leaveTaken = pgTable(
  'report_leave_taken',
  {
    leaveRequestId: integer().primaryKey(),
    organizationId: text().notNull(),
    startMonth: date({ mode: 'string' }).notNull(),
    leaveName: text().notNull(),
    departmentId: text().notNull(),
    employeeId: text().notNull(),
    days: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
  },
  (t) => [
    // The leave report reads this index alone.
    index('report_leave_taken_org_month_idx').on(
      t.organizationId,
      t.startMonth,
      t.leaveName,
      t.departmentId,
      t.employeeId,
      t.days,
    ),
  ],
);

/**
 * Approved timesheet hours, one row per approved week and project: the hundredths of each of its seven
 * days (d0 = the week's Monday), so a period cut mid-week counts only its own days, and the requester's
 * department when the week was approved.
 */
export const approvedHours = pgTable(
  'report_approved_hours',
  {
    weekId: integer().notNull(),
    projectCode: text().notNull(),
    organizationId: text().notNull(),
    weekStart: date({ mode: 'string' }).notNull(),
    departmentId: text().notNull(),
    employeeId: text().notNull(),
    ...hundredthsPerDay(),
  },
  (t) => [
    primaryKey({ columns: [t.weekId, t.projectCode] }),
    index('report_approved_hours_org_week_idx').on(t.organizationId, t.weekStart),
    index('report_approved_hours_employee_idx').on(t.employeeId, t.weekStart),
  ],
);

/**
 * Every request of any kind waiting for a decision, with the person it waits for (the reporting manager
 * while PENDING when their account may decide, else HR; '—' when nobody) and since when. Kept by
 * triggers on the request tables, and re-routed when a manager, HR or a decider's role changes.
 */
export const openApprovals = pgTable(
  'report_open_approvals',
  {
    kind: text().notNull(),
    requestId: integer().notNull(),
    organizationId: text().notNull(),
    employeeId: text().notNull(),
    status: text().notNull(),
    decider: text().notNull(),
    since: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.requestId] }),
    index('report_open_approvals_org_decider_idx').on(t.organizationId, t.decider, t.kind, t.since),
    index('report_open_approvals_employee_idx').on(t.employeeId),
  ],
);

/**
 * report_approved_hours summed over people: approved hundredths per organisation, project, department
 * (at approval) and week, one column per day. Kept by a trigger on report_approved_hours; the hours by
 * project report reads a few thousand rows of it instead of one row per person and week.
 */
export const projectHours = pgTable(
  'report_project_hours',
  {
    organizationId: text().notNull(),
    projectCode: text().notNull(),
    departmentId: text().notNull(),
    weekStart: date({ mode: 'string' }).notNull(),
    ...hundredthsPerDay(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.weekStart, t.projectCode, t.departmentId] })],
);
