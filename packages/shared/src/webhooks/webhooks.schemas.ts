import { z } from 'zod';
import { APPROVAL_KINDS } from '../approvals';

/** The secret's prefix (Standard Webhooks); the rest is base64 of random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * What an endpoint can subscribe to (BEYOND §B8). Every approval kind brings `<kind>.requested` and
 * `<kind>.decided`, so a kind added to the engine has its events without a change here.
 */
export const WEBHOOK_EVENTS = [
  ...new Set([
    'employee.created',
    'employee.updated',
    'employee.left',
    ...APPROVAL_KINDS.flatMap((kind) => [`${kind}.requested`, `${kind}.decided`]),
    'payroll.published',
    'exit.decided',
    'expense.decided',
  ]),
] as const;
export type WebhookEvent = string;

/** STANDARD: a signed JSON POST; SLACK and TEAMS: an incoming-webhook chat notice (text with a link). */
export const WEBHOOK_KINDS = ['STANDARD', 'SLACK', 'TEAMS'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * The wait before the next try after 1, 2, … failed tries: the first retry within a minute, the next within
 * five, then growing; the waits add up to more than 24 hours, after which the delivery is given up (FAILED).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [30, 240, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 12 * 3600] as const;
/** A receiver that has not answered within this is counted as a failed try. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter an http or https URL.',
  urlPrivate: 'This URL points to a private, loopback or link-local address; webhooks go only to public addresses.',
  urlUnresolved: 'The host of this URL could not be found.',
  eventsRequired: 'Choose at least one event.',
  notFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Delivery not found.',
  created: 'The webhook endpoint was added. Copy its secret now: it is not shown again.',
  deleted: 'The webhook endpoint was deleted.',
  redelivered: 'The delivery is sent again.',
  notAllowed: 'API tokens cannot manage webhooks.',
} as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const webhookCreateSchema = z.object({
  url: z.string().trim().max(2000).refine(isHttpUrl, WEBHOOK_MESSAGES.urlInvalid),
  events: z
    .array(z.enum(WEBHOOK_EVENTS as unknown as [string, ...string[]]))
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(500).default(''),
  kind: z.enum(WEBHOOK_KINDS).default('STANDARD'),
});
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(WEBHOOK_KINDS),
  events: z.array(z.string()),
  description: z.string(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** POST admin/webhooks answers the secret this once. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({ items: z.array(webhookDeliverySchema), total: z.number().int() });
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;

/** What a STANDARD endpoint receives (the body of every delivery). */
export type WebhookMessage = {
  id: string;
  type: string;
  timestamp: string;
  organizationId: string;
  data: Record<string, unknown>;
};
