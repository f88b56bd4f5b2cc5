import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { travelDetails } from './travel.tables';

export type TravelRow = typeof travelDetails.$inferSelect;
type TravelValues = Omit<typeof travelDetails.$inferInsert, 'utid' | 'createdAt' | 'updatedAt'>;

export async function findTravel(db: Executor, employeeId: string) {
  const [row] = await db.select().from(travelDetails).where(eq(travelDetails.employeeId, employeeId));
  return row ?? null;
}

/** The record holding a passport number in the organisation, if any. */
export async function findByPassport(db: Executor, organizationId: string, passportNumber: string) {
  const [row] = await db
    .select()
    .from(travelDetails)
    .where(and(eq(travelDetails.organizationId, organizationId), eq(travelDetails.passportNumber, passportNumber)));
  return row ?? null;
}

export async function insertTravel(db: Executor, values: TravelValues) {
  const [row] = await db.insert(travelDetails).values(values).returning();
  return row!;
}

export async function updateTravel(db: Executor, utid: number, values: Partial<TravelValues>) {
  const [row] = await db
    .update(travelDetails)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(travelDetails.utid, utid))
    .returning();
  return row!;
}
