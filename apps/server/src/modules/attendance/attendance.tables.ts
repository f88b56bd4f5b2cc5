import { ATTENDANCE_TYPES } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { approvalColumns, approvalIndexes } from '../approvals/approvals.tables';

/**
 * One attendance entry for one past day (spec 2 §3, DESIGN §8.8): the approval engine's "attendance"
 * kind. Entries wait as PENDING until the requester's reporting manager or HR decides; APPROVED ones
 * feed timesheets. Working minutes are computed by the server from in and out times.
 */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    ...approvalColumns(),
    attendanceDate: date({ mode: 'string' }).notNull(),
    inTime: text().notNull(),
    outTime: text().notNull(),
    workingMinutes: integer().notNull(),
    type: text({ enum: ATTENDANCE_TYPES }).notNull(),
  },
  (t) => [
    // The tracker's day, the reportees report and timesheets' date ranges: employee then date.
    index('attendance_records_employee_date_idx').on(t.employeeId, t.attendanceDate),
    ...approvalIndexes('attendance_records', t),
    // One live entry per person and day: a rejected or cancelled one may be filed again.
    uniqueIndex('attendance_records_live_day_idx')
      .on(t.employeeId, t.attendanceDate)
      .where(sql`${t.status} in ('PENDING', 'MANAGER_APPROVED', 'APPROVED')`),
    check('attendance_records_minutes_check', sql`${t.workingMinutes} > 0 and ${t.workingMinutes} < 1440`),
    check(
      'attendance_records_times_check',
      sql`${t.inTime} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.outTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
  ],
);
