/** The approval engine: every kind of request (leave, attendance, timesheets…) files, lists and decides through it. */

export { sendApprovalsDigest } from './approvals.digest';
export {
  type ApprovalKindConfig,
  type ApprovalState,
  type ApprovalTable,
  announceFiled,
  awaitingDecisionOf,
  awaitingWindow,
  cancelRequest,
  countAwaiting,
  decidedBy,
  decideMany,
  decideRequest,
  defineApprovalKind,
  isMultiLevel,
  latestComments,
  listWindow,
  type MultiLevel,
  multiLevelOf,
  openStatus,
  type Routing,
  registeredApprovalKinds,
  requesterName,
  requireSelf,
  requireSomeApprover,
  routingOf,
  type Verdict,
} from './approvals.engine';
export { approvalsRoutes } from './approvals.routes';
export { seedProfileChangeRequests } from './approvals.seed';
export { fileProfileChanges } from './approvals.service';
export { approvalColumns, approvalIndexes, profileChangeRequests } from './approvals.tables';
