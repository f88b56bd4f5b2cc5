import { PASSWORD_LOGIN_MODES } from '@hrms/shared';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organization/organization.tables';

/** An organisation's OpenID Connect provider; the client secret is sealed like the SMTP pass key. */
export const organizationSso = pgTable('organization_sso', {
  organizationId: text()
    .primaryKey()
    .references(() => organizations.organizationId),
  enabled: boolean().notNull().default(false),
  issuer: text().notNull(),
  clientId: text().notNull(),
  /** AES-GCM sealed; never returned by the API. */
  clientSecretSealed: text(),
  claim: text().notNull().default('email'),
  buttonLabel: text().notNull(),
  passwordLogin: text({ enum: PASSWORD_LOGIN_MODES }).notNull().default('ALL'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in started at the provider and not yet come back: what the callback must match (state, by hash),
 * and what it must prove (nonce, PKCE verifier). Marked claimed by its callback, so it works once; kept
 * until cleared with the expired ones, so a replay still names its organisation (for the audit row).
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => organizations.organizationId),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sso_logins_expires_idx').on(t.expiresAt)],
);
