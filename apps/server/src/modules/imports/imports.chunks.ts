import { IMPORT_MESSAGES as M } from '@hrms/shared';
import type { Executor } from '../../db/client';
import type { Deps } from '../../lib/deps';
import type { SheetRow } from './imports.parse';

/** Rows checked and written per transaction. */
export const CHUNK_ROWS = 2000;

/** A problem in one cell of a row (field: its column). */
export type CellError = { field: string; message: string };
/** A record a chunk created, by the person it concerns (a later attempt of the run must not take them as existing). */
export type CreatedRecord = { employeeId: string };
export type Rejection = { row: number; cells: Record<string, string>; errors: CellError[] };
/** One chunk's outcome: rows read, records created and updated, rows refused, and new people to welcome. */
export type ChunkResult = { rows: number; created: number; updated: number; rejections: Rejection[]; welcome: CreatedRecord[] };

/** How a run hands its chunks over (the same for every kind of import). */
export type ImportRunOptions = {
  dryRun: boolean;
  /**
   * Leading rows an earlier attempt of this run already committed: they are not checked, written or
   * reported again, only remembered, so later rows still see them (an e-mail used twice in the file).
   */
  skipRows?: number;
  /** The ids the committed rows (`skipRows`) created: later rows naming them by id are refused, as in a first run. */
  createdEarlier?: readonly string[];
  /** Rows per chunk (CHUNK_ROWS unless said). */
  chunkRows?: number;
  /** First step of each chunk's transaction in a real run: the runner claims the chunk (or stops the run) here. */
  beginChunk?: (tx: Executor) => Promise<void>;
  /** A chunk's outcome; in a real run inside the chunk's transaction, so the progress commits with the rows. */
  onChunk: (result: ChunkResult, db: Executor) => Promise<void>;
};

/** A checked chunk: its rows, its accepted rows' numbers, what they would create and update, the refused rows. */
export type CheckedChunk = {
  chunk: SheetRow[];
  accepted: number[];
  created: number;
  updated: number;
  rejections: Rejection[];
};

/**
 * Settles a checked chunk. A dry run only reports it. A real run claims it, writes its accepted rows and
 * records its outcome in one transaction; the rows are written inside a savepoint, so rows that fail to
 * save are refused whole (and said so) while the chunk's progress still commits.
 */
export async function settleChunk(
  deps: Deps,
  options: ImportRunOptions,
  checked: CheckedChunk,
  write: (tx: Executor) => Promise<CreatedRecord[]>,
) {
  const { chunk, accepted, rejections } = checked;
  if (options.dryRun) {
    await options.onChunk({ ...checked, rows: chunk.length, welcome: [] }, deps.db);
    return;
  }
  await deps.db.transaction(async (tx) => {
    await options.beginChunk?.(tx);
    let result: ChunkResult = { rows: chunk.length, created: checked.created, updated: checked.updated, rejections, welcome: [] };
    if (accepted.length > 0) {
      try {
        result.welcome = await tx.transaction((savepoint) => write(savepoint));
      } catch (error) {
        deps.log.error({ err: error }, 'import chunk failed');
        const wanted = new Set(accepted);
        const notSaved = chunk
          .filter((r) => wanted.has(r.row))
          .map((r) => ({ row: r.row, cells: r.cells, errors: [{ field: 'employeeId', message: M.rowNotSaved }] }));
        const all = [...rejections, ...notSaved].sort((a, b) => a.row - b.row);
        result = { rows: chunk.length, created: 0, updated: 0, rejections: all, welcome: [] };
      }
    }
    await options.onChunk(result, tx);
  });
}

/** Reads rows a chunk at a time: the first `skipRows` are handed to `remember`, the rest to `flush` in chunks. */
export async function forEachChunk(
  rows: AsyncIterable<SheetRow>,
  options: ImportRunOptions,
  remember: (row: SheetRow) => void,
  flush: (chunk: SheetRow[]) => Promise<void>,
) {
  const { skipRows = 0, chunkRows = CHUNK_ROWS } = options;
  let skipped = 0;
  let chunk: SheetRow[] = [];
  for await (const row of rows) {
    if (skipped < skipRows) {
      skipped++;
      remember(row);
      continue;
    }
    chunk.push(row);
    if (chunk.length >= chunkRows) {
      await flush(chunk);
      chunk = [];
    }
  }
  if (chunk.length > 0) await flush(chunk);
}
