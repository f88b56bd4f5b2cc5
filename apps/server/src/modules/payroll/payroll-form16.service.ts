import {
  computeForm16PartB,
  EMPLOYEE_MESSAGES,
  employmentPeriodOf,
  type Form16PartB,
  type Form16Record,
  financialYearMonths,
  form16Quarters,
  isAdmin,
  maskPan,
  PayrollComputeError,
  rupees,
  PAYROLL_TAX_MESSAGES as TM,
  todayIso,
} from '@hrms/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { onboardingSubmissions } from '../documents';
import { findEmployeeInOrganization, findEmployment } from '../employees';
import { findOrganization } from '../organization';
import { declarationsInForce, findPreviousEmployment } from './payroll-declarations.repository';
import { renderForm16 } from './payroll-form16.pdf';
import { payrollPayslips, payrollRuns, payrollSalaryRevisions } from './payroll-runs.tables';

/** Form 16: the person themself; HR and admins any person of their organisation. Another organisation's person is not found. */
async function requireForm16Access(deps: Deps, actor: Actor, employeeId: string) {
  const employee = await findEmployeeInOrganization(deps.db, actor.organizationId, employeeId);
  if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
  if (isAdmin(actor.role) || actor.role === 'ROLE_HR' || employee.employeeId === actor.employeeId) return employee;
  throw forbidden(TM.ownOnly);
}

/** The person's PUBLISHED payslips of the year, in month order. */
async function publishedPayslipsOfYear(deps: Deps, organizationId: string, employeeId: string, fy: string) {
  const { first, last } = financialYearMonths(fy);
  const p = payrollPayslips;
  return deps.db
    .select({
      month: p.month,
      name: p.name,
      revisionId: p.revisionId,
      gross: p.gross,
      taxableGross: p.taxableGross,
      basic: p.basic,
      hra: p.hra,
      tds: p.tds,
      pt: p.pt,
    })
    .from(p)
    .innerJoin(payrollRuns, eq(payrollRuns.id, p.runId))
    .where(
      and(
        eq(p.organizationId, organizationId),
        eq(p.employeeId, employeeId),
        gte(p.month, first),
        lte(p.month, last),
        eq(payrollRuns.status, 'PUBLISHED'),
      ),
    )
    .orderBy(asc(p.month));
}

/** The PAN the person gave in their onboarding documents ('' or none: null). */
async function panOf(deps: Deps, organizationId: string, employeeId: string) {
  const [row] = await deps.db
    .select({ pan: onboardingSubmissions.panNumber })
    .from(onboardingSubmissions)
    .where(and(eq(onboardingSubmissions.organizationId, organizationId), eq(onboardingSubmissions.employeeId, employeeId)));
  return row?.pan ? row.pan : null;
}

async function yearIsClosed(deps: Deps, organizationId: string, fy: string) {
  const [march] = await deps.db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.organizationId, organizationId),
        eq(payrollRuns.month, financialYearMonths(fy).last),
        eq(payrollRuns.status, 'PUBLISHED'),
      ),
    );
  return Boolean(march);
}

async function regimeOfRevision(deps: Deps, revisionId: number) {
  const [revision] = await deps.db
    .select({ taxRegime: payrollSalaryRevisions.taxRegime })
    .from(payrollSalaryRevisions)
    .where(eq(payrollSalaryRevisions.id, revisionId));
  return revision?.taxRegime ?? 'NEW';
}

const assessmentYearOf = (fy: string) => {
  const start = Number(fy.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

function inRupees(part: Form16PartB) {
  return {
    months: part.months,
    rulePack: part.rulePack,
    regime: part.regime,
    grossSalary: rupees(part.grossSalary),
    previousEmployerSalary: rupees(part.previousEmployerSalary),
    exemptAllowances: rupees(part.exemptAllowances),
    hraExemption: rupees(part.hraExemption),
    totalExemptions: rupees(part.totalExemptions),
    salaryAfterExemptions: rupees(part.salaryAfterExemptions),
    standardDeduction: rupees(part.standardDeduction),
    professionalTax: rupees(part.professionalTax),
    incomeFromSalary: rupees(part.incomeFromSalary),
    homeLoanInterest: rupees(part.homeLoanInterest),
    grossTotalIncome: rupees(part.grossTotalIncome),
    chapterVIA: {
      '80C': rupees(part.chapterVIA['80C']),
      '80D': rupees(part.chapterVIA['80D']),
      '80CCD1B': rupees(part.chapterVIA['80CCD1B']),
    },
    chapterVIATotal: rupees(part.chapterVIATotal),
    totalIncome: rupees(part.totalIncome),
    taxOnIncome: rupees(part.taxOnIncome),
    rebate87A: rupees(part.rebate87A),
    surcharge: rupees(part.surcharge),
    cess: rupees(part.cess),
    taxPayable: rupees(part.taxPayable),
    relief89: rupees(part.relief89),
    netTaxPayable: rupees(part.netTaxPayable),
    tdsDeducted: rupees(part.tdsDeducted),
    previousEmployerTds: rupees(part.previousEmployerTds),
    balance: rupees(part.balance),
  };
}

/**
 * GET payroll/form16/{employeeId}/{fy}: Form 16 Part B of a financial year from the person's PUBLISHED payslips
 * and the declarations the year's last run uses (approved proofs once they fall due); the regime is the declared
 * one, else the salary's. Provisional until the organisation's March run of that year is published.
 */
export async function form16Of(deps: Deps, actor: Actor, employeeId: string, fy: string): Promise<Form16Record> {
  const employee = await requireForm16Access(deps, actor, employeeId);
  const payslips = await publishedPayslipsOfYear(deps, actor.organizationId, employee.employeeId, fy);
  const latest = payslips.at(-1);
  if (!latest) throw notFound(TM.noForm16(fy));
  const [inForce, closed, organization, previous, employment, pan] = await Promise.all([
    declarationsInForce(deps.db, actor.organizationId, financialYearMonths(fy).last, [employee.employeeId]),
    yearIsClosed(deps, actor.organizationId, fy),
    findOrganization(deps.db, actor.organizationId),
    findPreviousEmployment(deps.db, actor.organizationId, employee.employeeId, fy),
    findEmployment(deps.db, employee.employeeId),
    panOf(deps, actor.organizationId, employee.employeeId),
  ]);
  const declared = inForce.get(employee.employeeId);
  const regime = declared?.regime ?? (await regimeOfRevision(deps, latest.revisionId));
  let part: Form16PartB;
  try {
    part = computeForm16PartB({
      fy,
      regime,
      payslips,
      declarations: declared?.items ?? [],
      previousEmployer: previous ? { taxableGross: previous.taxableGross, tds: previous.tds } : undefined,
    });
  } catch (error) {
    if (error instanceof PayrollComputeError) throw badRequest(error.message);
    throw error;
  }
  return {
    employeeId: employee.employeeId,
    name: latest.name,
    employer: organization?.organizationName ?? '',
    fy,
    assessmentYear: assessmentYearOf(fy),
    provisional: !closed,
    ...inRupees(part),
    partA: {
      employer: organization?.organizationName ?? '',
      // the PAN as the onboarding form recorded it, masked like the product's other identity numbers
      pan: pan ? maskPan(pan) : null,
      period: employmentPeriodOf(fy, employee.doj, employment?.leavingDate ?? null),
      quarters: form16Quarters(fy, payslips).map((q) => ({
        quarter: q.quarter,
        amountPaid: rupees(q.amountPaid),
        tdsDeducted: rupees(q.tdsDeducted),
      })),
    },
  };
}

/** The same Form 16 Part B as a PDF (the payslips' pdfkit document). */
export async function downloadForm16(deps: Deps, actor: Actor, employeeId: string, fy: string) {
  const form = await form16Of(deps, actor, employeeId, fy);
  const pdf = await renderForm16(form, todayIso());
  return { fileName: `form16-partB-${form.employeeId}-${fy}.pdf`, pdf };
}
