import { LEAVE_GENDERS, LEAVE_TYPES, LEDGER_KINDS } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { approvalColumns, approvalIndexes } from '../approvals/approvals.tables';
import { personRecordColumns } from '../employees/employees.tables';
import { organizations } from '../organization/organization.tables';

/** The leave types an organisation offers (/LeaveForm): yearly count, carry-forward and its cap. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    leaveType: text({ enum: LEAVE_TYPES }).notNull(),
    count: integer().notNull(),
    carryForward: boolean().notNull().default(false),
    /** At most this many unused days move into the next year; null: no cap. */
    carryForwardCap: integer(),
    description: text().notNull().default(''),
    /** BEYOND §B9: ALL, FEMALE or MALE. */
    gender: text({ enum: LEAVE_GENDERS }).notNull().default('ALL'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leave_types_org_type_idx').on(t.organizationId, t.leaveType)],
);

/** A leave request: the approval engine's "leave" kind. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    ...approvalColumns(),
    leaveName: text({ enum: LEAVE_TYPES }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    isHalfDay: boolean().notNull().default(false),
    duration: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
    /** The requester's comments when applying. */
    reason: text().notNull().default(''),
  },
  (t) => [
    ...approvalIndexes('leave_requests', t),
    index('leave_requests_employee_dates_idx').on(t.employeeId, t.startDate),
    // The leave report: approved leave of a year, read from the index alone.
    index('leave_requests_approved_idx')
      .on(t.organizationId, t.startDate, t.employeeId, t.leaveName, t.duration)
      .where(sql`${t.status} = 'APPROVED'`),
    // Who's out across the organisation: approved leave that has not ended before the range.
    index('leave_requests_approved_end_idx').on(t.organizationId, t.endDate).where(sql`${t.status} = 'APPROVED'`),
  ],
);

/**
 * The append-only leave ledger (DESIGN §8.5): every movement of one person's balance of one type in one
 * year. A balance is the sum of its rows; rows are never updated or deleted.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    ...personRecordColumns(),
    leaveType: text({ enum: LEAVE_TYPES }).notNull(),
    year: integer().notNull(),
    /** 1–12 for a monthly accrual; null otherwise. */
    month: integer(),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    days: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
    leaveRequestId: integer().references(() => leaveRequests.id),
    note: text().notNull().default(''),
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_ledger_employee_type_year_idx').on(t.employeeId, t.leaveType, t.year),
    // One accrual per month, one carry-forward per year, one debit and one reversal per request.
    uniqueIndex('leave_ledger_accrual_idx').on(t.employeeId, t.leaveType, t.year, t.month).where(sql`${t.kind} = 'ACCRUAL'`),
    uniqueIndex('leave_ledger_carry_idx').on(t.employeeId, t.leaveType, t.year).where(sql`${t.kind} = 'CARRY_FORWARD'`),
    // One opening balance (carried over from a previous system by an import) per person, type and year.
    uniqueIndex('leave_ledger_opening_idx').on(t.employeeId, t.leaveType, t.year).where(sql`${t.kind} = 'OPENING'`),
    uniqueIndex('leave_ledger_request_idx').on(t.leaveRequestId, t.kind).where(sql`${t.leaveRequestId} is not null`),
  ],
);
