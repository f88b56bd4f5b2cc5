import { LANGUAGES, ROLES } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Login credentials and role of an employee. */
export const accounts = pgTable(
  'accounts',
  {
    employeeId: text().primaryKey(),
    organizationId: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: ROLES }).notNull(),
    /** A leaver's last day (their employment's leaving date): sign-in and sessions are refused after it. */
    accessEndsOn: date({ mode: 'string' }),
    /** A disabled account cannot start a session, by password or by single sign-on. */
    disabledAt: timestamp({ withTimezone: true }),
    /** The web app's language the user chose (null: not chosen; the browser's language is the guess). */
    language: text({ enum: LANGUAGES }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Logins and role look-ups match the id case-insensitively.
  (t) => [
    index('accounts_lower_id_idx').on(sql`lower(${t.employeeId})`),
    // The dashboards count the joiners still onboarding.
    index('accounts_onboarding_idx').on(t.organizationId).where(sql`${t.role} = 'ROLE_ONBOARDING'`),
    // The employee list filtered by role.
    index('accounts_org_role_idx').on(t.organizationId, t.role),
  ],
);

/** Refresh tokens, stored hashed; a family is one login, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    employeeId: text().notNull(),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_employee_idx').on(t.employeeId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** One pending password reset per employee: a keyed hash of the OTP, its expiry and the attempts left. */
export const passwordResets = pgTable('password_resets', {
  employeeId: text().primaryKey(),
  otpHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  attempts: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The outbox mail carrying this code: while it waits (a mail outage) a new request rewrites it instead of queuing another. */
  mailId: integer(),
});

/**
 * Per-account limits on password reset that outlive any one code: wrong OTPs in the current hour (a lock
 * when too many) and codes mailed in the current hour.
 */
export const passwordResetLimits = pgTable('password_reset_limits', {
  employeeId: text().primaryKey(),
  failuresSince: timestamp({ withTimezone: true }).notNull().defaultNow(),
  failures: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  codesSince: timestamp({ withTimezone: true }).notNull().defaultNow(),
  codesSent: integer().notNull().default(0),
});
