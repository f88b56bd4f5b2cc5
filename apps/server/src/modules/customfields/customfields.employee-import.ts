import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { EmployeeExtraColumns } from '../employees';
import {
  type ColumnField,
  checkCustomFieldCells,
  employeeCustomFieldColumns,
  loadCustomFieldValues,
  writeCustomFieldValuesBulk,
} from './customfields.bulk';

/** What the employee template's second sheet says of a field's column. */
const customFieldHelp = (field: ColumnField) => {
  const kind = {
    TEXT: 'Text, at most 500 characters.',
    NUMBER: 'A number (digits, an optional - and up to 6 decimals).',
    DATE: 'A date, yyyy-MM-dd.',
    SELECT: `One of: ${field.options.join(', ')}.`,
  }[field.type];
  return `${field.label} (custom field). ${kind} Blank leaves the value as it is.`;
};

/**
 * The caller's employee fields as columns of the employee import, its template and the export (`cf_<key>`),
 * plugged into employees (index.ts provides employees' extra-columns hook with this).
 */
export async function employeeImportColumns(db: Executor, actor: Actor): Promise<EmployeeExtraColumns> {
  const fields = await employeeCustomFieldColumns(db, actor);
  const { organizationId } = actor;
  return {
    columns: fields.map((field) => ({ key: field.key, column: field.column, label: field.label, help: customFieldHelp(field) })),
    load: (reader, employeeIds) => loadCustomFieldValues(reader, organizationId, 'employee', employeeIds),
    check: (cells, current, errors) => checkCustomFieldCells(fields, cells, current, errors),
    write: (tx, values) => writeCustomFieldValuesBulk(tx, organizationId, 'employee', values),
  };
}
