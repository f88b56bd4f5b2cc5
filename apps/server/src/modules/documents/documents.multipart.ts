import { basename } from 'node:path';
import { SERVER_MESSAGES } from '@hrms/shared';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../lib/errors';
import { containsNul, NUL_MESSAGE } from '../../lib/input-guard';

export type ReceivedFile = {
  /** The form field the file came in. */
  field: string;
  /** The name the browser gave the file (no folders). */
  originalName: string;
  bytes: Buffer;
  /** Sniffed from the bytes; '' when unrecognised. Never the client's content-type or the name. */
  mimeType: string;
};
export type ReceivedForm = { fields: Record<string, string>; files: ReceivedFile[] };

/**
 * Reads the multipart body once the caller may upload: what reads it is passed to the service, which
 * checks access first. `tooLargeMessage` is the answer when a file is over the plugin's size limit.
 */
export type FormReader = (tooLargeMessage: string) => Promise<ReceivedForm>;

const isMultipartError = (error: unknown): error is { code: string; statusCode?: number } =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

/** The sniffed MIME type of the bytes ('' when file-type does not recognise them). */
export async function sniffMimeType(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) return '';
  return (await fileTypeFromBuffer(bytes))?.mime ?? '';
}

export function multipartReader(request: FastifyRequest): FormReader {
  return async (tooLargeMessage) => {
    const form: ReceivedForm = { fields: {}, files: [] };
    if (!request.isMultipart()) return form;
    try {
      for await (const part of request.parts()) {
        if (containsNul(part.fieldname) || (part.type === 'file' && containsNul(part.filename))) throw badRequest(NUL_MESSAGE);
        if (part.type === 'field') {
          const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
          if (containsNul(value)) throw badRequest(NUL_MESSAGE);
          form.fields[part.fieldname] = value;
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue; // an empty file input
        form.files.push({
          field: part.fieldname,
          originalName: basename(part.filename || 'file').slice(0, 200),
          bytes,
          mimeType: await sniffMimeType(bytes),
        });
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (isMultipartError(error) && error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLargeMessage);
      if (
        isMultipartError(error) &&
        (error.code === 'FST_FILES_LIMIT' || error.code === 'FST_FIELDS_LIMIT' || error.code === 'FST_PARTS_LIMIT')
      ) {
        throw new AppError(413, SERVER_MESSAGES.tooManyParts);
      }
      // a truncated or malformed body (busboy: "Unexpected end of form") is the sender's fault
      throw new AppError(400, SERVER_MESSAGES.uploadUnreadable);
    }
    return form;
  };
}
