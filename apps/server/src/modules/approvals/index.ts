import type { ServerModule } from '../../lib/module';
/** The approval engine: every kind of request (leave, attendance, timesheets…) files, lists and decides through it. */
import { profileChangesHook } from '../employees';
import { approvalsRoutes } from './approvals.routes';
import { seedScaleProfileChangeRequests } from './approvals.scale';
import { seedProfileChangeRequests } from './approvals.seed';
import { fileProfileChanges } from './approvals.service';

profileChangesHook.provide(fileProfileChanges);

export { sendApprovalsDigest } from './approvals.digest';
export {
  type ApprovalKindConfig,
  type ApprovalState,
  type ApprovalTable,
  announceFiled,
  awaitingDecisionOf,
  awaitingQueue,
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
  requireListedRequester,
  requireSelf,
  requireSomeApprover,
  routingOf,
  type Verdict,
} from './approvals.engine';
export { approvalColumns, approvalIndexes, profileChangeRequests } from './approvals.tables';

/** What approvals brings to the app (lib/module.ts). */
export const approvalsModule: ServerModule = {
  name: 'approvals',
  routes: approvalsRoutes,
  demoSeeds: [{ run: seedProfileChangeRequests }],
  scaleSteps: [{ name: 'profile-change requests', run: seedScaleProfileChangeRequests }],
};
