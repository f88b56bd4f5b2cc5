import {
  ADMINS,
  SSO_CALLBACK_PATH,
  SSO_LOGIN_MINUTES,
  ssoOptionsQuerySchema,
  ssoOptionsSchema,
  ssoSettingsSchema,
  ssoSettingsUpdateSchema,
} from '@hrms/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { publicOrigin } from '../../lib/http';
import { setRefreshCookie } from '../auth';
import * as service from './sso.service';

const tags = ['sso'];
const STATE_COOKIE = 'hrmsSsoState';
const STATE_COOKIE_PATH = '/hrmsapplication/auth/sso';
const ssoLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/** Back to the login page with the refusal's key (the page shows its message; no text travels in the URL). */
function toLoginPage(deps: Deps, request: FastifyRequest, reply: FastifyReply, error: unknown, organizationId?: string) {
  if (!(error instanceof service.SsoRefusal)) throw error;
  const organization = organizationId ?? error.organizationId;
  const query = new URLSearchParams({ ssoError: error.reason, ...(organization ? { organizationId: organization } : {}) });
  return reply.redirect(`${publicOrigin(request, deps.config.publicUrl)}/?${query}`, 302);
}

export async function ssoRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/organization/sso', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary: "The organisation's OpenID Connect sign-in settings (never the client secret)",
      response: { 200: ssoSettingsSchema },
    },
    handler: (request) => service.getSsoSettings(deps, actorOf(request)),
  });

  app.patch('/organization/sso', {
    config: { roles: ADMINS },
    schema: {
      tags,
      summary:
        "Saves the OpenID Connect settings after reading the issuer's discovery document (400 if it cannot be read). clientSecret is optional once set; it is sealed at rest.",
      body: ssoSettingsUpdateSchema,
      response: { 200: ssoSettingsSchema },
    },
    handler: (request) => service.updateSsoSettings(deps, actorOf(request), request.body),
  });

  app.get('/auth/sso/options', {
    config: { public: true, ...ssoLimit },
    schema: {
      tags,
      summary:
        'The "Sign in with …" button of an organisation with single sign-on on (by organizationId, or a typed e-mail or user id); ' +
        '{organizationRequired: true} when the e-mail fits several organisations (a shared mail domain), so the page asks for it; else 404',
      querystring: ssoOptionsQuerySchema,
      response: { 200: ssoOptionsSchema },
    },
    handler: (request) => service.findSsoOptions(deps, request.query),
  });

  app.get('/auth/sso/start', {
    config: { public: true, ...ssoLimit },
    schema: {
      tags,
      summary: "302 to the organisation's provider: authorization code flow with PKCE S256, state and nonce",
      querystring: z.object({ organizationId: z.string().trim().min(1).max(50) }),
    },
    handler: async (request, reply) => {
      const { organizationId } = request.query;
      const redirectUri = `${publicOrigin(request, deps.config.publicUrl)}${SSO_CALLBACK_PATH}`;
      try {
        const started = await service.startSsoLogin(deps, organizationId, redirectUri);
        reply.setCookie(STATE_COOKIE, started.state, {
          httpOnly: true,
          // as the refresh cookie: Secure over https only, where a browser keeps it (over http it would drop it)
          secure: deps.config.secureCookies && request.protocol === 'https',
          // lax: the provider sends the browser back with a top-level GET from its own site
          sameSite: 'lax',
          path: STATE_COOKIE_PATH,
          maxAge: SSO_LOGIN_MINUTES * 60,
        });
        return reply.redirect(started.url, 302);
      } catch (error) {
        return toLoginPage(deps, request, reply, error, organizationId);
      }
    },
  });

  app.get('/auth/sso/callback', {
    config: { public: true, ...ssoLimit },
    schema: {
      tags,
      summary:
        'Completes a single sign-on: the same session as a password login (refresh cookie), then 302 to the web app; any refusal 302s to the login page with ssoError and starts no session',
      querystring: z.object({ code: z.string().max(4000).optional(), state: z.string().max(500).optional() }).passthrough(),
    },
    handler: async (request, reply) => {
      const origin = publicOrigin(request, deps.config.publicUrl);
      const queryAt = request.url.indexOf('?');
      const callbackUrl = new URL(`${origin}${SSO_CALLBACK_PATH}${queryAt >= 0 ? request.url.slice(queryAt) : ''}`);
      reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
      try {
        const session = await service.completeSsoLogin(deps, callbackUrl, request.cookies[STATE_COOKIE]);
        setRefreshCookie(deps, request, reply, session.refreshToken);
        return reply.redirect(`${origin}/?sso=done`, 302);
      } catch (error) {
        return toLoginPage(deps, request, reply, error);
      }
    },
  });
}
