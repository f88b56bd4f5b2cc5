import type { Language, Role } from '@hrms/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { accounts, passwordResetLimits, passwordResets, refreshTokens } from './auth.tables';

export async function findAccount(db: Executor, employeeId: string) {
  const [row] = await db.select().from(accounts).where(sql`lower(${accounts.employeeId}) = lower(${employeeId})`);
  return row ?? null;
}

const sessionAccountQuery = (db: Db) =>
  db
    .select({
      role: accounts.role,
      organizationId: accounts.organizationId,
      // A leaver's access ends after their last day (the database's date, UTC).
      ended: sql<boolean>`coalesce(${accounts.accessEndsOn} < current_date, false)`,
      sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('familyId')}
        and ${refreshTokens.employeeId} = ${accounts.employeeId} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(accounts)
    .where(eq(accounts.employeeId, sql.placeholder('employeeId')))
    .prepare('session_account');
// Built once per database: this runs on every authenticated request.
const preparedSessionAccount = new WeakMap<Db, ReturnType<typeof sessionAccountQuery>>();

/**
 * The per-request check (one indexed query by primary key, a prepared statement): the account's role and
 * organisation, and whether the session (refresh-token family) the access token belongs to still has a
 * token not revoked.
 */
export async function findSessionAccount(db: Db, employeeId: string, familyId: string) {
  let query = preparedSessionAccount.get(db);
  if (!query) {
    query = sessionAccountQuery(db);
    preparedSessionAccount.set(db, query);
  }
  const [row] = await query.execute({ employeeId, familyId });
  return row ?? null;
}

export async function insertAccount(
  db: Executor,
  values: { employeeId: string; organizationId: string; passwordHash: string; role: Role },
) {
  await db.insert(accounts).values(values);
}

/** Creates the logins of many new employees in one statement (an import's chunk), the rows as one JSON parameter. */
export async function insertAccounts(
  db: Executor,
  rows: { employeeId: string; organizationId: string; passwordHash: string; role: Role }[],
) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${accounts} (employee_id, organization_id, password_hash, role)
    select v."employeeId", v."organizationId", v."passwordHash", v.role
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("employeeId" text, "organizationId" text, "passwordHash" text, role text)`);
}

/** Sets the roles of many people in one statement (an import's chunk). */
export async function updateRoles(db: Executor, rows: { employeeId: string; role: Role }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${accounts} as a set role = v.role, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("employeeId" text, role text)
    where a.employee_id = v."employeeId"`);
}

export async function updatePassword(db: Executor, employeeId: string, passwordHash: string) {
  await db.update(accounts).set({ passwordHash, updatedAt: new Date() }).where(eq(accounts.employeeId, employeeId));
}

/** A leaver's last day on their account (null: no end). */
export async function setAccessEndsOn(db: Executor, employeeId: string, day: string | null) {
  await db.update(accounts).set({ accessEndsOn: day, updatedAt: new Date() }).where(eq(accounts.employeeId, employeeId));
}

export async function updateRole(db: Executor, employeeId: string, role: Role) {
  await db.update(accounts).set({ role, updatedAt: new Date() }).where(eq(accounts.employeeId, employeeId));
}

export async function updateLanguage(db: Executor, employeeId: string, language: Language) {
  await db.update(accounts).set({ language, updatedAt: new Date() }).where(eq(accounts.employeeId, employeeId));
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

/** Revokes one session (refresh-token family); with an employee id, only when the session is theirs. */
export async function revokeFamily(db: Executor, familyId: string, employeeId?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        employeeId === undefined ? undefined : eq(refreshTokens.employeeId, employeeId),
      ),
    );
}

export async function revokeAllForEmployee(db: Executor, employeeId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.employeeId, employeeId), isNull(refreshTokens.revokedAt)));
}

export async function upsertPasswordReset(
  db: Executor,
  employeeId: string,
  code: { otpHash: string; expiresAt: Date; mailId: number | null },
) {
  await db
    .insert(passwordResets)
    .values({ employeeId, ...code })
    .onConflictDoUpdate({ target: passwordResets.employeeId, set: { ...code, attempts: 0, createdAt: new Date() } });
}

export async function findPasswordReset(db: Executor, employeeId: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.employeeId, employeeId));
  return row ?? null;
}

export async function deletePasswordReset(db: Executor, employeeId: string) {
  await db.delete(passwordResets).where(eq(passwordResets.employeeId, employeeId));
}

export async function findResetLimits(db: Executor, employeeId: string) {
  const [row] = await db.select().from(passwordResetLimits).where(eq(passwordResetLimits.employeeId, employeeId));
  return row ?? null;
}

const HOUR = sql`interval '1 hour'`;

/**
 * Counts one code to be mailed unless the hour's quota is spent; true when it may be sent. One statement,
 * so concurrent requests cannot both take the last slot.
 */
export async function takeResetCode(db: Executor, employeeId: string, maxPerHour: number): Promise<boolean> {
  const t = passwordResetLimits;
  const rows = await db
    .insert(t)
    .values({ employeeId, codesSent: 1 })
    .onConflictDoUpdate({
      target: t.employeeId,
      set: {
        codesSince: sql`case when ${t.codesSince} < now() - ${HOUR} then now() else ${t.codesSince} end`,
        codesSent: sql`case when ${t.codesSince} < now() - ${HOUR} then 1 else ${t.codesSent} + 1 end`,
      },
      setWhere: sql`${t.codesSince} < now() - ${HOUR} or ${t.codesSent} < ${maxPerHour}`,
    })
    .returning({ employeeId: t.employeeId });
  return rows.length > 0;
}

/**
 * Takes one guess at the OTP from the code's attempts, in one statement (concurrent guesses cannot all
 * pass the check): the stored hash when the code is unexpired and has attempts left, else null.
 */
export async function claimResetAttempt(db: Executor, employeeId: string, maxAttempts: number) {
  const t = passwordResets;
  const [row] = await db
    .update(t)
    .set({ attempts: sql`${t.attempts} + 1` })
    .where(and(eq(t.employeeId, employeeId), sql`${t.attempts} < ${maxAttempts}`, sql`${t.expiresAt} > now()`))
    .returning({ otpHash: t.otpHash });
  return row?.otpHash ?? null;
}

/**
 * Counts one guess in the account's hour before it is checked (a right one is cleared afterwards), so
 * concurrent guesses cannot exceed the cap; locks reset for `lockMinutes` when the hour reaches `maxPerHour`.
 * Answers the hour's count and the lock.
 */
export async function recordResetFailure(db: Executor, employeeId: string, maxPerHour: number, lockMinutes: number) {
  const t = passwordResetLimits;
  const fresh = sql`${t.failuresSince} < now() - ${HOUR}`;
  const failures = sql`case when ${fresh} then 1 else ${t.failures} + 1 end`;
  const [row] = await db
    .insert(t)
    .values({ employeeId, failures: 1, codesSent: 0 })
    .onConflictDoUpdate({
      target: t.employeeId,
      set: {
        failuresSince: sql`case when ${fresh} then now() else ${t.failuresSince} end`,
        failures,
        lockedUntil: sql`case when ${failures} >= ${maxPerHour} then now() + make_interval(mins => ${lockMinutes}) else ${t.lockedUntil} end`,
      },
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  return { failures: row?.failures ?? 0, lockedUntil: row?.lockedUntil ?? null };
}

/** A successful reset clears the failure count (the code's owner proved themself). */
export async function clearResetFailures(db: Executor, employeeId: string) {
  await db
    .update(passwordResetLimits)
    .set({ failures: 0, lockedUntil: null })
    .where(eq(passwordResetLimits.employeeId, employeeId));
}
