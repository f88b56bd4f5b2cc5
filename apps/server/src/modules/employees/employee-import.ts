import { EMPLOYEE_IMPORT_COLUMN_LABELS, EMPLOYEE_IMPORT_COLUMNS, type Role } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { defineImportKind, forEachChunk, type ImportRunOptions, type Rejection, type SheetRow, settleChunk } from '../imports';
import { listDepartments, listDesignations } from '../organization';
import { employeeExtraColumnsHook } from './employee-import.hooks';
import { type Current, checkEmployeeRow, type ImportState, isNoChange } from './employee-import.rows';
import { loadDirectory, loadPeople } from './employees.bulk';
import { type RowPlan, writeEmployeesBulk } from './employees.bulk-write';
import { queueWelcomeMails } from './employees.welcome';

/**
 * What the rows are checked against. `createdEarlier`: the people this import created in rows an earlier
 * attempt committed; they are not known by id, as in a first run, where their ids did not exist yet.
 */
async function loadState(deps: Deps, actor: Actor, createdEarlier: ReadonlySet<string>): Promise<ImportState> {
  const { organizationId } = actor;
  const [directory, departments, designations, extra] = await Promise.all([
    loadDirectory(deps.db, organizationId),
    listDepartments(deps.db, organizationId),
    listDesignations(deps.db, organizationId),
    employeeExtraColumnsHook.call(deps.db, actor),
  ]);
  const state: ImportState = {
    idByLower: new Map(),
    idByEmail: new Map(),
    managerOf: new Map(),
    roleOf: new Map(),
    createdInFile: new Map(),
    emailsInFile: new Set(),
    departments: new Map(),
    designations: new Map(),
    extra,
  };
  for (const person of directory) {
    if (!createdEarlier.has(person.employeeId)) state.idByLower.set(person.employeeId.toLowerCase(), person.employeeId);
    state.idByEmail.set(person.email, person.employeeId);
    state.managerOf.set(person.employeeId, person.managerId);
    if (person.role) state.roleOf.set(person.employeeId, person.role as Role);
  }
  for (const d of departments) {
    state.departments.set(d.departmentName.toLowerCase(), d.departmentId);
    state.departments.set(d.departmentId.toLowerCase(), d.departmentId);
  }
  for (const d of designations) state.designations.set(d.designation.toLowerCase(), d.designation);
  return state;
}

/** The existing people a chunk names (by id or e-mail), loaded in one query. */
async function loadChunkPeople(deps: Deps, organizationId: string, state: ImportState, chunk: SheetRow[]) {
  const ids = new Set<string>();
  for (const { cells } of chunk) {
    const id = cells.employeeId
      ? state.idByLower.get(cells.employeeId.toLowerCase())
      : state.idByEmail.get((cells.email ?? '').toLowerCase());
    if (id) ids.add(id);
  }
  const [rows, customValues] = await Promise.all([
    loadPeople(deps.db, organizationId, [...ids]),
    state.extra.columns.length > 0 ? state.extra.load(deps.db, [...ids]) : new Map(),
  ]);
  return new Map<string, Current>(
    rows.map((r) => [r.employee.employeeId, { ...r, customValues: customValues.get(r.employee.employeeId) }]),
  );
}

/**
 * Imports employee rows chunk by chunk: each row is checked against the organisation and the rows before
 * it, and (unless a dry run) a chunk's accepted rows are written with its progress in one transaction. A
 * chunk that fails to commit refuses its rows whole. `onChunk` hears each chunk's outcome (progress, mails,
 * refusals). Rows an earlier attempt committed (`skipRows`) are in the database already, so the state
 * loaded from it knows their people; only their e-mails are remembered, so a later row repeating one is
 * still refused.
 */
export async function importEmployeeRows(deps: Deps, actor: Actor, rows: AsyncIterable<SheetRow>, options: ImportRunOptions) {
  const state = await loadState(deps, actor, new Set(options.createdEarlier));
  const createdIds = new Map<string, string>();
  const remember = ({ cells }: SheetRow) => {
    if (cells.email) state.emailsInFile.add(cells.email.toLowerCase());
  };
  const flush = async (chunk: SheetRow[]) => {
    const people = await loadChunkPeople(deps, actor.organizationId, state, chunk);
    const plans: RowPlan[] = [];
    const rejections: Rejection[] = [];
    for (const sheetRow of chunk) {
      const { plan, errors } = checkEmployeeRow(state, sheetRow, people);
      if (plan && !isNoChange(plan)) plans.push(plan);
      if (!plan) rejections.push({ row: sheetRow.row, cells: sheetRow.cells, errors });
    }
    const created = plans.filter((p) => p.kind === 'create').length;
    await settleChunk(
      deps,
      options,
      { chunk, accepted: plans.map((p) => p.row), created, updated: plans.length - created, rejections },
      async (tx) => {
        // the people (their accounts and audit rows with them), then their own fields through customfields' columns
        const { created: written, customValues } = await writeEmployeesBulk(tx, actor, plans, createdIds);
        await state.extra.write(tx, customValues);
        await queueWelcomeMails(tx, actor, written);
        return written;
      },
    );
  };
  await forEachChunk(rows, options, remember, flush);
}

// The employee kind of import (POST employee/import, its status and errors file), plugged into the import
// framework: the rows are checked here with employee/create's rules, written by writeEmployeesBulk (employees,
// their accounts through auth's createAccounts, employments, audit rows naming the person), and the columns
// of the organisation's own come from whoever provides employeeExtraColumnsHook (customfields).
defineImportKind({
  kind: 'employees',
  path: '/employee/import',
  what: 'employees (new people and updates by employeeId)',
  columns: EMPLOYEE_IMPORT_COLUMNS,
  labels: EMPLOYEE_IMPORT_COLUMN_LABELS,
  extraColumns: async (deps, actor) =>
    (await employeeExtraColumnsHook.call(deps.db, actor)).columns.map((c) => ({ column: c.column, label: c.label })),
  required: [],
  run: importEmployeeRows,
});
