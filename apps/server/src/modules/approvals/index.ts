export { approvalsRoutes } from './approvals.routes';
export { seedProfileChangeRequests } from './approvals.seed';
export { fileProfileChanges } from './approvals.service';
export { profileChangeRequests } from './approvals.tables';
