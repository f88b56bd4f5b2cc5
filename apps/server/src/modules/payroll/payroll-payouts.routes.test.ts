import { todayIso } from '@hrms/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { multipart, PNG } from '../documents/documents.test-support';
import { employments } from '../employees';
import { leaveBalancesOf, leaveLedger } from '../leave';
import { shiftMonth } from './payroll.months';
import { pdfText } from './payslip.text';

/** BEYOND §B7 where it meets the pay run: approved expense claims reimbursed once, leavers settled. */
const t = useTestApp({ runWorkers: true });
beforeAll(async () => {
  for (const who of [ADMIN, HR, MANAGER, EMPLOYEE, OTHER_ADMIN, STRANGER]) await t.as(who);
}, 120_000);
const H = '/hrmsapplication';
const THIS_MONTH = todayIso().slice(0, 7);
/** A month after the demo's published run: nothing paid in it yet. */
const NEXT = shiftMonth(THIS_MONTH, 1);
/** The first 31-day month from two ahead, so the leaver's figures below are worked by hand once. */
const LEAVING_MONTH =
  Array.from({ length: 10 }, (_, i) => shiftMonth(THIS_MONTH, i + 2)).find((m) => {
    const [y = 0, mo = 0] = m.split('-').map(Number);
    return new Date(Date.UTC(y, mo, 0)).getUTCDate() === 31;
  }) ?? '';
const LEAVER = 'HRMS11';

type Line = { code: string; kind: string; amount: number };
type Payslip = { lines: Line[]; gross: number; deductions: number; net: number; employerCost: number; paidDays: number };
type Claim = {
  id: number;
  employeeId: string;
  status: string;
  paidInRun: string | null;
  paidInMonth: string | null;
  paidAt: string | null;
};

const get = (who: string, path: string) => t.call(who, { method: 'GET', url: `${H}/${path}` });
const send = (who: string, method: 'POST' | 'PUT' | 'PATCH', path: string, payload?: object) =>
  t.call(who, { method, url: `${H}/${path}`, ...(payload ? { payload } : {}) });
const line = (slip: Payslip, code: string) => slip.lines.find((l) => l.code === code);
const amount = (slip: Payslip, code: string) => line(slip, code)?.amount ?? 0;
const sumOf = (slip: Payslip, kind: string) => slip.lines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);

async function settled(runId: string) {
  for (let i = 0; i < 240; i++) {
    const run = (await get(ADMIN, `payroll/runs/${runId}`)).json();
    if (run.status !== 'COMPUTING') return run as { runId: string; status: string; errors: unknown[] };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`run ${runId} did not finish`);
}
async function runMonth(month: string) {
  const res = await send(ADMIN, 'POST', 'payroll/runs', { month });
  expect(res.statusCode).toBe(202);
  return settled(res.json().runId);
}
const payslip = async (employeeId: string, month: string) =>
  (await get(ADMIN, `payroll/payslips/${employeeId}/${month}`)).json() as Payslip;
const claims = async (who: string, query = '') => (await get(who, `expenses${query}`)).json() as Claim[];

async function fileClaim(who: string, rupees: string, description: string) {
  const body = multipart([
    { name: 'category', value: 'TRAINING' },
    { name: 'amount', value: rupees },
    { name: 'date', value: todayIso() },
    { name: 'description', value: description },
    { name: 'receipt', filename: 'receipt.png', content: PNG },
  ]);
  const res = await t.call(who, { method: 'POST', url: `${H}/expenses`, ...body });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}
const approveClaim = async (id: number) =>
  expect((await send(MANAGER, 'PATCH', `expenses/${id}/decision`, { status: 'APPROVED', comments: 'ok' })).statusCode).toBe(200);

let runId = '';
let exitId = 0;
let leaverManager = '';
const claimIds: number[] = [];

describe('expense claims in the pay run', () => {
  it('pays approved claims as one EXPENSE line, outside gross, PF and TDS, added to net (worked by hand)', async () => {
    // HRMS4 already has the demo's approved ₹1,200.00 claim; the first run pays it alone
    const first = await runMonth(NEXT);
    runId = first.runId;
    const before = await payslip(EMPLOYEE, NEXT);
    expect(amount(before, 'EXPENSE')).toBe(1200);

    claimIds.push(await fileClaim(EMPLOYEE, '1250.50', 'Course books'));
    claimIds.push(await fileClaim(EMPLOYEE, '420.25', 'Exam fee'));
    await approveClaim(claimIds[0] ?? 0);
    await approveClaim(claimIds[1] ?? 0);
    const pending = await fileClaim(EMPLOYEE, '300', 'Still waiting');

    // the draft made again: 1,20,000 + 1,25,050 + 42,025 = 2,87,075 paise = ₹2,870.75 → one line of ₹2,871 (half up)
    expect((await runMonth(NEXT)).runId).toBe(runId);
    const after = await payslip(EMPLOYEE, NEXT);
    expect(after.lines.filter((l) => l.code === 'EXPENSE')).toEqual([
      { code: 'EXPENSE', name: 'Expense reimbursement', kind: 'REIMBURSEMENT', amount: 2871 },
    ]);
    // gross and every statutory line as without the new claims; net and employer cost grow by 2,871 − 1,200 = 1,671
    expect(after.gross).toBe(before.gross);
    for (const code of ['PF_EE', 'PT', 'TDS', 'ESI_EE']) expect(amount(after, code)).toBe(amount(before, code));
    expect(after.net).toBe(before.net + 1671);
    expect(after.employerCost).toBe(before.employerCost + 1671);
    expect(after.net).toBe(after.gross - after.deductions + sumOf(after, 'REIMBURSEMENT'));

    const mine = await claims(EMPLOYEE);
    for (const id of claimIds) {
      expect(mine.find((c) => c.id === id)).toMatchObject({ paidInRun: runId, paidInMonth: NEXT, paidAt: null });
    }
    expect(mine.find((c) => c.id === pending)).toMatchObject({ status: 'PENDING', paidInRun: null });
  });

  it('keeps paying them once through new inputs, lock and unlock; publish marks them paid; a later run does not pay them again', async () => {
    const inputs = await send(ADMIN, 'POST', `payroll/runs/${runId}/inputs`, [
      { employeeId: EMPLOYEE, lopDays: 0, additions: [], deductions: [{ code: 'CANTEEN', name: 'Canteen', amount: 150 }] },
    ]);
    expect(inputs.statusCode).toBe(200);
    await settled(runId);
    expect(amount(await payslip(EMPLOYEE, NEXT), 'EXPENSE')).toBe(2871);
    expect((await send(ADMIN, 'POST', `payroll/runs/${runId}/lock`)).statusCode).toBe(200);
    expect((await send(ADMIN, 'POST', `payroll/runs/${runId}/unlock`, { reason: 'Canteen figure checked' })).statusCode).toBe(
      200,
    );
    expect((await claims(EMPLOYEE)).find((c) => c.id === claimIds[0])?.paidInRun).toBe(runId);
    await runMonth(NEXT);
    expect(amount(await payslip(EMPLOYEE, NEXT), 'EXPENSE')).toBe(2871);

    expect((await send(ADMIN, 'POST', `payroll/runs/${runId}/lock`)).statusCode).toBe(200);
    expect((await send(ADMIN, 'POST', `payroll/runs/${runId}/publish`)).statusCode).toBe(200);
    const paid = (await claims(EMPLOYEE)).find((c) => c.id === claimIds[0]);
    expect(paid).toMatchObject({ paidInRun: runId, paidInMonth: NEXT, paidAt: expect.any(String) });

    await runMonth(shiftMonth(NEXT, 1));
    expect(amount(await payslip(EMPLOYEE, shiftMonth(NEXT, 1)), 'EXPENSE')).toBe(0);
    expect((await send(ADMIN, 'POST', 'payroll/runs', { month: NEXT })).statusCode).toBe(409);
    expect((await claims(EMPLOYEE)).find((c) => c.id === claimIds[1])?.paidAt).toEqual(expect.any(String));
  });

  it('shows where a claim was paid only to those who may see the claim; bad input is a 400', async () => {
    expect((await get(STRANGER, `expenses?employeeId=${EMPLOYEE}`)).statusCode).toBe(403);
    expect((await claims(STRANGER)).some((c) => c.employeeId === EMPLOYEE)).toBe(false);
    expect(await claims(OTHER_ADMIN)).toEqual([]);
    expect((await claims(MANAGER, `?employeeId=${EMPLOYEE}`)).find((c) => c.id === claimIds[0])?.paidInMonth).toBe(NEXT);
    expect((await send(ADMIN, 'POST', 'payroll/runs', { month: '2026-13' })).statusCode).toBe(400);
    expect((await send(ADMIN, 'POST', `payroll/runs/${runId}/inputs`, [{ employeeId: EMPLOYEE, lopDays: 'x' }])).statusCode).toBe(
      400,
    );
  });
});

describe('a leaver in the pay run of the last day’s month', () => {
  it('prorates pay to the last day, encashes earned leave on the full-month BASIC, deducts recoveries, records the settlement', async () => {
    expect(LEAVING_MONTH).not.toBe('');
    const lastDay = `${LEAVING_MONTH}-10`;
    // a salary of the standard shape from the month itself: ₹6,00,000 a year, BASIC ₹25,000 a month
    const salary = await send(ADMIN, 'PUT', `payroll/salaries/${LEAVER}`, {
      structure: 'STANDARD',
      annualCtc: 600000,
      effectiveFrom: `${LEAVING_MONTH}-01`,
      taxRegime: 'NEW',
      ptState: 'KA',
      pfCapped: true,
      uan: '100200300499',
      bankAccount: '123456789099',
      ifsc: 'sbin0001234',
    });
    expect(salary.statusCode).toBe(200);
    // 12.5 days of earned leave on the ledger
    const year = Math.min(Number(LEAVING_MONTH.slice(0, 4)), new Date().getUTCFullYear());
    const balance = (await leaveBalancesOf(t.database.db, LEAVER, year)).get('EARNLEAVE') ?? 0;
    await t.database.db.insert(leaveLedger).values({
      organizationId: 'ORG1',
      employeeId: LEAVER,
      leaveType: 'EARNLEAVE',
      year,
      kind: 'ADJUSTMENT',
      days: 12.5 - balance,
      note: 'test',
    });

    const filed = await send(ADMIN, 'POST', 'exits', {
      employeeId: LEAVER,
      kind: 'TERMINATION',
      reason: 'Role closed',
      lastWorkingDay: lastDay,
    });
    expect(filed.statusCode).toBe(201);
    const [employment] = await t.database.db.select().from(employments).where(eq(employments.employeeId, LEAVER));
    const manager = employment?.reportingManagerId ?? '';
    exitId = filed.json().id;
    leaverManager = manager;
    const decided = await send(manager, 'PATCH', `exits/${filed.json().id}/decision`, { status: 'APPROVED', comments: 'ok' });
    expect(decided.json().status).toBe('APPROVED');

    const run = await runMonth(LEAVING_MONTH);
    const recovery = await send(ADMIN, 'POST', `payroll/runs/${run.runId}/inputs`, [
      {
        employeeId: LEAVER,
        lopDays: 0,
        additions: [],
        deductions: [{ code: 'NOTICE_RECOVERY', name: 'Notice pay recovery', amount: 5000 }],
      },
    ]);
    expect(recovery.statusCode).toBe(200);
    await settled(run.runId);
    const slip = await payslip(LEAVER, LEAVING_MONTH);
    const standard = (await get(ADMIN, 'payroll/structures')).json().find((s: { code: string }) => s.code === 'STANDARD');
    const basicFormula = standard.components.find((c: { code: string }) => c.code === 'BASIC').formula;
    expect(basicFormula).toBe('MONTHLY_CTC * 0.5');
    // 10 of 31 days paid: BASIC 25,000 × 10/31 = 8,064.52 → 8,065; encashment 12.5 × 25,000 ÷ 31 = 10,080.65 → 10,081 (taxable EARNING)
    expect(slip.paidDays).toBe(10);
    expect(amount(slip, 'BASIC')).toBe(8065);
    expect(line(slip, 'LEAVE_ENCASHMENT')).toMatchObject({ kind: 'EARNING', amount: 10081 });
    expect(line(slip, 'NOTICE_RECOVERY')).toMatchObject({ kind: 'DEDUCTION', amount: 5000 });
    expect(slip.gross).toBe(sumOf(slip, 'EARNING'));
    // PF on the prorated BASIC only (encashment is no PF wage): 12% of 8,065 = 967.8 → 968
    expect(amount(slip, 'PF_EE')).toBe(968);
    expect(slip.net).toBe(slip.gross - slip.deductions + sumOf(slip, 'REIMBURSEMENT'));

    const exit = (await get(LEAVER, `exits/${filed.json().id}`)).json();
    expect(exit.settlement).toEqual({
      runId: run.runId,
      month: LEAVING_MONTH,
      paidDays: 10,
      encashment: 10081,
      expenses: amount(slip, 'EXPENSE'),
      net: slip.net,
    });
    expect((await get(manager, `exits/${filed.json().id}`)).json().settlement.net).toBe(slip.net);
    expect((await get(STRANGER, `exits/${filed.json().id}`)).statusCode).toBe(403);
    expect((await get(OTHER_ADMIN, `exits/${filed.json().id}`)).statusCode).toBe(404);
  });

  it('issues the relieving letter PDF once the checklist is done, to those who see the exit', async () => {
    const letter = (who: string, id = exitId) => t.call(who, { method: 'GET', url: `${H}/exits/${id}/relieving-letter` });
    expect((await letter(LEAVER)).statusCode).toBe(409);
    const exit = (await get(ADMIN, `exits/${exitId}`)).json();
    expect(exit.relievingLetterUrl).toBeNull();
    for (const task of exit.checklist as { id: number }[]) {
      expect((await send(ADMIN, 'PATCH', `exits/${exitId}/checklist/${task.id}`, { done: true, note: '' })).statusCode).toBe(200);
    }
    const complete = (await get(LEAVER, `exits/${exitId}`)).json();
    expect(complete.relievingLetterUrl).toBe(`/hrmsapplication/exits/${exitId}/relieving-letter`);
    for (const who of [LEAVER, leaverManager, ADMIN]) {
      const res = await letter(who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const text = pdfText(res.rawPayload).join(' ');
      expect(text).toContain('Relieving letter');
      expect(text).toContain(`(${LEAVER})`);
    }
    expect((await letter(STRANGER)).statusCode).toBe(403);
    expect((await letter(OTHER_ADMIN)).statusCode).toBe(404);
    expect((await t.call(ADMIN, { method: 'GET', url: `${H}/exits/abc/relieving-letter` })).statusCode).toBe(400);
  });
});
