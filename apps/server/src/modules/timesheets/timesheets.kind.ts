import { formatDate, TIMESHEET_MESSAGES as M } from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import { defineApprovalKind } from '../approvals';
import { timesheetWeeks } from './timesheets.tables';

/** Timesheet weeks are decided through the one approval engine, like profile changes, leave and attendance. */
export const TIMESHEET_KIND = defineApprovalKind({
  kind: 'timesheet',
  table: timesheetWeeks,
  entity: 'timesheetWeek',
  noun: 'timesheet',
  blankCommentsAllowed: true,
  // The decider lands on the requester's weeks (the time summary, the week highlighted); the digest,
  // about several people, on the team list.
  links: {
    decide: (_approverId, _role, requesterId) => (requesterId ? `/timesheets/${requesterId}` : '/table'),
    status: (employeeId) => `/entrypage/${employeeId}`,
  },
  describe: (week, dateFormat) =>
    `the week ${formatDate(week.fromDate, dateFormat)} to ${formatDate(week.toDate, dateFormat)} (${(week.totalHundredths / 100).toFixed(2)} hours)`,
  describeIn: (week, dateFormat, language) =>
    say(language, 'mail.details.timesheet', {
      from: formatDate(week.fromDate, dateFormat, language),
      to: formatDate(week.toDate, dateFormat, language),
      hours: (week.totalHundredths / 100).toFixed(2),
    }),
  messages: { notFound: M.notFound },
});
