import type { WebhookDeliveryStatus, WebhookKind } from '@hrms/shared';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

/** An organisation's receiver of events; the signing secret is sealed like the SSO client secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    url: text().notNull(),
    kind: text().$type<WebhookKind>().notNull().default('STANDARD'),
    events: text().array().notNull(),
    description: text().notNull().default(''),
    /** AES-GCM sealed `whsec_…`; never returned after the create. */
    secretSealed: text().notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction of the change; the job
 * queue sends it. `id` is the message's webhook-id (the same on every attempt); `sequence` orders one
 * person's events (`subjectKey`) per endpoint.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    sequence: bigserial({ mode: 'number' }).notNull(),
    organizationId: text().notNull(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text().notNull(),
    /** Whose event it is (the employee id); a later event of the same subject waits for this one. */
    subjectKey: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A delivery being sent; a worker that died lets go after this. */
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.sequence),
    index('webhook_deliveries_due_idx').on(t.organizationId, t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_subject_idx').on(t.endpointId, t.subjectKey, t.sequence).where(sql`${t.status} = 'PENDING'`),
  ],
);
