import { financialYearOf, rupees } from '@hrms/shared';
import { and, asc, eq, gte, lte, or } from 'drizzle-orm';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { workbookOf } from '../../lib/xlsx';
import { findOrganization } from '../organization';
import { shiftMonth } from './payroll.months';
import { requirePayrollAdmin } from './payroll-access';
import { findPayrollEmployer } from './payroll-employer.repository';
import { requireRun } from './payroll-runs.service';
import { payrollPayslips, payrollRuns } from './payroll-runs.tables';

/** The quarter of Form 24Q a month falls in (Q1 April–June … Q4 January–March) and its first month. */
export function tdsQuarterOf(month: string): { quarter: string; first: string } {
  const calendarMonth = Number(month.slice(5, 7));
  const index = Math.floor(((calendarMonth + 8) % 12) / 3); // April → 0 … March → 3
  const firstCalendarMonth = [4, 7, 10, 1][index]!;
  // a quarter never spans two calendar years (Q4 is January–March), so its first month is in the month's year
  return { quarter: `Q${index + 1}`, first: `${month.slice(0, 4)}-${String(firstCalendarMonth).padStart(2, '0')}` };
}

/**
 * GET payroll/runs/{runId}/tds-quarter: the 24Q annexure data of the run's quarter up to the run's month
 * (.xlsx, admin) — one row per person and month: the amount paid (taxable gross) and the tax deducted,
 * from the quarter's PUBLISHED runs before this one and this run itself — and a second sheet, "Deductor", with the
 * organisation's name, TAN, PAN and address as an admin recorded them (payroll/employer; empty until then).
 */
export async function tdsQuarterSheet(deps: Deps, actor: Actor, runId: string) {
  requirePayrollAdmin(actor);
  const run = await requireRun(deps, actor, runId);
  const { quarter, first } = tdsQuarterOf(run.month);
  const p = payrollPayslips;
  const rows = await deps.db
    .select({
      employeeId: p.employeeId,
      name: p.name,
      month: p.month,
      taxableGross: p.taxableGross,
      tds: p.tds,
    })
    .from(p)
    .innerJoin(payrollRuns, eq(payrollRuns.id, p.runId))
    .where(
      and(
        eq(p.organizationId, actor.organizationId),
        gte(p.month, first),
        lte(p.month, run.month),
        or(eq(payrollRuns.id, run.id), and(eq(payrollRuns.status, 'PUBLISHED'), lte(p.month, shiftMonth(run.month, -1)))),
      ),
    )
    .orderBy(asc(p.employeeId), asc(p.month));
  const fy = financialYearOf(run.month);
  const columns = ['employeeId', 'name', 'financialYear', 'quarter', 'month', 'amountPaid', 'taxDeducted'].map((header) => ({
    header,
  }));
  const [organization, deductor] = await Promise.all([
    findOrganization(deps.db, actor.organizationId),
    findPayrollEmployer(deps.db, actor.organizationId),
  ]);
  const deductorRows: [string, string][] = [
    ['name', organization?.organizationName ?? ''],
    ['tan', deductor?.tan ?? ''],
    ['pan', deductor?.pan ?? ''],
    ['addressLine1', deductor?.addressLine1 ?? ''],
    ['addressLine2', deductor?.addressLine2 ?? ''],
    ['city', deductor?.city ?? ''],
    ['state', deductor?.state ?? ''],
    ['pinCode', deductor?.pinCode ?? ''],
  ];
  const body = await workbookOf([
    {
      name: `24Q ${fy} ${quarter}`,
      columns,
      rows: rows.map((r) => [r.employeeId, r.name, fy, quarter, r.month, rupees(r.taxableGross), rupees(r.tds)]),
    },
    { name: 'Deductor', columns: [{ header: 'field' }, { header: 'value', width: 40 }], rows: deductorRows },
  ]);
  return { fileName: `24q-${fy}-${quarter}.xlsx`, body };
}
