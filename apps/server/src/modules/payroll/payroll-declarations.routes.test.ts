import { describe, expect, it } from 'vitest';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { multipart, PDF, TEXT } from '../documents/documents.test-support';

const t = useTestApp({ runWorkers: true });
const H = '/hrmsapplication';
/**
 * FY 2025-26: the demo organisation has no run in it, so the next run of the year is April 2025 and
 * every figure below is the same whatever today is. HRMS4 (Ananya Rao): monthly CTC 1,49,000 on the
 * standard structure: BASIC 74,500, HRA 29,800, SPECIAL 1,49,000 − 74,500 − 29,800 − 1,800 = 42,900;
 * taxable gross 1,47,200 a month, 17,66,400 projected over the year (April + 11 months left).
 */
const FY = '2025-26';

const declare = (who: string, body: unknown, employeeId = EMPLOYEE, fy = FY) =>
  t.call(who, { method: 'PUT', url: `${H}/payroll/declarations/${employeeId}/${fy}`, payload: body as object });
const readDeclaration = (who: string, employeeId = EMPLOYEE, fy = FY) =>
  t.call(who, { method: 'GET', url: `${H}/payroll/declarations/${employeeId}/${fy}` });
const setWindow = (who: string, body: unknown) =>
  t.call(who, { method: 'PATCH', url: `${H}/payroll/declaration-window`, payload: body as object });
const tax = (who: string, employeeId = EMPLOYEE, fy = FY) =>
  t.call(who, { method: 'GET', url: `${H}/payroll/tax/${employeeId}/${fy}` });
const uploadProof = (who: string, section: string, file: Buffer = PDF, employeeId = EMPLOYEE) => {
  const form = multipart([
    { name: 'section', value: section },
    { name: 'file', filename: 'proof.pdf', content: file },
  ]);
  return t.call(who, {
    method: 'POST',
    url: `${H}/payroll/declarations/${employeeId}/${FY}/proofs`,
    payload: form.payload,
    headers: form.headers,
  });
};
const decide = (who: string, id: number, verdict: 'approve' | 'reject', comments = 'Checked the receipt.') =>
  t.call(who, { method: 'POST', url: `${H}/payroll/tax-proofs/${id}/decision`, payload: { verdict, comments } });

const OLD_WITH_DEDUCTIONS = {
  regime: 'OLD',
  items: [
    { section: '80C', amount: 200000 },
    { section: '80D', amount: 40000 },
  ],
};

describe('declarations: window, who may read and write', () => {
  it('the person cannot declare while the window is closed (409), and nothing is saved', async () => {
    const res = await declare(EMPLOYEE, OLD_WITH_DEDUCTIONS);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('closed');
    const read = await readDeclaration(EMPLOYEE);
    expect(read.statusCode).toBe(200);
    // nothing declared: the salary's regime (HRMS4's is NEW), no items, the window closed
    expect(read.json()).toMatchObject({ regime: 'NEW', items: [], declared: false, open: false, proofsDue: null });
    // the first call also signs in and warms the app on a busy machine
  }, 120_000);

  it('only an admin opens the window; bad input names its field', async () => {
    expect((await setWindow(HR, { fy: FY, open: true })).statusCode).toBe(403);
    expect((await setWindow(EMPLOYEE, { fy: FY, open: true })).statusCode).toBe(403);
    const badYear = await setWindow(ADMIN, { fy: '2025-27', open: true });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().message).toContain('Financial year');
    const badDate = await setWindow(ADMIN, { fy: FY, open: true, proofsDue: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    const opened = await setWindow(ADMIN, { fy: FY, open: true, proofsDue: null });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ fy: FY, open: true, proofsDue: null });
    const read = await t.call(EMPLOYEE, { method: 'GET', url: `${H}/payroll/declaration-window?fy=${FY}` });
    expect(read.json()).toEqual({ fy: FY, open: true, proofsDue: null });
  });

  it('the person declares while it is open; bad input is a 400 naming the field and saves nothing', async () => {
    const noRent = await declare(EMPLOYEE, { regime: 'OLD', items: [{ section: 'HRA', amount: 0 }] });
    expect(noRent.statusCode).toBe(400);
    expect(JSON.stringify(noRent.json())).toContain('Rent paid a month');
    const badSection = await declare(EMPLOYEE, { regime: 'OLD', items: [{ section: '80G', amount: 5 }] });
    expect(badSection.statusCode).toBe(400);
    const negative = await declare(EMPLOYEE, { regime: 'OLD', items: [{ section: '80C', amount: -1 }] });
    expect(negative.statusCode).toBe(400);
    const twice = await declare(EMPLOYEE, {
      regime: 'OLD',
      items: [
        { section: '80C', amount: 1 },
        { section: '80C', amount: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toHaveProperty(['items[1].section']);
    const badRegime = await declare(EMPLOYEE, { regime: 'BOTH', items: [] });
    expect(badRegime.statusCode).toBe(400);
    expect((await readDeclaration(EMPLOYEE)).json().declared).toBe(false);

    const saved = await declare(EMPLOYEE, OLD_WITH_DEDUCTIONS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      regime: 'OLD',
      declared: true,
      items: [
        { section: '80C', amount: 200000, rentPaidMonthly: null, metro: null },
        { section: '80D', amount: 40000, rentPaidMonthly: null, metro: null },
      ],
    });
  });

  it('their HR and admins read it; the manager, another employee and another organisation do not', async () => {
    expect((await readDeclaration(HR)).statusCode).toBe(200);
    expect((await readDeclaration(ADMIN)).json().regime).toBe('OLD');
    expect((await readDeclaration(MANAGER)).statusCode).toBe(403);
    expect((await readDeclaration(STRANGER)).statusCode).toBe(403);
    expect((await declare(STRANGER, OLD_WITH_DEDUCTIONS)).statusCode).toBe(403);
    expect((await readDeclaration(OTHER_ADMIN)).statusCode).toBe(404);
    expect((await tax(STRANGER)).statusCode).toBe(403);
    expect((await tax(MANAGER)).statusCode).toBe(403);
    expect((await tax(OTHER_ADMIN)).statusCode).toBe(404);
    // HR is not Tanvi's (HRMS21) HR: HRMS8 is
    expect((await readDeclaration(HR, STRANGER)).statusCode).toBe(403);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${H}/payroll/declarations/${EMPLOYEE}/2025` })).statusCode).toBe(400);
  });
});

describe('payroll/tax: as the next run of the year computes it (hand-worked)', () => {
  it('old regime with 80C capped at 1,50,000 and 80D capped at 25,000', async () => {
    // 17,66,400 − 50,000 standard − 1,50,000 (80C) − 25,000 (80D) = 15,41,400 taxable.
    // Old slabs: 2.5–5 L 5% = 12,500; 5–10 L 20% = 1,00,000; 30% of 5,41,400 = 1,62,420 → 2,74,920;
    // cess 4% → 2,85,916.80. April: nothing deducted, 12 months left → 23,826.40 → 23,826.
    const res = await tax(EMPLOYEE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      employeeId: EMPLOYEE,
      fy: FY,
      month: '2025-04',
      regime: 'OLD',
      projectedTaxable: 1541400,
      annualTax: 285916.8,
      deductedSoFar: 0,
      monthlyTds: 23826,
    });
    expect((await tax(HR)).json().monthlyTds).toBe(23826);
    expect((await tax(ADMIN)).json().monthlyTds).toBe(23826);
  });

  it('the new regime the person switches to: no declarations count', async () => {
    // 17,66,400 − 75,000 = 16,91,400. New slabs: 4–8 L 20,000; 8–12 L 40,000; 12–16 L 60,000;
    // 20% of 91,400 = 18,280 → 1,38,280 (above 12 L: no 87A); cess → 1,43,811.20; ÷ 12 → 11,984.27 → 11,984.
    expect((await declare(EMPLOYEE, { ...OLD_WITH_DEDUCTIONS, regime: 'NEW' })).statusCode).toBe(200);
    expect((await tax(EMPLOYEE)).json()).toMatchObject({
      regime: 'NEW',
      projectedTaxable: 1691400,
      annualTax: 143811.2,
      monthlyTds: 11984,
    });
    expect((await declare(EMPLOYEE, OLD_WITH_DEDUCTIONS)).statusCode).toBe(200);
  });
});

let runId = '';

const sheet = async (res: { rawPayload: Buffer }, name: string) => {
  const workbook = new (excelJS().Workbook)();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const values = (workbook.getWorksheet(name)?.getSheetValues() ?? []) as unknown[][];
  return values.slice(1).map((row) => row.slice(1));
};

describe('proofs: an approval kind HR decides; the run uses approved ones once proofs are due', () => {
  let proofId = 0;

  it('the person uploads a proof of a declared section: 201 PENDING; bad files and sections are 400', async () => {
    const notDeclared = await uploadProof(EMPLOYEE, '24B');
    expect(notDeclared.statusCode).toBe(400);
    expect(notDeclared.json().errors).toHaveProperty('section');
    expect((await uploadProof(EMPLOYEE, '80X')).statusCode).toBe(400);
    const text = await uploadProof(EMPLOYEE, '80C', TEXT);
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toHaveProperty('file');
    // only the person uploads, not their HR or admin
    expect((await uploadProof(HR, '80C')).statusCode).toBe(403);
    expect((await uploadProof(ADMIN, '80C')).statusCode).toBe(403);
    expect((await uploadProof(OTHER_ADMIN, '80C')).statusCode).toBe(404);

    const filed = await uploadProof(EMPLOYEE, '80C');
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toEqual({ id: expect.any(Number), status: 'PENDING' });
    proofId = filed.json().id;
    expect((await uploadProof(EMPLOYEE, '80D')).statusCode).toBe(201);

    const mine = await t.call(EMPLOYEE, { method: 'GET', url: `${H}/payroll/declarations/${EMPLOYEE}/${FY}/proofs` });
    expect(
      mine
        .json()
        .map((p: { section: string; status: string }) => [p.section, p.status])
        .sort(),
    ).toEqual([
      ['80C', 'PENDING'],
      ['80D', 'PENDING'],
    ]);
  });

  it('it waits in HR’s queue and the hub’s counts, not the manager’s; HR opens the file', async () => {
    const queue = await t.call(HR, { method: 'GET', url: `${H}/payroll/tax-proofs` });
    expect(queue.json().map((p: { id: number }) => p.id)).toContain(proofId);
    expect((await t.call(MANAGER, { method: 'GET', url: `${H}/payroll/tax-proofs` })).json()).toEqual([]);
    const counts = await t.call(HR, { method: 'GET', url: `${H}/approvals/counts` });
    expect(counts.json().taxProof).toBeGreaterThanOrEqual(2);
    expect((await t.call(MANAGER, { method: 'GET', url: `${H}/approvals/counts` })).json().taxProof).toBe(0);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${H}/approvals/counts` })).json().mine.taxProof).toBe(2);

    const file = await t.call(HR, { method: 'GET', url: `${H}/payroll/tax-proofs/${proofId}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call(STRANGER, { method: 'GET', url: `${H}/payroll/tax-proofs/${proofId}/file` })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${H}/payroll/tax-proofs/${proofId}/file` })).statusCode).toBe(404);
  });

  it('until proofs are due the declared amounts count; after, only approved sections', async () => {
    expect((await setWindow(ADMIN, { fy: FY, open: false, proofsDue: '2025-04-15' })).statusCode).toBe(200);
    // nothing approved yet: 17,66,400 − 50,000 = 17,16,400; 12,500 + 1,00,000 + 30% of 7,16,400 (2,14,920)
    // = 3,27,420; cess → 3,40,516.80; ÷ 12 → 28,376.40 → 28,376.
    expect((await tax(EMPLOYEE)).json()).toMatchObject({ projectedTaxable: 1716400, annualTax: 340516.8, monthlyTds: 28376 });
    // the window is closed now: the person cannot change the declaration, an admin can
    expect((await declare(EMPLOYEE, OLD_WITH_DEDUCTIONS)).statusCode).toBe(409);
  });

  it('only the person’s HR decides: the manager, the person and admins are refused; bad input is 400', async () => {
    expect((await decide(MANAGER, proofId, 'approve')).statusCode).toBe(403);
    expect((await decide(EMPLOYEE, proofId, 'approve')).statusCode).toBe(403);
    expect((await decide(OTHER_ADMIN, proofId, 'approve')).statusCode).toBe(404);
    expect((await decide(HR, proofId, 'approve', '')).statusCode).toBe(400);
    expect((await decide(HR, 999999, 'approve')).statusCode).toBe(404);

    const approved = await decide(HR, proofId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: proofId, status: 'APPROVED' });
    expect((await decide(HR, proofId, 'reject')).statusCode).toBe(409);
    // 80C approved, 80D still pending: 17,66,400 − 50,000 − 1,50,000 = 15,66,400; 12,500 + 1,00,000 +
    // 30% of 5,66,400 (1,69,920) = 2,82,420; cess → 2,93,716.80; ÷ 12 → 24,476.40 → 24,476.
    expect((await tax(EMPLOYEE)).json()).toMatchObject({ projectedTaxable: 1566400, annualTax: 293716.8, monthlyTds: 24476 });
  });

  it('the pay run of the month reads the same declarations and proofs', async () => {
    const started = await t.call(ADMIN, { method: 'POST', url: `${H}/payroll/runs`, payload: { month: '2025-04' } });
    expect(started.statusCode).toBe(202);
    runId = (started.json() as { runId: string }).runId;
    let status = '';
    for (let i = 0; i < 400 && status !== 'DRAFT' && status !== 'FAILED'; i++) {
      status = (await t.call(ADMIN, { method: 'GET', url: `${H}/payroll/runs/${runId}` })).json().status;
      if (status !== 'DRAFT') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe('DRAFT');
    const page = await t.call(ADMIN, { method: 'GET', url: `${H}/payroll/runs/${runId}/payslips?employeeId=${EMPLOYEE}` });
    const lines = page.json().items[0].lines as { code: string; amount: number }[];
    expect(lines.find((l) => l.code === 'TDS')?.amount).toBe(24476);
    expect(lines.find((l) => l.code === 'PT')?.amount).toBe(208); // Tamil Nadu above 12,500 a month
  });
});

describe('filings of the April 2025 run (hand-worked)', () => {
  it('the ECR line of a PF member as §B5 names its fields', async () => {
    // HRMS4: UAN 100900023757, PF on the full wage (not capped): EPF wage = BASIC 74,500; EPS/EDLI wage
    // min(74,500, 15,000); PF_EE 12% of 74,500 = 8,940; EPS 8.33% of 15,000 = 1,249.50 → 1,250; EPF diff 7,690.
    const res = await t.call(ADMIN, { method: 'GET', url: `${H}/payroll/runs/${runId}/ecr` });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n')).toContain(
      '100900023757#~#ANANYA RAO#~#147200#~#74500#~#15000#~#15000#~#8940#~#1250#~#7690#~#0#~#0',
    );
  });

  it('the ESI sheet lists a covered trainee with contributions rounded up', async () => {
    // HRMS33: monthly CTC 20,000: BASIC 10,000, HRA 4,000, SPECIAL 4,800 → ESI wage 18,800 (≤ 21,000);
    // ESI_EE 0.75% = 141; ESI_ER 3.25% = 611.
    const res = await t.call(ADMIN, { method: 'GET', url: `${H}/payroll/runs/${runId}/statutory?kind=esi&format=xlsx` });
    expect(res.statusCode).toBe(200);
    const rows = await sheet(res, 'ESI 2025-04');
    const trainee = rows.find((row) => row[0] === 'HRMS33');
    expect(trainee?.slice(2).map(Number)).toEqual([30, 18800, 141, 611]);
    expect(rows.some((row) => row[0] === EMPLOYEE)).toBe(false);
  });

  it('the 24Q annexure data: per person and month, amount paid and TDS; admins only', async () => {
    const res = await t.call(ADMIN, { method: 'GET', url: `${H}/payroll/runs/${runId}/tds-quarter` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('24q-2025-26-Q1.xlsx');
    const rows = await sheet(res, '24Q 2025-26 Q1');
    expect(rows[0]).toEqual(['employeeId', 'name', 'financialYear', 'quarter', 'month', 'amountPaid', 'taxDeducted']);
    expect(rows).toContainEqual([EMPLOYEE, 'Ananya Rao', '2025-26', 'Q1', '2025-04', 147200, 24476]);
    // the deductor's details an admin recorded (the demo seed's)
    const deductor = await sheet(res, 'Deductor');
    expect(deductor).toContainEqual(['tan', 'BLRA12345B']);
    expect(deductor).toContainEqual(['pan', 'AAFCA1234K']);
    expect(deductor).toContainEqual(['pinCode', '560103']);
    expect((await t.call(HR, { method: 'GET', url: `${H}/payroll/runs/${runId}/tds-quarter` })).statusCode).toBe(403);
    expect((await t.call(EMPLOYEE, { method: 'GET', url: `${H}/payroll/runs/${runId}/tds-quarter` })).statusCode).toBe(403);
    expect((await t.call(OTHER_ADMIN, { method: 'GET', url: `${H}/payroll/runs/${runId}/tds-quarter` })).statusCode).toBe(404);
  });
});
