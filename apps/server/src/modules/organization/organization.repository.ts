import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departments, designations, organizations } from './organization.tables';

export async function findOrganization(db: Executor, organizationId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.organizationId, organizationId));
  return row ?? null;
}

export async function insertOrganization(db: Executor, values: typeof organizations.$inferInsert) {
  await db.insert(organizations).values(values);
}

export async function updateOrganization(
  db: Executor,
  organizationId: string,
  values: Partial<typeof organizations.$inferInsert>,
) {
  await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.organizationId, organizationId));
}

/** Takes the next employee number atomically. */
export async function takeEmployeeNumber(db: Executor, organizationId: string) {
  const [row] = await db
    .update(organizations)
    .set({ nextEmployeeNumber: sql`${organizations.nextEmployeeNumber} + 1` })
    .where(eq(organizations.organizationId, organizationId))
    .returning({ prefix: organizations.employeeIdPrefix, next: organizations.nextEmployeeNumber });
  if (!row) throw new Error(`Unknown organization ${organizationId}`);
  return { prefix: row.prefix, number: row.next - 1 };
}

/** Reserves `count` consecutive employee numbers in one statement (bulk import); the first of them is returned. */
export async function takeEmployeeNumbers(db: Executor, organizationId: string, count: number) {
  const [row] = await db
    .update(organizations)
    .set({ nextEmployeeNumber: sql`${organizations.nextEmployeeNumber} + ${count}` })
    .where(eq(organizations.organizationId, organizationId))
    .returning({ prefix: organizations.employeeIdPrefix, next: organizations.nextEmployeeNumber });
  if (!row) throw new Error(`Unknown organization ${organizationId}`);
  return { prefix: row.prefix, first: row.next - count };
}

export const listDepartments = (db: Executor, organizationId: string) =>
  db.select().from(departments).where(eq(departments.organizationId, organizationId)).orderBy(asc(departments.departmentId));

export async function findDepartment(db: Executor, organizationId: string, departmentId: string) {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), sql`lower(${departments.departmentId}) = lower(${departmentId})`));
  return row ?? null;
}

/** Inserts a department; null when its ID is already taken (case-insensitive), even by a concurrent insert. */
export async function insertDepartment(db: Executor, values: typeof departments.$inferInsert) {
  const [row] = await db.insert(departments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateDepartment(db: Executor, id: number, values: { departmentName: string; departmentHead: string }) {
  const [row] = await db
    .update(departments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(departments.id, id))
    .returning();
  return row!;
}

export async function deleteDepartment(db: Executor, id: number) {
  await db.delete(departments).where(eq(departments.id, id));
}

export const listDesignations = (db: Executor, organizationId: string) =>
  db
    .select({ designation: designations.designation })
    .from(designations)
    .where(eq(designations.organizationId, organizationId))
    .orderBy(asc(designations.designation));

export async function findDesignation(db: Executor, organizationId: string, designation: string) {
  const [row] = await db
    .select()
    .from(designations)
    .where(and(eq(designations.organizationId, organizationId), sql`lower(${designations.designation}) = lower(${designation})`));
  return row ?? null;
}

/** Inserts a designation; false when it already exists (case-insensitive). */
export async function insertDesignation(db: Executor, organizationId: string, designation: string) {
  const rows = await db
    .insert(designations)
    .values({ organizationId, designation })
    .onConflictDoNothing()
    .returning({ id: designations.id });
  return rows.length > 0;
}
