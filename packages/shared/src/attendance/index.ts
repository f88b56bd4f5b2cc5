// The module's public surface: other modules import it from here, never from its files.
export { ATTENDANCE_MESSAGES, ATTENDANCE_TYPE_OPTIONS } from './attendance.constants';
export { SHIFT_SWAP_MESSAGES, SHIFT_SWAP_PARTNER_STATUS_LABELS, SHIFT_SWAP_STATUSES } from './shift-swaps.schemas';
export type { DAY_STATUSES } from './time-attendance.constants';
export {
  inaccuratePositionMessage,
  outsideFenceMessage,
  TIME_ATTENDANCE_MESSAGES,
  WEEKDAYS,
} from './time-attendance.constants';
export { GENERAL_DAY_SHIFT, type ShiftRules } from './time-attendance.rules';
