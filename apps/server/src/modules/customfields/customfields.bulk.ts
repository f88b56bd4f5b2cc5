import { type CustomField, type CustomFieldEntity, checkCustomFieldValue, CUSTOM_FIELD_MESSAGES as M } from '@hrms/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { editsField, fieldRules, readsField } from './customfields.access';
import * as repo from './customfields.repository';
import { customFieldValues } from './customfields.tables';

/** The import/export column of a field (BEYOND §B1/§B8). */
export const customFieldColumn = (key: string) => `cf_${key}`;

/** A field as imports and exports use it: its column, its rules, and whether the caller may write it. */
export type ColumnField = Pick<CustomField, 'key' | 'type' | 'options' | 'required' | 'label'> & {
  column: string;
  editable: boolean;
};

/** The employee fields the caller reads (admins: every field), each with its `cf_<key>` column, in key order. */
export async function employeeCustomFieldColumns(db: Executor, actor: Actor): Promise<ColumnField[]> {
  const rows = await repo.listFields(db, actor.organizationId, 'employee');
  return rows
    .filter((row) => readsField(actor, row))
    .map((row) => ({ ...fieldRules(row), column: customFieldColumn(row.key), editable: editsField(actor, row) }));
}

/**
 * The custom cells of an import row, checked: a blank cell changes nothing (as every column of B1); a
 * filled one must be of the field's type and the caller must edit the field. Answers the values that
 * differ from `current`, and pushes each problem as `{field: cf_<key>, message}`.
 */
export function checkCustomFieldCells(
  fields: readonly ColumnField[],
  cells: Record<string, string>,
  current: ReadonlyMap<string, string> | undefined,
  errors: { field: string; message: string }[],
): { key: string; value: string }[] {
  const changes: { key: string; value: string }[] = [];
  for (const field of fields) {
    const cell = cells[field.column] ?? '';
    if (cell === '') continue;
    if (!field.editable) {
      errors.push({ field: field.column, message: M.notEditable });
      continue;
    }
    const checked = checkCustomFieldValue(field, cell);
    if (!checked.ok) errors.push({ field: field.column, message: checked.message });
    else if (checked.value !== null && current?.get(field.key) !== checked.value)
      changes.push({ key: field.key, value: checked.value });
  }
  return changes;
}

/** The stored values of many records, in one query: recordId → key → value. */
export async function loadCustomFieldValues(
  db: Executor,
  organizationId: string,
  entity: CustomFieldEntity,
  recordIds: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const byRecord = new Map<string, Map<string, string>>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .select({ recordId: customFieldValues.recordId, key: customFieldValues.key, value: customFieldValues.value })
    .from(customFieldValues)
    .where(
      and(
        eq(customFieldValues.organizationId, organizationId),
        eq(customFieldValues.entity, entity),
        inArray(customFieldValues.recordId, [...recordIds]),
      ),
    );
  for (const row of rows) {
    const values = byRecord.get(row.recordId) ?? new Map<string, string>();
    values.set(row.key, row.value);
    byRecord.set(row.recordId, values);
  }
  return byRecord;
}

/** Sets many values of many records in one statement, inside the caller's transaction. */
export async function writeCustomFieldValuesBulk(
  db: Executor,
  organizationId: string,
  entity: CustomFieldEntity,
  rows: readonly { recordId: string; key: string; value: string }[],
) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${customFieldValues} (organization_id, entity, record_id, key, value)
    select ${organizationId}, ${entity}, v."recordId", v.key, v.value
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("recordId" text, key text, value text)
    on conflict (organization_id, entity, record_id, key) do update set value = excluded.value`);
}
