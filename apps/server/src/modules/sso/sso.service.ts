import { SSO_LOGIN_MINUTES, SSO_MESSAGES, type SsoOptions, type SsoSettings, type SsoSettingsUpdate } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { decryptSecret, encryptSecret, safeEqual, sha256 } from '../../lib/crypto';
import type { Deps } from '../../lib/deps';
import { badRequest, notFound } from '../../lib/errors';
import { type Session, startSession } from '../auth';
import { buildLoginUrl, checkDiscovery, providerConfiguration, redeemCallback } from './sso.client';
import * as repo from './sso.repository';

/** Why a callback was refused: a key of SSO_MESSAGES the login page shows. */
export type SsoRefusalReason = 'unknownPerson' | 'disabledAccount' | 'invalidCallback' | 'providerFailed' | 'notEnabled';

export class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoRefusalReason,
    /** Known once the sign-in is claimed: the login page offers its button again. */
    readonly organizationId?: string,
  ) {
    super(SSO_MESSAGES[reason]);
  }
}

const DEFAULTS: SsoSettings = {
  enabled: false,
  issuer: '',
  clientId: '',
  clientSecretSet: false,
  claim: 'email',
  buttonLabel: 'Sign in with your company account',
  passwordLogin: 'ALL',
};

const toSettings = (row: repo.SsoRow | null): SsoSettings =>
  row
    ? {
        enabled: row.enabled,
        issuer: row.issuer,
        clientId: row.clientId,
        clientSecretSet: row.clientSecretSealed !== null,
        claim: row.claim,
        buttonLabel: row.buttonLabel,
        passwordLogin: row.passwordLogin,
      }
    : DEFAULTS;

function unsealSecret(deps: Deps, row: repo.SsoRow): string | null {
  if (!row.clientSecretSealed) return null;
  try {
    return decryptSecret(deps.config.secretKey, row.clientSecretSealed);
  } catch {
    deps.log.error({ organizationId: row.organizationId }, 'stored SSO client secret cannot be decrypted');
    return null;
  }
}

/** The organisation's single sign-on settings, never the client secret. Admins (route roles) only. */
export async function getSsoSettings(deps: Deps, actor: Actor): Promise<SsoSettings> {
  return toSettings(await repo.findSsoSettings(deps.db, actor.organizationId));
}

/** Saves the settings once the issuer's discovery document has been read; the secret is sealed at rest. */
export async function updateSsoSettings(deps: Deps, actor: Actor, input: SsoSettingsUpdate): Promise<SsoSettings> {
  const current = await repo.findSsoSettings(deps.db, actor.organizationId);
  const clientSecret = input.clientSecret || (current ? unsealSecret(deps, current) : null);
  if (!clientSecret) throw badRequest(SSO_MESSAGES.clientSecretRequired, { clientSecret: SSO_MESSAGES.clientSecretRequired });
  const issuer = input.issuer.replace(/\/+$/, '');
  await checkDiscovery(deps.config, { issuer, clientId: input.clientId, clientSecret });
  const clientSecretSealed = input.clientSecret
    ? encryptSecret(deps.config.secretKey, input.clientSecret)
    : (current?.clientSecretSealed ?? null);
  const { clientSecret: _, ...values } = input;
  await deps.db.transaction(async (tx) => {
    await repo.upsertSsoSettings(tx, { ...values, issuer, organizationId: actor.organizationId, clientSecretSealed });
    await recordAudit(tx, actor, {
      entity: 'organization_sso',
      entityId: actor.organizationId,
      action: current ? 'update' : 'create',
      before: current ? toSettings(current) : null,
      after: { ...values, issuer, clientSecretChanged: Boolean(input.clientSecret) },
    });
  });
  return toSettings(await repo.findSsoSettings(deps.db, actor.organizationId));
}

/** The sign-in button of an organisation with single sign-on on, from its id or a typed e-mail or user id. */
export async function findSsoOptions(deps: Deps, query: { organizationId?: string; email?: string }): Promise<SsoOptions> {
  const organizationId = query.organizationId ?? (query.email ? await repo.findOrganizationOf(deps.db, query.email) : null);
  const row = organizationId ? await repo.findSsoSettings(deps.db, organizationId) : null;
  if (!row?.enabled) throw notFound(SSO_MESSAGES.notEnabled);
  return { organizationId: row.organizationId, buttonLabel: row.buttonLabel };
}

/** Whether password login is open to everyone or only to admins (only while single sign-on is on). */
export async function passwordLoginMode(deps: Deps, organizationId: string) {
  const row = await repo.findSsoSettings(deps.db, organizationId);
  return row?.enabled ? row.passwordLogin : 'ALL';
}

async function enabledProvider(deps: Deps, organizationId: string) {
  const row = await repo.findSsoSettings(deps.db, organizationId);
  const clientSecret = row?.enabled ? unsealSecret(deps, row) : null;
  if (!row || !clientSecret) return null;
  const configuration = await providerConfiguration(deps.config, {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret,
  });
  return { row, configuration };
}

/**
 * Starts a code flow at the organisation's provider: state, nonce and PKCE verifier are kept server-side
 * (state by hash) for SSO_LOGIN_MINUTES; the caller binds the state to the browser with a cookie.
 */
export async function startSsoLogin(
  deps: Deps,
  organizationId: string,
  redirectUri: string,
): Promise<{ url: string; state: string }> {
  const provider = await enabledProvider(deps, organizationId).catch((error: unknown) => {
    deps.log.warn({ err: error, organizationId }, 'SSO provider discovery failed');
    throw new SsoRefusal('providerFailed');
  });
  if (!provider) throw new SsoRefusal('notEnabled');
  const started = await buildLoginUrl(provider.configuration, redirectUri);
  await repo.insertSsoLogin(deps.db, {
    stateHash: sha256(started.state),
    organizationId,
    nonce: started.nonce,
    codeVerifier: started.codeVerifier,
    expiresAt: new Date(Date.now() + SSO_LOGIN_MINUTES * 60_000),
  });
  return { url: started.url.href, state: started.state };
}

/**
 * Completes a sign-in: the state must be this browser's (cookie) and still unclaimed (single use), the
 * provider's answer must pass every check, and the person is looked up in that organisation only. Ends in
 * the same session a password login starts. Audited, refusals included.
 */
export async function completeSsoLogin(deps: Deps, callbackUrl: URL, browserState: string | undefined): Promise<Session> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  if (!state || !browserState || !safeEqual(state, browserState)) throw new SsoRefusal('invalidCallback');
  const login = await repo.claimSsoLogin(deps.db, sha256(state));
  if (!login || login.expiresAt < new Date()) throw new SsoRefusal('invalidCallback');
  const provider = await enabledProvider(deps, login.organizationId).catch(() => null);
  if (!provider) throw new SsoRefusal('notEnabled', login.organizationId);
  const { row, configuration } = provider;
  let identity: { subject: string; value: string | null };
  try {
    identity = await redeemCallback(configuration, callbackUrl, { ...login, state }, row.claim);
  } catch (error) {
    deps.log.warn({ err: error, organizationId: row.organizationId }, 'SSO callback refused by the checks');
    throw new SsoRefusal('providerFailed', row.organizationId);
  }
  const account = identity.value ? await repo.findAccountByClaim(deps.db, row.organizationId, row.claim, identity.value) : null;
  const refused = account ? (account.disabledAt || account.ended ? 'disabledAccount' : null) : 'unknownPerson';
  const actor: Actor = account ?? {
    employeeId: `sso:${identity.subject}`,
    organizationId: row.organizationId,
    role: 'ROLE_EMPLOYEE',
  };
  await recordAudit(deps.db, actor, {
    entity: 'sso_login',
    entityId: account?.employeeId ?? identity.subject,
    action: refused ? 'loginFailed' : 'login',
    after: { issuer: row.issuer, subject: identity.subject, claim: row.claim, value: identity.value, refused },
  });
  if (refused || !account) throw new SsoRefusal(refused ?? 'unknownPerson', row.organizationId);
  return startSession(deps, account);
}
