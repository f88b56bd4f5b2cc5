import {
  EXIT_NOTICE_DAYS_DEFAULT,
  EXIT_TASK_ROLES,
  type Exit,
  type ExitSettings,
  type exitRequestSchema,
  isAdmin,
  type Language,
  EXIT_MESSAGES as M,
  proposedLastDay,
  type RequestDecision,
} from '@hrms/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { announceFiled, decideRequest, isMultiLevel, requireSomeApprover } from '../approvals';
import { employees, findEmployment, requireEmployeeReference } from '../employees';
import './exits.kind';
import { renderRelievingLetter } from './exits.letter';
import * as repo from './exits.repository';

const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());
const today = () => new Date().toISOString().slice(0, 10);

/** GET organization/exitSettings (admin, HR): the notice period (default 30 days) and the organisation's tasks. */
export async function getExitSettings(deps: Deps, actor: Actor): Promise<ExitSettings> {
  const row = await repo.findSettings(deps.db, actor.organizationId);
  return { noticeDays: row?.noticeDays ?? EXIT_NOTICE_DAYS_DEFAULT, tasks: row?.tasks ?? [] };
}

/** PATCH organization/exitSettings (admin): each task's owner is a role or an employee of the organisation. */
export async function saveExitSettings(deps: Deps, actor: Actor, body: ExitSettings): Promise<ExitSettings> {
  const tasks: { task: string; owner: string }[] = [];
  for (const [index, t] of body.tasks.entries()) {
    let owner = t.owner;
    if (!(EXIT_TASK_ROLES as readonly string[]).includes(owner)) {
      owner = (await requireEmployeeReference(deps.db, actor.organizationId, owner, `tasks[${index}].owner`, M.ownerUnknown))
        .employeeId;
    }
    tasks.push({ task: t.task, owner });
  }
  await deps.db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, actor.organizationId);
    await repo.saveSettings(tx, actor.organizationId, body.noticeDays, tasks);
    await recordAudit(tx, actor, {
      entity: 'exitSettings',
      entityId: actor.organizationId,
      action: before ? 'update' : 'create',
      before: before ? { noticeDays: before.noticeDays, tasks: before.tasks } : null,
      after: { noticeDays: body.noticeDays, tasks },
    });
  });
  return { noticeDays: body.noticeDays, tasks };
}

/**
 * POST exits: a resignation by the person, or a termination by an admin or the person's HR, sent to the
 * manager then HR. Without lastWorkingDay, today + the organisation's notice days. One exit at a time.
 */
export async function fileExit(deps: Deps, actor: Actor, body: z.infer<typeof exitRequestSchema>) {
  const person = await requireEmployeeReference(deps.db, actor.organizationId, body.employeeId, 'employeeId');
  if (body.kind === 'RESIGNATION' && !sameId(person.employeeId, actor.employeeId)) throw forbidden(M.resignOwnOnly);
  if (body.kind === 'TERMINATION') {
    const employment = await findEmployment(deps.db, person.employeeId);
    const asHr = actor.role === 'ROLE_HR' && sameId(employment?.hrId, actor.employeeId);
    if (!isAdmin(actor.role) && !asHr) throw forbidden(M.terminateDenied);
  }
  const settings = await getExitSettings(deps, actor);
  const lastWorkingDay = body.lastWorkingDay ?? proposedLastDay(today(), settings.noticeDays);
  if (lastWorkingDay < today()) throw fieldError('lastWorkingDay', M.badDay);
  await requireSomeApprover(deps.db, person.employeeId);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sqlLockEmployee(person.employeeId));
    if (await repo.findActiveExit(tx, person.employeeId)) throw conflict(M.alreadyOpen);
    const row = await repo.insertExit(tx, {
      organizationId: actor.organizationId,
      employeeId: person.employeeId,
      kind: body.kind,
      reason: body.reason,
      lastWorkingDay,
      filedBy: actor.employeeId,
    });
    await announceFiled(tx, 'exit', row);
    await recordAudit(tx, actor, {
      entity: 'exit',
      entityId: String(row.id),
      action: 'create',
      after: { kind: body.kind, lastWorkingDay },
    });
    return { id: row.id, status: row.status, lastWorkingDay };
  });
}

const sqlLockEmployee = (employeeId: string) =>
  sql`select 1 from ${employees} where ${employees.employeeId} = ${employeeId} for update`;

type ExitRow = Awaited<ReturnType<typeof repo.listExits>>[number];

/** Whether the caller may see this exit: the person, their manager or HR, an admin. */
const mayView = (actor: Actor, row: ExitRow) =>
  isAdmin(actor.role) ||
  sameId(row.employeeId, actor.employeeId) ||
  ((actor.role === 'ROLE_MANAGER' || actor.role === 'ROLE_HR') &&
    (sameId(row.reportingManagerId, actor.employeeId) || sameId(row.hrId, actor.employeeId)));

async function withChecklists(deps: Deps, rows: ExitRow[]): Promise<Exit[]> {
  const tasks = await repo.tasksOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map(({ reportingManagerId: _m, hrId: _h, ...row }) => {
    const checklist = tasks.filter((t) => t.exitId === row.id);
    return {
      ...row,
      awaitingMe: Boolean(row.awaitingMe),
      settlement: row.settlement ?? null,
      relievingLetterUrl: isComplete(row, checklist) ? `/hrmsapplication/exits/${row.id}/relieving-letter` : null,
      checklist: checklist.map((t) => ({
        id: t.id,
        task: t.task,
        owner: t.owner,
        dueDate: t.dueDate,
        doneAt: t.doneAt ? t.doneAt.toISOString() : null,
        doneBy: t.doneBy,
        note: t.note,
      })),
    };
  });
}

/** An exit is complete when it is approved and every checklist task is done: then its relieving letter is issued. */
const isComplete = (row: Pick<ExitRow, 'status'>, checklist: readonly { doneAt: Date | null }[]) =>
  row.status === 'APPROVED' && checklist.every((t) => t.doneAt !== null);

/** GET exits/{id}/relieving-letter: the PDF, for whoever may see the exit, once the exit is complete (else 409). */
export async function relievingLetter(deps: Deps, actor: Actor, id: number, language?: Language) {
  const exit = await requireExit(deps, actor, id);
  if (!isComplete(exit, await repo.tasksOf(deps.db, [exit.id]))) throw conflict(M.letterNotReady);
  const facts = await repo.letterFacts(deps.db, actor.organizationId, exit.employeeId);
  const pdf = await renderRelievingLetter({
    organizationName: facts?.organizationName ?? '',
    employeeId: exit.employeeId,
    name: exit.employeeName,
    joiningDate: facts?.joiningDate ?? exit.lastWorkingDay,
    lastWorkingDay: exit.lastWorkingDay,
    kind: exit.kind,
    issuedOn: exit.lastWorkingDay < today() ? exit.lastWorkingDay : today(),
    ...(language ? { language } : {}),
  });
  return { pdf, fileName: `relieving-letter-${exit.employeeId}.pdf` };
}

/** GET exits: an admin's organisation, a manager's or HR's people (and their own), anyone else their own. */
export async function listExits(deps: Deps, actor: Actor): Promise<Exit[]> {
  const multiLevel = await isMultiLevel(deps.db, actor.organizationId);
  const scope: repo.ExitScope = isAdmin(actor.role)
    ? { kind: 'organization' }
    : actor.role === 'ROLE_MANAGER' || actor.role === 'ROLE_HR'
      ? { kind: 'team', leaderId: actor.employeeId }
      : { kind: 'person', employeeId: actor.employeeId };
  const rows = await repo.listExits(deps.db, actor.organizationId, scope, { employeeId: actor.employeeId, multiLevel });
  return withChecklists(deps, rows);
}

async function requireExit(deps: Deps, actor: Actor, id: number) {
  const multiLevel = await isMultiLevel(deps.db, actor.organizationId);
  const [row] = await repo.listExits(
    deps.db,
    actor.organizationId,
    { kind: 'one', id },
    { employeeId: actor.employeeId, multiLevel },
  );
  if (!row) throw notFound(M.notFound);
  if (!mayView(actor, row)) throw forbidden(M.accessDenied);
  return row;
}

/** GET exits/{id}: with its checklist and settlement. */
export async function getExit(deps: Deps, actor: Actor, id: number): Promise<Exit> {
  const [exit] = await withChecklists(deps, [await requireExit(deps, actor, id)]);
  if (!exit) throw notFound(M.notFound);
  return exit;
}

/** PATCH exits/{id}/decision: the current decider approves or rejects; approval starts the leaving. */
export async function decideExit(deps: Deps, actor: Actor, id: number, body: RequestDecision) {
  const outcome = await decideRequest(
    deps,
    actor,
    'exit',
    { id, comments: body.comments },
    body.status === 'APPROVED' ? 'approve' : 'reject',
  );
  return { id, status: outcome.status, message: outcome.message };
}

/**
 * PATCH exits/{id}/checklist/{taskId}: the task's owner ticks it off — a person named as owner, or someone
 * with the owner role who sees this exit (HR or the manager of the leaver) — or an admin.
 */
export async function completeChecklistTask(deps: Deps, actor: Actor, id: number, taskId: number, note: string): Promise<Exit> {
  const exit = await requireExit(deps, actor, id);
  const task = await repo.findTask(deps.db, exit.id, taskId);
  if (!task) throw notFound(M.taskNotFound);
  const isOwner =
    sameId(task.owner, actor.employeeId) || (task.owner === actor.role && !sameId(exit.employeeId, actor.employeeId));
  if (!isAdmin(actor.role) && !isOwner) throw forbidden(M.notTaskOwner);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.completeTask(tx, task.id, actor.employeeId, note))) return;
    await recordAudit(tx, actor, {
      entity: 'exitTask',
      entityId: String(task.id),
      action: 'update',
      before: { doneAt: null },
      after: { done: true, note },
    });
  });
  return getExit(deps, actor, id);
}
