import { CLOCK_TYPES, DAY_STATUSES, WEEKDAYS } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employeeReference } from '../employees/employees.tables';
import { organizations } from '../organization/organization.tables';

const organizationId = () =>
  text()
    .notNull()
    .references(() => organizations.organizationId);

/** A shift (BEYOND §B6): wall-clock start and end in the organisation's time zone; end ≤ start crosses midnight. */
export const attendanceShifts = pgTable(
  'attendance_shifts',
  {
    id: serial().primaryKey(),
    organizationId: organizationId(),
    code: text().notNull(),
    name: text().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    breakMinutes: integer().notNull(),
    graceMinutes: integer().notNull(),
    halfDayMinutes: integer().notNull(),
    fullDayMinutes: integer().notNull(),
    weeklyOff: text({ enum: WEEKDAYS }).array().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_shifts_org_code_idx').on(t.organizationId, t.code)],
);

/** A place people clock in at: a fence (point and radius) and the address ranges that count as on site. */
export const attendanceSites = pgTable(
  'attendance_sites',
  {
    id: serial().primaryKey(),
    organizationId: organizationId(),
    code: text().notNull(),
    name: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    radiusMeters: integer().notNull(),
    ipRanges: text().array().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_sites_org_code_idx').on(t.organizationId, t.code)],
);

/** A column naming one of the organisation's shifts. */
export const shiftReference = () =>
  integer()
    .notNull()
    .references(() => attendanceShifts.id);

/** A column naming one of the organisation's sites. */
export const siteReference = () =>
  integer()
    .notNull()
    .references(() => attendanceSites.id);

/** One person's shift and site on one day: a day without a row is not rostered and not counted. */
export const attendanceRosterDays = pgTable(
  'attendance_roster_days',
  {
    organizationId: organizationId(),
    employeeId: employeeReference(),
    date: date({ mode: 'string' }).notNull(),
    shiftId: shiftReference(),
    siteId: siteReference(),
  },
  (t) => [
    // A person's days (attendance/days, clock-in): the key itself.
    primaryKey({ columns: [t.employeeId, t.date] }),
    // The roster grid and the lock: an organisation's days in a period.
    index('attendance_roster_days_org_date_idx').on(t.organizationId, t.date, t.employeeId),
  ],
);

/**
 * Punches are append-only facts. A clock-in is kept once per clientId (the app's idempotency key); a
 * device punch once per (employee, at, device).
 */
export const attendancePunches = pgTable(
  'attendance_punches',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: organizationId(),
    employeeId: employeeReference(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** IN or OUT for a clock-in; null for a device punch, which has no direction. */
    type: text({ enum: CLOCK_TYPES }),
    clientId: uuid(),
    deviceId: text(),
    siteId: integer().references(() => attendanceSites.id),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    accuracyMeters: doublePrecision(),
    address: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendance_punches_employee_at_idx').on(t.employeeId, t.at),
    index('attendance_punches_org_at_idx').on(t.organizationId, t.at),
    uniqueIndex('attendance_punches_client_idx').on(t.organizationId, t.clientId).where(sql`${t.clientId} is not null`),
    uniqueIndex('attendance_punches_device_idx').on(t.employeeId, t.at, t.deviceId).where(sql`${t.deviceId} is not null`),
    check('attendance_punches_source_check', sql`(${t.clientId} is null) <> (${t.deviceId} is null)`),
  ],
);

/** A locked month: its days are fixed and its days without pay go to payroll. */
export const attendanceMonthLocks = pgTable(
  'attendance_month_locks',
  {
    organizationId: organizationId(),
    month: text().notNull(),
    people: integer().notNull(),
    lopDays: numeric({ precision: 10, scale: 1, mode: 'number' }).notNull(),
    lockedBy: text().notNull(),
    lockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

/** Each rostered person's days without pay in a locked month. */
export const attendanceLockRows = pgTable(
  'attendance_lock_rows',
  {
    organizationId: text().notNull(),
    month: text().notNull(),
    employeeId: employeeReference(),
    lopDays: numeric({ precision: 6, scale: 1, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.month, t.employeeId] }),
    foreignKey({
      columns: [t.organizationId, t.month],
      foreignColumns: [attendanceMonthLocks.organizationId, attendanceMonthLocks.month],
    }).onDelete('cascade'),
  ],
);

/**
 * A locked month's days as they were worked out at the lock: from then on a day is read from here, so a
 * leave, holiday or shift changed later does not move it; only an unlock (with a reason) lets it change.
 */
export const attendanceLockedDays = pgTable(
  'attendance_locked_days',
  {
    organizationId: text().notNull(),
    month: text().notNull(),
    employeeId: employeeReference(),
    date: date({ mode: 'string' }).notNull(),
    shift: text().notNull(),
    firstIn: text(),
    lastOut: text(),
    workedMinutes: integer().notNull(),
    lateMinutes: integer().notNull(),
    earlyMinutes: integer().notNull(),
    overtimeMinutes: integer().notNull(),
    status: text({ enum: DAY_STATUSES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.date] }),
    index('attendance_locked_days_org_month_idx').on(t.organizationId, t.month),
    foreignKey({
      columns: [t.organizationId, t.month],
      foreignColumns: [attendanceMonthLocks.organizationId, attendanceMonthLocks.month],
    }).onDelete('cascade'),
  ],
);
