import {
  ADMINS,
  EVERYONE,
  FORGOT_PASSWORD_MESSAGES,
  forgotPasswordSchema,
  LANGUAGE_MESSAGES,
  LOGIN_MESSAGES,
  loginResponseSchema,
  loginSchema,
  REFRESH_TOKEN_DAYS,
  resetPasswordSchema,
  updateLanguageSchema,
  updateRoleSchema,
} from '@hrms/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest } from '../../lib/errors';
import { messageSchema } from '../../lib/http';
import * as auth from './auth.service';

const COOKIE = 'refreshToken';
const COOKIE_PATH = '/hrmsapplication/authentication';

/** Sets the refresh cookie of a session a login just started (password or single sign-on); Secure only when the request came over https (a trusted proxy's X-Forwarded-Proto counts): on plain http a browser drops it. */
export function setRefreshCookie(deps: Deps, request: FastifyRequest, reply: FastifyReply, value: string) {
  reply.setCookie(COOKIE, value, {
    httpOnly: true,
    secure: deps.config.secureCookies && request.protocol === 'https',
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: REFRESH_TOKEN_DAYS * 86_400,
  });
}

// Requests per client address and minute. Generous, because a whole office can sit behind one NAT
// address; guessing is stopped by the login throttle (per id and address, and per address's failures).
const loginLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const refreshLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } };

export async function authRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post('/authentication/login', {
    config: { public: true, ...loginLimit },
    schema: {
      tags: ['auth'],
      summary: 'Log in with employee id and password (JSON body, or query parameters as the existing client sends)',
      querystring: loginSchema.partial(),
      body: loginSchema.partial().nullish(),
      response: { 200: loginResponseSchema },
    },
    handler: async (request, reply) => {
      const parsed = loginSchema.safeParse({ ...request.query, ...(request.body ?? {}) });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.message ?? LOGIN_MESSAGES.loginFailed, {
          [String(issue?.path[0] ?? 'employeeId')]: issue?.message ?? '',
        });
      }
      const session = await auth.login(deps, parsed.data, request.ip);
      setRefreshCookie(deps, request, reply, session.refreshToken);
      return session;
    },
  });

  app.post('/authentication/refreshToken', {
    config: { public: true, ...refreshLimit },
    schema: {
      tags: ['auth'],
      summary: 'Renew the session with the refresh cookie (rotated on every use)',
      body: z.object({ refreshToken: z.string().optional() }).nullish(),
      response: { 200: loginResponseSchema },
    },
    handler: async (request, reply) => {
      const session = await auth.refreshSession(deps, request.cookies[COOKIE] ?? request.body?.refreshToken);
      setRefreshCookie(deps, request, reply, session.refreshToken);
      return session;
    },
  });

  app.post('/authentication/logout', {
    config: { public: true },
    schema: {
      tags: ['auth'],
      summary: "Log out: ends this session (the refresh cookie and the bearer token), not the caller's other devices",
      querystring: z.object({ employeeid: z.string().optional() }),
      body: z.unknown().optional(),
      response: { 200: messageSchema },
    },
    handler: async (request, reply) => {
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      const claims = bearer ? await deps.tokens.verify(bearer).catch(() => null) : null;
      await auth.logout(deps, request.cookies[COOKIE], claims);
      reply.clearCookie(COOKIE, { path: COOKIE_PATH });
      return { message: 'Logged out.' };
    },
  });

  app.post('/authentication/forgot-password', {
    config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Mail a 6-digit OTP (valid 300 s) to the employee',
      body: forgotPasswordSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      auth.requestPasswordReset(deps, request.body.employeeId);
      return { message: FORGOT_PASSWORD_MESSAGES.otpSent };
    },
  });

  app.patch('/authentication/resetPassword', {
    config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the OTP (single use, limited attempts)',
      body: resetPasswordSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await auth.resetPassword(deps, request.body);
      return { message: FORGOT_PASSWORD_MESSAGES.resetSuccess };
    },
  });

  app.patch('/authentication/updateAuthenticationRole', {
    config: { roles: ADMINS },
    schema: {
      tags: ['auth'],
      summary: 'Assign a role to an employee (admin)',
      body: updateRoleSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await auth.assignRole(deps, actorOf(request), request.body);
      return { message: 'Role updated successfully!' };
    },
  });

  app.patch('/authentication/updateLanguage', {
    config: { roles: EVERYONE },
    schema: {
      tags: ['auth'],
      summary: "Save the signed-in user's own language for the web app (en, hi, ar)",
      body: updateLanguageSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await auth.updateLanguage(deps, actorOf(request), request.body);
      return { message: LANGUAGE_MESSAGES.updated };
    },
  });
}
