import type { EducationLevel } from '@hrms/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { educationRecords } from './education.tables';

export type EducationRow = typeof educationRecords.$inferSelect;
type EducationValues = Omit<typeof educationRecords.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** An employee's education, oldest record first (the first row cannot be deleted). */
export const listEducation = (db: Executor, employeeId: string) =>
  db.select().from(educationRecords).where(eq(educationRecords.employeeId, employeeId)).orderBy(asc(educationRecords.id));

export async function findEducation(db: Executor, employeeId: string, level: EducationLevel) {
  const [row] = await db
    .select()
    .from(educationRecords)
    .where(and(eq(educationRecords.employeeId, employeeId), eq(educationRecords.education, level)));
  return row ?? null;
}

export async function insertEducation(db: Executor, values: EducationValues) {
  const [row] = await db.insert(educationRecords).values(values).returning();
  return row!;
}

export async function updateEducation(db: Executor, id: number, values: Partial<EducationValues>) {
  const [row] = await db
    .update(educationRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(educationRecords.id, id))
    .returning();
  return row!;
}

export async function deleteEducation(db: Executor, id: number) {
  await db.delete(educationRecords).where(eq(educationRecords.id, id));
}
