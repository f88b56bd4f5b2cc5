import type { Role } from '@hrms/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, passwordResets, refreshTokens } from './auth.tables';

export async function findAccount(db: Executor, employeeId: string) {
  const [row] = await db.select().from(accounts).where(sql`lower(${accounts.employeeId}) = lower(${employeeId})`);
  return row ?? null;
}

export async function insertAccount(
  db: Executor,
  values: { employeeId: string; organizationId: string; passwordHash: string; role: Role },
) {
  await db.insert(accounts).values(values);
}

export async function recordFailedLogin(db: Executor, employeeId: string, lockedUntil: Date | null) {
  await db
    .update(accounts)
    .set({ failedLogins: sql`${accounts.failedLogins} + 1`, lockedUntil, updatedAt: new Date() })
    .where(eq(accounts.employeeId, employeeId));
}

export async function clearFailedLogins(db: Executor, employeeId: string) {
  await db.update(accounts).set({ failedLogins: 0, lockedUntil: null }).where(eq(accounts.employeeId, employeeId));
}

export async function updatePassword(db: Executor, employeeId: string, passwordHash: string) {
  await db
    .update(accounts)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(accounts.employeeId, employeeId));
}

export async function updateRole(db: Executor, employeeId: string, role: Role) {
  await db.update(accounts).set({ role, updatedAt: new Date() }).where(eq(accounts.employeeId, employeeId));
}

export async function listEmployeeIdsWithRoles(db: Executor, organizationId: string, roles: readonly Role[]) {
  const rows = await db
    .select({ employeeId: accounts.employeeId })
    .from(accounts)
    .where(and(eq(accounts.organizationId, organizationId), inArray(accounts.role, [...roles])))
    .orderBy(accounts.employeeId);
  return rows.map((r) => r.employeeId);
}

export async function rolesOf(db: Executor, employeeIds: string[]) {
  if (employeeIds.length === 0) return new Map<string, Role>();
  const rows = await db
    .select({ employeeId: accounts.employeeId, role: accounts.role })
    .from(accounts)
    .where(inArray(accounts.employeeId, employeeIds));
  return new Map(rows.map((r) => [r.employeeId, r.role]));
}

export async function insertRefreshToken(
  db: Executor,
  values: { employeeId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a token used only if it was still fresh; false means someone else used it first. */
export async function markRefreshTokenUsed(db: Executor, id: string) {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Executor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForEmployee(db: Executor, employeeId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.employeeId, employeeId), isNull(refreshTokens.revokedAt)));
}

export async function upsertPasswordReset(db: Executor, employeeId: string, otpHash: string, expiresAt: Date) {
  await db
    .insert(passwordResets)
    .values({ employeeId, otpHash, expiresAt })
    .onConflictDoUpdate({ target: passwordResets.employeeId, set: { otpHash, expiresAt, attempts: 0, createdAt: new Date() } });
}

export async function findPasswordReset(db: Executor, employeeId: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.employeeId, employeeId));
  return row ?? null;
}

export async function countResetAttempt(db: Executor, employeeId: string) {
  await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.employeeId, employeeId));
}

export async function deletePasswordReset(db: Executor, employeeId: string) {
  await db.delete(passwordResets).where(eq(passwordResets.employeeId, employeeId));
}
