import { APPROVAL_STATUSES, type ApprovalStatus, OPEN_APPROVAL_STATUSES } from '../approvals';
import { GENERIC_FALLBACK } from '../common';

/** Spec 2 §4: the attendance types the server stores. */
export const ATTENDANCE_TYPES = ['workFromOffice', 'workFromHome', 'halfDay'] as const;
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];

export const ATTENDANCE_TYPE_LABELS: Record<AttendanceType, string> = {
  workFromOffice: 'Work From Office',
  workFromHome: 'Work From Home',
  halfDay: 'Half Day',
};

/**
 * The Add Attendance modal's type options (spec 2 §4): Missed Swipein also carries the value halfDay,
 * so each option has its own key and the value it sends.
 */
export const ATTENDANCE_TYPE_OPTIONS = [
  { key: 'workFromOffice', label: 'Work From Office', value: 'workFromOffice' },
  { key: 'workFromHome', label: 'Work From Home', value: 'workFromHome' },
  { key: 'halfDay', label: 'Half Day', value: 'halfDay' },
  { key: 'missedSwipein', label: 'Missed Swipein', value: 'halfDay' },
] as const satisfies readonly { key: string; label: string; value: AttendanceType }[];
export type AttendanceTypeOptionKey = (typeof ATTENDANCE_TYPE_OPTIONS)[number]['key'];

/**
 * Where an attendance request stands (DESIGN §8.4, §8.8). MANAGER_APPROVED is the multi-level
 * intermediate step; CANCELLED requests were withdrawn by the requester and leave every list.
 */
export const ATTENDANCE_STATUSES = APPROVAL_STATUSES;
export type AttendanceStatus = ApprovalStatus;
/** Still waiting for a decision: the requester may cancel them. */
export const OPEN_ATTENDANCE_STATUSES = OPEN_APPROVAL_STATUSES;

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  PENDING: 'Pending',
  MANAGER_APPROVED: 'Approved by manager',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/** Spec 2 §9: entries for the past 7 days, never today or later (and so never older than a year). */
export const ATTENDANCE_WINDOW_DAYS = 7;
/** The reportees report is paged on the server; a team larger than this is read page by page. */
export const ATTENDANCE_REPORTEES_PAGE_SIZE = 200;
/** The reportees report screen shows this many reportees per page. */
export const ATTENDANCE_REPORT_SCREEN_PAGE_SIZE = 20;

export const ATTENDANCE_MESSAGES = {
  required: 'Please select attendance type, start time, and end time.',
  dateRequired: 'Please select an attendance date.',
  dateInvalid: 'Please select a valid attendance date.',
  dateNotPast: 'Attendance cannot be added for today or a future date.',
  dateTooOld: 'Attendance can only be added for the past 7 days.',
  timeInvalid: 'Please enter the time as HH:mm.',
  outBeforeIn: 'End time must be after start time.',
  duplicate: 'Attendance for this date has already been submitted.',
  ownOnly: 'You can only add your own attendance.',
  reporteesOwnOnly: 'You can only see the attendance of your own reportees.',
  noData: 'No attendance data available for this date.',
  noReportees: 'No reportees found.',
  failed: GENERIC_FALLBACK,
  added: 'Attendance added successfully! It now waits for approval.',
  cancelled: 'Attendance record deleted successfully',
  notFound: 'Attendance request not found.',
  noApprover: 'There is no reporting manager or HR to approve your attendance. Please ask an administrator.',
  exportFailed: 'Could not export the attendance. Please try again.',
  loadFailed: 'Could not load the attendance.',
  pendingNote: 'Waiting for approval',
} as const;

export const ATTENDANCE_TRACKER_EXPORT_COLUMNS = [
  'Employee ID',
  'Employee Name',
  'Attendance Date',
  'In Time',
  'Out Time',
  'Total Working Hours',
  'Type',
  'Status',
] as const;

export const ATTENDANCE_REQUEST_EXPORT_COLUMNS = [
  'Employee ID',
  'Employee Name',
  'Attendance Date',
  'Type',
  'In Time',
  'Out Time',
  'Total Working Hours',
  'Status',
  'Comments',
] as const;
