import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  type DocumentCategory,
  type DocumentListItem,
  type DocumentListQuery,
  type DocumentOwnerQuery,
  type DocumentUploadQuery,
  PICTURE_CATEGORIES,
  uploadFileProblem,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { requireColleague, requireDocumentsView, requireOwnOrganization, requireUploadAccess } from './documents.access';
import type { FormReader } from './documents.multipart';
import * as repo from './documents.repository';
import { urlSigner } from './documents.urls';

const isPicture = (category: string) => (PICTURE_CATEGORIES as readonly string[]).includes(category);

/** The signed address of a document (works as <img src> without a token, for an hour). */
export const documentUrl = (deps: Deps, documentId: string) => urlSigner(deps.config.secretKey).sign(documentId);

/**
 * POST documents/upload: a picture (PROFILE_PIC, ID_CARD: the employee or an admin) or an experience
 * document (admins). The type is sniffed from the bytes. A new picture replaces the previous one of its
 * category; experience documents accumulate. Answers the new file's address.
 */
export async function uploadDocument(deps: Deps, actor: Actor, query: DocumentUploadQuery, readForm: FormReader) {
  requireOwnOrganization(actor, query.organizationId);
  const employee = await requireUploadAccess(deps, actor, query.employeeId, query.category);
  const form = await readForm(DOCUMENT_MESSAGES.tooLarge);
  const file = form.files.find((f) => f.field === 'file');
  if (!file || file.bytes.length === 0) throw badRequest(DOCUMENT_MESSAGES.fillAll, { file: DOCUMENT_MESSAGES.fillAll });
  const problem = uploadFileProblem(query.category, { type: file.mimeType, size: file.bytes.length });
  if (problem) throw badRequest(problem, { file: problem });

  const documentId = randomUUID();
  await deps.db.transaction(async (tx) => {
    const replaced = isPicture(query.category)
      ? await repo.deleteDocuments(tx, { employeeId: employee.employeeId, category: query.category })
      : [];
    const facts = {
      employeeId: employee.employeeId,
      category: query.category,
      fileName: query.fileName,
      mimeType: file.mimeType,
      size: file.bytes.length,
    };
    await repo.insertDocument(tx, {
      ...facts,
      documentId,
      organizationId: actor.organizationId,
      content: file.bytes,
      uploadedBy: actor.employeeId,
    });
    await recordAudit(tx, actor, {
      entity: 'document',
      entityId: documentId,
      action: 'create',
      before: replaced.length ? { replaced } : undefined,
      after: facts,
    });
  });
  return documentUrl(deps, documentId);
}

/**
 * GET documents/profile-pic and id-card-pic: the current picture's address (404 when none). Pictures are
 * visible to colleagues of the same organisation, as on an ID card or an organisation chart.
 */
export async function getPictureAddress(
  deps: Deps,
  actor: Actor,
  query: DocumentOwnerQuery,
  category: Extract<DocumentCategory, 'PROFILE_PIC' | 'ID_CARD'>,
) {
  requireOwnOrganization(actor, query.organizationId);
  const employee = await requireColleague(deps, actor, query.employeeId);
  const picture = await repo.findLatestDocument(deps.db, actor.organizationId, employee.employeeId, category);
  if (!picture) throw notFound(DOCUMENT_MESSAGES.noPicture);
  return documentUrl(deps, picture.documentId);
}

export function toListItem(deps: Deps, row: repo.DocumentFacts): DocumentListItem {
  return {
    documentId: row.documentId,
    fileName: row.fileName,
    category: row.category,
    mimeType: row.mimeType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    url: documentUrl(deps, row.documentId),
  };
}

/** GET documents/list: one category of an employee's documents (the employee, their manager or HR, admins). */
export async function listDocuments(deps: Deps, actor: Actor, query: DocumentListQuery) {
  try {
    requireOwnOrganization(actor, query.organizationId);
  } catch {
    throw forbidden(DOCUMENT_MESSAGES.accessDenied);
  }
  const employee = await requireDocumentsView(deps, actor, query.employeeId);
  const rows = await repo.listDocuments(deps.db, actor.organizationId, employee.employeeId, query.category);
  return rows.map((row) => toListItem(deps, row));
}

/** What the public file route sends: found only with a valid, unexpired signature. */
export async function openSignedDocument(deps: Deps, documentId: string, expires?: string, signature?: string) {
  if (!urlSigner(deps.config.secretKey).verify(documentId, expires, signature)) throw forbidden(DOCUMENT_MESSAGES.linkInvalid);
  const document = await repo.findDocumentContent(deps.db, documentId);
  if (!document) throw notFound(DOCUMENT_MESSAGES.notFound);
  return document;
}
