import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pastExperiences } from './experience.tables';

export type ExperienceRow = typeof pastExperiences.$inferSelect;
type ExperienceValues = Omit<typeof pastExperiences.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** An employee's previous jobs in the order they were added (the first cannot be deleted). */
export const listExperience = (db: Executor, employeeId: string) =>
  db.select().from(pastExperiences).where(eq(pastExperiences.employeeId, employeeId)).orderBy(asc(pastExperiences.id));

export async function findExperience(db: Executor, employeeId: string, experienceId: string) {
  const [row] = await db
    .select()
    .from(pastExperiences)
    .where(and(eq(pastExperiences.employeeId, employeeId), eq(pastExperiences.experienceId, experienceId)));
  return row ?? null;
}

export async function insertExperience(db: Executor, values: ExperienceValues) {
  const [row] = await db.insert(pastExperiences).values(values).returning();
  return row!;
}

export async function updateExperience(db: Executor, id: number, values: Partial<ExperienceValues>) {
  const [row] = await db
    .update(pastExperiences)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pastExperiences.id, id))
    .returning();
  return row!;
}

export async function deleteExperience(db: Executor, id: number) {
  await db.delete(pastExperiences).where(eq(pastExperiences.id, id));
}
