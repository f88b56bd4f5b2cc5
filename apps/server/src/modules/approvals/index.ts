/** The approval engine: every kind of request (leave, attendance, timesheets…) files, lists and decides through it. */
export {
  type ApprovalKindConfig,
  type ApprovalState,
  type ApprovalTable,
  announceFiled,
  awaitingDecisionOf,
  cancelRequest,
  countAwaiting,
  decidedBy,
  decideRequest,
  defineApprovalKind,
  deliver,
  isMultiLevel,
  latestComments,
  listWindow,
  openStatus,
  type Routing,
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
