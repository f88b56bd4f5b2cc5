import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { approvalColumns, approvalIndexes } from '../approvals/approvals.tables';
import { employees } from '../employees/employees.tables';
import { attendanceShifts, attendanceSites } from './time-attendance.tables';

/**
 * A shift swap (the engine's "shiftSwap" kind): the requester and a colleague of the same team exchange
 * their rostered shift and site on one day once it is approved. The shifts and sites as they were when
 * it was asked for are kept, so a roster changed in between is not swapped blindly.
 */
export const attendanceShiftSwaps = pgTable(
  'attendance_shift_swaps',
  {
    ...approvalColumns(),
    withEmployeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    shiftId: integer()
      .notNull()
      .references(() => attendanceShifts.id),
    siteId: integer()
      .notNull()
      .references(() => attendanceSites.id),
    withShiftId: integer()
      .notNull()
      .references(() => attendanceShifts.id),
    withSiteId: integer()
      .notNull()
      .references(() => attendanceSites.id),
    reason: text().notNull().default(''),
  },
  (t) => [...approvalIndexes('attendance_shift_swaps', t), index('attendance_shift_swaps_with_idx').on(t.withEmployeeId, t.date)],
);
