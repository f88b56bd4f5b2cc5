/**
 * The import framework's plug-in point: upload, parsing, chunks, the background runner, status, the
 * errors file and the routes live here; each kind of import lives in the module that owns its data.
 *
 * How a kind plugs in (see employees/employee-import.ts and leave/leave.import.ts):
 *   1. its columns, labels and row rules are in shared (`EMPLOYEE_IMPORT_COLUMNS`, `leaveBalanceImportRowSchema`),
 *      its name in IMPORT_KINDS;
 *   2. it calls `defineImportKind({ kind, path, what, columns, required, run })` once, at module load;
 *      the routes POST {path}, GET {path}/{importId} and GET {path}/{importId}/errors then exist for it;
 *   3. `run` reads the rows with `forEachChunk`, checks each chunk against its own data and hands it to
 *      `settleChunk` with its chunk writer, which writes through the owning module's own functions (and
 *      `recordAudits`) inside the transaction the framework opens: a dry run only reports, a real run
 *      commits the rows with the run's progress, and a chunk that fails to save is refused whole.
 */
import type { ImportKind } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import type { ImportRunOptions } from './imports.chunks';
import { type ColumnMap, readSheetRows, type SheetFormat, type SheetRow, type SheetSource } from './imports.parse';

export type ImportKindDefinition = {
  kind: ImportKind;
  /** Where its routes are, e.g. '/leave/balances/import'. */
  path: string;
  /** What the rows are, for the API description. */
  what: string;
  columns: readonly string[];
  /** Columns of the organisation's own, for this caller (the employees' `cf_<key>`), with their labels. */
  extraColumns?: (deps: Deps, actor: Actor) => Promise<{ column: string; label: string }[]>;
  /** Columns the file must have. */
  required: readonly string[];
  /** Each column's label, which a file may use as its header instead of the name (BEYOND §B9). */
  labels?: Readonly<Record<string, string>>;
  /** Checks and (unless a dry run) writes the rows, chunk by chunk (forEachChunk, settleChunk). */
  run: (deps: Deps, actor: Actor, rows: AsyncIterable<SheetRow>, options: ImportRunOptions) => Promise<void>;
};

const KINDS = new Map<ImportKind, ImportKindDefinition>();

/** Plugs a kind of import in; call it once, at the owning module's load. */
export function defineImportKind(definition: ImportKindDefinition): void {
  if (KINDS.has(definition.kind)) throw new Error(`import kind ${definition.kind} is defined twice`);
  KINDS.set(definition.kind, definition);
}

/** The kinds defined, in the order their modules loaded. */
export const importKinds = (): ImportKindDefinition[] => [...KINDS.values()];

/** What a kind of import reads and how its rows are applied. */
export function importerOf(kind: ImportKind): ImportKindDefinition {
  const importer = KINDS.get(kind);
  if (!importer) throw new Error(`import kind ${kind} is not defined (its module defines it at load)`);
  return importer;
}

/** The columns a file of this kind may have for this caller (the fixed ones, then the organisation's own), and their labels. */
export type ImportHeader = { columns: string[]; labels: Record<string, string> };

export async function headerOf(deps: Deps, actor: Actor, kind: ImportKind): Promise<ImportHeader> {
  const importer = importerOf(kind);
  const extra = (await importer.extraColumns?.(deps, actor)) ?? [];
  return {
    columns: [...importer.columns, ...extra.map((c) => c.column)],
    // the fixed columns' labels last: they win over an organisation's field labelled the same
    labels: { ...Object.fromEntries(extra.map((c) => [c.column, c.label])), ...importer.labels },
  };
}

/** The data rows of a file, its header checked against the columns (headerOf), named, labelled or mapped. */
export const rowsOf = (kind: ImportKind, file: SheetSource, format: SheetFormat, header: ImportHeader, map: ColumnMap) =>
  readSheetRows(file, format, header.columns, importerOf(kind).required, undefined, header.labels, map);
