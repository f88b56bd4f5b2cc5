import {
  EMPLOYEE_MESSAGES,
  LEAVE_BALANCE_IMPORT_COLUMNS,
  type LeaveType,
  leaveBalanceImportRowSchema,
  IMPORT_MESSAGES as M,
} from '@hrms/shared';
import type { Executor } from '../../db/client';
import { recordAudits } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { listEmployeeIds } from '../employees';
import {
  type CellError,
  defineImportKind,
  forEachChunk,
  type ImportRunOptions,
  type Rejection,
  type SheetRow,
  settleChunk,
} from '../imports';
import * as repo from './leave.repository';

type Opening = { employeeId: string; leaveType: LeaveType; year: number; days: number };
const keyOf = (o: { employeeId: string; leaveType: string; year: number }) => `${o.employeeId}|${o.leaveType}|${o.year}`;

/**
 * Appends a chunk's openings to the ledger, which is never rewritten: a first opening is an OPENING entry
 * dated 1 January; a new value for one already recorded appends an ADJUSTMENT of the difference, so the
 * year's balance moves exactly as if the opening had been replaced. One audit row per change.
 */
async function appendOpenings(tx: Executor, actor: Actor, rows: (Opening & { before: number | null })[]) {
  await repo.appendLedgerStrict(
    tx,
    rows.map((r) => ({
      organizationId: actor.organizationId,
      employeeId: r.employeeId,
      leaveType: r.leaveType,
      year: r.year,
      kind: r.before === null ? ('OPENING' as const) : ('ADJUSTMENT' as const),
      days: r.before === null ? r.days : r.days - r.before,
      note: repo.OPENING_IMPORT_NOTE,
      createdBy: actor.employeeId,
      createdAt: r.before === null ? new Date(Date.UTC(r.year, 0, 1)) : new Date(),
    })),
  );
  await recordAudits(
    tx,
    actor,
    rows.map((r) => ({
      entity: 'leaveOpeningBalance',
      entityId: r.employeeId,
      employeeId: r.employeeId,
      action: r.before === null ? 'create' : 'update',
      before: r.before === null ? null : { leaveType: r.leaveType, year: r.year, days: r.before },
      after: { leaveType: r.leaveType, year: r.year, days: r.days },
    })),
  );
}

/**
 * Imports opening leave balances (employeeId, leaveType, year, balance) chunk by chunk: one opening per
 * person, type and year (appendOpenings), untouched when the value is the same. Rows an earlier attempt
 * committed (`skipRows`) are only checked again, so a later repeat is still refused.
 */
export async function importLeaveBalanceRows(deps: Deps, actor: Actor, rows: AsyncIterable<SheetRow>, options: ImportRunOptions) {
  const [employeeIds, types] = await Promise.all([
    listEmployeeIds(deps.db, actor.organizationId),
    repo.listLeaveTypes(deps.db, actor.organizationId),
  ]);
  const idByLower = new Map(employeeIds.map((id) => [id.toLowerCase(), id]));
  const typeByLower = new Map(types.map((t) => [t.leaveType.toLowerCase(), t.leaveType]));
  const seen = new Set<string>();

  /** The row's opening, or every problem in it; an accepted row is remembered so a repeat is refused. */
  const checkRow = (cells: Record<string, string>) => {
    const errors: CellError[] = [];
    const parsed = leaveBalanceImportRowSchema.safeParse(cells);
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors.push({ field: String(issue.path[0]), message: issue.message });
    const employeeId = idByLower.get((cells.employeeId ?? '').toLowerCase());
    if (cells.employeeId && !employeeId) errors.push({ field: 'employeeId', message: EMPLOYEE_MESSAGES.notFound });
    const leaveType = typeByLower.get((cells.leaveType ?? '').toLowerCase()) as LeaveType | undefined;
    if (cells.leaveType && !leaveType) errors.push({ field: 'leaveType', message: M.unknownLeaveType });
    if (errors.length > 0 || !parsed.success || !employeeId || !leaveType) return { opening: null, errors };
    const opening = { employeeId, leaveType, year: parsed.data.year, days: parsed.data.balance };
    if (seen.has(keyOf(opening))) return { opening: null, errors: [{ field: 'employeeId', message: M.duplicateBalance }] };
    seen.add(keyOf(opening));
    return { opening, errors };
  };

  const flush = async (chunk: SheetRow[]) => {
    const rejections: Rejection[] = [];
    const accepted: (Opening & { row: number })[] = [];
    for (const { row, cells } of chunk) {
      const { opening, errors } = checkRow(cells);
      if (opening) accepted.push({ ...opening, row });
      else rejections.push({ row, cells, errors });
    }
    const existing = await repo.openingsOf(deps.db, [...new Set(accepted.map((a) => a.employeeId))]);
    const changes = accepted.map((a) => ({ ...a, before: existing.get(keyOf(a)) ?? null })).filter((a) => a.before !== a.days);
    const created = changes.filter((c) => c.before === null).length;
    await settleChunk(
      deps,
      options,
      { chunk, accepted: changes.map((c) => c.row), created, updated: changes.length - created, rejections },
      async (tx) => {
        await appendOpenings(tx, actor, changes);
        return [];
      },
    );
  };
  await forEachChunk(rows, options, ({ cells }) => checkRow(cells), flush);
}

defineImportKind({
  kind: 'leaveBalances',
  path: '/leave/balances/import',
  what: 'opening leave balances (employeeId, leaveType, year, balance)',
  columns: LEAVE_BALANCE_IMPORT_COLUMNS,
  required: LEAVE_BALANCE_IMPORT_COLUMNS,
  run: importLeaveBalanceRows,
});
