import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../auth';
import { employees } from '../employees';
import { organizations } from '../organization';
import { organizationSso, ssoLogins } from './sso.tables';

export type SsoRow = typeof organizationSso.$inferSelect;

export async function findSsoSettings(db: Executor, organizationId: string): Promise<SsoRow | null> {
  const [row] = await db.select().from(organizationSso).where(eq(organizationSso.organizationId, organizationId));
  return row ?? null;
}

export async function upsertSsoSettings(db: Executor, values: typeof organizationSso.$inferInsert) {
  const { organizationId: _, ...changes } = values;
  await db
    .insert(organizationSso)
    .values(values)
    .onConflictDoUpdate({ target: organizationSso.organizationId, set: { ...changes, updatedAt: new Date() } });
}

/**
 * The organisations a typed e-mail address or user id may belong to: the account's, else those of people with
 * that e-mail, else those whose employee mail domain it has. Several only when that step finds several (a mail
 * domain two organisations share); the caller asks then instead of guessing.
 */
export async function findOrganizationsOf(db: Executor, typed: string): Promise<string[]> {
  const [account] = await db
    .select({ organizationId: accounts.organizationId })
    .from(accounts)
    .where(sql`lower(${accounts.employeeId}) = lower(${typed})`);
  if (account) return [account.organizationId];
  if (!typed.includes('@')) return [];
  const people = await db
    .selectDistinct({ organizationId: employees.organizationId })
    .from(employees)
    .where(sql`lower(${employees.email}) = lower(${typed})`)
    .limit(MAX_CANDIDATES);
  if (people.length > 0) return people.map((p) => p.organizationId);
  const domain = typed.slice(typed.lastIndexOf('@') + 1);
  const byDomain = await db
    .select({ organizationId: organizations.organizationId })
    .from(organizations)
    .where(sql`lower(${organizations.employeeDomain}) in (lower(${domain}), lower(${`@${domain}`}))`)
    .limit(MAX_CANDIDATES);
  return byDomain.map((o) => o.organizationId);
}

const MAX_CANDIDATES = 20;

export async function insertSsoLogin(db: Executor, values: typeof ssoLogins.$inferInsert) {
  await db.insert(ssoLogins).values(values);
  // Abandoned sign-ins are cleared as new ones start (the table stays as small as the sign-ins in flight).
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, sql`now() - interval '1 hour'`));
}

/**
 * Claims a started sign-in by its state, once: the first claim answers it (`replayed: false`); a later one
 * answers the same row with `replayed: true` (kept, marked, until cleared with the expired ones).
 */
export async function claimSsoLogin(db: Executor, stateHash: string) {
  const [claimed] = await db
    .update(ssoLogins)
    .set({ claimedAt: sql`now()` })
    .where(and(eq(ssoLogins.stateHash, stateHash), isNull(ssoLogins.claimedAt)))
    .returning();
  if (claimed) return { ...claimed, replayed: false };
  const [seen] = await db.select().from(ssoLogins).where(eq(ssoLogins.stateHash, stateHash));
  return seen ? { ...seen, replayed: true } : null;
}

/** The account in this organisation whose e-mail (claim `email`) or employee id (any other claim) matches. */
export async function findAccountByClaim(db: Executor, organizationId: string, claim: string, value: string) {
  const columns = {
    employeeId: accounts.employeeId,
    organizationId: accounts.organizationId,
    role: accounts.role,
    disabledAt: accounts.disabledAt,
    ended: sql<boolean>`coalesce(${accounts.accessEndsOn} < current_date, false)`,
  };
  const [row] =
    claim === 'email'
      ? await db
          .select(columns)
          .from(employees)
          .innerJoin(accounts, eq(accounts.employeeId, employees.employeeId))
          .where(and(eq(employees.organizationId, organizationId), sql`lower(${employees.email}) = lower(${value})`))
      : await db
          .select(columns)
          .from(accounts)
          .where(and(eq(accounts.organizationId, organizationId), sql`lower(${accounts.employeeId}) = lower(${value})`));
  return row ?? null;
}
