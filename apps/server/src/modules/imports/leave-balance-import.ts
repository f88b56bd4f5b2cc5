import { EMPLOYEE_MESSAGES, type LeaveType, leaveBalanceImportRowSchema, IMPORT_MESSAGES as M } from '@hrms/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { leaveLedger, leaveTypes } from '../leave';
import * as employeeRepo from './employee-import.repository';
import type { CellError } from './employee-import.rows';
import { forEachChunk, type ImportRunOptions, type Rejection, settleChunk } from './imports.chunks';
import type { SheetRow } from './imports.parse';

type Opening = { employeeId: string; leaveType: LeaveType; year: number; days: number };
const keyOf = (o: { employeeId: string; leaveType: string; year: number }) => `${o.employeeId}|${o.leaveType}|${o.year}`;

/** The OPENING entries already recorded for a chunk's people, by person, type and year. */
async function currentOpenings(db: Executor, employeeIds: string[]) {
  if (employeeIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      employeeId: leaveLedger.employeeId,
      leaveType: leaveLedger.leaveType,
      year: leaveLedger.year,
      days: leaveLedger.days,
    })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.kind, 'OPENING'), inArray(leaveLedger.employeeId, employeeIds)));
  return new Map(rows.map((r) => [keyOf(r), Number(r.days)]));
}

/** Writes a chunk's openings in one statement: a new one is inserted, an existing one replaced. */
async function writeOpenings(tx: Executor, actor: Actor, rows: (Opening & { before: number | null })[]) {
  await tx
    .insert(leaveLedger)
    .values(
      rows.map((r) => ({
        organizationId: actor.organizationId,
        employeeId: r.employeeId,
        leaveType: r.leaveType,
        year: r.year,
        kind: 'OPENING' as const,
        days: r.days,
        note: 'Opening balance (import)',
        createdBy: actor.employeeId,
        createdAt: new Date(Date.UTC(r.year, 0, 1)),
      })),
    )
    .onConflictDoUpdate({
      target: [leaveLedger.employeeId, leaveLedger.leaveType, leaveLedger.year],
      targetWhere: sql`kind = 'OPENING'`,
      set: { days: sql`excluded.days`, createdBy: sql`excluded.created_by` },
    });
  await employeeRepo.insertAudits(
    tx,
    rows.map((r) => ({
      organizationId: actor.organizationId,
      actorId: actor.employeeId,
      entity: 'leaveOpeningBalance',
      entityId: r.employeeId,
      action: r.before === null ? 'create' : 'update',
      before: r.before === null ? null : { leaveType: r.leaveType, year: r.year, days: r.before },
      after: { leaveType: r.leaveType, year: r.year, days: r.days },
    })),
  );
}

/**
 * Imports opening leave balances (employeeId, leaveType, year, balance) chunk by chunk: one OPENING ledger
 * entry per person, type and year, replaced when imported again and untouched when the value is the same.
 * Rows an earlier attempt committed (`skipRows`) are only checked again, so a later repeat is still refused.
 */
export async function importLeaveBalanceRows(deps: Deps, actor: Actor, rows: AsyncIterable<SheetRow>, options: ImportRunOptions) {
  const [directory, types] = await Promise.all([
    employeeRepo.loadDirectory(deps.db, actor.organizationId),
    deps.db
      .select({ leaveType: leaveTypes.leaveType })
      .from(leaveTypes)
      .where(eq(leaveTypes.organizationId, actor.organizationId)),
  ]);
  const idByLower = new Map(directory.map((p) => [p.employeeId.toLowerCase(), p.employeeId]));
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
    const existing = await currentOpenings(deps.db, [...new Set(accepted.map((a) => a.employeeId))]);
    const changes = accepted.map((a) => ({ ...a, before: existing.get(keyOf(a)) ?? null })).filter((a) => a.before !== a.days);
    const created = changes.filter((c) => c.before === null).length;
    await settleChunk(
      deps,
      options,
      { chunk, accepted: changes.map((c) => c.row), created, updated: changes.length - created, rejections },
      async (tx) => {
        await writeOpenings(tx, actor, changes);
        return [];
      },
    );
  };
  await forEachChunk(rows, options, ({ cells }) => checkRow(cells), flush);
}
