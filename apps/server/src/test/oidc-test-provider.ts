import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export type IdTokenMode = 'as-issued' | 'expired' | 'foreign-key';

/** `email_verified` is true unless given (a provider that lets people type any address sends false). */
export type TestPerson = { sub: string; email?: string; email_verified?: boolean; employee_id?: string };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is (API tests skip the provider's login form). */
  signInAs: (person: TestPerson | null) => void;
  /**
   * How the token endpoint's next ID tokens leave: as issued, re-signed with the provider's key but
   * expired an hour ago, or re-signed with a key the provider never published.
   */
  alterIdTokens: (mode: IdTokenMode) => void;
  close: () => Promise<void>;
};

/**
 * A real OpenID provider (oidc-provider) on loopback with one confidential client. With `signInAs` set, its
 * login and consent steps finish by themselves for that person; otherwise its development login form
 * asks for a login (used as the subject and e-mail) as a browser would see it.
 */
export async function startTestProvider(options: { redirectUris: string[]; port?: number }): Promise<TestProvider> {
  let person: TestPerson | null = null;
  let idTokenMode: IdTokenMode = 'as-issued';
  const signing = await signingKey('provider-key');
  const foreign = await signingKey('provider-key');
  const people = new Map<string, TestPerson>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'hrms-test';
  const clientSecret = 'hrms-test-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    jwks: { keys: [signing.jwk] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['employee_id'] },
    findAccount: async (_ctx, id) => {
      const known = people.get(id) ?? { sub: id, email: id };
      return { accountId: id, claims: async () => ({ email_verified: true, ...known, sub: id }) };
    },
    pkce: { required: () => true },
    ttl: {
      IdToken: 3600,
      AuthorizationCode: 600,
      AccessToken: 600,
      Session: 3600,
      Interaction: 600,
      Grant: 3600,
    },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
  });
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (person && req.url?.startsWith('/interaction/')) {
      finishInteraction(provider, req, res, person).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    if (idTokenMode !== 'as-issued' && req.method === 'POST' && req.url === '/token') {
      rewriteIdToken(res, idTokenMode === 'expired' ? signing.key : foreign.key, idTokenMode === 'expired');
    }
    handle(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      person = next;
      if (next) people.set(next.sub, next);
    },
    alterIdTokens: (mode) => {
      idTokenMode = mode;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type SigningKey = { key: CryptoKey; jwk: JWK };

async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { key: privateKey, jwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** Re-signs the ID token in the token endpoint's answer: same claims, another key, or an expiry in the past. */
function rewriteIdToken(res: ServerResponse, key: CryptoKey, expire: boolean) {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    const body = JSON.parse(String(chunk)) as { id_token?: string };
    if (!body.id_token) return end(chunk);
    const claims = decodeJwt(body.id_token);
    const now = Math.floor(Date.now() / 1000);
    new SignJWT(expire ? { ...claims, iat: now - 7200, exp: now - 3600 } : claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-key' })
      .sign(key)
      .then((idToken) => {
        const text = JSON.stringify({ ...body, id_token: idToken });
        res.setHeader('content-length', Buffer.byteLength(text));
        end(text);
      });
    return res;
  }) as ServerResponse['end'];
}

async function finishInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse, person: TestPerson) {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(req, res, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
    return;
  }
  const grant = new provider.Grant({ accountId: person.sub, clientId: String(details.params.client_id) });
  grant.addOIDCScope('openid email profile');
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

/**
 * Follows a browser's redirects from a URL (keeping the provider's cookies) until one points at the
 * given prefix (our callback), and answers that URL.
 */
export async function followToCallback(start: string, callbackPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(callbackPrefix)) return new URL(url);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}
