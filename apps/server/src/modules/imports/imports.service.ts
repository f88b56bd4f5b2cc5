import { DRY_RUN_PREVIEW_ROWS, type ImportKind, IMPORT_MESSAGES as M } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import type { ChunkResult, Rejection } from './imports.chunks';
import { headerOf, importerOf, rowsOf } from './imports.kinds';
import * as repo from './imports.repository';
import { startImportInBackground } from './imports.runner';
import type { SheetUpload } from './imports.upload';

const flatten = (rejections: { row: number; errors: { field: string; message: string }[] }[]) =>
  rejections.flatMap((r) => r.errors.map((e) => ({ row: r.row, field: e.field, message: e.message })));

/** Dry run: every check of a real run, nothing written; the refused rows kept for the errors file. */
export async function dryRunImport(deps: Deps, actor: Actor, kind: ImportKind, upload: SheetUpload) {
  const sheet = await upload();
  const summary = { totalRows: 0, validRows: 0, created: 0, updated: 0 };
  const rejections: Rejection[] = [];
  const header = await headerOf(deps, actor, kind);
  await importerOf(kind).run(deps, actor, rowsOf(kind, sheet.bytes, sheet.format, header, sheet.columnMap), {
    dryRun: true,
    onChunk: async (chunk: ChunkResult) => {
      summary.totalRows += chunk.rows;
      summary.validRows += chunk.rows - chunk.rejections.length;
      summary.created += chunk.created;
      summary.updated += chunk.updated;
      rejections.push(...chunk.rejections);
    },
  });
  const refusedRows = rejections.slice(0, DRY_RUN_PREVIEW_ROWS).map(({ row, cells }) => ({ row, cells }));
  return { ...summary, errors: flatten(rejections), refusedRows, rejections };
}

/** Stores the file (its header checked here, its rows counted by the run) and starts the real run in the background. */
export async function startImport(deps: Deps, actor: Actor, kind: ImportKind, upload: SheetUpload) {
  const sheet = await upload();
  const rows = rowsOf(kind, sheet.bytes, sheet.format, await headerOf(deps, actor, kind), sheet.columnMap);
  await rows.next();
  await rows.return(undefined);
  const importId = await repo.insertImport(deps.db, {
    organizationId: actor.organizationId,
    kind,
    createdBy: actor.employeeId,
    createdByRole: actor.role,
    fileName: sheet.fileName,
    columnMap: sheet.columnMap,
    file: sheet.bytes,
  });
  await startImportInBackground(deps, importId);
  return { importId };
}

async function requireImport(deps: Deps, actor: Actor, kind: ImportKind, importId: string) {
  const found = await repo.findImport(deps.db, actor.organizationId, importId);
  if (!found || found.kind !== kind) throw notFound(M.notFound);
  return found;
}

/** The import's status, counts, the ids it created and its first refused rows. */
export async function getImportStatus(deps: Deps, actor: Actor, kind: ImportKind, importId: string) {
  const found = await requireImport(deps, actor, kind, importId);
  const rejections = await repo.listRejections(deps.db, found.importId, repo.STATUS_ERROR_ROWS);
  return {
    importId: found.importId,
    status: found.status,
    totalRows: found.totalRows,
    processedRows: found.processedRows,
    created: found.created,
    updated: found.updated,
    failed: found.failed,
    errors: flatten(rejections),
    createdIds: found.createdIds,
    message: found.message,
  };
}

/** Every refused row of an import, as uploaded, for the errors file. */
export async function listImportRejections(deps: Deps, actor: Actor, kind: ImportKind, importId: string) {
  const found = await requireImport(deps, actor, kind, importId);
  return repo.listRejections(deps.db, found.importId);
}
