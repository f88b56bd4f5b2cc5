import { PROFILE_REQUEST_STATUSES } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees } from '../employees/employees.tables';
import { organizations } from '../organization/organization.tables';

/**
 * One requested change to one personal-details field (DESIGN §8.4, §8.6). Who decides is read from the
 * requester's current employment at decision time; who did decide, and what they said, is kept per step.
 */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: serial().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    employeeId: text()
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'cascade' }),
    fieldName: text().notNull(),
    oldValue: text().notNull().default(''),
    newValue: text().notNull().default(''),
    status: text({ enum: PROFILE_REQUEST_STATUSES }).notNull().default('PENDING'),
    managerDecidedBy: text(),
    managerComments: text().notNull().default(''),
    managerDecidedAt: timestamp({ withTimezone: true }),
    hrDecidedBy: text(),
    hrComments: text().notNull().default(''),
    hrDecidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_change_requests_org_employee_idx').on(t.organizationId, t.employeeId),
    index('profile_change_requests_org_status_idx').on(t.organizationId, t.status),
    index('profile_change_requests_manager_idx').on(t.managerDecidedBy),
    index('profile_change_requests_hr_idx').on(t.hrDecidedBy),
    // At most one open request per employee and field: a newer one replaces it.
    uniqueIndex('profile_change_requests_open_field_idx')
      .on(t.employeeId, t.fieldName)
      .where(sql`${t.status} in ('PENDING', 'MANAGER_APPROVED')`),
  ],
);
