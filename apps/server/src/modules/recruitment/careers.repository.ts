import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobPosts } from './careers.tables';

export type JobPostRow = typeof jobPosts.$inferSelect;
type JobPostValues = Omit<typeof jobPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** One page of an organisation's posts, newest publish date first (published by `publishedBy` when given). */
export async function pageJobPosts(
  db: Executor,
  organizationId: string,
  publishedBy: string | undefined,
  offset: number,
  limit: number,
) {
  const inOrg = eq(jobPosts.organizationId, organizationId);
  const where = publishedBy ? and(inOrg, lte(jobPosts.publishDate, publishedBy)) : inOrg;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobPosts.id,
        jobTitle: jobPosts.jobTitle,
        status: jobPosts.status,
        publishDate: jobPosts.publishDate,
        expiryDate: jobPosts.expiryDate,
      })
      .from(jobPosts)
      .where(where)
      .orderBy(desc(jobPosts.publishDate), desc(jobPosts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(jobPosts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findJobPost(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select()
    .from(jobPosts)
    .where(and(eq(jobPosts.organizationId, organizationId), eq(jobPosts.id, id)));
  return row ?? null;
}

export async function insertJobPost(db: Executor, values: JobPostValues) {
  const [row] = await db.insert(jobPosts).values(values).returning();
  return row!;
}

export async function updateJobPost(db: Executor, id: number, values: Partial<JobPostValues>) {
  const [row] = await db
    .update(jobPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobPosts.id, id))
    .returning();
  return row!;
}

export async function deleteJobPost(db: Executor, id: number) {
  await db.delete(jobPosts).where(eq(jobPosts.id, id));
}
