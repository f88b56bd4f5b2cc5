import { APPROVAL_STATUSES } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';
import { personRecordColumns } from '../employees/employees.tables';

/**
 * The columns every request table of the approval engine has (DESIGN §8.4): who asked, where it
 * stands, and who decided at each step with what comments. A kind's table spreads these and adds its
 * own payload columns, e.g. `pgTable('leave_requests', { ...approvalColumns(), leaveName: text()… },
 * (t) => [...approvalIndexes('leave_requests', t)])`. Who may decide is read from the requester's
 * current employment at decision time.
 */
export function approvalColumns() {
  return {
    ...personRecordColumns(),
    status: text({ enum: APPROVAL_STATUSES }).notNull().default('PENDING'),
    managerDecidedBy: text(),
    managerComments: text().notNull().default(''),
    managerDecidedAt: timestamp({ withTimezone: true }),
    hrDecidedBy: text(),
    hrComments: text().notNull().default(''),
    hrDecidedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  };
}

type ApprovalIndexColumns = {
  [K in 'id' | 'organizationId' | 'employeeId' | 'status' | 'managerDecidedBy' | 'hrDecidedBy' | 'createdAt']: Parameters<
    ReturnType<typeof index>['on']
  >[0];
};

/** The indexes the engine's queries use (own list, awaiting by status, decided-by lists). */
export function approvalIndexes(table: string, t: ApprovalIndexColumns) {
  return [
    index(`${table}_org_employee_idx`).on(t.organizationId, t.employeeId),
    index(`${table}_org_status_idx`).on(t.organizationId, t.status),
    // The queues: an approver's people's open requests (awaitingDecisionOf).
    index(`${table}_open_idx`).on(t.employeeId).where(sql`${t.status} in ('PENDING', 'MANAGER_APPROVED')`),
    // ... read in queue order (oldest or newest first), so a page of a long queue is read without a sort.
    index(`${table}_queue_idx`)
      .on(t.organizationId, t.createdAt, t.id)
      .where(sql`${t.status} in ('PENDING', 'MANAGER_APPROVED')`),
    index(`${table}_manager_idx`).on(t.managerDecidedBy),
    index(`${table}_hr_idx`).on(t.hrDecidedBy),
  ];
}

/** One requested change to one personal-details field (DESIGN §8.4, §8.6): the engine's "profile" kind. */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    ...approvalColumns(),
    fieldName: text().notNull(),
    oldValue: text().notNull().default(''),
    newValue: text().notNull().default(''),
  },
  (t) => [
    ...approvalIndexes('profile_change_requests', t),
    // At most one open request per employee and field: a newer one replaces it.
    uniqueIndex('profile_change_requests_open_field_idx')
      .on(t.employeeId, t.fieldName)
      .where(sql`${t.status} in ('PENDING', 'MANAGER_APPROVED')`),
  ],
);
