// The module's public surface: other modules import it from here, never from its files.
export { approvalKeys, useBulkDecide, useWaitingByPerson, type Verdict } from './approvals.api';
export { ApprovalQueue, requestTables, useApproverRoute } from './components/ApprovalQueue';
export { useBulkDecision } from './components/BulkDecision';
export { CommentsDialog } from './components/CommentsDialog';
export { DecisionButtons, useDecisionDialog } from './components/DecisionButtons';
export { highlightRowProps, useQueuePage, useRequestedId } from './components/queue-focus';
export { RequestsTable, type RequestsTableProps } from './components/RequestsTable';
export { StatusBadge } from './components/StatusBadge';
