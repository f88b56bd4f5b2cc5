import {
  computePayslip,
  PayrollComputeError,
  type PayslipComputation,
  type PayslipInput,
  type PtSlab,
  type SalaryComponent,
} from '@hrms/shared';
import { esiPeriodStart, financialYearStart, lastDayOf } from './payroll.months';
import type { ChunkPayouts } from './payroll.payouts';
import type { DeclarationsInForce } from './payroll-declarations.repository';
import type { HistoryRow, InputRow, NewPayslip, PersonRow } from './payroll-runs.repository';
import type { StoredArrear, StoredLine, StoredRunError } from './payroll-runs.tables';
import type { RevisionRow, StructureRow } from './payroll-setup.repository';

/** What a run reads once: the structures in force (latest versions), PT slabs by state, attendance days. */
export type RunContext = {
  organizationId: string;
  runId: string;
  month: string;
  structures: ReadonlyMap<string, StructureRow>;
  ptSlabs: ReadonlyMap<string, PtSlab[]>;
  attendanceLopDays: ReadonlyMap<string, number>;
};

/** What a chunk reads for its people, each kind in one query. */
export type ChunkData = {
  people: readonly PersonRow[];
  revisions: ReadonlyMap<string, RevisionRow[]>;
  inputs: ReadonlyMap<string, InputRow>;
  history: ReadonlyMap<string, HistoryRow[]>;
  /** The regime and deductions each person declared for the month's financial year (payroll-declarations). */
  declarations: ReadonlyMap<string, DeclarationsInForce>;
  /** Approved expense claims no run has taken and this month's leavers (B7). */
  payouts: ChunkPayouts;
  /** Salary and tax with earlier employers in the month's financial year (section 192(2)), paise. */
  previousEmployment: ReadonlyMap<string, { taxableGross: bigint; tds: bigint }>;
};

export const ARREARS_CODE = 'ARREARS';
export const ARREARS_RECOVERY_CODE = 'ARREARS_RECOVERY';
const ARREARS_NAME = 'Arrears';
const ARREARS_RECOVERY_NAME = 'Recovery of excess pay';

/** The revision in force on the month's last day (revisions sorted oldest first). */
export function revisionInForce(revisions: readonly RevisionRow[], month: string): RevisionRow | null {
  const last = lastDayOf(month);
  let found: RevisionRow | null = null;
  for (const r of revisions) if (r.effectiveFrom <= last) found = r;
  return found;
}

const toComponents = (structure: StructureRow): SalaryComponent[] => structure.components;

/** The EARNING lines of the structure's own components (no one-off additions): what arrears compare. */
function structureEarningsOf(result: PayslipComputation, components: readonly SalaryComponent[]): bigint {
  const codes = new Set(components.filter((c) => c.kind === 'EARNING').map((c) => c.code));
  return result.lines.filter((l) => l.kind === 'EARNING' && codes.has(l.code)).reduce((sum, l) => sum + l.amount, 0n);
}

const lineAmount = (result: PayslipComputation, code: string) =>
  result.lines.filter((l) => l.code === code).reduce((sum, l) => sum + l.amount, 0n);

type PersonFacts = {
  person: PersonRow;
  revision: RevisionRow;
  structure: StructureRow;
  lopDays: number;
  ptSlabs: PtSlab[];
};

function engineInput(facts: PersonFacts, month: string): PayslipInput {
  const { person, revision, structure } = facts;
  return {
    month,
    annualCtc: revision.annualCtc,
    components: toComponents(structure),
    joiningDate: person.doj,
    leavingDate: person.leavingDate,
    lopDays: facts.lopDays,
    pf: { member: Boolean(revision.uan), capped: revision.pfCapped },
    esiCoveredEarlierInPeriod: false,
    ptSlabs: facts.ptSlabs,
    taxRegime: revision.taxRegime,
    declarations: [],
    yearToDate: { taxableGross: 0n, tds: 0n, basic: 0n, hra: 0n },
    additions: [],
    deductions: [],
  };
}

/**
 * Arrears of revisions dated in months already paid: for each PUBLISHED month whose revision in force is
 * now another one, what that month would have paid with it (same days) minus what it paid, arrears paid
 * for it since included; a month already settled for that revision is not paid again.
 */
function arrearsOf(
  ctx: RunContext,
  facts: Omit<PersonFacts, 'revision' | 'structure' | 'lopDays'>,
  revisions: RevisionRow[],
  history: HistoryRow[],
) {
  const settled = history.flatMap((h) => h.arrears);
  const owed: StoredArrear[] = [];
  for (const paid of history) {
    const now = revisionInForce(revisions, paid.month);
    if (!now || now.id === paid.revisionId) continue;
    if (settled.some((s) => s.month === paid.month && s.revisionId === now.id)) continue;
    const structure = ctx.structures.get(now.structureCode);
    if (!structure) throw new PayrollComputeError(`The salary structure ${now.structureCode} does not exist.`);
    const lopDays = paid.inputs.lopDays + paid.inputs.attendanceLopDays;
    const result = computePayslip(
      engineInput({ ...facts, revision: now, structure, lopDays, ptSlabs: facts.ptSlabs }, paid.month),
    );
    const alreadyPaid =
      paid.structureEarnings + settled.filter((s) => s.month === paid.month).reduce((sum, s) => sum + BigInt(s.amount), 0n);
    const difference = structureEarningsOf(result, structure.components) - alreadyPaid;
    if (difference !== 0n) owed.push({ month: paid.month, revisionId: now.id, amount: Number(difference) });
  }
  return owed;
}

const earlierDay = (a: string | null, b: string) => (a !== null && a < b ? a : b);

/** One person's payslip row for the run, or why it could not be computed. */
export function computePersonPayslip(
  ctx: RunContext,
  person: PersonRow,
  data: ChunkData,
): { payslip: NewPayslip; computation: PayslipComputation } | { error: StoredRunError; cause?: unknown } {
  const employeeId = person.employeeId;
  try {
    const revisions = data.revisions.get(employeeId) ?? [];
    const revision = revisionInForce(revisions, ctx.month);
    if (!revision) throw new PayrollComputeError('No salary is in force this month.');
    const structure = ctx.structures.get(revision.structureCode);
    if (!structure) throw new PayrollComputeError(`The salary structure ${revision.structureCode} does not exist.`);
    const input = data.inputs.get(employeeId);
    const attendanceLopDays = ctx.attendanceLopDays.get(employeeId) ?? 0;
    const inputLopDays = input?.lopDays ?? 0;
    const ptSlabs = revision.ptState ? (ctx.ptSlabs.get(revision.ptState) ?? []) : [];
    const history = data.history.get(employeeId) ?? [];
    const fyStart = financialYearStart(ctx.month);
    const periodStart = esiPeriodStart(ctx.month);
    const thisYear = history.filter((h) => h.month >= fyStart);
    const sum = (pick: (h: HistoryRow) => bigint) => thisYear.reduce((total, h) => total + pick(h), 0n);
    const arrears = arrearsOf(ctx, { person, ptSlabs }, revisions, history);
    const arrearsTotal = arrears.reduce((total, a) => total + BigInt(a.amount), 0n);
    const leaver = data.payouts.leavers.get(employeeId);
    const additions = (input?.additions ?? []).map((a) => ({ ...a, amount: BigInt(a.amount) }));
    const deductions = (input?.deductions ?? []).map((d) => ({ ...d, amount: BigInt(d.amount) }));
    if (arrearsTotal > 0n) additions.push({ code: ARREARS_CODE, name: ARREARS_NAME, amount: arrearsTotal, taxable: true });
    if (arrearsTotal < 0n) deductions.push({ code: ARREARS_RECOVERY_CODE, name: ARREARS_RECOVERY_NAME, amount: -arrearsTotal });
    const result = computePayslip({
      ...engineInput({ person, revision, structure, lopDays: inputLopDays + attendanceLopDays, ptSlabs }, ctx.month),
      esiCoveredEarlierInPeriod: history.some((h) => h.month >= periodStart && h.esiCovered),
      taxRegime: data.declarations.get(employeeId)?.regime ?? revision.taxRegime,
      declarations: data.declarations.get(employeeId)?.items ?? [],
      yearToDate: {
        taxableGross: sum((h) => h.taxableGross),
        tds: sum((h) => h.tds),
        basic: sum((h) => h.basic),
        hra: sum((h) => h.hra),
        pt: sum((h) => h.pt),
      },
      previousEmployer: data.previousEmployment.get(employeeId),
      additions,
      deductions,
      // a leaver is paid to the last working day, whatever the employment record says
      leavingDate: leaver ? earlierDay(person.leavingDate, leaver.lastWorkingDay) : person.leavingDate,
      leaveEncashmentDays: leaver?.earnedLeaveBalance ?? 0,
      expenses: data.payouts.expenses.get(employeeId)?.total ?? 0n,
    });
    const lines: StoredLine[] = result.lines.map((l) => ({ code: l.code, name: l.name, kind: l.kind, amount: Number(l.amount) }));
    return {
      computation: result,
      payslip: {
        runId: ctx.runId,
        employeeId,
        organizationId: ctx.organizationId,
        month: ctx.month,
        name: `${person.firstname} ${person.lastname}`,
        revisionId: revision.id,
        structureCode: structure.code,
        structureVersion: structure.version,
        rulePack: result.rulePack,
        annualCtc: revision.annualCtc,
        daysInMonth: result.daysInMonth,
        paidDays: result.paidDays,
        lopDays: result.lopDays,
        lines,
        gross: result.gross,
        deductions: result.deductions,
        net: result.net,
        employerCost: result.employerCost,
        structureEarnings: structureEarningsOf(result, structure.components),
        taxableGross: result.taxableGross,
        basic: result.basic,
        hra: result.hra,
        tds: lineAmount(result, 'TDS'),
        pt: lineAmount(result, 'PT'),
        pfWage: result.pfWage,
        epsWage: result.epsWage,
        esiWage: result.esiWage,
        esiCovered: result.esiCovered,
        arrears,
        inputs: {
          lopDays: inputLopDays,
          attendanceLopDays,
          additions: input?.additions ?? [],
          deductions: input?.deductions ?? [],
        },
        bankAccount: revision.bankAccount,
        ifsc: revision.ifsc,
        uan: revision.uan,
        ptState: revision.ptState,
      },
    };
  } catch (error) {
    if (error instanceof PayrollComputeError) return { error: { employeeId, message: error.message } };
    // anything else is a fault of ours, not of the person's data: said plainly, without internals
    return { error: { employeeId, message: 'This payslip could not be computed.' }, cause: error };
  }
}
