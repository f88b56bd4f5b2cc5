import { z } from 'zod';

/**
 * GET · PATCH organization/approvalSettings (BEYOND §B9): whether approving needs a comment. The spec's
 * rule (true) is the default; rejecting always needs one.
 */
export const approvalSettingsSchema = z.object({ commentRequired: z.boolean() });
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;
export const DEFAULT_APPROVAL_SETTINGS: ApprovalSettings = { commentRequired: true };

/**
 * GET · PATCH organization/leaveSettings (BEYOND §B9): whether a leave's duration counts only the
 * person's working days (weekly offs and holidays left out). The spec's calendar days (false) are the default.
 */
export const leaveSettingsSchema = z.object({ countWorkingDays: z.boolean() });
export type LeaveSettings = z.infer<typeof leaveSettingsSchema>;
export const DEFAULT_LEAVE_SETTINGS: LeaveSettings = { countWorkingDays: false };

export const WORKFLOW_SETTINGS_MESSAGES = {
  approvalSaved: 'Approval settings saved.',
  leaveSaved: 'Leave settings saved.',
} as const;

/** Whether a decision with these comments may go through: rejecting always needs a comment, approving when the organisation says so. */
export function decisionCommentMissing(comments: string, verdict: 'approve' | 'reject', settings: ApprovalSettings): boolean {
  if (comments.trim()) return false;
  return verdict === 'reject' || settings.commentRequired;
}
