import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../auth';
import { employees } from '../employees';
import { organizations } from '../organization/organization.tables';
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

/** The organisation a typed e-mail address or user id belongs to: by account, by e-mail, or by the e-mail's domain. */
export async function findOrganizationOf(db: Executor, typed: string): Promise<string | null> {
  const [account] = await db
    .select({ organizationId: accounts.organizationId })
    .from(accounts)
    .where(sql`lower(${accounts.employeeId}) = lower(${typed})`);
  if (account) return account.organizationId;
  if (!typed.includes('@')) return null;
  const [person] = await db
    .select({ organizationId: employees.organizationId })
    .from(employees)
    .where(sql`lower(${employees.email}) = lower(${typed})`)
    .limit(1);
  if (person) return person.organizationId;
  const domain = typed.slice(typed.lastIndexOf('@') + 1);
  const [organization] = await db
    .select({ organizationId: organizations.organizationId })
    .from(organizations)
    .where(sql`lower(${organizations.employeeDomain}) in (lower(${domain}), lower(${`@${domain}`}))`)
    .limit(1);
  return organization?.organizationId ?? null;
}

export async function insertSsoLogin(db: Executor, values: typeof ssoLogins.$inferInsert) {
  await db.insert(ssoLogins).values(values);
  // Abandoned sign-ins are cleared as new ones start (the table stays as small as the sign-ins in flight).
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, sql`now() - interval '1 hour'`));
}

/** Claims a started sign-in by its state once: the row is deleted, so a replayed callback finds nothing. */
export async function claimSsoLogin(db: Executor, stateHash: string) {
  const [row] = await db.delete(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)).returning();
  return row ?? null;
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
