import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { familyMembers } from './family.tables';

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
type FamilyMemberValues = Omit<typeof familyMembers.$inferInsert, 'memberId' | 'createdAt' | 'updatedAt'>;

/** An employee's family members in the order they were added (the first cannot be deleted). */
export const listFamilyMembers = (db: Executor, employeeId: string) =>
  db.select().from(familyMembers).where(eq(familyMembers.employeeId, employeeId)).orderBy(asc(familyMembers.memberId));

export async function findFamilyMember(db: Executor, employeeId: string, memberId: number) {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.employeeId, employeeId), eq(familyMembers.memberId, memberId)));
  return row ?? null;
}

export async function insertFamilyMember(db: Executor, values: FamilyMemberValues) {
  const [row] = await db.insert(familyMembers).values(values).returning();
  return row!;
}

export async function updateFamilyMember(db: Executor, memberId: number, values: Partial<FamilyMemberValues>) {
  const [row] = await db
    .update(familyMembers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(familyMembers.memberId, memberId))
    .returning();
  return row!;
}

export async function deleteFamilyMember(db: Executor, memberId: number) {
  await db.delete(familyMembers).where(eq(familyMembers.memberId, memberId));
}
