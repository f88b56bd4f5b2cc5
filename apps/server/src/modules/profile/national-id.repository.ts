import type { NationalIdType } from '@hrms/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { nationalIds } from './national-id.tables';

export type NationalIdRow = typeof nationalIds.$inferSelect;
type NationalIdValues = Omit<typeof nationalIds.$inferInsert, 'unid' | 'createdAt' | 'updatedAt'>;

/** An employee's IDs, oldest first (the first row is the one promoted to primary). */
export const listNationalIds = (db: Executor, employeeId: string) =>
  db.select().from(nationalIds).where(eq(nationalIds.employeeId, employeeId)).orderBy(asc(nationalIds.unid));

export async function findNationalIdByType(db: Executor, employeeId: string, type: NationalIdType) {
  const [row] = await db
    .select()
    .from(nationalIds)
    .where(and(eq(nationalIds.employeeId, employeeId), eq(nationalIds.nationalIdType, type)));
  return row ?? null;
}

export async function findNationalId(db: Executor, employeeId: string, unid: number) {
  const [row] = await db
    .select()
    .from(nationalIds)
    .where(and(eq(nationalIds.employeeId, employeeId), eq(nationalIds.unid, unid)));
  return row ?? null;
}

export async function insertNationalId(db: Executor, values: NationalIdValues) {
  const [row] = await db.insert(nationalIds).values(values).returning();
  return row!;
}

export async function updateNationalId(db: Executor, unid: number, values: Partial<NationalIdValues>) {
  const [row] = await db
    .update(nationalIds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(nationalIds.unid, unid))
    .returning();
  return row!;
}

export async function deleteNationalId(db: Executor, unid: number) {
  await db.delete(nationalIds).where(eq(nationalIds.unid, unid));
}
