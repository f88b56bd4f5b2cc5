import { PAYROLL_ENGINE_MESSAGES as EM, PAYROLL_RUN_MESSAGES as M, todayIso } from '@hrms/shared';
import { earningComponent } from '@hrms/shared/test-support';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit.tables';
import { excelJS } from '../../lib/exceljs';
import { ADMIN, EMPLOYEE, HR, MANAGER, OTHER_ADMIN, STRANGER, useTestApp } from '../../test/helpers';
import { mailOutbox } from '../mail';
import { notifications } from '../notifications';
import { shiftMonth } from './payroll.months';
import { payrollPayslips } from './payroll-runs.tables';
import { pdfText } from './payslip.text';

const t = useTestApp({ runWorkers: true });
// sign everyone in before the first test's clock starts (argon2 and the job queue's start are slow on a busy machine)
beforeAll(async () => {
  for (const who of [ADMIN, HR, MANAGER, EMPLOYEE, OTHER_ADMIN]) await t.as(who);
});
const H = '/hrmsapplication';
const DECEMBER = '2025-12';
const JANUARY = '2026-01';

const get = (who: string, path: string) => t.call(who, { method: 'GET', url: `${H}/${path}` });
const send = (who: string, method: 'POST' | 'PUT', path: string, payload?: unknown) =>
  t.call(who, { method, url: `${H}/${path}`, ...(payload === undefined ? {} : { payload: payload as object }) });

/** BASIC half the monthly CTC (the PF wage), HRA 40% of BASIC, SPECIAL the rest; no ESI wage. */
const TEST_STRUCTURE = {
  name: 'Test salary',
  components: [
    earningComponent('BASIC', 'MONTHLY_CTC * 0.5', { pfWage: true }),
    earningComponent('HRA', 'BASIC * 0.4'),
    earningComponent('SPECIAL', 'MONTHLY_CTC - BASIC - HRA'),
  ],
};
const salary = (patch: Record<string, unknown> = {}) => ({
  structure: 'TEST',
  annualCtc: 600000,
  effectiveFrom: '2025-01-01',
  taxRegime: 'NEW',
  ptState: 'KA',
  pfCapped: true,
  uan: '100200300400',
  bankAccount: '123456789012',
  ifsc: 'sbin0001234',
  ...patch,
});

/** Waits for the background job to finish the run's computation. */
async function settled(runId: string) {
  for (let i = 0; i < 240; i++) {
    const run = (await get(ADMIN, `payroll/runs/${runId}`)).json();
    if (run.status !== 'COMPUTING') return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`run ${runId} did not finish`);
}

async function startRun(month: string) {
  const res = await send(ADMIN, 'POST', 'payroll/runs', { month });
  expect(res.statusCode).toBe(202);
  return settled(res.json().runId);
}

const lineOf = (payslip: { lines: { code: string; amount: number }[] }, code: string) =>
  payslip.lines.find((l) => l.code === code)?.amount;

let newcomer = '';

describe('structures', () => {
  it('saves a structure as versions, and checks formulas naming the component, saving nothing on error', async () => {
    const saved = await send(ADMIN, 'PUT', 'payroll/structures/TEST', TEST_STRUCTURE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'TEST', name: 'Test salary', version: 1 });
    expect(saved.json().components.map((c: { code: string }) => c.code)).toEqual(['BASIC', 'HRA', 'SPECIAL']);

    const unknown = await send(ADMIN, 'PUT', 'payroll/structures/TEST', {
      name: 'Broken',
      components: [earningComponent('BASIC', 'MONTHLY_CTC * 0.5'), earningComponent('HRA', 'BASIK * 0.4')],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'components[1].formula', message: expect.stringContaining('Component HRA') },
    ]);
    // the message's code and values travel with the English, so a browser shows it in its language (issue 27 point 4)
    expect(unknown.json()).toMatchObject({
      message: EM.unknownName('HRA', 'BASIK'),
      code: 'payrollEngine.unknownName',
      params: { code: 'HRA', name: 'BASIK' },
    });
    const cycle = await send(ADMIN, 'PUT', 'payroll/structures/TEST', {
      name: 'Cycle',
      components: [earningComponent('A', 'B + 1'), earningComponent('B', 'A + 1')],
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().errors[0].message).toMatch(/depends on itself/);
    const syntax = await send(ADMIN, 'PUT', 'payroll/structures/TEST', {
      name: 'Syntax',
      components: [earningComponent('A', '1 +* 2')],
    });
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().errors[0].field).toBe('components[0].formula');
    const dry = await send(ADMIN, 'PUT', 'payroll/structures/TEST?dryRun=true', { ...TEST_STRUCTURE, name: 'Only checked' });
    expect(dry.statusCode).toBe(200);

    const list = (await get(HR, 'payroll/structures')).json() as { code: string; name: string; version: number }[];
    expect(list.find((s) => s.code === 'TEST')).toMatchObject({ name: 'Test salary', version: 1 });
    expect(list.find((s) => s.code === 'STANDARD')).toBeDefined();
  });

  it('lets only admins write structures; HR reads them; an employee neither', async () => {
    expect((await send(HR, 'PUT', 'payroll/structures/TEST', TEST_STRUCTURE)).statusCode).toBe(403);
    expect((await get(EMPLOYEE, 'payroll/structures')).statusCode).toBe(403);
    const badCode = await send(ADMIN, 'PUT', 'payroll/structures/bad-code', TEST_STRUCTURE);
    expect(badCode.statusCode).toBe(400);
    expect((await get(OTHER_ADMIN, 'payroll/structures')).json()).toEqual([]);
  });

  it('previews a full month of a structure for a CTC', async () => {
    const preview = await get(ADMIN, 'payroll/structures/TEST/preview?annualCtc=600000');
    expect(preview.statusCode).toBe(200);
    expect(lineOf(preview.json(), 'BASIC')).toBe(25000);
    expect(lineOf(preview.json(), 'HRA')).toBe(10000);
    expect(lineOf(preview.json(), 'SPECIAL')).toBe(15000);
    expect(preview.json().gross).toBe(50000);
    expect((await get(ADMIN, 'payroll/structures/NOPE/preview?annualCtc=600000')).statusCode).toBe(404);
    expect((await get(ADMIN, 'payroll/structures/TEST/preview?annualCtc=-1')).statusCode).toBe(400);
  });
});

describe('salaries', () => {
  it('keeps revisions, masks the account to everyone but admins, and refuses bad input naming the field', async () => {
    const created = await send(ADMIN, 'POST', 'employee/create', {
      prefix: 'Ms ',
      firstname: 'Paula',
      middlename: '',
      lastname: 'Payroll',
      email: 'paula.payroll@acme.example',
      countryCode: '+91',
      phoneNumber: '9876505555',
      maritialStatus: 'Single',
      dob: '1994-05-05',
      gender: 'Female',
      fatherName: 'Peter Payroll',
      doj: '2025-01-01',
      bloodGroup: 'B +ve',
    });
    expect(created.statusCode).toBe(200);
    newcomer = created.json().employeeId;

    const saved = await send(ADMIN, 'PUT', `payroll/salaries/${newcomer}`, salary());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().current).toMatchObject({
      structure: 'TEST',
      annualCtc: 600000,
      bankAccount: '123456789012',
      ifsc: 'SBIN0001234',
    });

    for (const [patch, field] of [
      [{ structure: 'NOPE' }, 'structure'],
      [{ uan: '12' }, 'uan'],
      [{ annualCtc: 0 }, 'annualCtc'],
      [{ annualCtc: 100.001 }, 'annualCtc'],
      [{ effectiveFrom: '2025-02-30' }, 'effectiveFrom'],
      [{ taxRegime: 'NONE' }, 'taxRegime'],
      [{ bankAccount: '12' }, 'bankAccount'],
    ] as const) {
      const res = await send(ADMIN, 'PUT', `payroll/salaries/${newcomer}`, salary(patch));
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const stored = (await get(ADMIN, `payroll/salaries/${newcomer}`)).json();
    expect(stored.revisions).toHaveLength(1);

    // HRMS4: HR is HRMS2, manager HRMS3
    expect((await send(ADMIN, 'PUT', `payroll/salaries/${EMPLOYEE}`, salary({ effectiveFrom: '2030-01-01' }))).statusCode).toBe(
      200,
    );
    const own = (await get(EMPLOYEE, `payroll/salaries/${EMPLOYEE}`)).json();
    expect(own.revisions.length).toBeGreaterThanOrEqual(2);
    expect(own.revisions[0]).toMatchObject({ effectiveFrom: '2030-01-01', bankAccount: 'XXXXXXXX9012' });
    expect(own.current.effectiveFrom).not.toBe('2030-01-01');
    expect((await get(HR, `payroll/salaries/${EMPLOYEE}`)).json().revisions[0].bankAccount).toBe('XXXXXXXX9012');
    expect((await get(MANAGER, `payroll/salaries/${EMPLOYEE}`)).statusCode).toBe(403);
    expect((await get(HR, `payroll/salaries/${STRANGER}`)).statusCode).toBe(403);
    expect((await get(EMPLOYEE, `payroll/salaries/${STRANGER}`)).statusCode).toBe(403);
    expect((await get(OTHER_ADMIN, `payroll/salaries/${EMPLOYEE}`)).statusCode).toBe(404);
    expect((await send(OTHER_ADMIN, 'PUT', `payroll/salaries/${EMPLOYEE}`, salary())).statusCode).toBe(404);
    expect((await send(HR, 'PUT', `payroll/salaries/${EMPLOYEE}`, salary())).statusCode).toBe(403);
  });
});

describe('PT slabs', () => {
  it('answers the defaults per state and keeps an organisation’s own', async () => {
    const list = (await get(HR, 'payroll/pt-slabs')).json() as { state: string; custom: boolean; slabs: unknown[] }[];
    expect(list.find((s) => s.state === 'KA')).toMatchObject({ custom: false });
    const slabs = [
      { from: 0, to: 9999, amount: 0, februaryAmount: null },
      { from: 10000, to: null, amount: 150, februaryAmount: 250 },
    ];
    const saved = await send(ADMIN, 'PUT', 'payroll/pt-slabs/XX', { slabs });
    expect(saved.statusCode).toBe(200);
    expect((await get(ADMIN, 'payroll/pt-slabs')).json().find((s: { state: string }) => s.state === 'XX')).toEqual({
      state: 'XX',
      custom: true,
      slabs,
    });
    const gap = await send(ADMIN, 'PUT', 'payroll/pt-slabs/XX', { slabs: [slabs[0], { ...slabs[1], from: 10001 }] });
    expect(gap.statusCode).toBe(400);
    expect(Object.keys(gap.json().errors)).toContain('slabs.1.from');
    expect(gap.json()).toMatchObject({ message: EM.slabsOrder(1), code: 'payrollEngine.slabsOrder', params: { slab: '2' } });
    expect((await send(ADMIN, 'PUT', 'payroll/pt-slabs/karnataka', { slabs })).statusCode).toBe(400);
    expect((await send(HR, 'PUT', 'payroll/pt-slabs/XX', { slabs })).statusCode).toBe(403);
    expect((await get(EMPLOYEE, 'payroll/pt-slabs')).statusCode).toBe(403);
  });
});

describe('a pay run from draft to published', () => {
  let december = '';

  it('refuses a bad month, a month too far ahead, and anyone but an admin', async () => {
    expect((await send(ADMIN, 'POST', 'payroll/runs', { month: '2025-13' })).json().errors.month).toBe(EM.month);
    const far = await send(ADMIN, 'POST', 'payroll/runs', { month: shiftMonth(todayIso().slice(0, 7), 13) });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors.month).toBe(M.monthTooFar);
    expect((await send(HR, 'POST', 'payroll/runs', { month: DECEMBER })).statusCode).toBe(403);
    expect((await send(EMPLOYEE, 'POST', 'payroll/runs', { month: DECEMBER })).statusCode).toBe(403);
  });

  it('computes a hand-checked payslip: 3.5 days without pay, a bonus and a recovery', async () => {
    const first = await startRun(DECEMBER);
    expect(first.status).toBe('DRAFT');
    december = first.runId;
    expect(first.errors).toEqual([]);
    const inputs = await send(ADMIN, 'POST', `payroll/runs/${december}/inputs`, [
      {
        employeeId: newcomer,
        lopDays: 3.5,
        additions: [{ code: 'BONUS', name: 'Bonus', amount: 5000, taxable: true }],
        deductions: [{ code: 'RECOVERY', name: 'Advance recovery', amount: 1000 }],
      },
    ]);
    expect(inputs.statusCode).toBe(200);
    const run = await settled(december);
    expect(run.status).toBe('DRAFT');

    const page = (await get(ADMIN, `payroll/runs/${december}/payslips?employeeId=${newcomer}`)).json();
    expect(page.total).toBe(1);
    const payslip = page.items[0];
    // December: 31 days, 27.5 paid. BASIC 25,000 × 27.5/31 = 22,177.42 → 22,177; HRA 10,000 × 27.5/31 = 8,870.97 → 8,871;
    // SPECIAL 15,000 × 27.5/31 = 13,306.45 → 13,306; gross 22,177 + 8,871 + 13,306 + 5,000 = 49,354.
    // PF on min(22,177, 15,000): PF_EE 1,800, PF_ER_EPS 8.33% = 1,249.5 → 1,250, PF_ER_EPF 550. PT (KA, ≥ 25,000) 200.
    // TDS: 49,354 + 50,000 × 3 months left − 75,000 < 4,00,000 → 0. Deductions 1,800 + 200 + 1,000 = 3,000; net 46,354.
    expect(payslip).toMatchObject({ daysInMonth: 31, paidDays: 27.5, lopDays: 3.5, gross: 49354, deductions: 3000, net: 46354 });
    expect(Object.fromEntries(payslip.lines.map((l: { code: string; amount: number }) => [l.code, l.amount]))).toEqual({
      BASIC: 22177,
      HRA: 8871,
      SPECIAL: 13306,
      BONUS: 5000,
      RECOVERY: 1000,
      PF_EE: 1800,
      PF_ER_EPS: 1250,
      PF_ER_EPF: 550,
      PT: 200,
    });
    expect(payslip.employerCost).toBe(49354 + 1250 + 550);
  });

  it('computes the same payslips again when nothing changed', async () => {
    const before = (await get(ADMIN, `payroll/runs/${december}/payslips?size=200`)).json();
    const again = await send(ADMIN, 'POST', 'payroll/runs', { month: DECEMBER });
    expect(again.json().runId).toBe(december);
    const run = await settled(december);
    const after = (await get(ADMIN, `payroll/runs/${december}/payslips?size=200`)).json();
    expect(after).toEqual(before);
    expect(run.employees).toBe(before.total);
    expect(run.net).toBe(before.items.reduce((sum: number, p: { net: number }) => sum + p.net, 0));
  });

  it('shows HR the run and only their people’s payslips, read-only; hides it from others', async () => {
    expect((await get(HR, `payroll/runs/${december}`)).statusCode).toBe(200);
    const hrPage = (await get(HR, `payroll/runs/${december}/payslips?size=200`)).json();
    const adminPage = (await get(ADMIN, `payroll/runs/${december}/payslips?size=200`)).json();
    expect(hrPage.total).toBeGreaterThan(0);
    expect(hrPage.total).toBeLessThan(adminPage.total);
    const ids = hrPage.items.map((p: { employeeId: string }) => p.employeeId);
    expect(ids).toContain(EMPLOYEE);
    expect(ids).not.toContain(STRANGER);
    expect((await send(HR, 'POST', `payroll/runs/${december}/lock`)).statusCode).toBe(403);
    expect((await get(EMPLOYEE, `payroll/runs/${december}`)).statusCode).toBe(403);
    expect((await get(MANAGER, `payroll/runs/${december}/payslips`)).statusCode).toBe(403);
    expect((await get(OTHER_ADMIN, `payroll/runs/${december}`)).statusCode).toBe(404);
    expect((await get(OTHER_ADMIN, `payroll/runs/${december}/payslips`)).statusCode).toBe(404);
    expect((await get(OTHER_ADMIN, 'payroll/runs')).json()).toEqual([]);
    // a draft is not the person's yet; their HR sees it
    expect((await get(EMPLOYEE, `payroll/payslips/${EMPLOYEE}/${DECEMBER}`)).statusCode).toBe(404);
    expect((await get(HR, `payroll/payslips/${EMPLOYEE}/${DECEMBER}`)).statusCode).toBe(200);
    expect((await get(HR, `payroll/payslips/${STRANGER}/${DECEMBER}`)).statusCode).toBe(403);
    expect((await get(EMPLOYEE, `payroll/payslips/${STRANGER}`)).statusCode).toBe(403);
  });

  it('refuses inputs for people outside the organisation, naming the row', async () => {
    const res = await send(ADMIN, 'POST', `payroll/runs/${december}/inputs`, [{ employeeId: OTHER_ADMIN, lopDays: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['0.employeeId']).toBe(M.notInOrganization(OTHER_ADMIN));
    const bad = await send(ADMIN, 'POST', `payroll/runs/${december}/inputs`, [{ employeeId: newcomer, lopDays: 40 }]);
    expect(bad.statusCode).toBe(400);
    expect((await get(ADMIN, `payroll/runs/${december}`)).json().status).toBe('DRAFT');
  });

  it('locks, unlocks with a reason, locks again and publishes; each step in order, audited', async () => {
    expect((await send(ADMIN, 'POST', `payroll/runs/${december}/publish`)).json().message).toBe(M.publishNeedsLocked);
    expect((await send(ADMIN, 'POST', `payroll/runs/${december}/unlock`, { reason: 'x' })).statusCode).toBe(409);
    expect((await send(ADMIN, 'POST', `payroll/runs/${december}/lock`)).json().status).toBe('LOCKED');
    expect((await send(ADMIN, 'POST', `payroll/runs/${december}/lock`)).statusCode).toBe(409);
    expect((await send(ADMIN, 'POST', `payroll/runs/${december}/inputs`, [{ employeeId: newcomer }])).statusCode).toBe(409);
    const rerun = await send(ADMIN, 'POST', 'payroll/runs', { month: DECEMBER });
    expect(rerun.statusCode).toBe(409);
    expect((await send(ADMIN, 'POST', `payroll/runs/${december}/unlock`, { reason: ' ' })).statusCode).toBe(400);
    const unlocked = await send(ADMIN, 'POST', `payroll/runs/${december}/unlock`, { reason: 'Bonus amount to check' });
    expect(unlocked.json()).toMatchObject({ status: 'DRAFT', unlockReason: 'Bonus amount to check' });
    expect((await send(ADMIN, 'POST', `payroll/runs/${december}/lock`)).json().status).toBe('LOCKED');
    const published = await send(ADMIN, 'POST', `payroll/runs/${december}/publish`);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
    expect((await send(ADMIN, 'POST', `payroll/runs/${december}/unlock`, { reason: 'late' })).json().message).toBe(
      M.unlockNeedsLocked,
    );
    expect((await send(ADMIN, 'POST', 'payroll/runs', { month: DECEMBER })).statusCode).toBe(409);

    const steps = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payroll-run'), eq(auditLog.entityId, december)));
    expect(steps.map((s) => (s.after as { step?: string }).step ?? 'start').filter((s) => s !== 'start')).toEqual([
      'lock',
      'unlock',
      'lock',
      'publish',
    ]);
    const mails = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%December 2025%'));
    expect(mails.map((m) => m.to)).toContain('paula.payroll@acme.example');
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.employeeId, newcomer));
    expect(notices.map((n) => n.title)).toContain(M.published('December 2025'));
  });

  it('shows the person their published payslip, its PDF and their list; the runs list', async () => {
    const own = await get(EMPLOYEE, `payroll/payslips/${EMPLOYEE}/${DECEMBER}`);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(own.json())).toEqual(
      expect.arrayContaining([
        'employeeId',
        'name',
        'month',
        'daysInMonth',
        'paidDays',
        'lopDays',
        'lines',
        'gross',
        'deductions',
        'net',
        'employerCost',
      ]),
    );
    const list = (await get(EMPLOYEE, `payroll/payslips/${EMPLOYEE}`)).json() as { month: string }[];
    expect(list[0]!.month).toBe(shiftMonth(todayIso().slice(0, 7), -1));
    expect(list.map((p) => p.month)).toContain(DECEMBER);
    const pdf = await get(ADMIN, `payroll/payslips/${newcomer}/${DECEMBER}?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Payslip for December 2025');
    expect(text).toContain('46,354');
    expect(text).toContain('XXXXXXXX9012');
    const runs = (await get(HR, 'payroll/runs')).json() as { month: string; status: string }[];
    expect(runs.find((r) => r.month === DECEMBER)?.status).toBe('PUBLISHED');
    expect(runs.map((r) => r.month)).toEqual([...runs.map((r) => r.month)].sort().reverse());
  });

  it('writes the register, the bank file and the ECR from the payslips', async () => {
    const register = await get(ADMIN, `payroll/runs/${december}/register?format=xlsx`);
    expect(register.statusCode).toBe(200);
    const workbook = new (excelJS().Workbook)();
    await workbook.xlsx.load(register.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 8)).toEqual(['employeeId', 'name', 'daysInMonth', 'paidDays', 'lopDays', 'BASIC', 'BONUS', 'HRA']);
    expect(header).toEqual(expect.arrayContaining(['PF_EE', 'PT', 'TDS', 'RECOVERY', 'net']));
    const rowOf = (id: string) => {
      for (let r = 2; r <= sheet.rowCount; r++) {
        const values = (sheet.getRow(r).values as string[]).slice(1);
        if (values[0] === id) return Object.fromEntries(header.map((h, i) => [h, values[i]]));
      }
      return null;
    };
    expect(rowOf(newcomer)).toMatchObject({ BASIC: '22177', BONUS: '5000', net: '46354' });
    const hrRegister = await get(HR, `payroll/runs/${december}/register`);
    expect(hrRegister.statusCode).toBe(200);

    const bank = await get(ADMIN, `payroll/runs/${december}/bank-file`);
    expect(bank.headers['content-type']).toContain('text/csv');
    const lines = bank.body.trim().split('\r\n');
    expect(lines[0]).toBe('employeeId,name,accountNumber,ifsc,amount');
    expect(lines).toContain(`${newcomer},Paula Payroll,123456789012,SBIN0001234,46354`);
    // a name a spreadsheet would run as a formula is written as text (issue 34 point 4)
    const slip = and(eq(payrollPayslips.runId, december), eq(payrollPayslips.employeeId, newcomer));
    await t.database.db.update(payrollPayslips).set({ name: '=HYPERLINK("http://evil.example","Paula")' }).where(slip);
    try {
      const unsafe = (await get(ADMIN, `payroll/runs/${december}/bank-file`)).body.split('\r\n');
      expect(unsafe).toContain(`${newcomer},"'=HYPERLINK(""http://evil.example"",""Paula"")",123456789012,SBIN0001234,46354`);
    } finally {
      await t.database.db.update(payrollPayslips).set({ name: 'Paula Payroll' }).where(slip);
    }
    expect((await get(HR, `payroll/runs/${december}/bank-file`)).statusCode).toBe(403);

    const ecr = (await get(ADMIN, `payroll/runs/${december}/ecr`)).body.split('\n');
    // gross 49,354; EPF, EPS and EDLI wages 15,000; PF_EE 1,800; EPS 1,250; EPF 550; NCP days 3.5 → 4
    expect(ecr).toContain('100200300400#~#PAULA PAYROLL#~#49354#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#4#~#0');
    expect((await get(ADMIN, `payroll/runs/${december}/statutory?kind=pt`)).statusCode).toBe(200);
    expect((await get(ADMIN, `payroll/runs/${december}/statutory?kind=esi`)).statusCode).toBe(200);
    expect((await get(ADMIN, `payroll/runs/${december}/statutory?kind=tds`)).statusCode).toBe(400);
  });
});

describe('arrears and the diff', () => {
  it('pays a revision dated in a published month as arrears in the next run, once', async () => {
    // from December: 7,20,000 a year (BASIC 30,000, HRA 12,000, SPECIAL 18,000 a month)
    expect(
      (await send(ADMIN, 'PUT', `payroll/salaries/${newcomer}`, salary({ annualCtc: 720000, effectiveFrom: '2025-12-01' })))
        .statusCode,
    ).toBe(200);
    const january = await startRun(JANUARY);
    const payslip = (await get(ADMIN, `payroll/payslips/${newcomer}/${JANUARY}`)).json();
    // December again with the same 27.5 paid days: 30,000 × 27.5/31 = 26,612.90 → 26,613; 12,000 × … = 10,645.16 → 10,645;
    // 18,000 × … = 15,967.74 → 15,968; 53,226 − 44,354 paid = 8,872.
    expect(lineOf(payslip, 'ARREARS')).toBe(8872);
    expect(lineOf(payslip, 'BASIC')).toBe(30000);
    expect(payslip.gross).toBe(60000 + 8872);

    const diff = (await get(ADMIN, `payroll/runs/${january.runId}/diff`)).json();
    const mine = diff.items.find((i: { employeeId: string }) => i.employeeId === newcomer);
    expect(mine).toMatchObject({ previousNet: 46354, net: payslip.net, change: payslip.net - 46354 });
    expect(mine.reasons).toEqual(expect.arrayContaining(['revision', 'days', 'inputs']));
    const changes = diff.items.map((i: { change: number }) => Math.abs(i.change));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    expect(diff.previousRunId).toBeTruthy();

    await send(ADMIN, 'POST', `payroll/runs/${january.runId}/lock`);
    await send(ADMIN, 'POST', `payroll/runs/${january.runId}/publish`);
    await startRun('2026-02');
    const february = (await get(ADMIN, `payroll/payslips/${newcomer}/2026-02`)).json();
    expect(lineOf(february, 'ARREARS')).toBeUndefined();
  });
});

describe('the spec’s salary card', () => {
  it('shows the last published payslip of a person with a computed salary', async () => {
    const card = (await get(EMPLOYEE, `payroll-section/get-payroll-section?employeeId=${EMPLOYEE}`)).json().getSalaryDTO;
    const latest = (await get(EMPLOYEE, `payroll/payslips/${EMPLOYEE}`)).json()[0];
    const payslip = (await get(EMPLOYEE, `payroll/payslips/${EMPLOYEE}/${latest.month}`)).json();
    expect(card).toMatchObject({
      basicPay: String(lineOf(payslip, 'BASIC')),
      grossPay: String(payslip.gross),
      netPay: String(payslip.net),
      providentFund: String(lineOf(payslip, 'PF_EE') ?? 0),
      professionalTax: String(lineOf(payslip, 'PT') ?? 0),
      federaltax: String(lineOf(payslip, 'TDS') ?? 0),
    });
  });
});
