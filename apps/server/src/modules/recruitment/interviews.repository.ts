import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { anywherePattern } from '../../db/patterns';
import { interviews } from './interviews.tables';

export type InterviewRow = typeof interviews.$inferSelect;
type InterviewValues = Omit<typeof interviews.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function filterOf(organizationId: string, search: string | undefined): SQL {
  const inOrg = eq(interviews.organizationId, organizationId);
  if (!search) return inOrg;
  const like = anywherePattern(search);
  return and(inOrg, ilike(interviews.fullName, like))!;
}

/** One page of an organisation's interviews (optionally by candidate name), latest date first, and the total. */
export async function pageInterviews(
  db: Executor,
  organizationId: string,
  search: string | undefined,
  offset: number,
  limit: number,
) {
  const where = filterOf(organizationId, search);
  const rows = await db
    .select()
    .from(interviews)
    .where(where)
    .orderBy(desc(interviews.interviewDate), desc(interviews.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(interviews).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findInterview(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.organizationId, organizationId), eq(interviews.id, id)));
  return row ?? null;
}

export async function insertInterview(db: Executor, values: InterviewValues) {
  const [row] = await db.insert(interviews).values(values).returning();
  return row!;
}

export async function updateInterview(db: Executor, id: number, values: Partial<InterviewValues>) {
  const [row] = await db
    .update(interviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(interviews.id, id))
    .returning();
  return row!;
}

export async function deleteInterview(db: Executor, id: number) {
  await db.delete(interviews).where(eq(interviews.id, id));
}
