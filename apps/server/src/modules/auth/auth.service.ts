import { randomUUID } from 'node:crypto';
import {
  ACCESS_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  isAdmin,
  LANGUAGE_MESSAGES,
  type Language,
  LOGIN_MESSAGES,
  type LoginInput,
  OTP_LOCK_MINUTES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_CODES_PER_HOUR,
  OTP_MAX_FAILURES_PER_HOUR,
  OTP_VALIDITY_SECONDS,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_DAYS,
  type ResetPasswordInput,
  type Role,
  SSO_MESSAGES,
  type UpdateLanguageInput,
  type UpdateRoleInput,
} from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { keyedHash, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { Deps } from '../../lib/deps';
import { AppError, badRequest, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { generateOtp, hashPassword, verifyPassword } from '../../lib/passwords';
import { composeMail, mailLanguageOf, queueMail, replaceWaitingMail } from '../mail';
import { contactHook, passwordLoginModeHook } from './auth.hooks';
import * as repo from './auth.repository';

export type Session = {
  token: string;
  refreshToken: string;
  userRole: Role;
  organizationId: string;
  employeeId: string;
  language: Language | null;
};

type SessionAccount = { employeeId: string; organizationId: string; role: Role; language?: Language | null };

// A constant hash to compare against when the account does not exist, so timing does not reveal it.
let dummyHash: Promise<string> | undefined;

/**
 * Checks the password, throttled by id and address (unknown ids exactly like known ones, in answer and
 * in time), and opens a new session family.
 */
export async function login(deps: Deps, input: LoginInput, address: string): Promise<Session> {
  await deps.loginThrottle.check(input.employeeId, address);
  const account = await repo.findAccount(deps.db, input.employeeId);
  dummyHash ??= hashPassword('not-a-real-password');
  const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyHash), input.password);
  if (!account || !passwordOk) {
    await deps.loginThrottle.fail(input.employeeId, address);
    if (account) await recordSignIn(deps.db, account, 'loginFailed', address);
    throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  }
  await deps.loginThrottle.succeed(input.employeeId, address);
  if (accessEnded(account)) {
    await recordSignIn(deps.db, account, 'loginFailed', address);
    throw unauthorized(LOGIN_MESSAGES.accessEnded);
  }
  if (account.disabledAt) throw unauthorized(SSO_MESSAGES.disabledAccount);
  if (!isAdmin(account.role) && (await passwordLoginModeHook.call(deps, account.organizationId)) === 'ADMINS_ONLY') {
    throw new AppError(403, SSO_MESSAGES.passwordAdminsOnly);
  }
  return deps.db.transaction(async (tx) => {
    await recordSignIn(tx, account, 'login', address);
    return startSession(deps, account, tx);
  });
}

/** A leaver's account after their last working day (UTC). */
const accessEnded = (account: { accessEndsOn: string | null }) =>
  account.accessEndsOn !== null && account.accessEndsOn < new Date().toISOString().slice(0, 10);

/** Sign-ins and refused sign-ins of known accounts go into the audit trail (unknown ids have no organisation). */
function recordSignIn(
  db: Executor,
  account: { employeeId: string; organizationId: string; role: Role },
  action: 'login' | 'loginFailed',
  address: string,
) {
  return recordAudit(db, account, {
    entity: 'session',
    entityId: account.employeeId,
    action,
    after: { method: 'password', address },
  });
}

/**
 * The one way a login (password or single sign-on) opens a session: a new refresh-token family and its
 * first access token, with the account's current role.
 */
export function startSession(deps: Deps, account: SessionAccount, db: Executor = deps.db): Promise<Session> {
  return openSession(deps, db, account, randomUUID());
}

async function openSession(deps: Deps, db: Executor, account: SessionAccount, familyId: string): Promise<Session> {
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
    sessionId: familyId,
  });
  return {
    token,
    refreshToken,
    userRole: account.role,
    organizationId: account.organizationId,
    employeeId: account.employeeId,
    language: account.language ?? null,
  };
}

/** Rotates a refresh token; a token used twice revokes its whole family (theft detection). */
export async function refreshSession(deps: Deps, refreshToken: string | undefined): Promise<Session> {
  if (!refreshToken) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
  const stored = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  if (!stored || stored.revokedAt || stored.expiresAt < new Date()) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
  if (stored.usedAt && Date.now() - stored.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
    await repo.revokeFamily(deps.db, stored.familyId);
    deps.log.warn({ employeeId: stored.employeeId }, 'refresh token reused; session family revoked');
    throw unauthorized(LOGIN_MESSAGES.sessionExpired);
  }
  // Within the grace period a used token renews again: its answer was lost (a page navigating away, two
  // tabs renewing at once, a dropped connection) and the browser still holds it. Later, reuse is theft.
  return deps.db.transaction(async (tx) => {
    if (!stored.usedAt) await repo.markRefreshTokenUsed(tx, stored.id);
    const account = await repo.findAccount(tx, stored.employeeId);
    if (!account || accessEnded(account)) throw unauthorized(LOGIN_MESSAGES.sessionExpired);
    return openSession(deps, tx, account, stored.familyId);
  });
}

/**
 * Ends this session: the refresh cookie's family and the bearer token's session, so its access tokens
 * answer 401 at once. The person's sessions on other devices stay open.
 */
export async function logout(
  deps: Deps,
  refreshToken: string | undefined,
  session: { employeeId: string; sessionId: string } | null,
): Promise<void> {
  if (refreshToken) {
    const stored = await repo.findRefreshToken(deps.db, sha256(refreshToken));
    if (stored) await repo.revokeFamily(deps.db, stored.familyId);
  }
  if (session) await repo.revokeFamily(deps.db, session.sessionId, session.employeeId);
}

/**
 * Starts mailing a 6-digit OTP and returns at once: the caller answers the same thing at the same time
 * whether or not the account exists, is locked or has had its hour's codes. Failures are only logged.
 */
export function requestPasswordReset(deps: Deps, employeeId: string): void {
  sendPasswordResetCode(deps, employeeId).catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail failed'));
}

/**
 * The key reset codes and limits are kept under: the account's id, or for an id with no account (or no
 * e-mail) the id as typed, upper-cased, so guessing at it behaves exactly like guessing at a real one.
 */
const resetKey = (account: { employeeId: string } | null, typed: string) => account?.employeeId ?? typed.trim().toUpperCase();

/**
 * Queues a mail with a new OTP unless the account is locked or was sent its hour's codes. While the previous
 * code's mail still waits to be sent (a mail outage), the new code replaces it in that mail and counts
 * nothing: only codes that go out use up the hour, so after an outage the person can reset at once. An
 * unknown id (or one with no e-mail) gets a code nobody receives, so resetPassword then answers as it would
 * for a real account.
 */
export async function sendPasswordResetCode(deps: Deps, employeeId: string): Promise<void> {
  const found = await repo.findAccount(deps.db, employeeId);
  const contact = found ? await contactHook.call(deps, found.employeeId) : null;
  const account = found && contact?.email ? found : null;
  const key = resetKey(found, employeeId);
  const limits = await repo.findResetLimits(deps.db, key);
  if (limits?.lockedUntil && limits.lockedUntil > new Date()) return;
  const otp = generateOtp();
  const code = {
    otpHash: keyedHash(deps.config.secretKey, account ? otp : randomToken()),
    expiresAt: new Date(Date.now() + OTP_VALIDITY_SECONDS * 1000),
  };
  const mail = account && contact ? resetCodeMail(contact, otp, mailLanguageOf(account.language)) : null;
  // the code counts against the hour only together with its queued mail: both commit or neither does
  await deps.db.transaction(async (tx) => {
    const previous = mail ? await repo.findPasswordReset(tx, key) : null;
    if (mail && previous?.mailId && (await replaceWaitingMail(tx, previous.mailId, mail))) {
      await repo.upsertPasswordReset(tx, key, { ...code, mailId: previous.mailId });
      return;
    }
    if (!(await repo.takeResetCode(tx, key, OTP_MAX_CODES_PER_HOUR))) return;
    const mailId = mail && account ? await queueMail(tx, account.organizationId, mail) : null;
    await repo.upsertPasswordReset(tx, key, { ...code, mailId });
  });
}

/** The one-time code, in the language the person chose (English until they choose). */
const resetCodeMail = (contact: { email: string; name: string }, otp: string, language: Language) =>
  composeMail(language, contact.email, say(language, 'mail.resetCode.subject'), [
    say(language, 'mail.hello', { name: contact.name }),
    say(language, 'mail.resetCode.code', { otp, minutes: OTP_VALIDITY_SECONDS / 60 }),
    say(language, 'mail.resetCode.ignore'),
  ]);

/**
 * Checks the OTP (single use, 5 attempts per code, 300 s; 10 wrong OTPs in an hour across codes lock the
 * account's reset for an hour) and sets the new password.
 */
export async function resetPassword(deps: Deps, input: ResetPasswordInput): Promise<void> {
  const account = await repo.findAccount(deps.db, input.employeeId);
  const key = resetKey(account, input.employeeId);
  const limits = await repo.findResetLimits(deps.db, key);
  if (limits?.lockedUntil && limits.lockedUntil > new Date()) throw tooManyRequests(FORGOT_PASSWORD_MESSAGES.resetLocked);
  const otpHash = await repo.claimResetAttempt(deps.db, key, OTP_MAX_ATTEMPTS);
  if (!otpHash) {
    const reset = await repo.findPasswordReset(deps.db, key);
    if (reset && reset.expiresAt > new Date()) throw tooManyRequests(FORGOT_PASSWORD_MESSAGES.tooManyAttempts);
    throw badRequest(FORGOT_PASSWORD_MESSAGES.invalidOtp);
  }
  // every guess counts against the hour before it is checked; a right one clears the count below
  const hour = await repo.recordResetFailure(deps.db, key, OTP_MAX_FAILURES_PER_HOUR, OTP_LOCK_MINUTES);
  const lockedNow = hour.lockedUntil !== null && hour.lockedUntil > new Date();
  if (hour.failures > OTP_MAX_FAILURES_PER_HOUR) throw tooManyRequests(FORGOT_PASSWORD_MESSAGES.resetLocked);
  if (!account || !safeEqual(otpHash, keyedHash(deps.config.secretKey, input.otp))) {
    if (lockedNow) {
      await repo.deletePasswordReset(deps.db, key);
      throw tooManyRequests(FORGOT_PASSWORD_MESSAGES.resetLocked);
    }
    throw badRequest(FORGOT_PASSWORD_MESSAGES.invalidOtp, { otp: FORGOT_PASSWORD_MESSAGES.invalidOtp });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await repo.updatePassword(tx, account.employeeId, passwordHash);
    await repo.deletePasswordReset(tx, account.employeeId);
    await repo.clearResetFailures(tx, account.employeeId);
    await repo.revokeAllForEmployee(tx, account.employeeId);
  });
}

/** Admin assigns a role to an employee of their organisation; the employee's open sessions end (they log in again). */
export async function assignRole(deps: Deps, actor: Actor, input: UpdateRoleInput): Promise<void> {
  const account = await repo.findAccount(deps.db, input.employeeId);
  if (!account || account.organizationId !== actor.organizationId) throw notFound('Employee not found.');
  if (account.employeeId === actor.employeeId) throw new AppError(403, ACCESS_MESSAGES.ownRole);
  await deps.db.transaction(async (tx) => {
    await repo.updateRole(tx, account.employeeId, input.userRole);
    await repo.revokeAllForEmployee(tx, account.employeeId);
    await recordAudit(tx, actor, {
      entity: 'account',
      entityId: account.employeeId,
      action: 'update',
      before: { role: account.role },
      after: { role: input.userRole },
    });
  });
}

/** A signed-in user saves the web app's language on their own account (nobody changes another's). */
export async function updateLanguage(deps: Deps, actor: Actor, input: UpdateLanguageInput): Promise<void> {
  if (input.employeeId && input.employeeId.toLowerCase() !== actor.employeeId.toLowerCase()) {
    throw new AppError(403, LANGUAGE_MESSAGES.ownOnly);
  }
  await repo.updateLanguage(deps.db, actor.employeeId, input.language);
}
