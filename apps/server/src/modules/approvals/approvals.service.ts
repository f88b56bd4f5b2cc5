import {
  type ApprovalCountsResponse,
  type ApprovalDecision,
  type ApprovalListQuery,
  changedProfileFields,
  EMPLOYEE_MESSAGES,
  APPROVAL_MESSAGES as M,
  type PersonalDetails,
  type ProfileField,
  personalDetailsSchema,
  profileFieldLabel,
} from '@hrms/shared';
import { documentText as say, screenLabelIn } from '@hrms/shared/i18n/documents';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { emailTakenByAnother, employeeUpdate, findEmployeeInOrganization, toProfile } from '../employees';
import {
  announceFiled,
  awaitingQueue,
  countAwaiting,
  type DecisionEffects,
  decideRequest,
  defineApprovalKind,
  listWindow,
  requireListedRequester,
  requireSelf,
  requireSomeApprover,
  type Verdict,
} from './approvals.engine';
import * as repo from './approvals.repository';
import { profileChangeRequests } from './approvals.tables';

/** Profile changes are the engine's "profile" kind: a final approval writes the value into the record. */
defineApprovalKind({
  kind: 'profile',
  table: profileChangeRequests,
  entity: 'profileChangeRequest',
  noun: 'profile change request',
  links: {
    decide: (approverId, role) => `/ProfileDetailsApproval/${approverId}/${role}`,
    status: (employeeId) => `/ProfileDetailsStatus/${employeeId}`,
  },
  describe: (row) => `${profileFieldLabel(row.fieldName)}: "${row.oldValue}" → "${row.newValue}"`,
  describeIn: (row, _dateFormat, language) =>
    say(language, 'mail.details.profile', {
      field: screenLabelIn(language, `profileFields.${row.fieldName}`, profileFieldLabel(row.fieldName)),
      old: row.oldValue,
      new: row.newValue,
    }),
  onDecided: async (tx, actor, request, status) => (status === 'APPROVED' ? applyChange(tx, actor, request) : undefined),
});

/** How many requests of each kind wait for the caller (the /ApprovalMaster hub's badges). */
export async function countMyApprovals(deps: Deps, actor: Actor): Promise<ApprovalCountsResponse> {
  return countAwaiting(deps.db, actor);
}

/** The requester's own profile-change requests (the requester themself, or an admin of the organisation). */
export async function listOwnRequests(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  const employee = await requireListedRequester(deps, actor, query.employeeId);
  return repo.listRequestsOf(deps.db, actor.organizationId, employee.employeeId, listWindow(query));
}

/** Requests waiting for the caller's decision; only managers and HR decide, so anyone else has none. */
export async function listAwaitingApprovals(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  const queue = await awaitingQueue(deps, actor, profileChangeRequests, 'desc', query);
  if (!queue) return { approvals: [] };
  const approvals = await repo.listAwaitingDecision(deps.db, actor.organizationId, actor.employeeId, queue.window);
  return { approvals };
}

/** Requests the caller has already approved or rejected. */
export async function listDecidedRequests(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  requireSelf(actor, query.employeeId);
  return repo.listDecidedBy(deps.db, actor.organizationId, actor.employeeId, listWindow(query));
}

/**
 * Files one profile-change request per changed personal-details field of the caller's own record
 * (DESIGN §8.6). A newer request for a field replaces the open one, whose approval starts over.
 */
export async function fileProfileChanges(deps: Deps, actor: Actor, details: PersonalDetails) {
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, actor.employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  const changes = changedProfileFields(toProfile(employee), details);
  if (changes.length === 0) throw badRequest(EMPLOYEE_MESSAGES.noChanges);
  await requireSomeApprover(deps.db, employee.employeeId);
  if (changes.some((c) => c.fieldName === 'email'))
    await requireFreeEmail(deps, actor.organizationId, details.email, employee.employeeId);

  await deps.db.transaction(async (tx) => {
    for (const change of changes) {
      const open = await repo.findOpenRequest(tx, employee.employeeId, change.fieldName);
      const id = await repo.upsertOpenRequest(tx, {
        organizationId: actor.organizationId,
        employeeId: employee.employeeId,
        ...change,
      });
      await recordAudit(tx, actor, {
        entity: 'profileChangeRequest',
        entityId: String(id),
        action: open ? 'update' : 'create',
        before: open ? { fieldName: open.fieldName, newValue: open.newValue, status: open.status } : undefined,
        after: { ...change, status: 'PENDING' },
      });
      await announceFiled(tx, 'profile', { id, organizationId: actor.organizationId, employeeId: employee.employeeId });
    }
  });
  return { message: EMPLOYEE_MESSAGES.changeRequested, requests: changes.length };
}

async function requireFreeEmail(deps: Deps, organizationId: string, email: string, employeeId: string) {
  if (await emailTakenByAnother(deps.db, organizationId, email, employeeId)) {
    throw conflict(EMPLOYEE_MESSAGES.emailTaken, { email: EMPLOYEE_MESSAGES.emailTaken });
  }
}

/** Approves or rejects a profile-change request on the approval engine; a final approval applies the change. */
export async function decideProfileRequest(deps: Deps, actor: Actor, input: ApprovalDecision, verdict: Verdict) {
  const { message, request, requesterName } = await decideRequest(deps, actor, 'profile', input, verdict);
  return { ...repo.toListRow(request as repo.RequestRow, requesterName), message };
}

/**
 * The approved value for the employee record, as a write the engine runs with the decision's. The whole
 * record is re-validated with the personal-details rules as the employee asked for it (this change plus
 * their other open requests, read with the record in one statement, so linked fields such as country
 * code and phone number can be approved one after the other).
 */
async function applyChange(tx: Executor, actor: Actor, request: repo.RequestRow): Promise<DecisionEffects> {
  const found = await repo.findEmployeeWithOpenRequests(tx, request.employeeId, request.id);
  if (!found) throw notFound(EMPLOYEE_MESSAGES.notFound);
  const { employeeId, ...current } = toProfile(found.employee);
  const asRequested: Record<string, string> = { ...current };
  for (const other of found.openRequests) asRequested[other.fieldName] = other.newValue;
  asRequested[request.fieldName] = request.newValue;

  const parsed = personalDetailsSchema.safeParse(asRequested);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === request.fieldName) ?? parsed.error.issues[0];
    const field = String(issue?.path[0] ?? request.fieldName);
    const message = issue?.message ?? M.alreadyDecided;
    throw conflict(message, { [field]: message });
  }
  const field = request.fieldName as ProfileField;
  const value = parsed.data[field];
  if (field === 'email') {
    if (await emailTakenByAnother(tx, actor.organizationId, value, employeeId)) {
      throw conflict(EMPLOYEE_MESSAGES.emailTaken, { email: EMPLOYEE_MESSAGES.emailTaken });
    }
  }
  return {
    writes: [employeeUpdate(tx, employeeId, { [field]: value })],
    audit: [
      {
        entity: 'employee',
        entityId: employeeId,
        action: 'update',
        before: { [field]: current[field] },
        after: { [field]: value, profileChangeRequest: request.id },
      },
    ],
  };
}
