import { ATTENDANCE_MESSAGES, attendanceTypeLabel, formatDate, formatWorkingHours } from '@hrms/shared';
import { labelIn, documentText as say } from '@hrms/shared/i18n/documents';
import { defineApprovalKind } from '../approvals';
import { attendanceRecords } from './attendance.tables';

/**
 * Attendance entries are the approval engine's "attendance" kind (DESIGN §8.4, §8.8): the engine routes
 * them to the reporting manager and HR, decides, notifies and audits; an approved entry needs nothing
 * more, since timesheets read approved entries directly.
 */
export const ATTENDANCE_KIND = defineApprovalKind({
  kind: 'attendance',
  table: attendanceRecords,
  entity: 'attendance',
  noun: 'attendance request',
  links: {
    decide: (approverId, role) => `/AttendanceApproval/${approverId}/${role}`,
    status: (employeeId) => `/AttendanceStatus/${employeeId}`,
  },
  describe: (row, dateFormat) =>
    `${attendanceTypeLabel(row.type)} on ${formatDate(row.attendanceDate, dateFormat)}, ${row.inTime} to ${row.outTime} (${formatWorkingHours(row.workingMinutes)})`,
  describeIn: (row, dateFormat, language) =>
    say(language, 'mail.details.attendance', {
      type: labelIn(language, 'attendanceTypes', row.type, attendanceTypeLabel(row.type)),
      date: formatDate(row.attendanceDate, dateFormat, language),
      in: row.inTime,
      out: row.outTime,
      hours: formatWorkingHours(row.workingMinutes),
    }),
  messages: { notFound: ATTENDANCE_MESSAGES.notFound },
});
