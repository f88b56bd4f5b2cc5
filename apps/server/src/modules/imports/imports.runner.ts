import { IMPORT_MESSAGES as M, type Role } from '@hrms/shared';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { defineJob } from '../jobs';
import type { ChunkResult } from './imports.chunks';
import { headerOf, importerOf, rowsOf } from './imports.kinds';
import type { SheetFormat } from './imports.parse';
import * as repo from './imports.repository';

const formatOf = (fileName: string): SheetFormat => (fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv');

/**
 * How long one job works on an import before it hands the rest to a fresh job. Far below the job's
 * expiry, so only a job whose worker died stays active long enough for the queue to take it for stalled.
 */
export const IMPORT_SLICE_MS = 60_000;
const IMPORT_JOB = 'import-run';

/** This job's time is up: the rest of the import goes to a fresh job. */
class SliceOver extends Error {}
/** Another attempt committed the chunk this one was about to write: that attempt carries on. */
class TakenOver extends Error {}

/**
 * Runs a stored import from its first uncommitted chunk: QUEUED becomes RUNNING, each chunk commits with
 * its progress (and is claimed first, so two attempts never both write it), and after `sliceMs` of chunks
 * the rest is handed to a fresh job. An attempt that finds the import RUNNING resumes it (its worker died)
 * after the rows already committed; the last one marks it DONE, or FAILED with why. `limits` shortens the
 * slice or the chunks (tests).
 */
export async function runImport(deps: Deps, importId: string, limits: { sliceMs?: number; chunkRows?: number } = {}) {
  const { sliceMs = IMPORT_SLICE_MS, chunkRows } = limits;
  const job = await repo.findImportFile(deps.db, importId);
  if (!job?.hasFile || (job.status !== 'QUEUED' && job.status !== 'RUNNING')) return;
  const actor: Actor = { employeeId: job.createdBy, role: job.createdByRole as Role, organizationId: job.organizationId };
  if (job.status === 'QUEUED') await repo.updateImport(deps.db, importId, { status: 'RUNNING' });
  let committed = job.processedRows;
  let chunks = 0;
  // the slice counts chunk work only: reading the file up to where the import stands is not progress
  let sliceStarted: number | null = null;
  const beginChunk = async (tx: Executor) => {
    sliceStarted ??= Date.now();
    if (chunks > 0 && Date.now() - sliceStarted >= sliceMs) throw new SliceOver();
    if ((await repo.lockRunningImport(tx, importId)) !== committed) throw new TakenOver();
  };
  const onChunk = async (result: ChunkResult, tx: Executor) => {
    await repo.insertRejections(
      tx,
      result.rejections.map((r) => ({ importId, row: r.row, cells: r.cells, errors: r.errors })),
    );
    await repo.addChunkCounts(tx, importId, {
      rows: result.rows,
      created: result.created,
      updated: result.updated,
      failed: result.rejections.length,
      createdIds: result.welcome.map((p) => p.employeeId),
    });
    committed += result.rows;
    chunks++;
  };
  try {
    const format = formatOf(job.fileName);
    const file = () => repo.importFilePieces(deps.db, importId);
    const header = await headerOf(deps, actor, job.kind);
    // a large .xlsx takes a while to count: the progress shows 0 of 0 until then
    if (job.totalRows === 0) {
      let totalRows = 0;
      for await (const _ of rowsOf(job.kind, file, format, header, job.columnMap)) totalRows++;
      await repo.updateImport(deps.db, importId, { totalRows });
    }
    await importerOf(job.kind).run(deps, actor, rowsOf(job.kind, file, format, header, job.columnMap), {
      dryRun: false,
      skipRows: job.processedRows,
      createdEarlier: job.createdIds,
      chunkRows,
      beginChunk,
      onChunk,
    });
    await repo.finishImport(deps.db, importId, committed);
  } catch (error) {
    if (error instanceof SliceOver) return startImportInBackground(deps, importId);
    if (error instanceof TakenOver) return;
    deps.log.error({ err: error, importId }, 'import failed');
    const message = error instanceof AppError ? error.message : M.stopped;
    await repo.failImport(deps.db, importId, message).catch(() => {});
  }
}

defineJob<{ importId: string }>({
  name: IMPORT_JOB,
  handler: (deps, { importId }) => runImport(deps, importId),
  // a slice is a minute of work; a job active five minutes has lost its worker and is retried (resumed)
  policy: { expireInSeconds: 300, retryLimit: 5, retryDelay: 10 },
  // stalled more often than that: it is said so, and the rows committed so far stay
  onDead: (deps, { importId }) => repo.failImport(deps.db, importId, M.interrupted),
});

/** Hands a stored import to the job queue: a worker of any server copy runs (or resumes) it. */
export async function startImportInBackground(deps: Deps, importId: string) {
  await deps.jobs.enqueue(IMPORT_JOB, { importId });
}
