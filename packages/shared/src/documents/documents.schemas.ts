import { z } from 'zod';
import { DOCUMENT_CATEGORIES, DOCUMENT_MESSAGES as M } from './documents.constants';

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** Whose pictures or documents (GET documents/profile-pic, id-card-pic). */
export const documentOwnerQuerySchema = z.object({
  organizationId: requiredText('organizationId is required.', 50),
  employeeId: requiredText('employeeId is required.', 50),
});
export type DocumentOwnerQuery = z.infer<typeof documentOwnerQuerySchema>;

/** GET documents/list: one category of an employee's documents. */
export const documentListQuerySchema = documentOwnerQuerySchema.extend({
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'category must be PROFILE_PIC, ID_CARD or EXPERIENCE.' }),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** POST documents/upload query: a missing file name answers the spec's picture message. */
export const documentUploadQuerySchema = documentListQuerySchema.extend({
  fileName: z.string({ error: M.fillAll }).trim().min(1, M.fillAll).max(100, 'The file name must be at most 100 characters.'),
});
export type DocumentUploadQuery = z.infer<typeof documentUploadQuerySchema>;

/** One entry of GET documents/list; `url` opens the file (signed, expires after an hour). */
export const documentListItemSchema = z.object({
  documentId: z.string(),
  fileName: z.string(),
  category: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  url: z.string(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

/** The public file route's query; the server checks the signature (403 when missing, wrong or expired). */
export const documentFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
