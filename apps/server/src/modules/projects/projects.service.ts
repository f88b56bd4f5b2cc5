import { PROJECT_MESSAGES as M, type PageQuery, type Project, type ProjectRecord, pageWindow } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { findEmployeeInOrganization } from '../employees';
import * as repo from './projects.repository';

const PROJECT_PAGE = 500;

export const toProjectRecord = ({ project, managerName }: repo.ProjectWithManager): ProjectRecord => ({
  projectName: project.projectName,
  projectCode: project.projectCode,
  managerId: project.managerId,
  managerName: managerName ?? '',
  description: project.description,
  billability: project.billability,
  billabilityLocation: project.billabilityLocation,
  client: project.client,
});

/** The manager must be a real employee of the caller's organisation; answers the stored id spelling. */
async function requireManager(deps: Deps, actor: Actor, managerId: string) {
  const manager = await findEmployeeInOrganization(deps.db, actor.organizationId, managerId);
  if (!manager) throw fieldError('managerId', M.managerUnknown);
  return manager.employeeId;
}

/** A project of the caller's organisation by code; 404 otherwise. */
export async function requireProject(deps: Deps, actor: Actor, projectCode: string) {
  const found = await repo.findProject(deps.db, actor.organizationId, projectCode);
  if (!found) throw notFound(M.notFound);
  return found;
}

const valuesOf = ({ managerName: _name, ...project }: Project) => project;

/** GET project/getProjects: the organisation's projects by code (paged; the client asks for all). */
export async function listProjects(deps: Deps, actor: Actor, query: PageQuery) {
  const rows = await repo.listProjects(deps.db, actor.organizationId, pageWindow(query, PROJECT_PAGE));
  return rows.map(toProjectRecord);
}

/** Adds a project; its code is unique in the organisation and its manager a real employee. */
export async function createProject(deps: Deps, actor: Actor, input: Project) {
  if (await repo.findProject(deps.db, actor.organizationId, input.projectCode)) {
    throw conflict(M.codeTaken, { projectCode: M.codeTaken });
  }
  const managerId = await requireManager(deps, actor, input.managerId);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertProject(tx, { ...valuesOf(input), managerId, organizationId: actor.organizationId });
    const created = toProjectRecord((await repo.findProject(tx, actor.organizationId, row.projectCode))!);
    await recordAudit(tx, actor, { entity: 'project', entityId: row.projectCode, action: 'create', after: created });
    return created;
  });
}

/** Replaces a project's details; the code identifies it and does not change. */
export async function updateProject(deps: Deps, actor: Actor, input: Project) {
  const current = await requireProject(deps, actor, input.projectCode);
  const managerId = await requireManager(deps, actor, input.managerId);
  return deps.db.transaction(async (tx) => {
    const { projectCode: _code, ...details } = valuesOf(input);
    await repo.updateProject(tx, current.project.id, { ...details, managerId });
    const updated = toProjectRecord((await repo.findProject(tx, actor.organizationId, current.project.projectCode))!);
    await recordAudit(tx, actor, {
      entity: 'project',
      entityId: current.project.projectCode,
      action: 'update',
      before: toProjectRecord(current),
      after: updated,
    });
    return updated;
  });
}

/** Deletes a project and its assignments. */
export async function deleteProject(deps: Deps, actor: Actor, projectCode: string) {
  const current = await requireProject(deps, actor, projectCode);
  await deps.db.transaction(async (tx) => {
    await repo.deleteProject(tx, current.project.id);
    await recordAudit(tx, actor, {
      entity: 'project',
      entityId: current.project.projectCode,
      action: 'delete',
      before: toProjectRecord(current),
    });
  });
  return { message: M.deleted };
}
