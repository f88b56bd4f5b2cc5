import type { Role } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { defineJob } from '../jobs';
import type { ChunkResult } from './employee-import';
import { IMPORTERS, rowsOf } from './imports.kinds';
import type { SheetFormat } from './imports.parse';
import * as repo from './imports.repository';

const formatOf = (fileName: string): SheetFormat => (fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv');

/** Runs a stored import to its end: RUNNING, chunk by chunk progress, then DONE (or FAILED with why). */
export async function runImport(deps: Deps, importId: string) {
  const job = await repo.findImportFile(deps.db, importId);
  if (!job?.file || job.status !== 'QUEUED') return;
  const actor: Actor = { employeeId: job.createdBy, role: job.createdByRole as Role, organizationId: job.organizationId };
  await repo.updateImport(deps.db, importId, { status: 'RUNNING' });
  // a large .xlsx takes a while to count: the progress shows 0 of 0 until then
  const onChunk = async (result: ChunkResult) => {
    await repo.insertRejections(
      deps.db,
      result.rejections.map((r) => ({ importId, row: r.row, cells: r.cells, errors: r.errors })),
    );
    await repo.addChunkCounts(deps.db, importId, {
      rows: result.rows,
      created: result.created,
      updated: result.updated,
      failed: result.rejections.length,
      createdIds: result.welcome.map((p) => p.employeeId),
    });
  };
  try {
    const format = formatOf(job.fileName);
    let totalRows = 0;
    for await (const _ of rowsOf(job.kind, job.file, format)) totalRows++;
    await repo.updateImport(deps.db, importId, { totalRows });
    await IMPORTERS[job.kind].run(deps, actor, rowsOf(job.kind, job.file, format), { dryRun: false, onChunk });
    await repo.updateImport(deps.db, importId, { status: 'DONE', file: null });
  } catch (error) {
    deps.log.error({ err: error, importId }, 'import failed');
    const message = error instanceof AppError ? error.message : 'The import stopped unexpectedly.';
    await repo.updateImport(deps.db, importId, { status: 'FAILED', message, file: null }).catch(() => {});
  }
}

const IMPORT_JOB = 'import-run';
defineJob<{ importId: string }>({ name: IMPORT_JOB, handler: (deps, { importId }) => runImport(deps, importId) });

/** Hands a stored import to the job queue: a worker of any server copy runs it once. */
export async function startImportInBackground(deps: Deps, importId: string) {
  await deps.jobs.enqueue(IMPORT_JOB, { importId });
}
