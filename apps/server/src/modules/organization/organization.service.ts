import {
  DEPARTMENT_MESSAGES,
  DESIGNATION_MESSAGES,
  type Department,
  ORGANIZATION_MESSAGES,
  type Organization,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import type { SmtpSettings } from '../mail';
import { departmentInUseHook, employeeReferenceHook } from './organization.hooks';
import * as repo from './organization.repository';

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof repo.findOrganization>>>;

/** The settings as the API shows them: the pass key never leaves the server. */
function toOrganizationView(row: OrganizationRow) {
  return {
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    employeeDomain: row.employeeDomain,
    logoUrl: row.logoUrl,
    rootDesignation: row.rootDesignation,
    weekOfOne: row.weekOfOne,
    weekOfTwo: row.weekOfTwo,
    multiLevel: row.multiLevel,
    emailId: row.emailId,
    mailType: row.mailType,
    passKey: '' as const,
    passKeySet: row.passKeySealed !== null,
  };
}

function requireOwnOrganization(actor: Actor, organizationId: string) {
  if (organizationId !== actor.organizationId) throw forbidden(ORGANIZATION_MESSAGES.otherOrganization);
}

/** Reads the caller's organisation settings; 404 until they are first saved (the page then offers create). */
export async function getOrganization(deps: Deps, actor: Actor, organizationId: string) {
  requireOwnOrganization(actor, organizationId);
  const row = await repo.findOrganization(deps.db, organizationId);
  if (!row?.configured) throw notFound(ORGANIZATION_MESSAGES.notFound);
  return toOrganizationView(row);
}

async function requireKnownDesignation(deps: Deps, actor: Actor, designation: string) {
  if (!(await repo.findDesignation(deps.db, actor.organizationId, designation))) {
    throw fieldError('rootDesignation', ORGANIZATION_MESSAGES.rootDesignation);
  }
}

function settingsValues(deps: Deps, input: Organization, current: OrganizationRow) {
  return {
    configured: true,
    organizationName: input.organizationName,
    employeeDomain: input.employeeDomain,
    logoUrl: input.logoUrl,
    rootDesignation: input.rootDesignation,
    weekOfOne: input.weekOfOne,
    weekOfTwo: input.weekOfTwo,
    multiLevel: input.multiLevel,
    emailId: input.emailId,
    mailType: input.mailType,
    passKeySealed: input.clearPassKey
      ? null
      : input.passKey
        ? encryptSecret(deps.config.secretKey, input.passKey)
        : current.passKeySealed,
  };
}

/** First save of the organisation settings. */
export async function createOrganization(deps: Deps, actor: Actor, input: Organization) {
  if (input.organizationId) requireOwnOrganization(actor, input.organizationId);
  const current = await repo.findOrganization(deps.db, actor.organizationId);
  if (!current) throw notFound(ORGANIZATION_MESSAGES.notFound);
  if (current.configured) throw conflict(ORGANIZATION_MESSAGES.alreadyExists);
  await requireKnownDesignation(deps, actor, input.rootDesignation);
  return saveSettings(deps, actor, current, input);
}

/** Later saves; an empty pass key keeps the stored one, `clearPassKey` forgets it. */
export async function updateOrganization(deps: Deps, actor: Actor, input: Organization) {
  if (input.organizationId) requireOwnOrganization(actor, input.organizationId);
  const current = await repo.findOrganization(deps.db, actor.organizationId);
  if (!current?.configured) throw notFound(ORGANIZATION_MESSAGES.notFound);
  await requireKnownDesignation(deps, actor, input.rootDesignation);
  return saveSettings(deps, actor, current, input);
}

async function saveSettings(deps: Deps, actor: Actor, current: OrganizationRow, input: Organization) {
  const values = settingsValues(deps, input, current);
  return deps.db.transaction(async (tx) => {
    await repo.updateOrganization(tx, actor.organizationId, values);
    const saved = toOrganizationView((await repo.findOrganization(tx, actor.organizationId))!);
    await recordAudit(tx, actor, {
      entity: 'organization',
      entityId: actor.organizationId,
      action: current.configured ? 'update' : 'create',
      before: current.configured ? toOrganizationView(current) : null,
      after: saved,
    });
    return saved;
  });
}

/** The organisation's own SMTP account, when its settings name one with a pass key. */
export async function findSmtpSettings(deps: Deps, organizationId: string): Promise<SmtpSettings | null> {
  const row = await repo.findOrganization(deps.db, organizationId);
  if (!row?.configured || !row.emailId || !row.passKeySealed) return null;
  try {
    return { user: row.emailId, pass: decryptSecret(deps.config.secretKey, row.passKeySealed), service: row.mailType };
  } catch {
    deps.log.error({ organizationId }, 'stored SMTP pass key cannot be decrypted; falling back');
    return null;
  }
}

const toDepartmentView = (row: { id: number; departmentId: string; departmentName: string; departmentHead: string }) => ({
  id: row.id,
  departmentId: row.departmentId,
  departmentName: row.departmentName,
  departmentHead: row.departmentHead,
});

/** The organisation's departments, by ID. */
export async function listDepartments(deps: Deps, actor: Actor) {
  return (await repo.listDepartments(deps.db, actor.organizationId)).map(toDepartmentView);
}

/** Just the department IDs (contract 4.5: an array of strings). */
export async function listDepartmentIds(deps: Deps, actor: Actor) {
  return (await repo.listDepartments(deps.db, actor.organizationId)).map((d) => d.departmentId);
}

/** A department's name, answered as plain text. */
export async function getDepartmentName(deps: Deps, actor: Actor, departmentId: string) {
  const row = await repo.findDepartment(deps.db, actor.organizationId, departmentId);
  if (!row) throw notFound(DEPARTMENT_MESSAGES.notFound);
  return row.departmentName;
}

const duplicateDepartment = () => conflict(DEPARTMENT_MESSAGES.duplicate, { departmentId: DEPARTMENT_MESSAGES.duplicate });

/** The head of a department is an employee of the same organisation, stored by their exact id. */
const requireDepartmentHead = async (deps: Deps, actor: Actor, head: string) =>
  (await employeeReferenceHook.call(deps.db, actor.organizationId, head, 'departmentHead', DEPARTMENT_MESSAGES.unknownHead))
    .employeeId;

/** Adds a department under the ID the client chose; the ID is unique in the organisation. */
export async function createDepartment(deps: Deps, actor: Actor, input: Department) {
  if (await repo.findDepartment(deps.db, actor.organizationId, input.departmentId)) throw duplicateDepartment();
  const departmentHead = await requireDepartmentHead(deps, actor, input.departmentHead);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertDepartment(tx, { ...input, departmentHead, organizationId: actor.organizationId });
    if (!row) throw duplicateDepartment();
    await recordAudit(tx, actor, {
      entity: 'department',
      entityId: row.departmentId,
      action: 'create',
      after: toDepartmentView(row),
    });
    return toDepartmentView(row);
  });
}

/** Renames a department or changes its head; the ID never changes. */
export async function updateDepartment(deps: Deps, actor: Actor, input: Department) {
  const current = await repo.findDepartment(deps.db, actor.organizationId, input.departmentId);
  if (!current) throw notFound(DEPARTMENT_MESSAGES.notFound);
  const departmentHead = await requireDepartmentHead(deps, actor, input.departmentHead);
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateDepartment(tx, current.id, { departmentName: input.departmentName, departmentHead });
    await recordAudit(tx, actor, {
      entity: 'department',
      entityId: row.departmentId,
      action: 'update',
      before: toDepartmentView(current),
      after: toDepartmentView(row),
    });
    return toDepartmentView(row);
  });
}

/** Removes a department of the caller's organisation. */
export async function deleteDepartment(deps: Deps, actor: Actor, departmentId: string) {
  const current = await repo.findDepartment(deps.db, actor.organizationId, departmentId);
  if (!current) throw notFound(DEPARTMENT_MESSAGES.notFound);
  if (await departmentInUseHook.call(deps.db, actor.organizationId, current.departmentId)) {
    throw conflict(DEPARTMENT_MESSAGES.inUse);
  }
  await deps.db.transaction(async (tx) => {
    await repo.deleteDepartment(tx, current.id);
    await recordAudit(tx, actor, {
      entity: 'department',
      entityId: current.departmentId,
      action: 'delete',
      before: toDepartmentView(current),
    });
  });
}

/** The organisation's designations, alphabetical, as [{designation}]. */
export const listDesignations = (deps: Deps, actor: Actor) => repo.listDesignations(deps.db, actor.organizationId);

const duplicateDesignation = () => conflict(DESIGNATION_MESSAGES.duplicate, { designation: DESIGNATION_MESSAGES.duplicate });

/** Adds a designation; the same name in any letter case is refused. */
export async function createDesignation(deps: Deps, actor: Actor, designation: string) {
  if (await repo.findDesignation(deps.db, actor.organizationId, designation)) throw duplicateDesignation();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.insertDesignation(tx, actor.organizationId, designation))) throw duplicateDesignation();
    await recordAudit(tx, actor, { entity: 'designation', entityId: designation, action: 'create', after: { designation } });
  });
  return { designation };
}
