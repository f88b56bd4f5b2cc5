import { SSO_LOGIN_MINUTES, SSO_MESSAGES, type SsoOptions, type SsoSettings, type SsoSettingsUpdate } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { decryptSecret, encryptSecret, safeEqual, sha256 } from '../../lib/crypto';
import type { Deps } from '../../lib/deps';
import { badRequest, notFound } from '../../lib/errors';
import { type Session, startSession } from '../auth';
import {
  buildLoginUrl,
  checkDiscovery,
  failedCheck,
  type ProviderIdentity,
  providerConfiguration,
  redeemCallback,
} from './sso.client';
import * as repo from './sso.repository';

/** Why a callback was refused: a key of SSO_MESSAGES the login page shows. */
export type SsoRefusalReason =
  | 'unknownPerson'
  | 'disabledAccount'
  | 'invalidCallback'
  | 'providerFailed'
  | 'notEnabled'
  | 'unverifiedEmail';

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

/**
 * The sign-in button of an organisation with single sign-on on, from its id or a typed e-mail or user id.
 * When what was typed fits several organisations (a shared mail domain) and one of them has single sign-on,
 * the answer asks for the organisation (`organizationRequired`) instead of guessing; it names none of them.
 */
export async function findSsoOptions(deps: Deps, query: { organizationId?: string; email?: string }): Promise<SsoOptions> {
  const candidates = query.organizationId
    ? [query.organizationId]
    : query.email
      ? await repo.findOrganizationsOf(deps.db, query.email)
      : [];
  const rows = await Promise.all(candidates.map((id) => repo.findSsoSettings(deps.db, id)));
  const enabled = rows.filter((row) => row?.enabled);
  if (enabled.length === 0) throw notFound(SSO_MESSAGES.notEnabled);
  const [row] = enabled;
  if (candidates.length > 1 || !row) return { organizationRequired: true };
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

type RefusalFacts = {
  reason: SsoRefusalReason;
  /** The check that failed: state, replayed, expired, nonce, issuer, audience, signature, emailVerified… */
  check: string;
  issuer?: string;
  claim?: string;
  identity?: ProviderIdentity;
  account?: Actor | null;
};

/**
 * Writes the refused sign-in's audit row in its organisation (when the callback can be tied to one: a state
 * nobody started names none, and is only logged), then refuses.
 */
async function refuseSignIn(deps: Deps, organizationId: string | undefined, facts: RefusalFacts): Promise<never> {
  const { reason, check, identity, account } = facts;
  if (organizationId) {
    const actor: Actor = account ?? {
      employeeId: identity ? `sso:${identity.subject}` : 'sso:unknown',
      organizationId,
      role: 'ROLE_EMPLOYEE',
    };
    await recordAudit(deps.db, actor, {
      entity: 'sso_login',
      entityId: account?.employeeId ?? identity?.subject ?? 'unknown',
      employeeId: account?.employeeId ?? null,
      action: 'loginFailed',
      after: {
        issuer: facts.issuer ?? null,
        subject: identity?.subject ?? null,
        claim: facts.claim ?? null,
        value: identity?.value ?? null,
        refused: reason,
        check,
      },
    });
  } else {
    deps.log.warn({ reason, check }, 'SSO callback refused for no known organisation');
  }
  throw new SsoRefusal(reason, organizationId);
}

/** Which part of the state check fails, or null when the callback's state is this browser's. */
function stateProblem(state: string, browserState: string | undefined): string | null {
  if (!state) return 'stateMissing';
  if (!browserState) return 'stateCookieMissing';
  return safeEqual(state, browserState) ? null : 'stateMismatch';
}

/**
 * Completes a sign-in: the state must be this browser's (cookie) and still unclaimed (single use), the
 * provider's answer must pass every check (an e-mail the provider says is unverified included, when the
 * e-mail is the claim), and the person is looked up in that organisation only. Ends in the same session a
 * password login starts. Audited, every refusal with its reason and the check that failed.
 */
export async function completeSsoLogin(deps: Deps, callbackUrl: URL, browserState: string | undefined): Promise<Session> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  const problem = stateProblem(state, browserState);
  // the sign-in this callback claims, else (a callback not for this browser) the one this browser started:
  // either is used up now, and names the organisation the refusal is audited in
  const login =
    (state ? await repo.claimSsoLogin(deps.db, sha256(state)) : null) ??
    (problem && browserState ? await repo.claimSsoLogin(deps.db, sha256(browserState)) : null);
  const refuseCallback = (check: string) => refuseSignIn(deps, login?.organizationId, { reason: 'invalidCallback', check });
  if (problem) return refuseCallback(problem);
  if (!login) return refuseCallback('stateUnknown');
  if (login.replayed) return refuseCallback('replayed');
  if (login.expiresAt < new Date()) return refuseCallback('expired');
  const provider = await enabledProvider(deps, login.organizationId).catch(() => null);
  if (!provider) return refuseSignIn(deps, login.organizationId, { reason: 'notEnabled', check: 'settings' });
  const { row, configuration } = provider;
  const about = { issuer: row.issuer, claim: row.claim };
  let identity: ProviderIdentity;
  try {
    identity = await redeemCallback(configuration, callbackUrl, { ...login, state }, row.claim);
  } catch (error) {
    deps.log.warn({ err: error, organizationId: row.organizationId }, 'SSO callback refused by the checks');
    return refuseSignIn(deps, row.organizationId, { ...about, reason: 'providerFailed', check: failedCheck(error) });
  }
  // a provider that lets people type any address must not sign them in as whoever has that address
  if (row.claim === 'email' && identity.emailVerified === false) {
    return refuseSignIn(deps, row.organizationId, { ...about, identity, reason: 'unverifiedEmail', check: 'emailVerified' });
  }
  const account = identity.value ? await repo.findAccountByClaim(deps.db, row.organizationId, row.claim, identity.value) : null;
  if (!account) return refuseSignIn(deps, row.organizationId, { ...about, identity, reason: 'unknownPerson', check: 'claim' });
  if (account.disabledAt || account.ended) {
    return refuseSignIn(deps, row.organizationId, { ...about, identity, account, reason: 'disabledAccount', check: 'account' });
  }
  await recordAudit(deps.db, account, {
    entity: 'sso_login',
    entityId: account.employeeId,
    action: 'login',
    after: { ...about, subject: identity.subject, value: identity.value, refused: null },
  });
  return startSession(deps, account);
}
