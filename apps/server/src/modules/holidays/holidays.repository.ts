import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { holidays } from './holidays.tables';

export type HolidayRow = typeof holidays.$inferSelect;
type HolidayValues = Omit<typeof holidays.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** An organisation's holidays by date, optionally within [from, to], one bounded page. */
export function listHolidays(
  db: Executor,
  organizationId: string,
  range: { from?: string; to?: string },
  window: { offset: number; limit: number },
) {
  const filters = [eq(holidays.organizationId, organizationId)];
  if (range.from) filters.push(gte(holidays.date, range.from));
  if (range.to) filters.push(lte(holidays.date, range.to));
  return db
    .select()
    .from(holidays)
    .where(and(...filters))
    .orderBy(asc(holidays.date))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findHoliday(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.organizationId, organizationId), eq(holidays.id, id)));
  return row ?? null;
}

/** Whether another holiday of the organisation already falls on this date. */
export async function dateTaken(db: Executor, organizationId: string, date: string, exceptId?: number) {
  const filters = [eq(holidays.organizationId, organizationId), eq(holidays.date, date)];
  if (exceptId !== undefined) filters.push(ne(holidays.id, exceptId));
  const [row] = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(and(...filters));
  return row !== undefined;
}

/** Inserts unless the date is taken (the unique index decides races); null when taken. */
export async function insertHoliday(db: Executor, values: HolidayValues) {
  const [row] = await db.insert(holidays).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateHoliday(db: Executor, id: number, values: Partial<HolidayValues>) {
  const [row] = await db
    .update(holidays)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(holidays.id, id))
    .returning();
  return row!;
}

export async function deleteHoliday(db: Executor, id: number) {
  await db.delete(holidays).where(eq(holidays.id, id));
}
