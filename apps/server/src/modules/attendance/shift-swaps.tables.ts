import { SHIFT_SWAP_STATUSES } from '@hrms/shared';
import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { approvalColumns, approvalIndexes } from '../approvals/approvals.tables';
import { employeeReference } from '../employees/employees.tables';
import { shiftReference, siteReference } from './time-attendance.tables';

/**
 * A shift swap (the engine's "shiftSwap" kind): the requester and a colleague of the same team exchange
 * their rostered shift and site on one day once it is approved. The shifts and sites as they were when
 * it was asked for are kept, so a roster changed in between is not swapped blindly. It waits for the
 * teammate's consent first (PENDING_PARTNER): accepted, it becomes PENDING and follows the engine's
 * chain; declined, it is closed (DECLINED).
 */
export const attendanceShiftSwaps = pgTable(
  'attendance_shift_swaps',
  {
    ...approvalColumns(),
    status: text({ enum: SHIFT_SWAP_STATUSES }).notNull().default('PENDING_PARTNER'),
    withEmployeeId: employeeReference(),
    date: date({ mode: 'string' }).notNull(),
    shiftId: shiftReference(),
    siteId: siteReference(),
    withShiftId: shiftReference(),
    withSiteId: siteReference(),
    reason: text().notNull().default(''),
    partnerComments: text().notNull().default(''),
    partnerAnsweredAt: timestamp({ withTimezone: true }),
  },
  (t) => [...approvalIndexes('attendance_shift_swaps', t), index('attendance_shift_swaps_with_idx').on(t.withEmployeeId, t.date)],
);
