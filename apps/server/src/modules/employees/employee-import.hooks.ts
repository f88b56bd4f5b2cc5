import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { defineHook } from '../../lib/hooks';
import type { CustomValue } from './employees.bulk-write';

/** A column of the organisation's own after the template's (`cf_<key>`): the key its values are stored by, its label and help. */
export type EmployeeExtraColumn = { key: string; column: string; label: string; help: string };

/**
 * The organisation's own columns of the employee import, its template and the export, as one caller reads
 * them, with how their values are loaded, checked and written. Custom fields provide it from their index
 * (customfields imports employees, so employees asks through this hook and never imports them).
 */
export type EmployeeExtraColumns = {
  columns: readonly EmployeeExtraColumn[];
  /** The stored values of many people, in one query: employeeId → key → value. */
  load: (db: Executor, employeeIds: readonly string[]) => Promise<Map<string, Map<string, string>>>;
  /**
   * A row's cells of these columns, checked (a blank cell changes nothing): answers the values that differ
   * from `current`, and pushes each problem as `{field: column, message}`.
   */
  check: (
    cells: Record<string, string>,
    current: ReadonlyMap<string, string> | undefined,
    errors: { field: string; message: string }[],
  ) => CustomValue[];
  /** Stores many people's values inside the caller's transaction. */
  write: (tx: Executor, values: readonly { recordId: string; key: string; value: string }[]) => Promise<void>;
};

/** No columns of the organisation's own: what the import sees while nothing provides them. */
export const NO_EXTRA_COLUMNS: EmployeeExtraColumns = {
  columns: [],
  load: async () => new Map(),
  check: () => [],
  write: async () => {},
};

/** Provided by customfields: the caller's `cf_<key>` columns (BEYOND §B1/§B8). */
export const employeeExtraColumnsHook = defineHook<(db: Executor, actor: Actor) => Promise<EmployeeExtraColumns>>(
  'employees.extraColumns',
  async () => NO_EXTRA_COLUMNS,
);
