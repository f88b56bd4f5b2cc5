import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../lib/audit.tables';
import { employments } from '../employees';

export type AuditFilter = {
  organizationId: string;
  /** HR: only rows about the people whose HR they are. */
  hrId?: string;
  employeeId?: string;
  actorId?: string;
  entity?: string;
  fromDay?: string;
  toDay?: string;
};

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(auditLog.organizationId, filter.organizationId)];
  if (filter.hrId) {
    parts.push(
      inArray(
        auditLog.employeeId,
        sql`(select ${employments.employeeId} from ${employments} where ${employments.hrId} = ${filter.hrId})`,
      ),
    );
  }
  if (filter.employeeId) parts.push(eq(auditLog.employeeId, filter.employeeId));
  if (filter.actorId) parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entity) parts.push(eq(auditLog.entity, filter.entity));
  if (filter.fromDay) parts.push(gte(auditLog.createdAt, sql`${filter.fromDay}::date`));
  if (filter.toDay) parts.push(lt(auditLog.createdAt, sql`${filter.toDay}::date + 1`));
  return and(...parts);
}

/** One page of the trail, newest first, and how many rows match (both in SQL, over the newest-first indexes). */
export async function listAudit(db: Executor, filter: AuditFilter, window: { offset: number; limit: number }) {
  const where = conditions(filter);
  const [items, [total]] = [
    await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).offset(window.offset).limit(window.limit),
    await db.select({ n: count() }).from(auditLog).where(where),
  ];
  return { items, total: total?.n ?? 0 };
}

/** The entity names recorded in the organisation, for the screen's filter. */
export async function listAuditEntities(db: Executor, organizationId: string) {
  const rows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .where(eq(auditLog.organizationId, organizationId))
    .orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}
