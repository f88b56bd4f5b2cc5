import { PAYROLL_RUN_MESSAGES, rupees, type TaxProjection } from '@hrms/shared';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { shiftMonth } from './payroll.months';
import { requirePersonPayAccess } from './payroll-access';
import { computePersonPayslip } from './payroll-runs.compute';
import { listPublishedHistory } from './payroll-runs.repository';
import { loadRunContext, readChunkData } from './payroll-runs.runner';
import { payrollRuns } from './payroll-runs.tables';

const yearMonths = (fy: string) => ({ first: `${fy.slice(0, 4)}-04`, last: `${Number(fy.slice(0, 4)) + 1}-03` });

/**
 * The month the next run of the financial year pays: the one after the organisation's latest PUBLISHED
 * run of that year (April when none); the year's March once March is published (the year is over).
 */
async function nextRunMonth(deps: Deps, organizationId: string, fy: string) {
  const { first, last } = yearMonths(fy);
  const [latest] = await deps.db
    .select({ month: payrollRuns.month })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        eq(payrollRuns.status, 'PUBLISHED'),
        gte(payrollRuns.month, first),
        lte(payrollRuns.month, last),
      ),
    )
    .orderBy(desc(payrollRuns.month))
    .limit(1);
  if (!latest) return { month: first, over: false };
  if (latest.month === last) return { month: last, over: true };
  return { month: shiftMonth(latest.month, 1), over: false };
}

/**
 * GET payroll/tax/{employeeId}/{fy}: what the next run of that year computes for the person — the same
 * reads and the same computation as a run's chunk (declarations, proofs, year to date, that month's
 * draft inputs) — without writing anything. Once the year is over: its last month's figures, everything
 * deducted so far, nothing more this month.
 */
export async function taxProjection(deps: Deps, actor: Actor, employeeId: string, fy: string): Promise<TaxProjection> {
  const { employee } = await requirePersonPayAccess(deps, actor, employeeId);
  const { month, over } = await nextRunMonth(deps, actor.organizationId, fy);
  const [draft] = await deps.db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, actor.organizationId), eq(payrollRuns.month, month)));
  const ctx = await loadRunContext(deps.db, { id: draft?.id ?? '', organizationId: actor.organizationId, month });
  const data = await readChunkData(deps.db, ctx, [employee.employeeId]);
  const person = data.people[0];
  if (!person || !data.revisions.get(employee.employeeId)?.length) throw notFound(PAYROLL_RUN_MESSAGES.noSalary);
  const result = computePersonPayslip(ctx, person, data);
  if (!('payslip' in result)) throw conflict(result.error.message);
  const { computation, payslip } = result;
  const { first, last } = yearMonths(fy);
  // once the year is over, what its published runs deducted, March's included
  const paid = over
    ? await listPublishedHistory(deps.db, actor.organizationId, [employee.employeeId], {
        from: first,
        before: shiftMonth(last, 1),
      })
    : (data.history.get(employee.employeeId) ?? []).filter((h) => h.month >= first);
  // tax deducted by earlier employers this year counts as deducted (section 192(2)), as the projection counts it
  const earlier = data.previousEmployment.get(employee.employeeId)?.tds ?? 0n;
  const deductedSoFar = paid.reduce((sum, h) => sum + h.tds, earlier);
  return {
    employeeId: employee.employeeId,
    fy,
    month,
    regime: data.declarations.get(employee.employeeId)?.regime ?? revisionRegime(data, employee.employeeId, payslip.revisionId),
    projectedTaxable: rupees(computation.projectedTaxable),
    annualTax: rupees(computation.annualTax),
    deductedSoFar: rupees(deductedSoFar),
    monthlyTds: over ? 0 : rupees(payslip.tds),
  };
}

function revisionRegime(data: Awaited<ReturnType<typeof readChunkData>>, employeeId: string, revisionId: number) {
  return data.revisions.get(employeeId)?.find((r) => r.id === revisionId)?.taxRegime ?? 'NEW';
}
