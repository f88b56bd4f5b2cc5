import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  type DocumentCategory,
  type DocumentListItem,
  type DocumentListQuery,
  type DocumentOwnerQuery,
  type DocumentUploadQuery,
  ONBOARDING_CATEGORY,
  PICTURE_CATEGORIES,
  uploadFileProblem,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import {
  requireColleague,
  requireDocumentsView,
  requireOnboardingAccess,
  requireOwnOrganization,
  requireUploadAccess,
} from './documents.access';
import type { FormReader } from './documents.multipart';
import * as repo from './documents.repository';
import { DOWNLOAD_ROUTE, urlSigner } from './documents.urls';

const isPicture = (category: string) => (PICTURE_CATEGORIES as readonly string[]).includes(category);

/** A picture's absolute signed address: works as <img src> without a token, for a few minutes. */
export const pictureUrl = (deps: Deps, origin: string, documentId: string) =>
  `${origin}${urlSigner(deps.config.secretKey).sign(documentId)}`;

/** Where a session downloads any other document (bearer token required; served as an attachment). */
export const documentUrl = (documentId: string) => `${DOWNLOAD_ROUTE}/${encodeURIComponent(documentId)}`;

/**
 * POST documents/upload: a picture (PROFILE_PIC, ID_CARD: the employee or an admin) or an experience
 * document (admins). The type is sniffed from the bytes. A new picture replaces the previous one of its
 * category; experience documents accumulate. Answers the new file's address.
 */
export async function uploadDocument(deps: Deps, actor: Actor, query: DocumentUploadQuery, readForm: FormReader, origin: string) {
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
  return isPicture(query.category) ? pictureUrl(deps, origin, documentId) : documentUrl(documentId);
}

/**
 * GET documents/profile-pic and id-card-pic: the current picture's absolute address, or '' when none
 * (contract: 200 with an empty body). Pictures are visible to colleagues of the same organisation, as on
 * an ID card or an organisation chart.
 */
export async function getPictureAddress(
  deps: Deps,
  actor: Actor,
  query: DocumentOwnerQuery,
  category: Extract<DocumentCategory, 'PROFILE_PIC' | 'ID_CARD'>,
  origin: string,
) {
  requireOwnOrganization(actor, query.organizationId);
  const employee = await requireColleague(deps, actor, query.employeeId);
  const picture = await repo.findLatestDocument(deps.db, actor.organizationId, employee.employeeId, category);
  return picture ? pictureUrl(deps, origin, picture.documentId) : '';
}

export function toListItem(row: repo.DocumentFacts): DocumentListItem {
  return {
    documentId: row.documentId,
    fileName: row.fileName,
    category: row.category,
    mimeType: row.mimeType,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    url: documentUrl(row.documentId),
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
  return rows.map(toListItem);
}

/** What the public file route sends: a picture, found only with a valid, unexpired signature. */
export async function openSignedPicture(deps: Deps, documentId: string, expires?: string, signature?: string) {
  if (!urlSigner(deps.config.secretKey).verify(documentId, expires, signature)) throw forbidden(DOCUMENT_MESSAGES.linkInvalid);
  const document = await repo.findDocumentContent(deps.db, documentId);
  if (!document) throw notFound(DOCUMENT_MESSAGES.notFound);
  // links signed before documents needed a session must not open anything but pictures
  if (!isPicture(document.category)) throw forbidden(DOCUMENT_MESSAGES.linkInvalid);
  return document;
}

/**
 * GET documents/download/{documentId}: any document of the caller's organisation that the caller may see —
 * pictures: colleagues; experience documents: the employee, their manager or HR, admins; onboarding
 * documents: the employee, admins and HR. Another organisation's document is not found.
 */
export async function downloadDocument(deps: Deps, actor: Actor, documentId: string) {
  const document = await repo.findDocumentContent(deps.db, documentId);
  if (!document || document.organizationId !== actor.organizationId) throw notFound(DOCUMENT_MESSAGES.notFound);
  if (isPicture(document.category)) await requireColleague(deps, actor, document.employeeId);
  else if (document.category === 'EXPERIENCE') await requireDocumentsView(deps, actor, document.employeeId);
  else await requireOnboardingAccess(deps, actor, document.employeeId, 'view');
  if (IDENTITY_CATEGORIES.has(document.category)) {
    await recordAudit(deps.db, actor, {
      entity: 'document',
      entityId: document.documentId,
      employeeId: document.employeeId,
      action: 'download',
      after: { category: document.category, fileName: document.fileName },
    });
  }
  return document;
}

/** Identity documents: the ID card picture and onboarding papers; every download of one is audited. */
const IDENTITY_CATEGORIES = new Set<string>(['ID_CARD', ONBOARDING_CATEGORY]);
