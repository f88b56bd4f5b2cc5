/** The month's totals the calendar shows, in order: day counts, then minutes, then days without pay. */
export const TOTAL_KEYS = [
  'present',
  'halfDays',
  'absent',
  'leave',
  'holidays',
  'weeklyOffs',
  'late',
  'overtime',
  'lopDays',
] as const;
export type TotalKey = (typeof TOTAL_KEYS)[number];
