import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { importRejections, imports } from './imports.tables';

export type ImportRow = typeof imports.$inferSelect;
/** How many refused rows the status answer lists; all of them are in the errors file. */
export const STATUS_ERROR_ROWS = 1000;

export async function insertImport(db: Executor, values: typeof imports.$inferInsert) {
  const [row] = await db.insert(imports).values(values).returning({ importId: imports.importId });
  if (!row) throw new Error('insert imports returned nothing');
  return row.importId;
}

export async function findImport(db: Executor, organizationId: string, importId: string) {
  const [row] = await db
    .select({
      importId: imports.importId,
      kind: imports.kind,
      status: imports.status,
      totalRows: imports.totalRows,
      processedRows: imports.processedRows,
      created: imports.created,
      updated: imports.updated,
      failed: imports.failed,
      // the status lists the first thousand new ids; the export has them all
      createdIds: sql<string[]>`jsonb_path_query_array(${imports.createdIds}, '$[0 to 999]')`,
      message: imports.message,
      createdBy: imports.createdBy,
      createdByRole: imports.createdByRole,
      organizationId: imports.organizationId,
      updatedAt: imports.updatedAt,
    })
    .from(imports)
    .where(and(eq(imports.organizationId, organizationId), eq(imports.importId, importId)));
  return row ?? null;
}

/**
 * What a run needs of an import: where it stands, and whether its file is still kept (the file itself is
 * read in pieces: importFilePieces). The ids it created (100,000 for a large file) only when it resumes,
 * since only then can later rows name them.
 */
export async function findImportFile(db: Executor, importId: string) {
  const [row] = await db
    .select({
      importId: imports.importId,
      organizationId: imports.organizationId,
      kind: imports.kind,
      status: imports.status,
      createdBy: imports.createdBy,
      createdByRole: imports.createdByRole,
      fileName: imports.fileName,
      columnMap: imports.columnMap,
      hasFile: sql<boolean>`${imports.file} is not null`,
      totalRows: imports.totalRows,
      processedRows: imports.processedRows,
      createdIds: sql<string[]>`case when ${imports.processedRows} > 0 then ${imports.createdIds} else '[]'::jsonb end`,
    })
    .from(imports)
    .where(eq(imports.importId, importId));
  return row ?? null;
}

/** Bytes of a stored file read per query. */
export const FILE_PIECE_BYTES = 1024 * 1024;

/**
 * An import's stored file, a piece at a time: read whole, a 15 MB file arrived as a 30 MB hex string and
 * a 15 MB copy at once, the largest moment of a 100,000-row import's memory.
 */
export async function* importFilePieces(db: Executor, importId: string, pieceBytes = FILE_PIECE_BYTES) {
  for (let from = 1; ; from += pieceBytes) {
    const [row] = await db
      .select({ piece: sql<Buffer | Uint8Array | null>`substring(${imports.file} from ${from}::int for ${pieceBytes}::int)` })
      .from(imports)
      .where(eq(imports.importId, importId));
    const piece = row?.piece;
    if (!piece || piece.length === 0) return;
    yield Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.length);
    if (piece.length < pieceBytes) return;
  }
}

export async function updateImport(db: Executor, importId: string, values: Partial<typeof imports.$inferInsert>) {
  await db
    .update(imports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(imports.importId, importId));
}

/** Adds one chunk's counts (and created ids) to the running totals. */
export async function addChunkCounts(
  db: Executor,
  importId: string,
  counts: { rows: number; created: number; updated: number; failed: number; createdIds: string[] },
) {
  await db
    .update(imports)
    .set({
      processedRows: sql`${imports.processedRows} + ${counts.rows}`,
      created: sql`${imports.created} + ${counts.created}`,
      updated: sql`${imports.updated} + ${counts.updated}`,
      failed: sql`${imports.failed} + ${counts.failed}`,
      createdIds: sql`${imports.createdIds} || ${JSON.stringify(counts.createdIds)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(imports.importId, importId));
}

export async function insertRejections(db: Executor, rows: (typeof importRejections.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(importRejections).values(rows.slice(i, i + 1000));
}

/**
 * Locks a running import's row for the caller's transaction (a chunk's) and answers how many rows are
 * committed, or null when it is no longer running: an attempt writes a chunk only after the rows it expects.
 */
export async function lockRunningImport(tx: Executor, importId: string): Promise<number | null> {
  const [row] = await tx
    .select({ processedRows: imports.processedRows, status: imports.status })
    .from(imports)
    .where(eq(imports.importId, importId))
    .for('update');
  return row?.status === 'RUNNING' ? row.processedRows : null;
}

/** DONE, by the attempt that committed the last chunk (its count of rows is still the import's). */
export async function finishImport(db: Executor, importId: string, processedRows: number) {
  await db
    .update(imports)
    .set({ status: 'DONE', file: null, updatedAt: new Date() })
    .where(and(eq(imports.importId, importId), eq(imports.status, 'RUNNING'), eq(imports.processedRows, processedRows)));
}

/** FAILED with why, unless it has already ended; the rows committed so far stay. */
export async function failImport(db: Executor, importId: string, message: string) {
  await db
    .update(imports)
    .set({ status: 'FAILED', message, file: null, updatedAt: new Date() })
    .where(and(eq(imports.importId, importId), inArray(imports.status, ['QUEUED', 'RUNNING'])));
}

export const listRejections = (db: Executor, importId: string, limit?: number) => {
  const query = db
    .select()
    .from(importRejections)
    .where(eq(importRejections.importId, importId))
    .orderBy(asc(importRejections.row));
  return limit ? query.limit(limit) : query;
};
