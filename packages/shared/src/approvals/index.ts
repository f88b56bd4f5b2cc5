// The module's public surface: other modules import it from here, never from its files.

export type { ApprovalStatus } from './approvals.constants';
export {
  APPROVAL_COMMENTS_MAX,
  APPROVAL_KINDS,
  APPROVAL_MESSAGES,
  APPROVAL_STATUSES,
  bulkDecisionMessage,
  OPEN_APPROVAL_STATUSES,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  PROFILE_REQUEST_STATUS_LABELS,
} from './approvals.constants';
export { approvalCommentsSchema, approvalCountsSchema } from './approvals.schemas';
