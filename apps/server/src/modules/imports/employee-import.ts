import { IMPORT_MESSAGES as M, type Role } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { listDepartments, listDesignations } from '../organization';
import * as repo from './employee-import.repository';
import {
  type CellError,
  type Current,
  checkEmployeeRow,
  type ImportState,
  isNoChange,
  type RowPlan,
} from './employee-import.rows';
import { type CreatedPerson, writeEmployeeChunk } from './employee-import.writer';
import type { SheetRow } from './imports.parse';
import { queueWelcomeMails } from './imports.welcome';

/** Rows checked and written per transaction. */
export const CHUNK_ROWS = 2000;

export type Rejection = { row: number; cells: Record<string, string>; errors: CellError[] };
/** One chunk's outcome: rows read, records created and updated, rows refused, and new people to welcome. */
export type ChunkResult = { rows: number; created: number; updated: number; rejections: Rejection[]; welcome: CreatedPerson[] };

async function loadState(deps: Deps, organizationId: string): Promise<ImportState> {
  const [directory, departments, designations] = await Promise.all([
    repo.loadDirectory(deps.db, organizationId),
    listDepartments(deps.db, organizationId),
    listDesignations(deps.db, organizationId),
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
  };
  for (const person of directory) {
    state.idByLower.set(person.employeeId.toLowerCase(), person.employeeId);
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
  const rows = await repo.loadPeople(deps.db, organizationId, [...ids]);
  return new Map<string, Current>(rows.map((r) => [r.employee.employeeId, r]));
}

/**
 * Imports employee rows chunk by chunk: each row is checked against the organisation and the rows before
 * it, and (unless a dry run) a chunk's accepted rows are written in one transaction. A chunk that fails
 * to commit refuses its rows whole. `onChunk` hears each chunk's outcome (progress, mails, refusals).
 */
export async function importEmployeeRows(
  deps: Deps,
  actor: Actor,
  rows: AsyncIterable<SheetRow>,
  options: { dryRun: boolean; onChunk: (result: ChunkResult) => Promise<void> },
) {
  const state = await loadState(deps, actor.organizationId);
  const createdIds = new Map<string, string>();
  let chunk: SheetRow[] = [];
  const flush = async () => {
    const people = await loadChunkPeople(deps, actor.organizationId, state, chunk);
    const plans: RowPlan[] = [];
    const rejections: Rejection[] = [];
    for (const sheetRow of chunk) {
      const { plan, errors } = checkEmployeeRow(state, sheetRow, people);
      if (plan && !isNoChange(plan)) plans.push(plan);
      if (!plan) rejections.push({ row: sheetRow.row, cells: sheetRow.cells, errors });
    }
    const wouldCreate = plans.filter((p) => p.kind === 'create');
    let updated = plans.length - wouldCreate.length;
    let created: CreatedPerson[] = wouldCreate.map((p) => ({
      employeeId: '',
      email: p.details.email,
      firstname: p.details.firstname,
    }));
    if (!options.dryRun && plans.length > 0) {
      try {
        created = await deps.db.transaction(async (tx) => {
          const written = await writeEmployeeChunk(tx, actor, plans, createdIds);
          await queueWelcomeMails(tx, actor.organizationId, written);
          return written;
        });
      } catch (error) {
        deps.log.error({ err: error }, 'employee import chunk failed');
        const byRow = new Map(chunk.map((r) => [r.row, r.cells]));
        for (const plan of plans) {
          rejections.push({
            row: plan.row,
            cells: byRow.get(plan.row) ?? {},
            errors: [{ field: 'employeeId', message: M.rowNotSaved }],
          });
        }
        rejections.sort((a, b) => a.row - b.row);
        created = [];
        updated = 0;
      }
    }
    await options.onChunk({
      rows: chunk.length,
      created: created.length,
      updated,
      rejections,
      welcome: options.dryRun ? [] : created,
    });
    chunk = [];
  };
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length >= CHUNK_ROWS) await flush();
  }
  if (chunk.length > 0) await flush();
}
