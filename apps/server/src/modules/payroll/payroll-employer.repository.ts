import type { PayrollEmployerBody } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payrollEmployer } from './payroll-employer.tables';

export type PayrollEmployerRow = typeof payrollEmployer.$inferSelect;

/** The organisation's deductor details, or null until an admin saved them. */
export async function findPayrollEmployer(db: Executor, organizationId: string): Promise<PayrollEmployerRow | null> {
  const [row] = await db.select().from(payrollEmployer).where(eq(payrollEmployer.organizationId, organizationId));
  return row ?? null;
}

export async function savePayrollEmployer(
  db: Executor,
  organizationId: string,
  details: PayrollEmployerBody,
  updatedBy: string,
): Promise<PayrollEmployerRow> {
  const values = { ...details, updatedBy, updatedAt: new Date() };
  const [row] = await db
    .insert(payrollEmployer)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: payrollEmployer.organizationId, set: values })
    .returning();
  return row!;
}
