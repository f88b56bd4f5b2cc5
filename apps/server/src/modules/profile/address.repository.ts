import type { AddressKind } from '@hrms/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from './address.tables';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const listAddresses = (db: Executor, employeeId: string) =>
  db.select().from(addresses).where(eq(addresses.employeeId, employeeId)).orderBy(asc(addresses.id));

export async function findAddress(db: Executor, employeeId: string, kind: AddressKind) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.employeeId, employeeId), eq(addresses.kind, kind)));
  return row ?? null;
}

export async function insertAddress(db: Executor, values: AddressValues) {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

export async function updateAddress(db: Executor, id: number, values: Partial<AddressValues>) {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(addresses.id, id))
    .returning();
  return row!;
}
