import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliverables, performanceRecords } from './performance.tables';

export type PerformanceRow = typeof performanceRecords.$inferSelect;
export type DeliverableRow = typeof deliverables.$inferSelect;
type DeliverableValues = Pick<
  typeof deliverables.$inferInsert,
  'deliverableTitle' | 'description' | 'measurementCriteria' | 'expectedCompletedDate' | 'status'
>;

/** The performance ids of an employee, oldest first. */
export async function listPerformanceIds(db: Executor, employeeId: string) {
  const rows = await db
    .select({ performanceId: performanceRecords.performanceId })
    .from(performanceRecords)
    .where(eq(performanceRecords.employeeId, employeeId))
    .orderBy(asc(performanceRecords.id))
    .limit(500);
  return rows.map((r) => r.performanceId);
}

export async function findRecord(db: Executor, employeeId: string, performanceId: string) {
  const [row] = await db
    .select()
    .from(performanceRecords)
    .where(
      and(
        eq(performanceRecords.employeeId, employeeId),
        sql`lower(${performanceRecords.performanceId}) = lower(${performanceId})`,
      ),
    );
  return row ?? null;
}

export async function findRecordById(db: Executor, id: number) {
  const [row] = await db.select().from(performanceRecords).where(eq(performanceRecords.id, id));
  return row ?? null;
}

export async function insertRecord(db: Executor, values: typeof performanceRecords.$inferInsert) {
  const [row] = await db.insert(performanceRecords).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateComments(db: Executor, id: number, comments: string) {
  const [row] = await db
    .update(performanceRecords)
    .set({ comments, updatedAt: new Date() })
    .where(eq(performanceRecords.id, id))
    .returning();
  return row!;
}

export async function deleteRecord(db: Executor, id: number) {
  await db.delete(performanceRecords).where(eq(performanceRecords.id, id));
}

export async function listDeliverables(db: Executor, recordId: number) {
  return db.select().from(deliverables).where(eq(deliverables.recordId, recordId)).orderBy(asc(deliverables.id));
}

/** A deliverable of the organisation with the record it belongs to. */
export async function findDeliverable(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select({ deliverable: deliverables, record: performanceRecords })
    .from(deliverables)
    .innerJoin(performanceRecords, eq(performanceRecords.id, deliverables.recordId))
    .where(and(eq(deliverables.organizationId, organizationId), eq(deliverables.id, id)));
  return row ?? null;
}

export async function insertDeliverable(db: Executor, organizationId: string, recordId: number, values: DeliverableValues) {
  const [row] = await db
    .insert(deliverables)
    .values({ ...values, organizationId, recordId })
    .returning();
  return row!;
}

/** Updates a deliverable unless it is Completed (checked in the same statement); null when refused. */
export async function updateOpenDeliverable(db: Executor, id: number, values: DeliverableValues) {
  const [row] = await db
    .update(deliverables)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(deliverables.id, id), eq(deliverables.status, 'INPROGRESS')))
    .returning();
  return row ?? null;
}

/** Deletes a deliverable unless it is Completed; false when refused. */
export async function deleteOpenDeliverable(db: Executor, id: number) {
  const rows = await db
    .delete(deliverables)
    .where(and(eq(deliverables.id, id), eq(deliverables.status, 'INPROGRESS')))
    .returning({ id: deliverables.id });
  return rows.length > 0;
}

/** Every record of these employees with deliverable counts (for the export): one query. */
export async function summarizeRecords(db: Executor, employeeIds: string[]) {
  if (!employeeIds.length) return [];
  return db
    .select({
      employeeId: performanceRecords.employeeId,
      performanceId: performanceRecords.performanceId,
      managerId: performanceRecords.managerId,
      comments: performanceRecords.comments,
      total: sql<number>`count(${deliverables.id})::int`,
      completed: sql<number>`count(${deliverables.id}) filter (where ${deliverables.status} = 'Completed')::int`,
    })
    .from(performanceRecords)
    .leftJoin(deliverables, eq(deliverables.recordId, performanceRecords.id))
    .where(inArray(performanceRecords.employeeId, employeeIds))
    .groupBy(performanceRecords.id)
    .orderBy(asc(performanceRecords.employeeId), asc(performanceRecords.id));
}

/** Deliverables still in progress for an employee (Associate 360). */
export async function countOpenDeliverables(db: Executor, employeeId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(deliverables)
    .innerJoin(performanceRecords, eq(performanceRecords.id, deliverables.recordId))
    .where(and(eq(performanceRecords.employeeId, employeeId), eq(deliverables.status, 'INPROGRESS')));
  return row?.n ?? 0;
}
