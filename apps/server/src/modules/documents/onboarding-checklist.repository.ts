import { ONBOARDING_CATEGORY } from '@hrms/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../employees';
import { documents, onboardingSubmissions } from './documents.tables';
import { firstDayItems, firstDayTicks } from './onboarding-checklist.tables';

/**
 * What a person has done of the documents and details parts, in one statement: their personal details on
 * record all filled, the Aadhar and PAN names and numbers of their onboarding form, and the onboarding file
 * fields on file (documents_owner_idx). Null when the person is not of the organisation.
 */
export async function findChecklistFacts(db: Executor, organizationId: string, employeeId: string) {
  const filled = sql.join(
    [employees.phoneNumber, employees.gender, employees.maritialStatus, employees.fatherName, employees.bloodGroup].map(
      (column) => sql`${column} <> ''`,
    ),
    sql` and `,
  );
  const [row] = await db
    .select({
      personalDetails: sql<boolean>`(${filled} and ${employees.dob} is not null)`,
      aadharDetails: sql<boolean>`coalesce(${onboardingSubmissions.aadharName} <> '' and ${onboardingSubmissions.aadharNumber} <> '', false)`,
      panDetails: sql<boolean>`coalesce(${onboardingSubmissions.panName} <> '' and ${onboardingSubmissions.panNumber} <> '', false)`,
      files: sql<string[]>`(select coalesce(json_agg(distinct ${documents.field}), '[]'::json) from ${documents}
        where ${documents.organizationId} = ${organizationId} and ${documents.employeeId} = ${employees.employeeId}
          and ${documents.category} = ${ONBOARDING_CATEGORY})`,
    })
    .from(employees)
    .leftJoin(onboardingSubmissions, eq(onboardingSubmissions.employeeId, employees.employeeId))
    .where(and(eq(employees.organizationId, organizationId), eq(employees.employeeId, employeeId)));
  return row ?? null;
}

/** The organisation's first-day items in order, each with whether the person ticked it off. */
export function listFirstDayProgress(db: Executor, organizationId: string, employeeId: string) {
  return db
    .select({
      itemId: firstDayItems.itemId,
      title: firstDayItems.title,
      done: sql<boolean>`(${firstDayTicks.itemId} is not null)`,
    })
    .from(firstDayItems)
    .leftJoin(firstDayTicks, and(eq(firstDayTicks.itemId, firstDayItems.itemId), eq(firstDayTicks.employeeId, employeeId)))
    .where(eq(firstDayItems.organizationId, organizationId))
    .orderBy(asc(firstDayItems.position), asc(firstDayItems.createdAt), asc(firstDayItems.itemId));
}

export function listFirstDayItems(db: Executor, organizationId: string) {
  return db
    .select({ itemId: firstDayItems.itemId, title: firstDayItems.title, position: firstDayItems.position })
    .from(firstDayItems)
    .where(eq(firstDayItems.organizationId, organizationId))
    .orderBy(asc(firstDayItems.position), asc(firstDayItems.createdAt), asc(firstDayItems.itemId));
}

export async function findFirstDayItem(db: Executor, organizationId: string, itemId: string) {
  const [row] = await db
    .select({ itemId: firstDayItems.itemId, title: firstDayItems.title, position: firstDayItems.position })
    .from(firstDayItems)
    .where(and(eq(firstDayItems.organizationId, organizationId), eq(firstDayItems.itemId, itemId)));
  return row ?? null;
}

/** Appends an item at the end of the organisation's list (its position taken in the same statement). */
export async function insertFirstDayItem(db: Executor, values: { itemId: string; organizationId: string; title: string }) {
  const [row] = await db
    .insert(firstDayItems)
    .values({
      ...values,
      position: sql`(select coalesce(max(${firstDayItems.position}), 0) + 1 from ${firstDayItems}
        where ${firstDayItems.organizationId} = ${values.organizationId})`,
    })
    .returning({ itemId: firstDayItems.itemId, title: firstDayItems.title, position: firstDayItems.position });
  return row;
}

export async function renameFirstDayItem(db: Executor, organizationId: string, itemId: string, title: string) {
  await db
    .update(firstDayItems)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(firstDayItems.organizationId, organizationId), eq(firstDayItems.itemId, itemId)));
}

export async function deleteFirstDayItem(db: Executor, organizationId: string, itemId: string) {
  await db.delete(firstDayItems).where(and(eq(firstDayItems.organizationId, organizationId), eq(firstDayItems.itemId, itemId)));
}

/** Numbers the given items 1, 2, 3… in the given order, in one statement. */
export async function setFirstDayOrder(db: Executor, organizationId: string, itemIds: readonly string[]) {
  const order = sql.join(
    itemIds.map((id, i) => sql`(${id}::uuid, ${i + 1}::int)`),
    sql`, `,
  );
  await db.execute(sql`update ${firstDayItems} set position = o.position, updated_at = now()
    from (values ${order}) as o(item_id, position)
    where ${firstDayItems.organizationId} = ${organizationId} and ${firstDayItems.itemId} = o.item_id`);
}

/** Ticks an item off for a person; true when it was not ticked before. */
export async function insertTick(db: Executor, values: { organizationId: string; employeeId: string; itemId: string }) {
  const rows = await db.insert(firstDayTicks).values(values).onConflictDoNothing().returning({ itemId: firstDayTicks.itemId });
  return rows.length > 0;
}

/** Unticks an item for a person; true when it was ticked. */
export async function deleteTick(db: Executor, organizationId: string, employeeId: string, itemId: string) {
  const rows = await db
    .delete(firstDayTicks)
    .where(
      and(
        eq(firstDayTicks.organizationId, organizationId),
        eq(firstDayTicks.employeeId, employeeId),
        eq(firstDayTicks.itemId, itemId),
      ),
    )
    .returning({ itemId: firstDayTicks.itemId });
  return rows.length > 0;
}
