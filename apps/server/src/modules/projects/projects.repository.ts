import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../employees';
import { projects } from './projects.tables';

export type ProjectRow = typeof projects.$inferSelect;
type ProjectValues = Omit<typeof projects.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const managerName = sql<string>`coalesce(trim(${employees.firstname} || ' ' || ${employees.lastname}), '')`;
const withManager = { project: projects, managerName };

export type ProjectWithManager = { project: ProjectRow; managerName: string };

/** The organisation's projects by code, with their managers' names, one page at a time. */
export const listProjects = (db: Executor, organizationId: string, window: { offset: number; limit: number }) =>
  db
    .select(withManager)
    .from(projects)
    .leftJoin(employees, eq(employees.employeeId, projects.managerId))
    .where(eq(projects.organizationId, organizationId))
    .orderBy(asc(sql`lower(${projects.projectCode})`))
    .offset(window.offset)
    .limit(window.limit);

/** A project of the organisation by code, case-insensitively. */
export async function findProject(db: Executor, organizationId: string, projectCode: string) {
  const [row] = await db
    .select(withManager)
    .from(projects)
    .leftJoin(employees, eq(employees.employeeId, projects.managerId))
    .where(and(eq(projects.organizationId, organizationId), sql`lower(${projects.projectCode}) = lower(${projectCode})`));
  return row ?? null;
}

export async function insertProject(db: Executor, values: ProjectValues) {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(db: Executor, id: number, values: Partial<ProjectValues>) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

export async function deleteProject(db: Executor, id: number) {
  await db.delete(projects).where(eq(projects.id, id));
}
