import {
  type Assignment,
  type AssignmentRecord,
  type AssignmentUpdate,
  assignmentSchema,
  isAdmin,
  ASSIGNMENT_MESSAGES as M,
  type PageQuery,
  pageWindow,
  todayIso,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { findEmployeeInOrganization, findEmployment, requireEmployeeAccess } from '../employees';
import * as repo from './assignments.repository';
import * as projectsRepo from './projects.repository';
import { requireProject } from './projects.service';

const ASSIGNMENT_PAGE = 500;
const hhmm = (time: string) => time.slice(0, 5);

export const toAssignmentRecord = ({ assignment, employeeName, projectCode }: repo.ListedAssignment): AssignmentRecord => ({
  id: assignment.id,
  employeeId: assignment.employeeId,
  employeeName,
  employeeDesignation: assignment.employeeDesignation,
  projectCode,
  startDate: assignment.startDate,
  endDate: assignment.endDate,
  shiftStartTime: hhmm(assignment.shiftStartTime),
  shiftEndTime: hhmm(assignment.shiftEndTime),
  comments: assignment.comments,
});

/**
 * A project's team in full (dates, shifts, comments) is for its manager, its members (past or present), HR
 * and admins; any other colleague of the organisation (not a joiner still onboarding) sees what a colleague
 * may: who is on it now and as what.
 */
async function projectTeamView(deps: Deps, actor: Actor, projectCode: string) {
  const found = await requireProject(deps, actor, projectCode);
  if (isAdmin(actor.role) || actor.role === 'ROLE_HR' || found.project.managerId === actor.employeeId)
    return { ...found, full: true };
  const member = await repo.isProjectMember(deps.db, found.project.id, actor.employeeId);
  // a joiner still onboarding is not yet a colleague who browses other teams
  if (!member && actor.role === 'ROLE_ONBOARDING') throw forbidden(M.teamDenied);
  return { ...found, full: member };
}

/** What a colleague off the project sees of an assignment: the member's id, name and role, nothing of their schedule. */
const colleagueView = (record: AssignmentRecord): AssignmentRecord => ({
  ...record,
  startDate: '',
  endDate: '',
  shiftStartTime: '',
  shiftEndTime: '',
  comments: '',
});

/** GET assignments/getAssignments/{projectCode}: the project's assignments by start date. */
export async function listProjectAssignments(deps: Deps, actor: Actor, projectCode: string, query: PageQuery) {
  const { project, full } = await projectTeamView(deps, actor, projectCode);
  const rows = await repo.listProjectAssignments(deps.db, project.id, pageWindow(query, ASSIGNMENT_PAGE));
  if (full) return rows.map(toAssignmentRecord);
  const today = todayIso();
  return rows
    .filter(({ assignment }) => assignment.startDate <= today && assignment.endDate >= today)
    .map((row) => colleagueView(toAssignmentRecord(row)));
}

/** GET assignments/getPresentAssignments|getPreviousAssignments: an employee's assignments by dates. */
export async function listEmployeeAssignments(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  when: 'present' | 'previous',
  query: PageQuery,
) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  const rows = await repo.listEmployeeAssignments(
    deps.db,
    actor.organizationId,
    employee.employeeId,
    when,
    todayIso(),
    pageWindow(query, ASSIGNMENT_PAGE),
  );
  return rows.map(toAssignmentRecord);
}

/** The project, the employee (a real one of the organisation) and the designation an assignment names. */
async function resolveNames(deps: Deps, actor: Actor, input: Assignment, keptDesignation = '') {
  const project = await projectsRepo.findProject(deps.db, actor.organizationId, input.projectCode);
  if (!project) throw fieldError('projectCode', M.projectUnknown);
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, input.employeeId);
  if (!employee) throw fieldError('employeeId', M.employeeUnknown);
  const designation =
    input.employeeDesignation || keptDesignation || (await findEmployment(deps.db, employee.employeeId))?.designation || '';
  return { projectId: project.project.id, employeeId: employee.employeeId, employeeDesignation: designation };
}

const scheduleOf = (input: Assignment) => ({
  startDate: input.startDate,
  endDate: input.endDate,
  shiftStartTime: input.shiftStartTime,
  shiftEndTime: input.shiftEndTime,
  comments: input.comments,
});

async function refuseOverlap(
  deps: Deps,
  values: { projectId: number; employeeId: string; startDate: string; endDate: string },
  exceptId?: number,
) {
  if (await repo.overlapsOnProject(deps.db, { ...values, exceptId })) throw conflict(M.overlap, { startDate: M.overlap });
}

/** Assigns a real employee of the organisation to a project for a period and shift. */
export async function createAssignment(deps: Deps, actor: Actor, input: Assignment) {
  const names = await resolveNames(deps, actor, input);
  const values = { ...names, ...scheduleOf(input), organizationId: actor.organizationId };
  await refuseOverlap(deps, values);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertAssignment(tx, values);
    const created = toAssignmentRecord((await repo.findAssignment(tx, actor.organizationId, row.id))!);
    await recordAudit(tx, actor, { entity: 'assignment', entityId: String(row.id), action: 'create', after: created });
    return created;
  });
}

/** Changes the fields sent (`{id, …chosen fields}`); the merged assignment must still follow every rule. */
export async function updateAssignment(deps: Deps, actor: Actor, input: AssignmentUpdate) {
  const current = await repo.findAssignment(deps.db, actor.organizationId, input.id);
  if (!current) throw notFound(M.notFound);
  const { id: _id, employeeName: _name, ...changes } = input;
  const stored = toAssignmentRecord(current);
  const employeeChanged =
    changes.employeeId !== undefined && changes.employeeId.toLowerCase() !== stored.employeeId.toLowerCase();
  const merged = assignmentSchema.safeParse({
    ...stored,
    // The stored designation may come from current employment and need not follow the form's rule.
    employeeDesignation: undefined,
    employeeName: undefined,
    ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
  });
  if (!merged.success) {
    const errors: Record<string, string> = {};
    for (const issue of merged.error.issues) errors[String(issue.path[0] ?? 'request')] ??= issue.message;
    throw badRequest(Object.values(errors)[0] ?? M.fillAll, errors);
  }
  // A new employee without a designation sent takes theirs from current employment.
  const names = await resolveNames(deps, actor, merged.data, employeeChanged ? '' : stored.employeeDesignation);
  const values = { ...names, ...scheduleOf(merged.data) };
  await refuseOverlap(deps, values, current.assignment.id);
  return deps.db.transaction(async (tx) => {
    await repo.updateAssignment(tx, current.assignment.id, values);
    const updated = toAssignmentRecord((await repo.findAssignment(tx, actor.organizationId, current.assignment.id))!);
    await recordAudit(tx, actor, {
      entity: 'assignment',
      entityId: String(updated.id),
      action: 'update',
      before: stored,
      after: updated,
    });
    return updated;
  });
}

/** Deletes one assignment of the organisation. */
export async function deleteAssignment(deps: Deps, actor: Actor, id: number) {
  const current = await repo.findAssignment(deps.db, actor.organizationId, id);
  if (!current) throw notFound(M.notFound);
  await deps.db.transaction(async (tx) => {
    await repo.deleteAssignment(tx, id);
    await recordAudit(tx, actor, {
      entity: 'assignment',
      entityId: String(id),
      action: 'delete',
      before: toAssignmentRecord(current),
    });
  });
  return { message: M.deleted };
}
