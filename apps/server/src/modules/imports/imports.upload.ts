import { basename, extname } from 'node:path';
import { IMPORT_MESSAGES as M, SERVER_MESSAGES } from '@hrms/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { containsNul, NUL_MESSAGE } from '../../lib/input-guard';
import type { ColumnMap, SheetFormat } from './imports.parse';

export type UploadedSheet = { fileName: string; format: SheetFormat; bytes: Buffer; columnMap: ColumnMap };
/** Reads the upload once the caller may import (the service checks access first). */
export type SheetUpload = () => Promise<UploadedSheet>;

const FORMATS: Record<string, SheetFormat> = { '.csv': 'csv', '.xlsx': 'xlsx' };
const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

const columnMapSchema = z
  .record(z.string().trim().min(1).max(200), z.string().max(100))
  .refine((map) => Object.keys(map).length <= 200);

/** The multipart field `columns`: the wizard's mapping of the file's headers, as JSON (`{"Surname": "lastname"}`). */
function parseColumnMap(value: unknown): ColumnMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    throw badRequest(M.badColumnMap, { columns: M.badColumnMap });
  }
  const map = columnMapSchema.safeParse(parsed);
  if (!map.success || Object.entries(map.data).some(([header, column]) => containsNul(header + column)))
    throw badRequest(M.badColumnMap, { columns: M.badColumnMap });
  return map.data;
}

/**
 * The multipart field `file` (and the optional field `columns`): its type is judged by its name before a byte is buffered, its size is
 * capped by the multipart plugin's limit while it streams in; an .xlsx must also look like a zip.
 */
export function sheetUpload(request: FastifyRequest): SheetUpload {
  return async () => {
    if (!request.isMultipart()) throw badRequest(M.noFile, { file: M.noFile });
    let sheet: UploadedSheet | null = null;
    let columnMap: ColumnMap = {};
    try {
      for await (const part of request.parts()) {
        if (containsNul(part.fieldname)) throw badRequest(NUL_MESSAGE);
        if (part.type === 'field' && part.fieldname === 'columns') {
          columnMap = parseColumnMap(part.value);
          continue;
        }
        if (part.type !== 'file' || part.fieldname !== 'file' || sheet) {
          if (part.type === 'file') part.file.resume();
          continue;
        }
        const fileName = basename(part.filename || '').slice(0, 200);
        if (containsNul(fileName)) throw badRequest(NUL_MESSAGE);
        const format = FORMATS[extname(fileName).toLowerCase()];
        if (!format) throw badRequest(M.wrongType, { file: M.wrongType });
        const bytes = await part.toBuffer();
        if (format === 'xlsx' && !isZip(bytes)) throw badRequest(M.unreadable, { file: M.unreadable });
        sheet = { fileName, format, bytes, columnMap: {} };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, M.tooLarge, { file: M.tooLarge });
      if (codeOf(error) === 'FST_FILES_LIMIT' || codeOf(error) === 'FST_PARTS_LIMIT' || codeOf(error) === 'FST_FIELDS_LIMIT') {
        throw new AppError(413, SERVER_MESSAGES.tooManyParts);
      }
      throw new AppError(400, SERVER_MESSAGES.uploadUnreadable);
    }
    if (!sheet) throw badRequest(M.noFile, { file: M.noFile });
    return { ...sheet, columnMap };
  };
}
