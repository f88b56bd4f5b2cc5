import type { Readable } from 'node:stream';
import { fromMinorUnits } from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { csvSafeCell } from '../../lib/csv-cells';
import type { Deps } from '../../lib/deps';
import { singleSheetWorkbook } from '../../lib/xlsx';
import { xlsxSheetStream } from '../../lib/xlsx-stream';
import { requirePayrollAdmin, requireRunReader } from './payroll-access';
import * as repo from './payroll-runs.repository';
import { requireRun } from './payroll-runs.service';

/** Payslips read per query when a file walks a whole run. */
const FILE_PAGE = 2000;
const KIND_ORDER = ['EARNING', 'REIMBURSEMENT', 'DEDUCTION', 'EMPLOYER'];
const money = (p: bigint) => fromMinorUnits(p);

async function* payslipsOf(deps: Deps, filter: repo.PayslipFilter) {
  let after = '';
  for (;;) {
    const page = await repo.payslipsAfter(deps.db, filter, after, FILE_PAGE);
    yield* page;
    if (page.length < FILE_PAGE) return;
    after = page.at(-1)!.employeeId;
  }
}

const amountOf = (row: repo.PayslipRow, code: string) =>
  row.lines.filter((l) => l.code === code).reduce((sum, l) => sum + BigInt(l.amount), 0n);

/** GET payroll/runs/{runId}/register: one row per person, one column per line code (admin; HR their people). */
export async function payRegister(deps: Deps, actor: Actor, runId: string): Promise<{ fileName: string; body: Readable }> {
  const { hrId } = requireRunReader(actor);
  const run = await requireRun(deps, actor, runId);
  const filter = { runId, hrId };
  const codes = (await repo.listLineCodes(deps.db, filter))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.code.localeCompare(b.code))
    .map((c) => c.code);
  async function* rows() {
    yield ['employeeId', 'name', 'daysInMonth', 'paidDays', 'lopDays', ...codes, 'gross', 'deductions', 'net', 'employerCost'];
    for await (const p of payslipsOf(deps, filter)) {
      yield [
        p.employeeId,
        p.name,
        String(p.daysInMonth),
        String(p.paidDays),
        String(p.lopDays),
        ...codes.map((code) => money(amountOf(p, code))),
        money(p.gross),
        money(p.deductions),
        money(p.net),
        money(p.employerCost),
      ];
    }
  }
  return { fileName: `pay-register-${run.month}.xlsx`, body: xlsxSheetStream(`Register ${run.month}`, rows()) };
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** GET payroll/runs/{runId}/bank-file: `employeeId,name,accountNumber,ifsc,amount` for each net above 0 (admin; audited). */
export async function bankFile(deps: Deps, actor: Actor, runId: string): Promise<{ fileName: string; body: string }> {
  requirePayrollAdmin(actor);
  const run = await requireRun(deps, actor, runId);
  const lines = ['employeeId,name,accountNumber,ifsc,amount'];
  for await (const p of payslipsOf(deps, { runId })) {
    if (p.net <= 0n) continue;
    // text cells safe in a spreadsheet (a name beginning with = is not run as a formula); the amount is above 0
    const cells = [p.employeeId, p.name, p.bankAccount ?? '', p.ifsc ?? ''].map(csvSafeCell);
    lines.push([...cells, money(p.net)].map(csvCell).join(','));
  }
  await recordAudit(deps.db, actor, {
    entity: 'payroll-bank-file',
    entityId: runId,
    employeeId: null,
    action: 'download',
    after: { month: run.month, people: lines.length - 1 },
  });
  return { fileName: `bank-file-${run.month}.csv`, body: `${lines.join('\r\n')}\r\n` };
}

const wholeRupees = (p: bigint) => ((p + 50n) / 100n).toString();

/** GET payroll/runs/{runId}/ecr: the EPFO ECR text, one line per PF member (admin). */
export async function ecrFile(deps: Deps, actor: Actor, runId: string): Promise<{ fileName: string; body: string }> {
  requirePayrollAdmin(actor);
  const run = await requireRun(deps, actor, runId);
  const lines: string[] = [];
  for await (const p of payslipsOf(deps, { runId })) {
    if (!p.uan) continue;
    lines.push(
      [
        p.uan,
        p.name.toUpperCase(),
        wholeRupees(p.gross),
        wholeRupees(p.pfWage),
        wholeRupees(p.epsWage),
        wholeRupees(p.epsWage),
        wholeRupees(amountOf(p, 'PF_EE')),
        wholeRupees(amountOf(p, 'PF_ER_EPS')),
        wholeRupees(amountOf(p, 'PF_ER_EPF')),
        String(Math.round(p.lopDays)),
        '0',
      ].join('#~#'),
    );
  }
  return { fileName: `ecr-${run.month}.txt`, body: lines.length ? `${lines.join('\n')}\n` : '' };
}

/** GET payroll/runs/{runId}/statutory?kind=esi|pt: the ESI contribution sheet, or PT per state (admin). */
export async function statutorySheet(deps: Deps, actor: Actor, runId: string, kind: 'esi' | 'pt') {
  requirePayrollAdmin(actor);
  const run = await requireRun(deps, actor, runId);
  if (kind === 'esi') {
    const rows: string[][] = [];
    for await (const p of payslipsOf(deps, { runId })) {
      if (!p.esiCovered) continue;
      rows.push([
        p.employeeId,
        p.name,
        String(p.paidDays),
        money(p.esiWage),
        money(amountOf(p, 'ESI_EE')),
        money(amountOf(p, 'ESI_ER')),
      ]);
    }
    const columns = ['employeeId', 'name', 'paidDays', 'esiWage', 'ESI_EE', 'ESI_ER'].map((header) => ({ header }));
    return { fileName: `esi-${run.month}.xlsx`, body: await singleSheetWorkbook(`ESI ${run.month}`, columns, rows) };
  }
  const states = new Map<string, { people: number; gross: bigint; pt: bigint }>();
  for await (const p of payslipsOf(deps, { runId })) {
    const pt = amountOf(p, 'PT');
    if (!p.ptState) continue;
    const state = states.get(p.ptState) ?? { people: 0, gross: 0n, pt: 0n };
    state.people += pt > 0n ? 1 : 0;
    state.gross += p.gross;
    state.pt += pt;
    states.set(p.ptState, state);
  }
  const rows = [...states.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, s]) => [state, s.people, money(s.gross), money(s.pt)]);
  const columns = ['state', 'peopleWithPt', 'gross', 'PT'].map((header) => ({ header }));
  return { fileName: `pt-${run.month}.xlsx`, body: await singleSheetWorkbook(`PT ${run.month}`, columns, rows) };
}
