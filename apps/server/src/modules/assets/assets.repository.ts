import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../employees';
import { assetAssignments, assets } from './assets.tables';

const holderName = sql<
  string | null
>`case when ${employees.employeeId} is null then null else trim(${employees.firstname} || ' ' || ${employees.lastname}) end`;

const assetColumns = {
  tag: assets.tag,
  name: assets.name,
  category: assets.category,
  serialNumber: assets.serialNumber,
  employeeId: assets.employeeId,
  employeeName: holderName,
  since: assets.since,
};

export type AssetRow = {
  tag: string;
  name: string;
  category: string;
  serialNumber: string;
  employeeId: string | null;
  employeeName: string | null;
  since: Date | null;
};

/** The register, filtered by holder and by a text matched against tag, name, category and serial number. */
export function listAssets(db: Executor, organizationId: string, filter: { employeeId?: string; q?: string }) {
  const conditions: (SQL | undefined)[] = [eq(assets.organizationId, organizationId)];
  if (filter.employeeId) conditions.push(eq(assets.employeeId, filter.employeeId));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(assets.tag, like), ilike(assets.name, like), ilike(assets.category, like), ilike(assets.serialNumber, like)),
    );
  }
  return db
    .select(assetColumns)
    .from(assets)
    .leftJoin(employees, eq(employees.employeeId, assets.employeeId))
    .where(and(...conditions))
    .orderBy(asc(assets.tag))
    .limit(500);
}

export async function findAsset(db: Executor, organizationId: string, tag: string, lock = false): Promise<AssetRow | undefined> {
  const query = db
    .select(assetColumns)
    .from(assets)
    .leftJoin(employees, eq(employees.employeeId, assets.employeeId))
    .where(and(eq(assets.organizationId, organizationId), eq(assets.tag, tag)));
  const [row] = lock ? await query.for('update', { of: assets }) : await query;
  return row;
}

export async function upsertAsset(
  db: Executor,
  values: { organizationId: string; tag: string; name: string; category: string; serialNumber: string },
) {
  await db
    .insert(assets)
    .values(values)
    .onConflictDoUpdate({
      target: [assets.organizationId, assets.tag],
      set: { name: values.name, category: values.category, serialNumber: values.serialNumber, updatedAt: new Date() },
    });
}

export async function setHolder(
  db: Executor,
  organizationId: string,
  tag: string,
  employeeId: string | null,
  since: Date | null,
) {
  await db
    .update(assets)
    .set({ employeeId, since, updatedAt: new Date() })
    .where(and(eq(assets.organizationId, organizationId), eq(assets.tag, tag)));
}

export async function openAssignment(
  db: Executor,
  values: { organizationId: string; tag: string; employeeId: string; assignedAt: Date; assignedBy: string },
) {
  await db.insert(assetAssignments).values(values);
}

export async function closeAssignment(db: Executor, organizationId: string, tag: string, at: Date, by: string) {
  await db
    .update(assetAssignments)
    .set({ returnedAt: at, returnedBy: by })
    .where(
      and(
        eq(assetAssignments.organizationId, organizationId),
        eq(assetAssignments.tag, tag),
        isNull(assetAssignments.returnedAt),
      ),
    );
}

export function historyOf(db: Executor, organizationId: string, tag: string) {
  return db
    .select({
      employeeId: assetAssignments.employeeId,
      employeeName: sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`,
      from: assetAssignments.assignedAt,
      to: assetAssignments.returnedAt,
    })
    .from(assetAssignments)
    .innerJoin(employees, eq(employees.employeeId, assetAssignments.employeeId))
    .where(and(eq(assetAssignments.organizationId, organizationId), eq(assetAssignments.tag, tag)))
    .orderBy(asc(assetAssignments.assignedAt), asc(assetAssignments.id));
}

/** Assets each of these people holds now (the exit checklist's "return asset" tasks). */
export function assetsHeldBy(db: Executor, organizationId: string, employeeId: string) {
  return db
    .select({ tag: assets.tag, name: assets.name })
    .from(assets)
    .where(and(eq(assets.organizationId, organizationId), eq(assets.employeeId, employeeId)))
    .orderBy(asc(assets.tag));
}
