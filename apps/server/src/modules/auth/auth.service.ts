import { randomUUID } from 'node:crypto';
import {
  FORGOT_PASSWORD_MESSAGES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MESSAGES,
  type LoginInput,
  MAX_FAILED_LOGINS,
  OTP_MAX_ATTEMPTS,
  OTP_VALIDITY_SECONDS,
  REFRESH_TOKEN_DAYS,
  type ResetPasswordInput,
  type Role,
  type UpdateRoleInput,
} from '@hrms/shared';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { keyedHash, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { Deps } from '../../lib/deps';
import { AppError, badRequest, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { generateOtp, hashPassword, verifyPassword } from '../../lib/passwords';
import * as repo from './auth.repository';

export type Session = {
  token: string;
  refreshToken: string;
  userRole: Role;
  organizationId: string;
  employeeId: string;
};

// A constant hash to compare against when the account does not exist, so timing does not reveal it.
let dummyHash: Promise<string> | undefined;

/** Checks the password (with per-account lockout) and opens a new session family. */
export async function login(deps: Deps, input: LoginInput): Promise<Session> {
  const account = await repo.findAccount(deps.db, input.employeeId);
  if (!account) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, input.password);
    throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  }
  if (account.lockedUntil && account.lockedUntil > new Date()) {
    throw tooManyRequests(LOGIN_MESSAGES.locked);
  }
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    const failures = (account.lockedUntil ? 0 : account.failedLogins) + 1;
    const lockedUntil = failures >= MAX_FAILED_LOGINS ? new Date(Date.now() + LOGIN_LOCK_MINUTES * 60_000) : null;
    await repo.recordFailedLogin(deps.db, account.employeeId, lockedUntil);
    if (lockedUntil) throw tooManyRequests(LOGIN_MESSAGES.locked);
    throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  }
  if (account.failedLogins > 0 || account.lockedUntil) await repo.clearFailedLogins(deps.db, account.employeeId);
  return openSession(deps, deps.db, account, randomUUID());
}

async function openSession(
  deps: Deps,
  db: Executor,
  account: { employeeId: string; organizationId: string; role: Role },
  familyId: string,
): Promise<Session> {
  const refreshToken = randomToken();
  await repo.insertRefreshToken(db, {
    employeeId: account.employeeId,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  const token = await deps.tokens.issue({
    employeeId: account.employeeId,
    organizationId: account.organizationId,
    role: account.role,
  });
  return {
    token,
    refreshToken,
    userRole: account.role,
    organizationId: account.organizationId,
    employeeId: account.employeeId,
  };
}

/** Rotates a refresh token; a token used twice revokes its whole family (theft detection). */
export async function refreshSession(deps: Deps, refreshToken: string | undefined): Promise<Session> {
  if (!refreshToken) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
  const stored = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  if (!stored || stored.revokedAt || stored.expiresAt < new Date()) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
  if (stored.usedAt) {
    await repo.revokeFamily(deps.db, stored.familyId);
    deps.log.warn({ employeeId: stored.employeeId }, 'refresh token reused; session family revoked');
    throw unauthorized(LOGIN_MESSAGES.sessionExpired);
  }
  return deps.db.transaction(async (tx) => {
    if (!(await repo.markRefreshTokenUsed(tx, stored.id))) {
      await repo.revokeFamily(tx, stored.familyId);
      throw unauthorized(LOGIN_MESSAGES.sessionExpired);
    }
    const account = await repo.findAccount(tx, stored.employeeId);
    if (!account) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
    return openSession(deps, tx, account, stored.familyId);
  });
}

/** Revokes the session behind the cookie, and every session of the caller when known. */
export async function logout(deps: Deps, refreshToken: string | undefined, actor: Actor | null): Promise<void> {
  if (refreshToken) {
    const stored = await repo.findRefreshToken(deps.db, sha256(refreshToken));
    if (stored) await repo.revokeFamily(deps.db, stored.familyId);
  }
  if (actor) await repo.revokeAllForEmployee(deps.db, actor.employeeId);
}

/** Sends a 6-digit OTP by mail. Answers the same whether or not the account exists. */
export async function requestPasswordReset(deps: Deps, employeeId: string): Promise<void> {
  const account = await repo.findAccount(deps.db, employeeId);
  if (!account) return;
  const contact = await deps.findContact(account.employeeId);
  if (!contact?.email) return;
  const otp = generateOtp();
  await repo.upsertPasswordReset(
    deps.db,
    account.employeeId,
    keyedHash(deps.config.secretKey, otp),
    new Date(Date.now() + OTP_VALIDITY_SECONDS * 1000),
  );
  await deps.mailer.send(account.organizationId, {
    to: contact.email,
    subject: 'Your HRMS password reset code',
    text: `Hello ${contact.name},\n\nYour one-time password is ${otp}. It is valid for ${OTP_VALIDITY_SECONDS / 60} minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this message.\n`,
  });
}

/** Checks the OTP (single use, limited attempts, 300 s) and sets the new password. */
export async function resetPassword(deps: Deps, input: ResetPasswordInput): Promise<void> {
  const account = await repo.findAccount(deps.db, input.employeeId);
  const reset = account ? await repo.findPasswordReset(deps.db, account.employeeId) : null;
  if (!account || !reset || reset.expiresAt < new Date()) throw badRequest(FORGOT_PASSWORD_MESSAGES.invalidOtp);
  if (reset.attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests(FORGOT_PASSWORD_MESSAGES.tooManyAttempts);
  if (!safeEqual(reset.otpHash, keyedHash(deps.config.secretKey, input.otp))) {
    await repo.countResetAttempt(deps.db, account.employeeId);
    throw badRequest(FORGOT_PASSWORD_MESSAGES.invalidOtp, { otp: FORGOT_PASSWORD_MESSAGES.invalidOtp });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await repo.updatePassword(tx, account.employeeId, passwordHash);
    await repo.deletePasswordReset(tx, account.employeeId);
    await repo.revokeAllForEmployee(tx, account.employeeId);
  });
}

/** Admin assigns a role to an employee of their organisation. */
export async function assignRole(deps: Deps, actor: Actor, input: UpdateRoleInput): Promise<void> {
  const account = await repo.findAccount(deps.db, input.employeeId);
  if (!account || account.organizationId !== actor.organizationId) throw notFound('Employee not found.');
  if (account.employeeId === actor.employeeId) throw new AppError(403, 'You cannot change your own role.');
  await deps.db.transaction(async (tx) => {
    await repo.updateRole(tx, account.employeeId, input.userRole);
    await recordAudit(tx, actor, {
      entity: 'account',
      entityId: account.employeeId,
      action: 'update',
      before: { role: account.role },
      after: { role: input.userRole },
    });
  });
}
