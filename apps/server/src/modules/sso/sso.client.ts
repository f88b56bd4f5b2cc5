import { SSO_MESSAGES } from '@hrms/shared';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { badRequest } from '../../lib/errors';

export type ProviderSettings = { issuer: string; clientId: string; clientSecret: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const DISCOVERY_TIMEOUT_SECONDS = 10;
const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/** Plain http is accepted only on this machine (tests) or when the configuration explicitly allows it. */
export function requireSafeIssuer(config: Config, issuer: string): URL {
  const url = new URL(issuer);
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && (LOOPBACK.has(url.hostname) || config.ssoAllowHttpIssuer)) return url;
  throw badRequest(SSO_MESSAGES.issuerNotHttps, { issuer: SSO_MESSAGES.issuerNotHttps });
}

/**
 * The issuer's metadata and keys (discovery), with the client authenticating at the token endpoint the
 * way the issuer allows: client_secret_basic first, else client_secret_post.
 */
async function discover(config: Config, settings: ProviderSettings): Promise<oidc.Configuration> {
  const url = requireSafeIssuer(config, settings.issuer);
  const insecure = url.protocol === 'http:';
  const probe = await oidc.discovery(url, settings.clientId, undefined, oidc.None(), {
    timeout: DISCOVERY_TIMEOUT_SECONDS,
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  const methods = probe.serverMetadata().token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  const auth = methods.includes('client_secret_basic')
    ? oidc.ClientSecretBasic(settings.clientSecret)
    : oidc.ClientSecretPost(settings.clientSecret);
  const configuration = new oidc.Configuration(probe.serverMetadata(), settings.clientId, undefined, auth);
  if (insecure) oidc.allowInsecureRequests(configuration);
  // The ID token's signature is checked against the issuer's published keys (jwks_uri), not only trusted
  // because it came over TLS: a plain-http issuer on loopback gets the same check as a real one.
  oidc.enableNonRepudiationChecks(configuration);
  return configuration;
}

/** The provider's configuration, discovered at most every few minutes per issuer and client. */
export function providerConfiguration(config: Config, settings: ProviderSettings): Promise<oidc.Configuration> {
  const key = JSON.stringify(settings);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const fresh = discover(config, settings);
  cache.set(key, { at: Date.now(), config: fresh });
  fresh.catch(() => cache.delete(key));
  return fresh;
}

/** Saving settings: the issuer's discovery document must be readable now (400 with a clear message if not). */
export async function checkDiscovery(config: Config, settings: ProviderSettings): Promise<void> {
  requireSafeIssuer(config, settings.issuer);
  try {
    await discover(config, settings);
  } catch {
    throw badRequest(SSO_MESSAGES.discoveryFailed, { issuer: SSO_MESSAGES.discoveryFailed });
  }
}

export type StartedLogin = { url: URL; state: string; nonce: string; codeVerifier: string };

/** The authorization URL of a code flow with PKCE S256, a fresh state and a fresh nonce. */
export async function buildLoginUrl(configuration: oidc.Configuration, redirectUri: string): Promise<StartedLogin> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, state, nonce, codeVerifier };
}

export type ProviderIdentity = {
  subject: string;
  value: string | null;
  /** The provider's `email_verified` beside the claim's value (ID token or userinfo), when it sent one. */
  emailVerified: boolean | null;
};

const verifiedFlag = (raw: unknown): boolean | null =>
  raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : null;

/**
 * Redeems the code and checks the ID token (signature against the issuer's keys, issuer, audience,
 * expiry, nonce) and state and PKCE; answers the named claim from the ID token, else from userinfo, with
 * the `email_verified` of the same source.
 */
export async function redeemCallback(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
  claim: string,
): Promise<ProviderIdentity> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  const fromToken = claims[claim];
  if (typeof fromToken === 'string' && fromToken !== '') {
    return { subject: claims.sub, value: fromToken, emailVerified: verifiedFlag(claims.email_verified) };
  }
  const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  const fromInfo = info[claim];
  return {
    subject: claims.sub,
    value: typeof fromInfo === 'string' && fromInfo !== '' ? fromInfo : null,
    emailVerified: verifiedFlag(info.email_verified ?? claims.email_verified),
  };
}

/** Which check of the provider's answer failed, for the audit row: nonce, issuer, audience, expired, signature… (codes of oauth4webapi) */
export function failedCheck(error: unknown): string {
  type Failure = { code?: unknown; message?: unknown; cause?: unknown };
  const outer = error as Failure | null;
  // openid-client wraps oauth4webapi's error (which names the claim) in its own, same code
  const inner = (outer?.cause instanceof Error ? outer.cause : outer) as Failure | null;
  const code = typeof outer?.code === 'string' ? outer.code : '';
  const claimOf = (cause: unknown) => (cause as { claim?: unknown } | null)?.claim;
  const claim = String(claimOf(inner?.cause) ?? '');
  const message = typeof inner?.message === 'string' ? inner.message : '';
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
    return ({ nonce: 'nonce', iss: 'issuer', aud: 'audience', azp: 'audience' } as Record<string, string>)[claim] ?? claim;
  }
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return claim === 'exp' ? 'expired' : `time:${claim}`;
  if (/signature/i.test(message)) return 'signature';
  if (code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR') return 'providerError';
  return code || 'provider';
}
