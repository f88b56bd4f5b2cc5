import { type Declaration, financialYearOf, rupees, type TaxRegime } from '@hrms/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isAnyOf } from '../../db/patterns';
import { employees } from '../employees';
import { lastDayOf } from './payroll.months';
import {
  payrollDeclarations,
  payrollDeclarationWindows,
  payrollPreviousEmployment,
  payrollTaxProofs,
  type StoredDeclarationItem,
} from './payroll-declarations.tables';

export type DeclarationRow = typeof payrollDeclarations.$inferSelect;
export type WindowRow = typeof payrollDeclarationWindows.$inferSelect;
export type ProofRow = typeof payrollTaxProofs.$inferSelect;
/** What a run uses of a person's declaration: their regime and the deductions in force that month (rupees). */
export type DeclarationsInForce = { regime: TaxRegime; items: Declaration[] };

export async function findDeclaration(db: Executor, organizationId: string, employeeId: string, fy: string) {
  const [row] = await db
    .select()
    .from(payrollDeclarations)
    .where(
      and(
        eq(payrollDeclarations.organizationId, organizationId),
        eq(payrollDeclarations.employeeId, employeeId),
        eq(payrollDeclarations.fy, fy),
      ),
    );
  return row ?? null;
}

export async function saveDeclaration(
  db: Executor,
  values: {
    organizationId: string;
    employeeId: string;
    fy: string;
    regime: TaxRegime;
    items: StoredDeclarationItem[];
    updatedBy: string;
  },
): Promise<DeclarationRow> {
  const [row] = await db
    .insert(payrollDeclarations)
    .values(values)
    .onConflictDoUpdate({
      target: [payrollDeclarations.employeeId, payrollDeclarations.fy],
      set: { regime: values.regime, items: values.items, updatedBy: values.updatedBy, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function findWindow(db: Executor, organizationId: string, fy: string): Promise<WindowRow | null> {
  const [row] = await db
    .select()
    .from(payrollDeclarationWindows)
    .where(and(eq(payrollDeclarationWindows.organizationId, organizationId), eq(payrollDeclarationWindows.fy, fy)));
  return row ?? null;
}

export async function saveWindow(
  db: Executor,
  values: { organizationId: string; fy: string; open: boolean; proofsDue: string | null; updatedBy: string },
): Promise<WindowRow> {
  const [row] = await db
    .insert(payrollDeclarationWindows)
    .values(values)
    .onConflictDoUpdate({
      target: [payrollDeclarationWindows.organizationId, payrollDeclarationWindows.fy],
      set: { open: values.open, proofsDue: values.proofsDue, updatedBy: values.updatedBy, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function insertProof(db: Executor, values: typeof payrollTaxProofs.$inferInsert): Promise<ProofRow> {
  const [row] = await db.insert(payrollTaxProofs).values(values).returning();
  return row!;
}

const proofColumns = {
  id: payrollTaxProofs.id,
  employeeId: payrollTaxProofs.employeeId,
  name: sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`,
  fy: payrollTaxProofs.fy,
  section: payrollTaxProofs.section,
  fileName: payrollTaxProofs.fileName,
  size: payrollTaxProofs.size,
  status: payrollTaxProofs.status,
  comments: sql<string>`coalesce(nullif(${payrollTaxProofs.hrComments}, ''), ${payrollTaxProofs.managerComments})`,
  createdAt: payrollTaxProofs.createdAt,
};

/** Proofs (without their bytes) matching `where`, newest first. */
export async function listProofs(db: Executor, where: ReturnType<typeof and>, limit = 500) {
  return db
    .select(proofColumns)
    .from(payrollTaxProofs)
    .innerJoin(employees, eq(employees.employeeId, payrollTaxProofs.employeeId))
    .where(where)
    .orderBy(desc(payrollTaxProofs.createdAt), desc(payrollTaxProofs.id))
    .limit(limit);
}

export const proofsOf = (organizationId: string, employeeId: string, fy: string) =>
  and(
    eq(payrollTaxProofs.organizationId, organizationId),
    eq(payrollTaxProofs.employeeId, employeeId),
    eq(payrollTaxProofs.fy, fy),
  );

export async function findProofFile(db: Executor, organizationId: string, id: number) {
  const [row] = await db
    .select()
    .from(payrollTaxProofs)
    .where(and(eq(payrollTaxProofs.organizationId, organizationId), eq(payrollTaxProofs.id, id)));
  return row ?? null;
}

const toEngineItem = (item: StoredDeclarationItem): Declaration => ({
  section: item.section,
  amount: rupees(BigInt(item.amount)),
  rentPaidMonthly: item.rentPaidMonthly === null ? null : rupees(BigInt(item.rentPaidMonthly)),
  metro: item.metro,
});

/**
 * The declarations a run of `month` uses for a chunk of people, in one query: each person's regime, and
 * their declared items until the month in which proofs fall due; from then on only the items whose
 * section has an APPROVED proof.
 */
export async function declarationsInForce(
  db: Executor,
  organizationId: string,
  month: string,
  employeeIds: readonly string[],
): Promise<Map<string, DeclarationsInForce>> {
  const found = new Map<string, DeclarationsInForce>();
  if (employeeIds.length === 0) return found;
  const fy = financialYearOf(month);
  const d = payrollDeclarations;
  const rows = await db
    .select({
      employeeId: d.employeeId,
      regime: d.regime,
      items: d.items,
      proofsDue: payrollDeclarationWindows.proofsDue,
      approved: sql<string[] | null>`(select array_agg(distinct p.section) from ${payrollTaxProofs} p
        where p.employee_id = ${d.employeeId} and p.fy = ${d.fy} and p.status = 'APPROVED')`,
    })
    .from(d)
    .leftJoin(
      payrollDeclarationWindows,
      and(eq(payrollDeclarationWindows.organizationId, d.organizationId), eq(payrollDeclarationWindows.fy, d.fy)),
    )
    .where(and(eq(d.organizationId, organizationId), eq(d.fy, fy), isAnyOf(d.employeeId, employeeIds)));
  const monthEnd = lastDayOf(month);
  for (const row of rows) {
    const proofsCount = row.proofsDue !== null && row.proofsDue <= monthEnd;
    const approved = new Set(row.approved ?? []);
    const items = proofsCount ? row.items.filter((item) => approved.has(item.section)) : row.items;
    found.set(row.employeeId, { regime: row.regime, items: items.map(toEngineItem) });
  }
  return found;
}

export type PreviousEmploymentRow = typeof payrollPreviousEmployment.$inferSelect;

/** Earlier employers' salary and tax of one person's financial year (section 192(2)), or null when none was entered. */
export async function findPreviousEmployment(db: Executor, organizationId: string, employeeId: string, fy: string) {
  const [row] = await db
    .select()
    .from(payrollPreviousEmployment)
    .where(
      and(
        eq(payrollPreviousEmployment.organizationId, organizationId),
        eq(payrollPreviousEmployment.employeeId, employeeId),
        eq(payrollPreviousEmployment.fy, fy),
      ),
    );
  return row ?? null;
}

export async function savePreviousEmployment(
  db: Executor,
  values: {
    organizationId: string;
    employeeId: string;
    fy: string;
    taxableGross: bigint;
    tds: bigint;
    professionalTax: bigint;
    updatedBy: string;
  },
): Promise<PreviousEmploymentRow> {
  const [row] = await db
    .insert(payrollPreviousEmployment)
    .values(values)
    .onConflictDoUpdate({
      target: [payrollPreviousEmployment.employeeId, payrollPreviousEmployment.fy],
      set: {
        taxableGross: values.taxableGross,
        tds: values.tds,
        professionalTax: values.professionalTax,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** What a run of `month` counts of each person's earlier employers in that month's financial year (paise). */
export async function previousEmploymentOf(
  db: Executor,
  organizationId: string,
  month: string,
  employeeIds: readonly string[],
): Promise<Map<string, { taxableGross: bigint; tds: bigint }>> {
  if (employeeIds.length === 0) return new Map();
  const t = payrollPreviousEmployment;
  const rows = await db
    .select({ employeeId: t.employeeId, taxableGross: t.taxableGross, tds: t.tds })
    .from(t)
    .where(and(eq(t.organizationId, organizationId), eq(t.fy, financialYearOf(month)), isAnyOf(t.employeeId, employeeIds)));
  return new Map(rows.map((row) => [row.employeeId, { taxableGross: row.taxableGross, tds: row.tds }]));
}
