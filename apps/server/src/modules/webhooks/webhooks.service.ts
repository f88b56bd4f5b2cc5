import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_MESSAGES as M,
  pageWindow,
  WEBHOOK_SECRET_PREFIX,
  type Webhook,
  type WebhookCreated,
  type WebhookDeliveries,
  type webhookCreateSchema,
} from '@hrms/shared';
import type { z } from 'zod';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { encryptSecret } from '../../lib/crypto';
import type { Deps } from '../../lib/deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { judgeUrl } from './webhooks.address';
import { nudgeWebhookDelivery } from './webhooks.events';
import * as repo from './webhooks.repository';

type WebhookInput = z.output<typeof webhookCreateSchema>;

const toWebhook = (row: repo.EndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  kind: row.kind,
  events: row.events,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

/** Only a person (an admin, by the route's roles) manages webhooks; a token never does. */
function requirePerson(actor: Actor) {
  if (actor.apiToken) throw forbidden(M.notAllowed);
}

/** 400 on `url` unless its host resolves, and only to public addresses (or private targets are allowed). */
async function requirePublicUrl(deps: Deps, url: string) {
  const verdict = await judgeUrl(url, deps.config.webhookAllowPrivate === true);
  if (verdict === 'private') throw fieldError('url', M.urlPrivate);
  if (verdict === 'unresolved') throw fieldError('url', M.urlUnresolved);
}

/** Adds an endpoint; its signing secret (whsec_…) is answered this once and kept only sealed. */
export async function createWebhook(deps: Deps, actor: Actor, input: WebhookInput): Promise<WebhookCreated> {
  requirePerson(actor);
  await requirePublicUrl(deps, input.url);
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertEndpoint(tx, {
      organizationId: actor.organizationId,
      url: input.url,
      kind: input.kind,
      events: input.events,
      description: input.description,
      secretSealed: encryptSecret(deps.config.secretKey, secret),
      createdBy: actor.employeeId,
    });
    await recordAudit(tx, actor, {
      entity: 'webhook',
      entityId: created.id,
      action: 'create',
      after: { url: created.url, kind: created.kind, events: created.events },
    });
    return created;
  });
  return { ...toWebhook(row), secret };
}

/** The organisation's endpoints, newest first, never with their secret. */
export async function listWebhooks(deps: Deps, actor: Actor): Promise<Webhook[]> {
  requirePerson(actor);
  return (await repo.listEndpoints(deps.db, actor.organizationId)).map(toWebhook);
}

/** Deletes an endpoint of the organisation with its delivery log; what was not yet sent is not sent. */
export async function deleteWebhook(deps: Deps, actor: Actor, id: string): Promise<void> {
  requirePerson(actor);
  await deps.db.transaction(async (tx) => {
    const row = await repo.deleteEndpoint(tx, actor.organizationId, id);
    if (!row) throw notFound(M.notFound);
    await recordAudit(tx, actor, { entity: 'webhook', entityId: id, action: 'delete', before: { url: row.url } });
  });
}

async function requireEndpoint(deps: Deps, actor: Actor, id: string) {
  requirePerson(actor);
  const endpoint = await repo.findEndpoint(deps.db, actor.organizationId, id);
  if (!endpoint) throw notFound(M.notFound);
  return endpoint;
}

/** The endpoint's delivery log, newest first; `page` (0-based) and `size`. */
export async function listDeliveries(
  deps: Deps,
  actor: Actor,
  id: string,
  query: { page?: number; pageNumber?: number; size?: number },
): Promise<WebhookDeliveries> {
  const endpoint = await requireEndpoint(deps, actor, id);
  const { rows, total } = await repo.pageDeliveries(deps.db, endpoint.id, pageWindow(query, 20));
  return {
    items: rows.map((row) => ({
      id: row.id,
      event: row.eventType,
      status: row.status,
      attempts: row.attempts,
      lastStatusCode: row.lastStatusCode,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** Sends the same message again (same webhook-id, newly signed), with a fresh run of retries. */
export async function redeliver(deps: Deps, actor: Actor, id: string, deliveryId: string): Promise<void> {
  const endpoint = await requireEndpoint(deps, actor, id);
  if (!(await repo.requeueDelivery(deps.db, actor.organizationId, endpoint.id, deliveryId))) throw notFound(M.deliveryNotFound);
  await recordAudit(deps.db, actor, {
    entity: 'webhook',
    entityId: endpoint.id,
    action: 'update',
    after: { redelivered: deliveryId },
  });
  nudgeWebhookDelivery(actor.organizationId);
}
