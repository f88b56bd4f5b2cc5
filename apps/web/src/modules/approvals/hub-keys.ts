/** The cards of /ApprovalMaster; each has `approvals.<key>` and `approvals.<key>Text` in every catalogue. */
export const HUB_KEYS = [
  'leaveApprovals',
  'attendanceApprovals',
  'profileApprovals',
  'timesheetApprovals',
  'leaveStatus',
  'attendanceStatus',
  'profileStatus',
  'timesheetStatus',
  'expenseApprovals',
  'exitApprovals',
  'expenseStatus',
  'exitStatus',
  'taxProofApprovals',
  'taxProofStatus',
  'shiftSwapApprovals',
  'shiftSwapStatus',
] as const;

export type HubKey = (typeof HUB_KEYS)[number];
