import type { ApiTokenScope } from '@hrms/shared';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../auth';
import { apiTokens } from './apitokens.tables';

export async function insertApiToken(
  db: Executor,
  values: {
    organizationId: string;
    name: string;
    scopes: ApiTokenScope[];
    tokenHash: string;
    expiresAt: Date;
    createdBy: string;
  },
) {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert api_tokens returned nothing');
  return row;
}

/** The organisation's tokens that are not revoked, newest first. */
export function listApiTokens(db: Executor, organizationId: string) {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.organizationId, organizationId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt));
}

export async function revokeApiToken(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.organizationId, organizationId), isNull(apiTokens.revokedAt)))
    .returning();
  return row ?? null;
}

/** The token behind a hash, with its creator's current role (null once the creator has no account). */
export async function findApiTokenByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      organizationId: apiTokens.organizationId,
      scopes: apiTokens.scopes,
      createdBy: apiTokens.createdBy,
      usable: sql<boolean>`(${apiTokens.revokedAt} is null and ${apiTokens.expiresAt} > now())`,
      creatorRole: sql<
        (typeof accounts.$inferSelect)['role'] | null
      >`case when ${accounts.disabledAt} is null then ${accounts.role} end`,
    })
    .from(apiTokens)
    .leftJoin(accounts, and(eq(accounts.employeeId, apiTokens.createdBy), eq(accounts.organizationId, apiTokens.organizationId)))
    .where(eq(apiTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Last use, written at most once a minute per token (a busy integration does not write on every call). */
export async function touchApiToken(db: Executor, id: string) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`))),
    );
}
