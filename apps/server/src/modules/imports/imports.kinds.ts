import { EMPLOYEE_IMPORT_COLUMNS, type ImportKind, LEAVE_BALANCE_IMPORT_COLUMNS } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { importEmployeeRows } from './employee-import';
import type { ImportRunOptions } from './imports.chunks';
import { readSheetRows, type SheetFormat, type SheetRow, type SheetSource } from './imports.parse';
import { importLeaveBalanceRows } from './leave-balance-import';

type Importer = {
  columns: readonly string[];
  required: readonly string[];
  run: (deps: Deps, actor: Actor, rows: AsyncIterable<SheetRow>, options: ImportRunOptions) => Promise<void>;
};

/** What each kind of import reads and how its rows are applied. */
export const IMPORTERS: Record<ImportKind, Importer> = {
  employees: { columns: EMPLOYEE_IMPORT_COLUMNS, required: [], run: importEmployeeRows },
  leaveBalances: { columns: LEAVE_BALANCE_IMPORT_COLUMNS, required: LEAVE_BALANCE_IMPORT_COLUMNS, run: importLeaveBalanceRows },
};

/** The data rows of a file, its header checked against the kind's columns. */
export const rowsOf = (kind: ImportKind, file: SheetSource, format: SheetFormat) =>
  readSheetRows(file, format, IMPORTERS[kind].columns, IMPORTERS[kind].required);
