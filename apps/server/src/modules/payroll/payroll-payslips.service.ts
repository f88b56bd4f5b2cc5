import {
  computePayslip,
  DEFAULT_LANGUAGE,
  formatDate,
  fromMinorUnits,
  type Language,
  PAYROLL_RUN_MESSAGES as M,
  type PayDiffReason,
  type PayRunDiff,
  type PayslipRecord,
  paise,
  payslipFileName,
  rupees,
  todayIso,
} from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { findOrganization, organizationDateFormat } from '../organization';
import { renderComputedPayslip } from './payroll.payslip';
import { employeeInfoOf } from './payroll.service';
import { requirePayrollAdmin, requirePersonPayAccess, requireRunReader } from './payroll-access';
import * as repo from './payroll-runs.repository';
import { requireRun } from './payroll-runs.service';
import { requireStructure } from './payroll-setup.service';

type Status = repo.RunRow['status'];

export function payslipRecord(row: repo.PayslipRow, status: Status): PayslipRecord {
  return {
    employeeId: row.employeeId,
    name: row.name,
    month: row.month,
    runId: row.runId,
    status,
    daysInMonth: row.daysInMonth,
    paidDays: row.paidDays,
    lopDays: row.lopDays,
    lines: row.lines.map((l) => ({ ...l, amount: rupees(BigInt(l.amount)) })),
    gross: rupees(row.gross),
    deductions: rupees(row.deductions),
    net: rupees(row.net),
    employerCost: rupees(row.employerCost),
    structure: row.structureCode,
    structureVersion: row.structureVersion,
    rulePack: row.rulePack,
  };
}

/** GET payroll/runs/{runId}/payslips: admin all, HR their people; by person, a page at a time. */
export async function listRunPayslips(
  deps: Deps,
  actor: Actor,
  runId: string,
  query: { employeeId?: string; page: number; size: number },
) {
  const { hrId } = requireRunReader(actor);
  const run = await requireRun(deps, actor, runId);
  const { rows, total } = await repo.pagePayslips(
    deps.db,
    { runId, employeeId: query.employeeId || undefined, hrId },
    { offset: query.page * query.size, limit: query.size },
  );
  return { items: rows.map((r) => payslipRecord(r, run.status)), total };
}

/** GET payroll/payslips/{employeeId}: the person sees published ones only; their HR and admins every computed one. */
export async function listPersonPayslips(deps: Deps, actor: Actor, employeeId: string) {
  const { employee, reader } = await requirePersonPayAccess(deps, actor, employeeId);
  const rows = await repo.listPersonPayslips(deps.db, actor.organizationId, employee.employeeId, reader === 'self');
  return rows.filter((r) => r.status !== 'COMPUTING').map((r) => ({ month: r.month, runId: r.runId, net: rupees(r.net) }));
}

/** The person's payslip of a month as this reader may see it (the person: PUBLISHED only). */
async function personPayslip(deps: Deps, actor: Actor, employeeId: string, month: string) {
  const { employee, reader } = await requirePersonPayAccess(deps, actor, employeeId);
  const found = await repo.findPersonPayslip(deps.db, actor.organizationId, employee.employeeId, month);
  if (!found || found.status === 'COMPUTING' || (reader === 'self' && found.status !== 'PUBLISHED')) {
    throw notFound(M.payslipNotFound);
  }
  return { employee, ...found };
}

/** GET payroll/payslips/{employeeId}/{month}. */
export async function getPersonPayslip(deps: Deps, actor: Actor, employeeId: string, month: string) {
  const { payslip, status } = await personPayslip(deps, actor, employeeId, month);
  return payslipRecord(payslip, status);
}

/** GET payroll/payslips/{employeeId}/{month}?format=pdf: the payslip PDF from its computed lines. */
export async function downloadPersonPayslip(
  deps: Deps,
  actor: Actor,
  employeeId: string,
  month: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const { employee, payslip } = await personPayslip(deps, actor, employeeId, month);
  const [info, organization, dateFormat] = await Promise.all([
    employeeInfoOf(deps, employee),
    findOrganization(deps.db, employee.organizationId),
    organizationDateFormat(deps.db, employee.organizationId),
  ]);
  const money = (p: bigint) => fromMinorUnits(p);
  const pdf = await renderComputedPayslip({
    organizationName: organization?.organizationName ?? '',
    generatedOn: formatDate(todayIso(), dateFormat, language),
    language,
    employee: { ...info, name: payslip.name },
    payslip: {
      month: payslip.month,
      daysInMonth: payslip.daysInMonth,
      paidDays: payslip.paidDays,
      lopDays: payslip.lopDays,
      lines: payslip.lines.map((l) => ({ ...l, amount: money(BigInt(l.amount)) })),
      gross: money(payslip.gross),
      deductions: money(payslip.deductions),
      net: money(payslip.net),
    },
    bank: { accountNumber: payslip.bankAccount, ifsc: payslip.ifsc },
  });
  return { fileName: payslipFileName(employee.employeeId, month), pdf };
}

/** GET payroll/structures/{code}/preview?annualCtc=: a full month of the structure for that CTC (new regime, PF capped, no PT). */
export async function previewStructure(deps: Deps, actor: Actor, code: string, annualCtc: number): Promise<PayslipRecord> {
  requirePayrollAdmin(actor);
  const structure = await requireStructure(deps, actor.organizationId, code, '');
  const month = todayIso().slice(0, 7);
  const result = computePayslip({
    month,
    annualCtc: paise(annualCtc),
    components: structure.components,
    joiningDate: null,
    leavingDate: null,
    lopDays: 0,
    pf: { member: true, capped: true },
    esiCoveredEarlierInPeriod: false,
    ptSlabs: [],
    taxRegime: 'NEW',
    declarations: [],
    yearToDate: { taxableGross: 0n, tds: 0n, basic: 0n, hra: 0n },
    additions: [],
    deductions: [],
  });
  return {
    employeeId: '',
    name: structure.name,
    month,
    runId: '',
    status: 'DRAFT',
    daysInMonth: result.daysInMonth,
    paidDays: result.paidDays,
    lopDays: result.lopDays,
    lines: result.lines.map((l) => ({ ...l, amount: rupees(l.amount) })),
    gross: rupees(result.gross),
    deductions: rupees(result.deductions),
    net: rupees(result.net),
    employerCost: rupees(result.employerCost),
    structure: structure.code,
    structureVersion: structure.version,
    rulePack: result.rulePack,
  };
}

type NetRow = Awaited<ReturnType<typeof repo.listNets>>[number];
const inputsKey = (row: NetRow) => JSON.stringify(row.inputs);

function reasonsOf(previous: NetRow | undefined, current: NetRow | undefined): PayDiffReason[] {
  if (!previous) return ['joined'];
  if (!current) return ['left'];
  const reasons: PayDiffReason[] = [];
  if (previous.revisionId !== current.revisionId) reasons.push('revision');
  if (previous.paidDays !== current.paidDays) reasons.push('days');
  if (inputsKey(previous) !== inputsKey(current)) reasons.push('inputs');
  if (reasons.length === 0) reasons.push('statutory');
  return reasons;
}

/** GET payroll/runs/{runId}/diff: who is paid differently from the month before, by how much and why. */
export async function diffRun(deps: Deps, actor: Actor, runId: string): Promise<PayRunDiff> {
  const { hrId } = requireRunReader(actor);
  const run = await requireRun(deps, actor, runId);
  const previousRun = await repo.findPreviousRun(deps.db, actor.organizationId, run.month);
  const [current, previous] = await Promise.all([
    repo.listNets(deps.db, run.id, hrId),
    previousRun ? repo.listNets(deps.db, previousRun.id, hrId) : Promise.resolve([]),
  ]);
  const before = new Map(previous.map((r) => [r.employeeId, r]));
  const now = new Map(current.map((r) => [r.employeeId, r]));
  const ids = [...new Set([...now.keys(), ...before.keys()])];
  const items = ids.flatMap((employeeId) => {
    const was = before.get(employeeId);
    const is = now.get(employeeId);
    const previousNet = was?.net ?? 0n;
    const net = is?.net ?? 0n;
    if (previousNet === net) return [];
    return [
      {
        employeeId,
        name: (is ?? was)!.name,
        previousNet: rupees(previousNet),
        net: rupees(net),
        change: rupees(net - previousNet),
        reasons: reasonsOf(previousRun ? was : undefined, is),
        size: net > previousNet ? net - previousNet : previousNet - net,
      },
    ];
  });
  items.sort((a, b) => (a.size === b.size ? a.employeeId.localeCompare(b.employeeId) : a.size > b.size ? -1 : 1));
  return { previousRunId: previousRun?.id ?? null, items: items.map(({ size: _size, ...item }) => item) };
}
