import type { CustomFieldEntity } from '@hrms/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customFields, customFieldValues } from './customfields.tables';

export type CustomFieldRow = typeof customFields.$inferSelect;

export async function upsertField(db: Executor, values: typeof customFields.$inferInsert) {
  const { organizationId: _, entity: __, key: ___, ...changes } = values;
  const [row] = await db
    .insert(customFields)
    .values(values)
    .onConflictDoUpdate({
      target: [customFields.organizationId, customFields.entity, customFields.key],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert custom_fields returned nothing');
  return row;
}

export const listFields = (db: Executor, organizationId: string, entity: CustomFieldEntity) =>
  db
    .select()
    .from(customFields)
    .where(and(eq(customFields.organizationId, organizationId), eq(customFields.entity, entity)))
    .orderBy(asc(customFields.key));

export async function findField(db: Executor, organizationId: string, entity: CustomFieldEntity, key: string) {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.organizationId, organizationId), eq(customFields.entity, entity), eq(customFields.key, key)));
  return row ?? null;
}

export async function readValues(db: Executor, organizationId: string, entity: CustomFieldEntity, recordId: string) {
  return db
    .select({ key: customFieldValues.key, value: customFieldValues.value })
    .from(customFieldValues)
    .where(
      and(
        eq(customFieldValues.organizationId, organizationId),
        eq(customFieldValues.entity, entity),
        eq(customFieldValues.recordId, recordId),
      ),
    );
}

/** Sets (or, with null, removes) values of one record. */
export async function writeValues(
  db: Executor,
  target: { organizationId: string; entity: CustomFieldEntity; recordId: string },
  values: { key: string; value: string | null }[],
) {
  for (const { key, value } of values) {
    const where = and(
      eq(customFieldValues.organizationId, target.organizationId),
      eq(customFieldValues.entity, target.entity),
      eq(customFieldValues.recordId, target.recordId),
      eq(customFieldValues.key, key),
    );
    if (value === null) await db.delete(customFieldValues).where(where);
    else
      await db
        .insert(customFieldValues)
        .values({ ...target, key, value })
        .onConflictDoUpdate({
          target: [customFieldValues.organizationId, customFieldValues.entity, customFieldValues.recordId, customFieldValues.key],
          set: { value },
        });
  }
}

/** Removes a field and every value of it; answers whether the field existed. */
export async function deleteField(db: Executor, organizationId: string, entity: CustomFieldEntity, key: string) {
  await db
    .delete(customFieldValues)
    .where(
      and(
        eq(customFieldValues.organizationId, organizationId),
        eq(customFieldValues.entity, entity),
        eq(customFieldValues.key, key),
      ),
    );
  const removed = await db
    .delete(customFields)
    .where(and(eq(customFields.organizationId, organizationId), eq(customFields.entity, entity), eq(customFields.key, key)))
    .returning({ key: customFields.key });
  return removed.length > 0;
}
