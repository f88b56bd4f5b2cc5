import {
  CUSTOM_FIELD_LABELLED_TEMPLATES,
  type CustomFieldEntity,
  checkCustomFieldValue,
  CUSTOM_FIELD_MESSAGES as M,
} from '@hrms/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { badRequest, withCode } from '../../lib/errors';
import { employeeCustomFieldColumns } from './customfields.bulk';
import { customFieldValues } from './customfields.tables';

/** A list filter on one field: records whose value equals this one, case aside. */
export type CustomFieldFilter = { key: string; value: string };

/**
 * `<key>:<value>` filters checked: the key a field the caller reads, the value of its type (a number or
 * date as the field stores it). 400 naming `customField` otherwise.
 */
export async function resolveCustomFieldFilters(db: Executor, actor: Actor, raw: readonly string[]) {
  if (raw.length === 0) return [];
  const fields = new Map((await employeeCustomFieldColumns(db, actor)).map((f) => [f.key, f]));
  return raw.map((text): CustomFieldFilter => {
    const at = text.indexOf(':');
    const field = fields.get(at > 0 ? text.slice(0, at) : text);
    if (!field) throw badRequest(withCode('customFields.unknownField', M.unknownField, {}), { customField: M.unknownField });
    const checked = checkCustomFieldValue({ ...field, required: true }, text.slice(at + 1).trim());
    if (!checked.ok) {
      // the label is the organisation's own words: a value of the message, shown as written in every language
      const code = `customFields.labelled.${checked.problem}`;
      throw badRequest(withCode(code, CUSTOM_FIELD_LABELLED_TEMPLATES[checked.problem], { label: field.label }), {
        customField: checked.message,
      });
    }
    return { key: field.key, value: checked.value ?? '' };
  });
}

/**
 * The records (by their id column) that hold every filter's value: one EXISTS per filter, served by the
 * index on (organisation, entity, key, lower(value), record).
 */
export function customFieldFilterCondition(
  organizationId: string,
  entity: CustomFieldEntity,
  recordId: AnyPgColumn,
  filters: readonly CustomFieldFilter[],
): SQL | undefined {
  if (filters.length === 0) return undefined;
  const v = customFieldValues;
  return sql.join(
    filters.map(
      (filter) => sql`exists (select 1 from ${v} where ${v.organizationId} = ${organizationId} and ${v.entity} = ${entity}
        and ${v.key} = ${filter.key} and lower(${v.value}) = lower(${filter.value}) and ${v.recordId} = ${recordId})`,
    ),
    sql` and `,
  );
}
