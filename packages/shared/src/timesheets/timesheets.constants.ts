import { formatMessage, RECHECK_FORM } from '../common';

/** Spec 3 §5, §8 and §9 texts for timesheets, word for word. */
/** The timesheet messages with values, as templates (issue 27 point 4); the catalogue's `messages.timesheets`. */
export const TIMESHEET_TEMPLATES = {
  dayOverLimit: 'More than 24 hours on {{date}} across projects.',
  notAssigned: 'You are not assigned to project {{projectCode}} on {{date}}.',
  notAssignedThisWeek: 'You are not assigned to project {{projectCode}} this week.',
  notAssignedInWeek: 'You are not assigned to project {{projectCode}} in the week of {{monday}}.',
  weekLocked: 'This week is {{status}} and can no longer be changed.',
  exportRange: 'Choose a range of at most {{days}} days.',
} as const;

const T = TIMESHEET_TEMPLATES;

export const TIMESHEET_MESSAGES = {
  invalidMonth: 'Invalid year or month selected. Showing current week data.',
  noMonthData: 'No Data Available',
  noStatusData: 'No timesheet data available',
  noData: 'No data available',
  loading: 'Loading...',
  ownOnly: 'You can only view your own timesheet.',
  updated: 'Time sheet updated successfully!',
  updateFailed: 'Failed to update the time sheet.',
  saved: 'Time sheet saved successfully!',
  saveFailed: 'Failed to save the time sheet.',
  saveOrUpdateFailed: 'Error saving/updating the time sheet.',
  submitted: 'Data created successfully!',
  recheck: RECHECK_FORM,
  readFailed: 'Error  while checking',
  loadError: 'Error loading timesheet data',
  detailLoadFailed: 'Failed to load timesheet data.',
  noEmployees: 'No employees found.',
  // ours, where the spec is silent
  hoursFormat: 'Hours take only digits and one decimal point, up to 2 characters.',
  futureDay: 'Hours cannot be entered for a day after today.',
  dayOverLimit: (date: string) => formatMessage(T.dayOverLimit, { date }),
  notAssigned: (projectCode: string, date: string) => formatMessage(T.notAssigned, { projectCode, date }),
  totalMismatch: 'The week total does not match the hours of its days.',
  daysRequired: 'Send the hours of each day of the week (days).',
  weekTotalFormat: 'The week total takes a number of hours from 0 to 168 with at most 2 decimals.',
  weekTotalWithoutDays: (hours: string) => `${hours} h recorded for the week without days; entering days replaces it.`,
  weekOverLimit: 'More than 168 hours in the week across projects.',
  notAssignedThisWeek: (projectCode: string) => formatMessage(T.notAssignedThisWeek, { projectCode }),
  notAssignedInWeek: (projectCode: string, monday: string) => formatMessage(T.notAssignedInWeek, { projectCode, monday }),
  weekTotalDoesNotFit: 'The week total does not fit its days: at most 24 hours a day across projects, up to today.',
  oneWeek: 'The days must lie in one week, Monday to Sunday.',
  weekLocked: (status: string) => formatMessage(T.weekLocked, { status: status.toLowerCase() }),
  exportRange: (days: number) => formatMessage(T.exportRange, { days }),
  weekNotRejected: 'Only a rejected week is saved by update.',
  alreadySubmitted: 'This week is already submitted.',
  alreadyApproved: 'This week is already approved.',
  nothingToSubmit: 'There are no hours to submit for this week.',
  weekRange: 'From date must be a Monday and To date the Sunday after it.',
  commentsRequired: 'Comments are mandatory.',
  notFound: 'Timesheet not found.',
  notYourDecision: 'This timesheet is not waiting for your decision.',
} as const;

/** Spec 3 §9: 2024 to 2033 in the year picker; a week runs Monday to Sunday; a day holds at most 24 hours. */
export const TIMESHEET_YEARS = { first: 2024, last: 2033 } as const;
export const MAX_HOURS_PER_DAY = 24;
export const MAX_HOURS_PER_WEEK = 7 * MAX_HOURS_PER_DAY;
export const SUMMARY_WEEKS = 4;
