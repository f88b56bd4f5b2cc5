import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as repo from './webhooks.repository';

type Nudge = (organizationId: string) => void;
const nudges = new Set<Nudge>();

/** The delivery worker listens here, so an event goes out right after its transaction commits. */
export function onWebhookQueued(nudge: Nudge): () => void {
  nudges.add(nudge);
  return () => nudges.delete(nudge);
}

/** Tells the delivery worker that the organisation has deliveries due. */
export function nudgeWebhookDelivery(organizationId: string) {
  // a moment later, when the caller's transaction has most likely committed; the minute's sweep catches the rest
  for (const nudge of nudges) setTimeout(() => nudge(organizationId), 25).unref();
}

/**
 * Writes the event to the webhook outbox with the caller's transaction (`tx` may be one): one delivery per
 * endpoint of the organisation subscribed to `type`, so the event exists exactly when the change that
 * causes it commits. `data.employeeId` names whose event it is: that person's events reach each endpoint
 * in order.
 */
export async function emitEvent(
  tx: Executor,
  organizationId: string,
  type: string,
  data: Record<string, unknown> & { employeeId?: string },
): Promise<void> {
  await tx.execute(eventWrite(organizationId, type, data));
}

/**
 * `emitEvent` as a write to run with the transaction's others (`executeTogether`), saving a round trip.
 * The worker is nudged now: its nudge waits a moment, and the minute's sweep catches a late commit.
 */
export function eventWrite(organizationId: string, type: string, data: Record<string, unknown> & { employeeId?: string }): SQL {
  const subjectKey = typeof data.employeeId === 'string' ? data.employeeId : null;
  nudgeWebhookDelivery(organizationId);
  return repo.deliveriesInsert({ organizationId, type, subjectKey, data });
}
