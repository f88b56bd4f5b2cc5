import { formatMessage } from '../common';
/** Spec 3 §9: the leave types, by enum name, and how people read them. */
export const LEAVE_TYPES = [
  'SICKLEAVE',
  'EARNLEAVE',
  'CASUALLEAVE',
  'MATERNITYLEAVE',
  'MARRIAGELEAVE',
  'PATERNITYLEAVE',
  'RELIGIOUSFESTIVALLEAVES',
  'COMPENSATIONLEAVES',
  'MENSTRUATIONLEAVES',
] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** Who a leave type is for (BEYOND §B9): everyone, or the people whose profile's gender is Female or Male. */
export const LEAVE_GENDERS = ['ALL', 'FEMALE', 'MALE'] as const;
export type LeaveGender = (typeof LEAVE_GENDERS)[number];
export const LEAVE_GENDER_LABELS: Record<LeaveGender, string> = { ALL: 'Everyone', FEMALE: 'Women', MALE: 'Men' };

export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  SICKLEAVE: 'Sick Leave',
  EARNLEAVE: 'Earn Leave',
  CASUALLEAVE: 'Casual Leave',
  MATERNITYLEAVE: 'Maternity Leave',
  MARRIAGELEAVE: 'Marriage Leave',
  PATERNITYLEAVE: 'Paternity Leave',
  RELIGIOUSFESTIVALLEAVES: 'Religious Festival Leaves',
  COMPENSATIONLEAVES: 'Compensation Leaves',
  MENSTRUATIONLEAVES: 'Menstruation Leaves',
};

export function leaveTypeLabel(type: string): string {
  return (LEAVE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** Spec 3 §5, §9. */
export const LEAVE_COMMENTS_MAX = 100;
export const LEAVE_TYPE_COUNT_MAX_LENGTH = 2;
export const LEAVE_TYPE_DESCRIPTION_MAX = 250;
export const LEAVE_START_DAYS_BACK = 7;
export const LEAVE_STATUS_PAGE_SIZE = 5;
export const LEAVE_APPROVAL_PAGE_SIZE = 3;
export const HALF_DAY = 0.5;

/** Ledger movements (DESIGN §8.5): append-only; a balance is their sum. */
export const LEDGER_KINDS = ['ACCRUAL', 'CARRY_FORWARD', 'DEBIT', 'REVERSAL', 'ADJUSTMENT', 'OPENING'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  ACCRUAL: 'Monthly accrual',
  CARRY_FORWARD: 'Carried forward',
  DEBIT: 'Leave taken',
  REVERSAL: 'Leave cancelled',
  ADJUSTMENT: 'Adjustment',
  OPENING: 'Opening balance',
};

export const LEAVE_MESSAGES = {
  // leave types (admin)
  leaveTypeRequired: 'Leave type is required',
  countPositive: 'Count must be greater than zero',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description cannot be longer than ${LEAVE_TYPE_DESCRIPTION_MAX} characters.`,
  leaveTypeFixed: 'Leave type cannot be changed during update.',
  leaveTypeExists: 'This leave type already exists.',
  leaveTypeNotFound: 'Leave type not found.',
  capInvalid: 'Carry-forward cap must be zero or more.',
  deleteConfirm: 'Are you sure you want to delete this leave type?',
  loadFailed: 'Error fetching data!',
  loaded: 'Data loaded successfully!',
  leaveTypeCreated: 'Leave type added.',
  leaveTypeUpdated: 'Leave type updated.',
  leaveTypeDeleted: 'Leave type deleted.',
  noLeaveTypes: 'No leave types defined yet.',
  // apply
  startRequired: 'Start date is required.',
  startWindow: 'Start date must be within the last 7 working days or up to 1 year ahead.',
  endRequired: 'End date is required.',
  endBeforeStart: 'End date cannot be before the start date.',
  commentsRequired: 'Comments is required.',
  commentsTooLong: `Comments cannot be longer than ${LEAVE_COMMENTS_MAX} characters.`,
  durationRequired: 'Duration is required.',
  durationMismatch:
    'Duration does not match the dates: it must be the number of days from start to end (minus 0.5 for a half day).',
  workingDurationMismatch:
    'Duration does not match the dates: your organisation counts working days only (weekly offs and holidays left out, minus 0.5 for a half day).',
  workingCalendarTooLong: 'Ask for at most two years at once.',
  noWorkingDays: 'These dates hold no working day: they are all weekly offs or holidays.',
  leaveTypeNotOffered: 'This leave type is not offered by your organisation.',
  leaveTypeNotForYou: 'This leave type is not offered to you.',
  genderInvalid: 'Choose who the leave type is for.',
  applied: 'Leave applied successfully!',
  cancelled: 'Leave request deleted successfully',
  overlap: 'You already have a leave request for some of these days.',
  notFound: 'Leave request not found.',
  alreadyStarted: 'A leave that has already started cannot be cancelled.',
  notEnoughToApprove: 'There is not enough leave balance left to approve this request.',
  approved: 'Leave approved.',
  approvedByManager: 'Leave approved; it now waits for HR’s final approval.',
  rejected: 'Leave rejected.',
  noResults: 'No results found.',
  noBalance: 'No leave types defined yet.',
  // templates (issue 27 point 4): the values are filled in by insufficientBalanceMessage
  insufficientBalanceOne: 'Not enough leave balance: you have {{available}} day of {{type}} left.',
  insufficientBalance: 'Not enough leave balance: you have {{available}} days of {{type}} left.',
  insufficientBalanceOneWaiting:
    'Not enough leave balance: you have {{available}} day of {{type}} left ({{pending}} more already requested and waiting for approval).',
  insufficientBalanceWaiting:
    'Not enough leave balance: you have {{available}} days of {{type}} left ({{pending}} more already requested and waiting for approval).',
} as const;

/** 'You have only 2.5 days of Sick Leave left.' (pending requests already count against it). */
export function insufficientBalanceMessage(type: string, available: number, pending: number): string {
  const M = LEAVE_MESSAGES;
  const template =
    pending > 0
      ? available === 1
        ? M.insufficientBalanceOneWaiting
        : M.insufficientBalanceWaiting
      : available === 1
        ? M.insufficientBalanceOne
        : M.insufficientBalance;
  return formatMessage(template, { available, type: leaveTypeLabel(type), pending });
}
