import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documents } from './documents.tables';

export type NewDocument = typeof documents.$inferInsert;

/** Everything about a document except its bytes. */
const facts = {
  documentId: documents.documentId,
  organizationId: documents.organizationId,
  employeeId: documents.employeeId,
  category: documents.category,
  field: documents.field,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  size: documents.size,
  createdAt: documents.createdAt,
};
export type DocumentFacts = {
  documentId: string;
  organizationId: string;
  employeeId: string;
  category: string;
  field: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date;
};

export async function insertDocument(db: Executor, values: NewDocument) {
  await db.insert(documents).values(values);
}

/** Removes an employee's documents of one category (and onboarding field); returns what was removed. */
export async function deleteDocuments(db: Executor, params: { employeeId: string; category: string; field?: string }) {
  return db
    .delete(documents)
    .where(
      and(
        eq(documents.employeeId, params.employeeId),
        eq(documents.category, params.category),
        params.field === undefined ? undefined : eq(documents.field, params.field),
      ),
    )
    .returning({ documentId: documents.documentId, fileName: documents.fileName, field: documents.field });
}

/** The newest document of a category (pictures: the current one). */
export async function findLatestDocument(db: Executor, organizationId: string, employeeId: string, category: string) {
  const [row] = await db
    .select(facts)
    .from(documents)
    .where(
      and(eq(documents.organizationId, organizationId), eq(documents.employeeId, employeeId), eq(documents.category, category)),
    )
    .orderBy(desc(documents.createdAt))
    .limit(1);
  return (row as DocumentFacts | undefined) ?? null;
}

/** An employee's documents of one category, newest first. */
export async function listDocuments(db: Executor, organizationId: string, employeeId: string, category: string) {
  const rows = await db
    .select(facts)
    .from(documents)
    .where(
      and(eq(documents.organizationId, organizationId), eq(documents.employeeId, employeeId), eq(documents.category, category)),
    )
    .orderBy(desc(documents.createdAt), documents.fileName);
  return rows as DocumentFacts[];
}

/** A document with its bytes, for the signed file route. */
export async function findDocumentContent(db: Executor, documentId: string) {
  const [row] = await db
    .select({ ...facts, content: documents.content })
    .from(documents)
    .where(eq(documents.documentId, documentId));
  return row ?? null;
}

/** Number of onboarding files per employee, for the submissions list. */
export async function countFiles(db: Executor, employeeIds: string[], category: string) {
  if (employeeIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ employeeId: documents.employeeId, count: sql<number>`count(*)::int` })
    .from(documents)
    .where(and(inArray(documents.employeeId, employeeIds), eq(documents.category, category)))
    .groupBy(documents.employeeId);
  return new Map(rows.map((r) => [r.employeeId, r.count]));
}
