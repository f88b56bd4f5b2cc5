import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payrollBankDetails, payrollEarnings, payrollEmployeeInfo, payrollSalaries } from './payroll.tables';

/** The four payroll tables, each keyed by employeeId. */
export const SECTION_TABLES = {
  employeeInfo: payrollEmployeeInfo,
  salary: payrollSalaries,
  earnings: payrollEarnings,
  bankDetails: payrollBankDetails,
} as const;
export type SectionName = keyof typeof SECTION_TABLES;
type Table<S extends SectionName> = (typeof SECTION_TABLES)[S];
export type SectionRow<S extends SectionName> = Table<S>['$inferSelect'];
export type SectionValues<S extends SectionName> = Omit<Table<S>['$inferInsert'], 'createdAt' | 'updatedAt'>;

// The queries are the same for every section table; Drizzle's types are written against one of them.
const asOne = (section: SectionName) => SECTION_TABLES[section] as unknown as typeof payrollEmployeeInfo;

export async function findSection<S extends SectionName>(
  db: Executor,
  section: S,
  employeeId: string,
): Promise<SectionRow<S> | null> {
  const table = asOne(section);
  const [row] = await db.select().from(table).where(eq(table.employeeId, employeeId));
  return (row as SectionRow<S> | undefined) ?? null;
}

/** Inserts the section or replaces the stored one. */
export async function upsertSection<S extends SectionName>(
  db: Executor,
  section: S,
  values: SectionValues<S>,
): Promise<SectionRow<S>> {
  const table = asOne(section);
  const { employeeId: _id, organizationId: _org, ...changes } = values as SectionValues<'employeeInfo'>;
  const [row] = await db
    .insert(table)
    .values(values as SectionValues<'employeeInfo'>)
    .onConflictDoUpdate({ target: table.employeeId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row as SectionRow<S>;
}

/** The person's work location as payroll records it (their employee information card), null when not filled in. */
export async function findWorkLocation(db: Executor, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ location: payrollEmployeeInfo.location })
    .from(payrollEmployeeInfo)
    .where(eq(payrollEmployeeInfo.employeeId, employeeId));
  return row?.location ?? null;
}
