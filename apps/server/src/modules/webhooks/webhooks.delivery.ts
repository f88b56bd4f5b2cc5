import { WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookMessage } from '@hrms/shared';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { decryptSecret } from '../../lib/crypto';
import type { Deps } from '../../lib/deps';
import { defineJob, defineSchedule } from '../jobs';
import { onWebhookQueued } from './webhooks.events';
import * as repo from './webhooks.repository';
import { postWebhook, type SendResult } from './webhooks.sender';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';
/** Deliveries claimed at a time. */
const BATCH = 20;
/** Longer than a try can take (10 s timeout); a worker that died lets go after this. */
const LOCK_SECONDS = 60;

/** The wait before the next try after `attempts` failed tries, or null when the retries are used up. */
export function webhookRetryDelaySeconds(attempts: number): number | null {
  return WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1] ?? null;
}

/** The JSON body of a delivery: the same on every attempt. */
export function messageOf(delivery: repo.DeliveryRow): WebhookMessage {
  return {
    id: delivery.id,
    type: delivery.eventType,
    timestamp: delivery.createdAt.toISOString(),
    organizationId: delivery.organizationId,
    data: delivery.data,
  };
}

/** What a Slack or Teams channel shows: the notice's text and the link to the request. */
function chatTextOf(deps: Deps, delivery: repo.DeliveryRow): string {
  const notice = delivery.data.notice as { text?: string; link?: string } | undefined;
  const text = notice?.text ?? `${delivery.eventType}: ${String(delivery.data.employeeId ?? '')}`.trim();
  if (!notice?.link) return text;
  const link = deps.config.publicUrl ? new URL(notice.link, deps.config.publicUrl).toString() : notice.link;
  return `${text}\n${link}`;
}

async function sendOne(deps: Deps, endpoint: repo.EndpointRow, delivery: repo.DeliveryRow): Promise<SendResult> {
  const allowPrivate = deps.config.webhookAllowPrivate === true;
  if (endpoint.kind !== 'STANDARD') {
    return postWebhook(endpoint.url, JSON.stringify({ text: chatTextOf(deps, delivery) }), {}, { allowPrivate });
  }
  const body = JSON.stringify(messageOf(delivery));
  const signer = new Webhook(decryptSecret(deps.config.secretKey, endpoint.secretSealed));
  // the attempt's own time: a receiver refuses a timestamp far from its clock
  const now = new Date();
  const headers = {
    'webhook-id': delivery.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signer.sign(delivery.id, now, body),
  };
  return postWebhook(endpoint.url, body, headers, { allowPrivate });
}

/**
 * Sends every delivery of the organisation that is due at `now`, oldest first; a person's later event only
 * once their earlier one is delivered or given up. A failed try waits by WEBHOOK_RETRY_DELAYS_SECONDS
 * (and the queue is asked to come back then); after the last it is FAILED. Answers how many were tried.
 */
export async function deliverDueWebhooks(deps: Deps, organizationId: string, now: Date = new Date()): Promise<number> {
  const endpoints = new Map((await repo.listEndpoints(deps.db, organizationId)).map((e) => [e.id, e]));
  let tried = 0;
  for (;;) {
    const claimed = await repo.claimDueDeliveries(deps.db, organizationId, now, BATCH, LOCK_SECONDS);
    if (claimed.length === 0) return tried;
    for (const delivery of claimed) {
      tried++;
      const endpoint = endpoints.get(delivery.endpointId);
      if (!endpoint) continue; // deleted meanwhile: its deliveries went with it
      const result = await sendOne(deps, endpoint, delivery);
      if (result.ok) {
        await repo.markDelivered(deps.db, delivery.id, result.statusCode ?? 200);
        continue;
      }
      const wait = webhookRetryDelaySeconds(delivery.attempts);
      if (wait === null) {
        await repo.markFailed(deps.db, delivery.id, result);
        deps.log.warn({ deliveryId: delivery.id, attempts: delivery.attempts }, 'webhook given up');
      } else {
        await repo.markForRetry(deps.db, delivery.id, result, new Date(now.getTime() + wait * 1000));
        await deps.jobs
          .enqueue(WEBHOOK_DELIVERY_JOB, { organizationId }, { startAfterSeconds: wait })
          .catch((error: unknown) => deps.log.warn({ err: error }, 'webhook retry not queued; the sweep will send it'));
      }
    }
  }
}

defineJob<{ organizationId: string }>({
  name: WEBHOOK_DELIVERY_JOB,
  handler: (deps, payload) => deliverDueWebhooks(deps, payload.organizationId).then(() => undefined),
  // a round never fails as a whole (each delivery keeps its own retries); a stalled one is taken again
  policy: { retryLimit: 1, retryDelay: 30, expireInSeconds: 15 * 60 },
});

defineSchedule({
  name: 'webhook-delivery',
  cron: '* * * * *',
  run: async ({ deps, organizationId, now }) => {
    await deliverDueWebhooks(deps, organizationId, now);
  },
});

/** With the workers: a queued event is handed to the job queue at once instead of at the next minute's sweep. */
export function startWebhookDelivery(app: FastifyInstance, deps: Deps) {
  const unsubscribe = onWebhookQueued((organizationId) => {
    deps.jobs
      .enqueue(WEBHOOK_DELIVERY_JOB, { organizationId })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'webhook delivery not queued; the sweep will send it'));
  });
  app.addHook('onClose', async () => unsubscribe());
}
