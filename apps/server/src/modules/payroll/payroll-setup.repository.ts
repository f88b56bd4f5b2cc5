import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isAnyOf } from '../../db/patterns';
import { payrollPtSlabs, payrollSalaryRevisions, payrollStructures, type StoredComponent } from './payroll-runs.tables';

export type StructureRow = typeof payrollStructures.$inferSelect;
export type RevisionRow = typeof payrollSalaryRevisions.$inferSelect;
export type PtSlabRow = typeof payrollPtSlabs.$inferSelect;

/** The latest version of each of the organisation's structures, by code. */
export async function listLatestStructures(db: Executor, organizationId: string): Promise<StructureRow[]> {
  return db
    .selectDistinctOn([payrollStructures.code])
    .from(payrollStructures)
    .where(eq(payrollStructures.organizationId, organizationId))
    .orderBy(asc(payrollStructures.code), desc(payrollStructures.version));
}

export async function findLatestStructure(db: Executor, organizationId: string, code: string): Promise<StructureRow | null> {
  const [row] = await db
    .select()
    .from(payrollStructures)
    .where(and(eq(payrollStructures.organizationId, organizationId), eq(payrollStructures.code, code)))
    .orderBy(desc(payrollStructures.version))
    .limit(1);
  return row ?? null;
}

/** Adds the next version of a structure (version 1 for a new code). */
export async function insertStructureVersion(
  db: Executor,
  values: { organizationId: string; code: string; name: string; components: StoredComponent[]; createdBy: string },
): Promise<StructureRow> {
  const next = sql<number>`coalesce((select max(${payrollStructures.version}) from ${payrollStructures}
    where ${payrollStructures.organizationId} = ${values.organizationId} and ${payrollStructures.code} = ${values.code}), 0) + 1`;
  const [row] = await db
    .insert(payrollStructures)
    .values({ ...values, version: next })
    .returning();
  return row!;
}

/** A person's revisions, oldest first. */
export async function listRevisions(db: Executor, organizationId: string, employeeId: string): Promise<RevisionRow[]> {
  return db
    .select()
    .from(payrollSalaryRevisions)
    .where(and(eq(payrollSalaryRevisions.organizationId, organizationId), eq(payrollSalaryRevisions.employeeId, employeeId)))
    .orderBy(asc(payrollSalaryRevisions.effectiveFrom));
}

/** The revisions of several people, oldest first (one query for a chunk of a run). */
export async function listRevisionsOf(
  db: Executor,
  organizationId: string,
  employeeIds: readonly string[],
  upTo: string,
): Promise<RevisionRow[]> {
  if (employeeIds.length === 0) return [];
  return db
    .select()
    .from(payrollSalaryRevisions)
    .where(
      and(
        eq(payrollSalaryRevisions.organizationId, organizationId),
        isAnyOf(payrollSalaryRevisions.employeeId, employeeIds),
        lte(payrollSalaryRevisions.effectiveFrom, upTo),
      ),
    )
    .orderBy(asc(payrollSalaryRevisions.employeeId), asc(payrollSalaryRevisions.effectiveFrom));
}

/** Saves a revision; one dated like an existing revision replaces it (a new id, so runs see the change). */
export async function saveRevision(db: Executor, values: typeof payrollSalaryRevisions.$inferInsert): Promise<RevisionRow> {
  await db
    .delete(payrollSalaryRevisions)
    .where(
      and(
        eq(payrollSalaryRevisions.employeeId, values.employeeId),
        eq(payrollSalaryRevisions.effectiveFrom, values.effectiveFrom),
      ),
    );
  const [row] = await db.insert(payrollSalaryRevisions).values(values).returning();
  return row!;
}

export async function listPtSlabs(db: Executor, organizationId: string): Promise<PtSlabRow[]> {
  return db
    .select()
    .from(payrollPtSlabs)
    .where(eq(payrollPtSlabs.organizationId, organizationId))
    .orderBy(asc(payrollPtSlabs.state));
}

export async function savePtSlabs(db: Executor, values: typeof payrollPtSlabs.$inferInsert): Promise<void> {
  await db
    .insert(payrollPtSlabs)
    .values(values)
    .onConflictDoUpdate({
      target: [payrollPtSlabs.organizationId, payrollPtSlabs.state],
      set: { slabs: values.slabs, updatedBy: values.updatedBy, updatedAt: new Date() },
    });
}
