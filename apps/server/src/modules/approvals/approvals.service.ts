import {
  APPROVAL_FETCH_SIZE,
  type ApprovalDecision,
  type ApprovalListQuery,
  changedProfileFields,
  EMPLOYEE_MESSAGES,
  isAdmin,
  APPROVAL_MESSAGES as M,
  MAX_PAGE_SIZE,
  type PersonalDetails,
  type ProfileField,
  type ProfileRequestStatus,
  personalDetailsSchema,
} from '@hrms/shared';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { findAccount } from '../auth';
import {
  emailTakenByAnother,
  findEmployee,
  findEmployeeInOrganization,
  findEmployment,
  toProfile,
  updateEmployee,
} from '../employees';
import { findOrganization } from '../organization';
import * as repo from './approvals.repository';

type Verdict = 'approve' | 'reject';

function listWindow(query: ApprovalListQuery) {
  const limit = Math.min(query.size ?? APPROVAL_FETCH_SIZE, MAX_PAGE_SIZE);
  return { offset: (query.page ?? query.pageNumber ?? 0) * limit, limit };
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function requireSelf(actor: Actor, employeeId: string) {
  if (!sameId(actor.employeeId, employeeId)) throw forbidden(M.ownListsOnly);
}

async function isMultiLevel(deps: Deps, organizationId: string) {
  return (await findOrganization(deps.db, organizationId))?.multiLevel ?? false;
}

/** The requester's own profile-change requests (the requester themself, or an admin of the organisation). */
export async function listOwnRequests(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  if (!isAdmin(actor.role)) requireSelf(actor, query.employeeId);
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, query.employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  return repo.listRequestsOf(deps.db, actor.organizationId, employee.employeeId, listWindow(query));
}

/** Requests waiting for the caller's decision; only managers and HR decide, so anyone else has none. */
export async function listAwaitingApprovals(deps: Deps, actor: Actor, query: ApprovalListQuery) {
  requireSelf(actor, query.employeeId);
  if (actor.role !== 'ROLE_MANAGER' && actor.role !== 'ROLE_HR') return { approvals: [] };
  const multiLevel = await isMultiLevel(deps, actor.organizationId);
  const approvals = await repo.listAwaitingDecision(
    deps.db,
    actor.organizationId,
    actor.employeeId,
    multiLevel,
    listWindow(query),
  );
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
  await requireSomeApprover(deps, employee.employeeId);
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
    }
  });
  return { message: EMPLOYEE_MESSAGES.changeRequested, requests: changes.length };
}

async function requireSomeApprover(deps: Deps, employeeId: string) {
  const employment = await findEmployment(deps.db, employeeId);
  const [manager, hr] = await Promise.all([
    employment?.reportingManagerId ? findAccount(deps.db, employment.reportingManagerId) : null,
    employment?.hrId ? findAccount(deps.db, employment.hrId) : null,
  ]);
  if (!repo.effectiveApprover(manager?.employeeId, manager?.role) && !repo.effectiveApprover(hr?.employeeId, hr?.role)) {
    throw conflict(M.noApprover);
  }
}

async function requireFreeEmail(deps: Deps, organizationId: string, email: string, employeeId: string) {
  if (await emailTakenByAnother(deps.db, organizationId, email, employeeId)) {
    throw conflict(EMPLOYEE_MESSAGES.emailTaken, { email: EMPLOYEE_MESSAGES.emailTaken });
  }
}

/**
 * Approves or rejects a request (DESIGN §8.4). The deciders are the requester's reporting manager and
 * HR from current employment. Single-level: the first of them to decide settles it. Multi-level: the
 * manager approves first and HR gives the final approval. Rejection at any step is final. A final
 * approval applies the change to the employee record in the same transaction.
 */
export async function decideProfileRequest(deps: Deps, actor: Actor, input: ApprovalDecision, verdict: Verdict) {
  const multiLevel = await isMultiLevel(deps, actor.organizationId);
  const message = await deps.db.transaction(async (tx) => {
    const found = await repo.findRequestForDecision(tx, actor.organizationId, input.id);
    if (!found) throw notFound(M.notFound);
    const { request } = found;
    const managerId = repo.effectiveApprover(found.reportingManagerId, found.managerRole);
    const hrId = repo.effectiveApprover(found.hrId, found.hrRole);
    const asManager = managerId === actor.employeeId;
    const asHr = hrId === actor.employeeId;
    if (!asManager && !asHr) throw forbidden(M.notYourDecision);
    if (request.status === 'APPROVED' || request.status === 'REJECTED') throw conflict(M.alreadyDecided);

    const step = decidingStep(request.status, { asManager, asHr, hasManager: Boolean(managerId), multiLevel });
    const note = { by: actor.employeeId, comments: input.comments };
    const finalApproval = step === 'hr' || asHr || !multiLevel || !hrId;
    const status: ProfileRequestStatus = verdict === 'reject' ? 'REJECTED' : finalApproval ? 'APPROVED' : 'MANAGER_APPROVED';
    const decision: repo.Decision = {
      status,
      ...(step === 'manager' ? { manager: note } : {}),
      ...(step === 'hr' || asHr ? { hr: note } : {}),
    };
    if (!(await repo.recordDecision(tx, request.id, request.status, decision))) throw conflict(M.alreadyDecided);
    if (status === 'APPROVED') await applyChange(tx, actor, request);
    await recordAudit(tx, actor, {
      entity: 'profileChangeRequest',
      entityId: String(request.id),
      action: 'update',
      before: { status: request.status },
      after: { status, step, comments: input.comments },
    });
    if (status === 'REJECTED') return M.rejected;
    return status === 'APPROVED' ? M.approved : M.approvedByManager;
  });
  const row = await repo.findListRow(deps.db, input.id);
  return { ...row!, message };
}

/** Which step the caller acts at, or why they cannot act now. */
function decidingStep(
  status: ProfileRequestStatus,
  who: { asManager: boolean; asHr: boolean; hasManager: boolean; multiLevel: boolean },
): 'manager' | 'hr' {
  if (who.asManager && status === 'PENDING') return 'manager';
  if (!who.asHr) throw conflict(M.alreadyDecided);
  if (status === 'PENDING' && who.multiLevel && who.hasManager) throw conflict(M.managerFirst);
  return 'hr';
}

/**
 * Writes the approved value into the employee record. The whole record is re-validated with the
 * personal-details rules as the employee asked for it (this change plus their other open requests, so
 * linked fields such as country code and phone number can be approved one after the other).
 */
async function applyChange(tx: Executor, actor: Actor, request: repo.RequestRow) {
  const employee = await findEmployee(tx, request.employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  const { employeeId, ...current } = toProfile(employee);
  const others = await repo.listOpenRequestsOf(tx, employeeId, request.id);
  const asRequested: Record<string, string> = { ...current };
  for (const other of others) asRequested[other.fieldName] = other.newValue;
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
  await updateEmployee(tx, employeeId, { [field]: value });
  await recordAudit(tx, actor, {
    entity: 'employee',
    entityId: employeeId,
    action: 'update',
    before: { [field]: current[field] },
    after: { [field]: value, profileChangeRequest: request.id },
  });
}
