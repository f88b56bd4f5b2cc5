import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { approvalColumns, approvalIndexes } from '../approvals/approvals.tables';
import { organizations } from '../organization/organization.tables';

/** An organisation's exit settings: the notice period and its own checklist tasks (`owner` a role or an employee id). */
export const exitSettings = pgTable('exit_settings', {
  organizationId: text()
    .primaryKey()
    .references(() => organizations.organizationId),
  noticeDays: integer().notNull(),
  tasks: jsonb().$type<{ task: string; owner: string }[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ExitSettlementRecord = {
  runId: string;
  month: string;
  paidDays: number;
  encashment: number;
  expenses: number;
  net: number;
};

/** A resignation or termination: the engine's "exit" kind. `settlement` is written by the pay run of the last day's month. */
export const exits = pgTable(
  'exits',
  {
    ...approvalColumns(),
    kind: text({ enum: ['RESIGNATION', 'TERMINATION'] }).notNull(),
    reason: text().notNull(),
    lastWorkingDay: date({ mode: 'string' }).notNull(),
    filedBy: text().notNull(),
    settlement: jsonb().$type<ExitSettlementRecord>(),
    accessStoppedAt: timestamp({ withTimezone: true }),
  },
  (t) => [...approvalIndexes('exits', t), index('exits_last_day_idx').on(t.organizationId, t.status, t.lastWorkingDay)],
);

/** The checklist of an approved exit: one row per task, ticked off by its owner. */
export const exitTasks = pgTable(
  'exit_tasks',
  {
    id: serial().primaryKey(),
    organizationId: text().notNull(),
    exitId: integer()
      .notNull()
      .references(() => exits.id, { onDelete: 'cascade' }),
    task: text().notNull(),
    owner: text().notNull(),
    assetTag: text(),
    dueDate: date({ mode: 'string' }).notNull(),
    doneAt: timestamp({ withTimezone: true }),
    doneBy: text(),
    note: text().notNull().default(''),
  },
  (t) => [index('exit_tasks_exit_idx').on(t.exitId, t.id)],
);
