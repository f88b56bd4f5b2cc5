import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from './webhooks.tables';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(db: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('insert webhook_endpoints returned nothing');
  return row;
}

export const listEndpoints = (db: Executor, organizationId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(desc(webhookEndpoints.createdAt));

export async function findEndpoint(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId)));
  return row ?? null;
}

/** Deletes the endpoint and its delivery log. */
export async function deleteEndpoint(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId)))
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
  return row ?? null;
}

/** One outbox row per endpoint of the organisation that subscribed to the event; one statement. */
export async function insertDeliveriesFor(db: Executor, event: OutboxEvent): Promise<void> {
  await db.execute(deliveriesInsert(event));
}

/** The insert of one event's deliveries, to run alone or among a transaction's other writes (`executeTogether`). */
export function deliveriesInsert(event: OutboxEvent): SQL {
  return sql`
    insert into webhook_deliveries (organization_id, endpoint_id, event_type, subject_key, data)
    select e.organization_id, e.id, ${event.type}, ${event.subjectKey}, ${JSON.stringify(event.data)}::jsonb
    from webhook_endpoints e
    where e.organization_id = ${event.organizationId} and e.events @> array[${event.type}]::text[]
    order by e.created_at`;
}

type OutboxEvent = { organizationId: string; type: string; subjectKey: string | null; data: Record<string, unknown> };

/**
 * Takes up to `limit` deliveries of the organisation that are due at `now` and whose endpoint has no earlier
 * pending delivery for the same person, locking them for `lockSeconds`; SKIP LOCKED, so two workers never
 * send one delivery at once. Answers them in order, with their endpoint.
 */
export async function claimDueDeliveries(db: Executor, organizationId: string, now: Date, limit: number, lockSeconds: number) {
  const at = now.toISOString();
  const claimed = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lockedUntil: sql`${at}::timestamptz + make_interval(secs => ${lockSeconds})`,
    })
    .where(
      sql`${webhookDeliveries.id} in (
        select d.id from webhook_deliveries d
        where d.organization_id = ${organizationId} and d.status = 'PENDING' and d.next_attempt_at <= ${at}::timestamptz
          and (d.locked_until is null or d.locked_until < ${at}::timestamptz)
          and (d.subject_key is null or not exists (
            select 1 from webhook_deliveries earlier
            where earlier.endpoint_id = d.endpoint_id and earlier.subject_key = d.subject_key
              and earlier.status = 'PENDING' and earlier.sequence < d.sequence))
        order by d.sequence limit ${limit} for update skip locked)`,
    )
    .returning();
  return claimed.sort((a, b) => a.sequence - b.sequence);
}

export async function markDelivered(db: Executor, id: string, statusCode: number) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'DELIVERED', lastStatusCode: statusCode, lastError: null, lockedUntil: null, deliveredAt: sql`now()` })
    .where(eq(webhookDeliveries.id, id));
}

export async function markForRetry(
  db: Executor,
  id: string,
  outcome: { statusCode: number | null; error: string | null },
  nextAttemptAt: Date,
) {
  await db
    .update(webhookDeliveries)
    .set({ lastStatusCode: outcome.statusCode, lastError: outcome.error, lockedUntil: null, nextAttemptAt })
    .where(eq(webhookDeliveries.id, id));
}

export async function markFailed(db: Executor, id: string, outcome: { statusCode: number | null; error: string | null }) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'FAILED', lastStatusCode: outcome.statusCode, lastError: outcome.error, lockedUntil: null })
    .where(eq(webhookDeliveries.id, id));
}

/** The same message again, due now, with a fresh run of retries; false when no such delivery of the endpoint. */
export async function requeueDelivery(db: Executor, organizationId: string, endpointId: string, id: string) {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.organizationId, organizationId),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** The endpoint's delivery log, newest first. */
export async function pageDeliveries(db: Executor, endpointId: string, window: { offset: number; limit: number }) {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.sequence))
    .offset(window.offset)
    .limit(window.limit);
  const [counted] = await db.select({ total: count() }).from(webhookDeliveries).where(where);
  return { rows, total: counted?.total ?? 0 };
}
