import {
  computeForm16PartB,
  DEFAULT_LANGUAGE,
  EMPLOYEE_MESSAGES,
  employmentPeriodOf,
  type Form16PartB,
  type Form16Record,
  financialYearMonths,
  form16Quarters,
  formatDate,
  isAdmin,
  type Language,
  maskPan,
  PayrollComputeError,
  rupees,
  PAYROLL_TAX_MESSAGES as TM,
  todayIso,
} from '@hrms/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { recordReveal } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { onboardingSubmissions } from '../documents';
import { findEmployeeInOrganization, findEmployment } from '../employees';
import { findOrganization, organizationDateFormat } from '../organization';
import { declarationsInForce, findPreviousEmployment } from './payroll-declarations.repository';
import { findPayrollEmployer } from './payroll-employer.repository';
import { employerDetailsOf } from './payroll-employer.service';
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
    previousEmployerProfessionalTax: rupees(part.previousEmployerProfessionalTax),
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
 * Who reads the employee's PAN in full: the person themself (their own number, not audited), and admins and the
 * person's HR through the PDF (Form 16 is filed with it), each such read audited as a `reveal` like the product's
 * other identity numbers. Everyone else, and the JSON for anyone but the person, gets it masked.
 */
type PanView = 'json' | 'pdf';

/**
 * Form 16 Part B of a financial year from the person's PUBLISHED payslips and the declarations the year's last run
 * uses (approved proofs once they fall due); the regime is the declared one, else the salary's. Provisional until
 * the organisation's March run of that year is published. Part A carries the organisation's deductor details.
 */
async function buildForm16(deps: Deps, actor: Actor, employeeId: string, fy: string, view: PanView) {
  const employee = await requireForm16Access(deps, actor, employeeId);
  const payslips = await publishedPayslipsOfYear(deps, actor.organizationId, employee.employeeId, fy);
  const latest = payslips.at(-1);
  if (!latest) throw notFound(TM.noForm16(fy));
  const [inForce, closed, organization, previous, employment, pan, deductor] = await Promise.all([
    declarationsInForce(deps.db, actor.organizationId, financialYearMonths(fy).last, [employee.employeeId]),
    yearIsClosed(deps, actor.organizationId, fy),
    findOrganization(deps.db, actor.organizationId),
    findPreviousEmployment(deps.db, actor.organizationId, employee.employeeId, fy),
    findEmployment(deps.db, employee.employeeId),
    panOf(deps, actor.organizationId, employee.employeeId),
    findPayrollEmployer(deps.db, actor.organizationId),
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
      previousEmployer: previous
        ? { taxableGross: previous.taxableGross, tds: previous.tds, professionalTax: previous.professionalTax }
        : undefined,
    });
  } catch (error) {
    if (error instanceof PayrollComputeError) throw badRequest(error.message);
    throw error;
  }
  const self = employee.employeeId === actor.employeeId;
  const mayReveal = !self && (isAdmin(actor.role) || (actor.role === 'ROLE_HR' && employment?.hrId === actor.employeeId));
  const fullPan = pan !== null && (self || (view === 'pdf' && mayReveal));
  if (fullPan && !self) {
    await recordReveal(deps.db, actor, { entity: 'payroll-form16', employeeId: employee.employeeId, fields: ['pan'] });
  }
  const record: Form16Record = {
    employeeId: employee.employeeId,
    name: latest.name,
    employer: organization?.organizationName ?? '',
    fy,
    assessmentYear: assessmentYearOf(fy),
    provisional: !closed,
    ...inRupees(part),
    partA: {
      employer: organization?.organizationName ?? '',
      deductor: employerDetailsOf(deductor),
      pan: pan && !fullPan ? maskPan(pan) : pan,
      panRevealable: pan !== null && !fullPan && mayReveal,
      period: employmentPeriodOf(fy, employee.doj, employment?.leavingDate ?? null),
      quarters: form16Quarters(fy, payslips).map((q) => ({
        quarter: q.quarter,
        amountPaid: rupees(q.amountPaid),
        tdsDeducted: rupees(q.tdsDeducted),
      })),
    },
  };
  return record;
}

/**
 * GET payroll/form16/{employeeId}/{fy}: Form 16 as JSON; the employee's PAN in full only to the person themself.
 */
export async function form16Of(deps: Deps, actor: Actor, employeeId: string, fy: string): Promise<Form16Record> {
  return buildForm16(deps, actor, employeeId, fy, 'json');
}

/**
 * The same Form 16 as a PDF (the payslips' pdfkit document): filing-grade, so the employee's PAN is in full for the
 * person, admins and the person's HR (the last two audited as a reveal); masked for any other HR. In the reader's
 * language (`language`), dated in the organisation's format.
 */
export async function downloadForm16(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  fy: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const form = await buildForm16(deps, actor, employeeId, fy, 'pdf');
  const dateFormat = await organizationDateFormat(deps.db, actor.organizationId);
  const pdf = await renderForm16(form, formatDate(todayIso(), dateFormat, language), language);
  return { fileName: `form16-partB-${form.employeeId}-${fy}.pdf`, pdf };
}
