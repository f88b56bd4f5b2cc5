import { randomUUID } from 'node:crypto';
import {
  checklistProgress,
  EMPLOYEE_MESSAGES,
  FIRST_DAY_ITEMS_MAX,
  type FirstDayItemInput,
  isAdmin,
  ONBOARDING_CHECKLIST_MESSAGES as M,
  ONBOARDING_CHECKLIST_DOCUMENTS,
  ONBOARDING_DETAIL_ITEMS,
  type OnboardingChecklist,
  type OnboardingChecklistItem,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isReporteeOf } from '../employees';
import { requireColleague } from './documents.access';
import * as repo from './onboarding-checklist.repository';

/**
 * Who sees a person's checklist: the new joiner themself, an admin of the organisation, HR of that person.
 * Another organisation's person is not found; anyone else is refused.
 */
async function requireChecklistView(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await requireColleague(deps, actor, employeeId);
  const own = employee.employeeId === actor.employeeId;
  if (own && actor.role === 'ROLE_ONBOARDING') return employee;
  if (isAdmin(actor.role)) return employee;
  if (actor.role === 'ROLE_HR' && !own && (await isReporteeOf(deps, actor, employee.employeeId))) return employee;
  throw forbidden(M.viewDenied);
}

/** The checklist of a person of the actor's organisation, computed from what is on record (three statements). */
async function checklistOf(deps: Deps, organizationId: string, employeeId: string): Promise<OnboardingChecklist> {
  const [facts, firstDay] = await Promise.all([
    repo.findChecklistFacts(deps.db, organizationId, employeeId),
    repo.listFirstDayProgress(deps.db, organizationId, employeeId),
  ]);
  if (!facts) throw notFound(EMPLOYEE_MESSAGES.notFound);
  const items: OnboardingChecklistItem[] = [
    ...ONBOARDING_CHECKLIST_DOCUMENTS.map((field) => ({
      section: 'documents' as const,
      key: field,
      title: '',
      done: facts.files.includes(field),
    })),
    ...ONBOARDING_DETAIL_ITEMS.map((key) => ({ section: 'details' as const, key, title: '', done: Boolean(facts[key]) })),
    ...firstDay.map((item) => ({ section: 'firstDay' as const, key: item.itemId, title: item.title, done: Boolean(item.done) })),
  ];
  return { employeeId, ...checklistProgress(items), items };
}

/**
 * GET documents/onboarding-checklist: a new joiner's own checklist (no employeeId), or, read only, the one of a
 * person an admin or their HR names.
 */
export async function getOnboardingChecklist(deps: Deps, actor: Actor, employeeId: string | undefined) {
  const employee = await requireChecklistView(deps, actor, employeeId ?? actor.employeeId);
  return checklistOf(deps, actor.organizationId, employee.employeeId);
}

/** PUT documents/onboarding-checklist/first-day/{itemId}: the joiner ticks off (or unticks) one of their first-day items. */
export async function tickFirstDayItem(deps: Deps, actor: Actor, itemId: string, done: boolean) {
  if (actor.role !== 'ROLE_ONBOARDING') throw forbidden(M.tickDenied);
  const item = await repo.findFirstDayItem(deps.db, actor.organizationId, itemId);
  if (!item) throw notFound(M.itemNotFound);
  await deps.db.transaction(async (tx) => {
    const target = { organizationId: actor.organizationId, employeeId: actor.employeeId, itemId };
    const changed = done
      ? await repo.insertTick(tx, target)
      : await repo.deleteTick(tx, actor.organizationId, actor.employeeId, itemId);
    if (!changed) return;
    await recordAudit(tx, actor, {
      entity: 'first_day_tick',
      entityId: `${actor.employeeId}:${itemId}`,
      employeeId: actor.employeeId,
      action: done ? 'create' : 'delete',
      [done ? 'after' : 'before']: { itemId, title: item.title },
    });
  });
  return checklistOf(deps, actor.organizationId, actor.employeeId);
}

/** GET documents/first-day-items (admins, HR): the organisation's list in order. */
export function listFirstDayItems(deps: Deps, actor: Actor) {
  return repo.listFirstDayItems(deps.db, actor.organizationId);
}

/** The same title (ignoring case) on another item of the list is refused. */
async function requireUniqueTitle(deps: Deps, actor: Actor, title: string, itemId?: string) {
  const items = await repo.listFirstDayItems(deps.db, actor.organizationId);
  const same = items.find((item) => item.itemId !== itemId && item.title.toLowerCase() === title.toLowerCase());
  if (same) throw conflict(M.titleExists, { title: M.titleExists });
  return items;
}

/** POST documents/first-day-items (admins, HR): adds an item at the end of the list. */
export async function addFirstDayItem(deps: Deps, actor: Actor, input: FirstDayItemInput) {
  const items = await requireUniqueTitle(deps, actor, input.title);
  if (items.length >= FIRST_DAY_ITEMS_MAX) throw badRequest(M.tooMany);
  const item = await deps.db.transaction(async (tx) => {
    const row = await repo.insertFirstDayItem(tx, {
      itemId: randomUUID(),
      organizationId: actor.organizationId,
      title: input.title,
    });
    if (!row) throw new Error('insert first_day_items returned nothing');
    await recordAudit(tx, actor, {
      entity: 'first_day_item',
      entityId: row.itemId,
      employeeId: null,
      action: 'create',
      after: row,
    });
    return row;
  });
  return { ...item, message: M.added };
}

async function requireItem(deps: Deps, actor: Actor, itemId: string) {
  const item = await repo.findFirstDayItem(deps.db, actor.organizationId, itemId);
  if (!item) throw notFound(M.itemNotFound);
  return item;
}

/** PATCH documents/first-day-items/{itemId} (admins, HR): renames an item; ticks stay. */
export async function renameFirstDayItem(deps: Deps, actor: Actor, itemId: string, input: FirstDayItemInput) {
  const item = await requireItem(deps, actor, itemId);
  await requireUniqueTitle(deps, actor, input.title, itemId);
  await deps.db.transaction(async (tx) => {
    await repo.renameFirstDayItem(tx, actor.organizationId, itemId, input.title);
    await recordAudit(tx, actor, {
      entity: 'first_day_item',
      entityId: itemId,
      employeeId: null,
      action: 'update',
      before: item,
      after: { ...item, title: input.title },
    });
  });
  return { ...item, title: input.title, message: M.renamed };
}

/** DELETE documents/first-day-items/{itemId} (admins, HR): removes an item and every joiner's tick of it. */
export async function removeFirstDayItem(deps: Deps, actor: Actor, itemId: string) {
  const item = await requireItem(deps, actor, itemId);
  await deps.db.transaction(async (tx) => {
    await repo.deleteFirstDayItem(tx, actor.organizationId, itemId);
    await recordAudit(tx, actor, {
      entity: 'first_day_item',
      entityId: itemId,
      employeeId: null,
      action: 'delete',
      before: item,
    });
  });
  return { message: M.removed };
}

/** PUT documents/first-day-items/order (admins, HR): the whole list in a new order, every item named once. */
export async function reorderFirstDayItems(deps: Deps, actor: Actor, itemIds: readonly string[]) {
  const items = await repo.listFirstDayItems(deps.db, actor.organizationId);
  const known = new Set(items.map((item) => item.itemId));
  if (itemIds.length !== known.size || itemIds.some((id) => !known.has(id))) throw badRequest(M.orderMismatch);
  await deps.db.transaction(async (tx) => {
    await repo.setFirstDayOrder(tx, actor.organizationId, itemIds);
    await recordAudit(tx, actor, {
      entity: 'first_day_item',
      entityId: 'order',
      employeeId: null,
      action: 'update',
      before: { itemIds: items.map((item) => item.itemId) },
      after: { itemIds },
    });
  });
  const reordered = await repo.listFirstDayItems(deps.db, actor.organizationId);
  return { items: reordered, message: M.reordered };
}
