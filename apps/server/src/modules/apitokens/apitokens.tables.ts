import { API_TOKEN_SCOPES } from '@hrms/shared';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

/** Tokens integrations call the API with; only a hash of the token is kept. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    name: text().notNull(),
    scopes: text({ enum: API_TOKEN_SCOPES }).array().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdBy: text().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_org_idx').on(t.organizationId, t.createdAt)],
);
