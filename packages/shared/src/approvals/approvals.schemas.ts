import { z } from 'zod';
import {
  APPROVAL_BULK_MAX,
  APPROVAL_COMMENTS_MAX,
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  APPROVAL_MESSAGES as M,
  PROFILE_REQUEST_STATUSES,
} from './approvals.constants';

/** Spec 3 §5: comments are mandatory after trimming (and kept to a sensible length). */
export const approvalCommentsSchema = z
  .string({ error: M.commentsRequired })
  .trim()
  .min(1, M.commentsRequired)
  .max(APPROVAL_COMMENTS_MAX, M.commentsTooLong);

/**
 * Comments as the decision calls take them: trimmed, kept to a sensible length, possibly blank. Whether a
 * blank one may go through is the engine's rule (rejecting always needs one; approving unless the
 * organisation made it optional, BEYOND §B9).
 */
export const decisionCommentsSchema = z
  .string({ error: M.commentsRequired })
  .trim()
  .max(APPROVAL_COMMENTS_MAX, M.commentsTooLong);

/** The comments dialog's form. */
export const approvalCommentsFormSchema = z.object({ comments: approvalCommentsSchema });
/** The comments dialog's form when the comment may be left blank (approving, where the organisation allows it). */
export const optionalCommentsFormSchema = z.object({ comments: decisionCommentsSchema });
export type ApprovalCommentsForm = z.input<typeof approvalCommentsFormSchema>;

/** A profile-change request as every list answers it (API.md §4.11); string fields are never null. */
export const profileChangeRequestSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  fieldName: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  status: z.enum(PROFILE_REQUEST_STATUSES),
  comments: z.string(),
});
export type ProfileChangeRequest = z.infer<typeof profileChangeRequestSchema>;

/** GET profileApprovals/approvals answers a wrapper; requests and updated answer bare arrays. */
export const profileApprovalsResponseSchema = z.object({ approvals: z.array(profileChangeRequestSchema) });
export type ProfileApprovalsResponse = z.infer<typeof profileApprovalsResponseSchema>;

/** employeeId, page (0-based, also pageNumber) and size, as the spec's lists send them (size=40). */
export const approvalListQuerySchema = z.object({
  employeeId: z.string({ error: 'employeeId is required.' }).trim().min(1, 'employeeId is required.').max(50),
  page: z.coerce.number().int().min(0).optional(),
  pageNumber: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).optional(),
  /**
   * The queue opens on this request: the awaiting list answers the window (of `size`) that holds it
   * instead of `page`, so a notification's link lands on its request. Unknown or decided: `page` as usual.
   */
  request: z.coerce.number().int().positive().optional(),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

/**
 * PATCH profileApprovals/{manager|hr}/{approve|reject}: the body is the whole item plus comments;
 * only id and comments count, everything else is taken from the stored request.
 */
export const approvalDecisionSchema = z.object({
  id: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound),
  comments: decisionCommentsSchema,
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

export const approvalDecisionResponseSchema = profileChangeRequestSchema.extend({ message: z.string() });
export type ApprovalDecisionResponse = z.infer<typeof approvalDecisionResponseSchema>;

/** What PATCH employee/update answers when a non-admin's own edit is filed for approval. */
export const profileChangesFiledSchema = z.object({ message: z.string(), requests: z.number().int() });
export type ProfileChangesFiled = z.infer<typeof profileChangesFiledSchema>;

/** GET approvals/counts: how many requests of each kind wait for the caller's decision (the hub's badges). */
const kindCountsSchema = z.object({
  profile: z.number().int(),
  leave: z.number().int(),
  attendance: z.number().int(),
  timesheet: z.number().int(),
  expense: z.number().int(),
  exit: z.number().int(),
  taxProof: z.number().int(),
  shiftSwap: z.number().int(),
});
/** `mine`: the caller's own requests still open, per kind (the status links' badges). */
export const approvalCountsSchema = kindCountsSchema.extend({ mine: kindCountsSchema });
export type ApprovalCountsResponse = z.infer<typeof approvalCountsSchema>;

/** POST approvals/bulk: one verdict and one comment for several requests of one kind. */
export const approvalBulkDecisionSchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  verdict: z.enum(['approve', 'reject']),
  ids: z
    .array(z.coerce.number().int().positive(), { error: M.bulkEmpty })
    .min(1, M.bulkEmpty)
    .max(APPROVAL_BULK_MAX, M.bulkTooMany),
  comments: decisionCommentsSchema,
});
export type ApprovalBulkDecision = z.infer<typeof approvalBulkDecisionSchema>;

/** Each id once, in the order sent: decided ones with their new status, the others with why not. */
export const approvalBulkResultSchema = z.object({
  decided: z.array(z.object({ id: z.number().int(), status: z.enum(APPROVAL_STATUSES) })),
  failed: z.array(z.object({ id: z.number().int(), status: z.number().int(), message: z.string() })),
  message: z.string(),
});
export type ApprovalBulkResult = z.infer<typeof approvalBulkResultSchema>;

/** GET approvals/waiting?kind=: per person, how many requests of that kind wait for the caller. */
export const approvalWaitingQuerySchema = z.object({ kind: z.enum(APPROVAL_KINDS) });
export const approvalWaitingSchema = z.array(
  z.object({ employeeId: z.string(), employeeName: z.string(), waiting: z.number().int() }),
);
export type ApprovalWaiting = z.infer<typeof approvalWaitingSchema>;
