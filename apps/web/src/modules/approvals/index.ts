// The module's public surface: other modules import it from here, never from its files.
export { approvalKeys, useBulkDecide, useWaitingByPerson } from './approvals.api';
export { ApprovalQueue, useApproverRoute } from './components/ApprovalQueue';
export { useBulkDecision } from './components/BulkDecision';
export { CommentsDialog } from './components/CommentsDialog';
export { highlightRowProps, useQueuePage, useRequestedId } from './components/queue-focus';
export { RequestFilters } from './components/RequestFilters';
export { RequestsPanel } from './components/RequestsPanel';
export { StatusBadge } from './components/StatusBadge';
