import { TIMESHEET_MESSAGES as M } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { defineApprovalKind } from '../approvals';
import { timesheetWeeks } from './timesheets.tables';

/** Timesheet weeks are decided through the one approval engine, like profile changes, leave and attendance. */
export const TIMESHEET_KIND = defineApprovalKind({
  kind: 'timesheet',
  table: timesheetWeeks,
  entity: 'timesheetWeek',
  noun: 'timesheet',
  // The decider lands on the requester's weeks (the time summary, the week highlighted); the digest,
  // about several people, on the team list.
  links: {
    decide: (_approverId, _role, requesterId) => (requesterId ? `/timesheets/${requesterId}` : '/table'),
    status: (employeeId) => `/entrypage/${employeeId}`,
  },
  describe: async (db, id) => {
    const [week] = await db
      .select({ from: timesheetWeeks.fromDate, to: timesheetWeeks.toDate, total: timesheetWeeks.totalHundredths })
      .from(timesheetWeeks)
      .where(eq(timesheetWeeks.id, id));
    return week ? `the week ${week.from} to ${week.to} (${(week.total / 100).toFixed(2)} hours)` : 'a timesheet week';
  },
  messages: { notFound: M.notFound },
});
