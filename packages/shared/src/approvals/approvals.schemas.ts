import { z } from 'zod';
import { APPROVAL_COMMENTS_MAX, APPROVAL_MESSAGES as M, PROFILE_REQUEST_STATUSES } from './approvals.constants';

/** Spec 3 §5: comments are mandatory after trimming (and kept to a sensible length). */
export const approvalCommentsSchema = z
  .string({ error: M.commentsRequired })
  .trim()
  .min(1, M.commentsRequired)
  .max(APPROVAL_COMMENTS_MAX, M.commentsTooLong);

/** The comments dialog's form. */
export const approvalCommentsFormSchema = z.object({ comments: approvalCommentsSchema });
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
});
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

/**
 * PATCH profileApprovals/{manager|hr}/{approve|reject}: the body is the whole item plus comments;
 * only id and comments count, everything else is taken from the stored request.
 */
export const approvalDecisionSchema = z.object({
  id: z.coerce.number({ error: M.notFound }).int(M.notFound).positive(M.notFound),
  comments: approvalCommentsSchema,
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
});
/** `mine`: the caller's own requests still open, per kind (the status links' badges). */
export const approvalCountsSchema = kindCountsSchema.extend({ mine: kindCountsSchema });
export type ApprovalCountsResponse = z.infer<typeof approvalCountsSchema>;
