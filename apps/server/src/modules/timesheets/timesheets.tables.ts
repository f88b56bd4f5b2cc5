import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { approvalColumns, approvalIndexes } from '../approvals/approvals.tables';
import { employeeReference, employees } from '../employees/employees.tables';

/** Hours of one person on one project over `period` (a day, or a week), as hundredths of an hour (exact, never float). */
function projectHoursColumns<Period extends Record<string, PgColumnBuilderBase>>(period: Period) {
  return {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    employeeId: employeeReference(),
    projectCode: text().notNull(),
    ...period,
    hundredths: integer().notNull(),
    ...timestamps(),
  };
}

/**
 * Hours one employee logged on one project on one day. The week's totals are always summed from these rows
 * by the server.
 */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  projectHoursColumns({ workDate: date({ mode: 'string' }).notNull() }),
  (t) => [
    uniqueIndex('timesheet_entries_employee_project_day_idx').on(t.employeeId, t.workDate, t.projectCode),
    index('timesheet_entries_org_project_day_idx').on(t.organizationId, t.projectCode, t.workDate),
    check('timesheet_entries_hours_check', sql`${t.hundredths} between 0 and 2400`),
  ],
);

/**
 * One submitted week (Monday to Sunday): the engine's "timesheet" kind. Every submission is a new row,
 * so a rejected week keeps its history; at most one open or approved submission per employee and week.
 */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    ...approvalColumns(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    totalHundredths: integer().notNull().default(0),
    swipeHundredths: integer().notNull().default(0),
  },
  (t) => [
    ...approvalIndexes('timesheet_weeks', t),
    index('timesheet_weeks_employee_week_idx').on(t.employeeId, t.fromDate),
    // The timesheet report: approved weeks of a period.
    index('timesheet_weeks_approved_idx')
      .on(t.organizationId, t.fromDate, t.employeeId, t.toDate)
      .where(sql`${t.status} = 'APPROVED'`),
    uniqueIndex('timesheet_weeks_live_week_idx')
      .on(t.employeeId, t.fromDate)
      .where(sql`${t.status} in ('PENDING', 'MANAGER_APPROVED', 'APPROVED')`),
  ],
);

/**
 * Hours recorded for a whole week of one project without days: the original client sends only the
 * week's total (API.md §4.13). Kept apart from the day rows so no day is invented; the week's totals
 * add these to the days. Saving days for the project and week replaces this row, and the reverse.
 */
export const timesheetWeekTotals = pgTable(
  'timesheet_week_totals',
  projectHoursColumns({ weekStart: date({ mode: 'string' }).notNull() }),
  (t) => [
    uniqueIndex('timesheet_week_totals_employee_week_project_idx').on(t.employeeId, t.weekStart, t.projectCode),
    index('timesheet_week_totals_org_project_week_idx').on(t.organizationId, t.projectCode, t.weekStart),
    check('timesheet_week_totals_hours_check', sql`${t.hundredths} between 0 and 16800`),
  ],
);

/**
 * The week (Monday) each employee last opened in a time sheet grid (`getTimeSheets` over one Monday–Sunday
 * week, read by themself). The original client's save sends no date (API.md §4.13): it belongs to this week.
 */
export const timesheetOpenWeeks = pgTable('timesheet_open_weeks', {
  employeeId: text()
    .primaryKey()
    .references(() => employees.employeeId, { onDelete: 'cascade' }),
  organizationId: text().notNull(),
  weekStart: date({ mode: 'string' }).notNull(),
  openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
