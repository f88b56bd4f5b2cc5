import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX, type ApiToken, type ApiTokenCreate, type ApiTokenCreated } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Deps } from '../../lib/deps';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './apitokens.repository';

type Row = Awaited<ReturnType<typeof repo.listApiTokens>>[number];

const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdBy: row.createdBy,
});

/** Only a person (an admin, by the route's roles) manages tokens; a token never makes or revokes tokens. */
function requirePerson(actor: Actor) {
  if (actor.apiToken) throw forbidden(API_TOKEN_MESSAGES.notAllowed);
}

/** Creates a token for an integration; the token itself is answered this once and kept only as a hash. */
export async function createApiToken(deps: Deps, actor: Actor, input: ApiTokenCreate): Promise<ApiTokenCreated> {
  requirePerson(actor);
  const token = `${API_TOKEN_PREFIX}${randomToken()}`;
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertApiToken(tx, {
      organizationId: actor.organizationId,
      name: input.name,
      scopes: input.scopes,
      tokenHash: sha256(token),
      expiresAt: new Date(input.expiresAt),
      createdBy: actor.employeeId,
    });
    await recordAudit(tx, actor, {
      entity: 'api_token',
      entityId: created.id,
      action: 'create',
      after: { name: created.name, scopes: created.scopes, expiresAt: created.expiresAt },
    });
    return created;
  });
  const { lastUsedAt: _, createdBy: __, ...shown } = toApiToken(row);
  return { ...shown, token };
}

/** The organisation's live tokens with their last use. */
export async function listApiTokens(deps: Deps, actor: Actor): Promise<ApiToken[]> {
  requirePerson(actor);
  return (await repo.listApiTokens(deps.db, actor.organizationId)).map(toApiToken);
}

/** Revokes a token of the organisation: from now on it answers 401. */
export async function revokeApiToken(deps: Deps, actor: Actor, id: string): Promise<void> {
  requirePerson(actor);
  await deps.db.transaction(async (tx) => {
    const row = await repo.revokeApiToken(tx, actor.organizationId, id);
    if (!row) throw notFound(API_TOKEN_MESSAGES.notFound);
    await recordAudit(tx, actor, { entity: 'api_token', entityId: id, action: 'delete', before: { name: row.name } });
  });
}

/** Every call made with a token: an audit row under the token's name, and its last use. */
export async function recordApiTokenUse(
  deps: Deps,
  actor: Actor,
  use: { method: string; url: string; statusCode: number },
): Promise<void> {
  if (!actor.apiToken) return;
  const { id } = actor.apiToken;
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, actor, { entity: 'api_token', entityId: id, action: 'apiCall', after: use });
    await repo.touchApiToken(tx, id);
  });
}

export const findApiTokenByHash = (deps: Deps, tokenHash: string) => repo.findApiTokenByHash(deps.db, tokenHash);
