import { describe, expect, it } from 'vitest';
import { earningComponent as earning } from '../payroll.test-support';
import { computePayslip } from './payslip';
import { DEFAULT_PT_SLABS } from './pt-slabs';
import { PayrollComputeError, type PayslipInput, type SalaryComponent } from './types';

const R = (rupees: number): bigint => BigInt(Math.round(rupees * 100)); // test literals only
/** BASIC 50% of the monthly CTC (PF and ESI wage), HRA 40% of BASIC, SPECIAL the rest (ESI wage). */
const STANDARD: SalaryComponent[] = [
  earning('BASIC', 'MONTHLY_CTC * 0.5', { pfWage: true, esiWage: true }),
  earning('HRA', 'BASIC * 0.4', { esiWage: true }),
  earning('SPECIAL', 'MONTHLY_CTC - BASIC - HRA', { esiWage: true }),
];
const base = (overrides: Partial<PayslipInput> = {}): PayslipInput => ({
  month: '2026-11',
  annualCtc: R(600_000),
  components: STANDARD,
  joiningDate: null,
  leavingDate: null,
  lopDays: 0,
  pf: { member: false, capped: true },
  esiCoveredEarlierInPeriod: false,
  ptSlabs: [],
  taxRegime: 'NEW',
  declarations: [],
  yearToDate: { taxableGross: 0n, tds: 0n, basic: 0n, hra: 0n },
  additions: [],
  deductions: [],
  ...overrides,
});
const amounts = (input: PayslipInput): Record<string, number> =>
  Object.fromEntries(computePayslip(input).lines.map((line) => [line.code, Number(line.amount) / 100]));

describe('components and proration', () => {
  it('a full month: each component from the monthly CTC', () => {
    // CTC 6,00,000 → 50,000 a month: BASIC 25,000, HRA 10,000, SPECIAL 15,000
    const slip = computePayslip(base());
    expect(slip.lines.map((line) => [line.code, line.kind, line.amount])).toEqual([
      ['BASIC', 'EARNING', R(25_000)],
      ['HRA', 'EARNING', R(10_000)],
      ['SPECIAL', 'EARNING', R(15_000)],
    ]);
    expect([slip.daysInMonth, slip.paidDays, slip.lopDays]).toEqual([30, 30, 0]);
    expect([slip.gross, slip.deductions, slip.net, slip.employerCost]).toEqual([R(50_000), 0n, R(50_000), R(50_000)]);
    expect(slip.rulePack).toBe('IN-FY2026-27');
  });

  it('a joiner on the 16th of November is paid 15 of 30 days', () => {
    // days before 16 Nov: 15 → PAID_DAYS 15: BASIC 25,000 × 15/30 = 12,500, HRA 5,000, SPECIAL 7,500
    const slip = computePayslip(base({ joiningDate: '2026-11-16' }));
    expect([slip.paidDays, slip.lopDays]).toEqual([15, 15]);
    expect(amounts(base({ joiningDate: '2026-11-16' }))).toEqual({ BASIC: 12_500, HRA: 5_000, SPECIAL: 7_500 });
  });

  it('a leaver on 20 November is paid 20 days, and rounds each line half up', () => {
    // CTC 5,00,000 → 41,666.666…: BASIC 20,833.33… × 20/30 = 13,888.89 → 13,889; HRA 8,333.33… × 2/3 = 5,555.56 → 5,556;
    // SPECIAL 12,500 × 2/3 = 8,333.33 → 8,333
    const input = base({ annualCtc: R(500_000), leavingDate: '2026-11-20' });
    expect(computePayslip(input).paidDays).toBe(20);
    expect(amounts(input)).toEqual({ BASIC: 13_889, HRA: 5_556, SPECIAL: 8_333 });
  });

  it('joining and leaving in the same month, plus LOP input in halves', () => {
    // paid 5–24 Nov = 20 days, less 1.5 LOP = 18.5; LOP 30 − 18.5 = 11.5; BASIC 25,000 × 18.5/30 = 15,416.67 → 15,417
    const input = base({ joiningDate: '2026-11-05', leavingDate: '2026-11-24', lopDays: 1.5 });
    const slip = computePayslip(input);
    expect([slip.paidDays, slip.lopDays]).toEqual([18.5, 11.5]);
    expect(amounts(input).BASIC).toBe(15_417);
  });

  it('half a day without pay: 28.5 of 30 days', () => {
    // BASIC 25,000 × 28.5/30 = 23,750; HRA 9,500; SPECIAL 14,250
    expect(amounts(base({ lopDays: 1.5 }))).toEqual({ BASIC: 23_750, HRA: 9_500, SPECIAL: 14_250 });
  });

  it('never more days without pay than the month has', () => {
    const slip = computePayslip(
      base({ lopDays: 31, joiningDate: '2026-11-10', pf: { member: true, capped: true }, annualCtc: R(240_000) }),
    );
    expect([slip.paidDays, slip.lopDays, slip.gross]).toEqual([0, 30, 0n]);
    // covered by ESI and a PF member, but nothing paid: no statutory lines of 0
    expect(slip.esiCovered).toBe(true);
    expect(slip.lines.map((line) => line.code)).toEqual(['BASIC', 'HRA', 'SPECIAL']);
  });

  it('uses the month days: February 2027 has 28', () => {
    // 2 LOP days: BASIC 25,000 × 26/28 = 23,214.29 → 23,214
    const slip = computePayslip(base({ month: '2027-02', lopDays: 2 }));
    expect(slip.daysInMonth).toBe(28);
    expect(amounts(base({ month: '2027-02', lopDays: 2 })).BASIC).toBe(23_214);
  });

  it('does not prorate DEDUCTION components; prorates REIMBURSEMENT ones', () => {
    const components: SalaryComponent[] = [
      ...STANDARD,
      { ...earning('CANTEEN', '600'), kind: 'DEDUCTION', taxable: false },
      { ...earning('PHONE', '1500'), kind: 'REIMBURSEMENT', taxable: false },
    ];
    // 15 paid days: PHONE 1,500 × 15/30 = 750; CANTEEN stays 600
    const slip = computePayslip(base({ components, joiningDate: '2026-11-16' }));
    expect(amounts(base({ components, joiningDate: '2026-11-16' }))).toMatchObject({ CANTEEN: 600, PHONE: 750 });
    // gross 25,000; deductions 600; net 25,000 − 600 + 750 = 25,150; employer cost 25,000 + 750
    expect([slip.gross, slip.deductions, slip.net, slip.employerCost]).toEqual([R(25_000), R(600), R(25_150), R(25_750)]);
  });

  it('formulas see the month: PAID_DAYS, LOP_DAYS, DAYS_IN_MONTH, CTC', () => {
    const components = [
      earning('BASIC', 'CTC / 12 / 2'),
      earning('ATTENDANCE', 'if(LOP_DAYS == 0, 1000, 0)'),
      earning('NIGHT', 'round(PAID_DAYS * 100 * DAYS_IN_MONTH / 30)'),
    ];
    // full month: ATTENDANCE 1,000; NIGHT 30 × 100 = 3,000. With 2 LOP: ATTENDANCE 0; NIGHT full-month 2,800, prorated × 28/30 = 2,613.33 → 2,613
    expect(amounts(base({ components }))).toEqual({ BASIC: 25_000, ATTENDANCE: 1_000, NIGHT: 3_000 });
    expect(amounts(base({ components, lopDays: 2 }))).toEqual({ BASIC: 23_333, ATTENDANCE: 0, NIGHT: 2_613 });
  });

  it('one-off additions and deductions are lines of their own', () => {
    const input = base({
      additions: [{ code: 'BONUS', name: 'Diwali bonus', amount: R(10_000), taxable: true }],
      deductions: [{ code: 'ADVANCE', name: 'Advance recovery', amount: R(2_000) }],
      pf: { member: true, capped: false },
    });
    const slip = computePayslip(input);
    expect(slip.lines.find((line) => line.code === 'BONUS')).toEqual({
      code: 'BONUS',
      name: 'Diwali bonus',
      kind: 'EARNING',
      amount: R(10_000),
    });
    expect(slip.lines.find((line) => line.code === 'ADVANCE')?.kind).toBe('DEDUCTION');
    expect(slip.gross).toBe(R(60_000));
    expect(slip.taxableGross).toBe(R(60_000));
    expect(slip.pfWage).toBe(R(25_000)); // the bonus is not PF wage: PF_EE 12% of 25,000 = 3,000
    // deductions: PF 3,000 + 2,000; net 60,000 − 5,000
    expect([slip.deductions, slip.net]).toEqual([R(5_000), R(55_000)]);
  });

  it('a changed formula is computed anew, also when the codes stay the same', () => {
    const before = [earning('BASIC', 'MONTHLY_CTC * 0.5')];
    const after = [earning('BASIC', 'MONTHLY_CTC * 0.6')];
    expect(amounts(base({ components: before })).BASIC).toBe(25_000);
    expect(amounts(base({ components: after })).BASIC).toBe(30_000);
    expect(amounts(base({ components: [...before] })).BASIC).toBe(25_000);
  });

  it('fails for one person when a formula divides by zero or goes negative', () => {
    const dividing = [earning('BASIC', 'MONTHLY_CTC / LOP_DAYS')];
    expect(() => computePayslip(base({ components: dividing }))).toThrow(
      new PayrollComputeError('Component BASIC: the formula divides by zero for this salary.'),
    );
    const negative = [earning('BASIC', 'MONTHLY_CTC - 60000')];
    expect(() => computePayslip(base({ components: negative }))).toThrow(
      new PayrollComputeError('Component BASIC: the formula gives a negative amount for this salary.'),
    );
    expect(() => computePayslip(base({ components: [earning('BASIC', 'FOO')] }))).toThrow(PayrollComputeError);
    expect(() => computePayslip(base({ month: '2024-05' }))).toThrow(
      new PayrollComputeError('There are no statutory rules for the financial year 2024-25.'),
    );
  });
});

describe('PF', () => {
  it('capped: 12% of min(PF wage, 15,000); EPS 8.33% of it; EPF the difference', () => {
    // PF wage 25,000 → 15,000: PF_EE 1,800; EPS 1,249.50 → 1,250; EPF 1,800 − 1,250 = 550
    const slip = computePayslip(base({ pf: { member: true, capped: true } }));
    expect(amounts(base({ pf: { member: true, capped: true } }))).toMatchObject({
      PF_EE: 1_800,
      PF_ER_EPS: 1_250,
      PF_ER_EPF: 550,
    });
    expect(slip.lines.find((line) => line.code === 'PF_ER_EPS')?.kind).toBe('EMPLOYER');
    expect([slip.pfWage, slip.epsWage]).toEqual([R(15_000), R(15_000)]);
    // employer cost 50,000 + 1,250 + 550; net 50,000 − 1,800
    expect([slip.net, slip.employerCost]).toEqual([R(48_200), R(51_800)]);
  });
  it('uncapped: 12% of the whole PF wage; EPS still on 15,000', () => {
    // PF_EE 12% × 25,000 = 3,000; EPS 1,250; EPF 1,750
    expect(amounts(base({ pf: { member: true, capped: false } }))).toMatchObject({
      PF_EE: 3_000,
      PF_ER_EPS: 1_250,
      PF_ER_EPF: 1_750,
    });
    const slip = computePayslip(base({ pf: { member: true, capped: false } }));
    expect([slip.pfWage, slip.epsWage]).toEqual([R(25_000), R(15_000)]);
  });
  it('below the ceiling, on the prorated wage', () => {
    // CTC 2,40,000: BASIC 10,000; 3 LOP days of 30 → 9,000: PF_EE 1,080; EPS 8.33% × 9,000 = 749.70 → 750; EPF 330
    expect(amounts(base({ annualCtc: R(240_000), lopDays: 3, pf: { member: true, capped: true } }))).toMatchObject({
      PF_EE: 1_080,
      PF_ER_EPS: 750,
      PF_ER_EPF: 330,
    });
  });
  it('no UAN, no PF', () => {
    const slip = computePayslip(base({ pf: { member: false, capped: true } }));
    expect(slip.lines.map((line) => line.code)).not.toContain('PF_EE');
    expect([slip.pfWage, slip.epsWage]).toEqual([0n, 0n]);
  });
});

describe('PF wage ceiling on both sides', () => {
  const single = [earning('BASIC', 'MONTHLY_CTC', { pfWage: true })];
  it.each([
    // wage, capped, PF_EE, PF_ER_EPS, PF_ER_EPF
    [14_999, true, 1_800, 1_249, 551], // 12% = 1,799.88 → 1,800; 8.33% = 1,249.42 → 1,249
    [15_000, true, 1_800, 1_250, 550], // 1,800; 1,249.50 → 1,250
    [15_001, true, 1_800, 1_250, 550], // capped at 15,000
    [15_001, false, 1_800, 1_250, 550], // 12% × 15,001 = 1,800.12 → 1,800
    [15_005, false, 1_801, 1_250, 551], // 1,800.60 → 1,801; EPS still on 15,000
  ] as const)('%i a month, capped %s → %i / %i / %i', (wage, capped, employee, pension, provident) => {
    const input = base({ annualCtc: R(wage * 12), components: single, pf: { member: true, capped } });
    expect(amounts(input)).toMatchObject({ PF_EE: employee, PF_ER_EPS: pension, PF_ER_EPF: provident });
  });
});

describe('ESI', () => {
  it('covered at exactly 21,000 of full-month ESI wage, each share rounded up', () => {
    // CTC 2,52,000 → 21,000 ESI wage: ESI_EE 0.75% = 157.50 → 158; ESI_ER 3.25% = 682.50 → 683
    const slip = computePayslip(base({ annualCtc: R(252_000) }));
    expect(amounts(base({ annualCtc: R(252_000) }))).toMatchObject({ ESI_EE: 158, ESI_ER: 683 });
    expect([slip.esiCovered, slip.esiWage]).toEqual([true, R(21_000)]);
    expect(slip.lines.find((line) => line.code === 'ESI_ER')?.kind).toBe('EMPLOYER');
  });
  it('not covered above 21,000', () => {
    // CTC 2,52,012 → 21,001 a month
    const slip = computePayslip(base({ annualCtc: R(252_012) }));
    expect(slip.esiCovered).toBe(false);
    expect(slip.lines.map((line) => line.code)).not.toContain('ESI_EE');
  });
  it('stays covered to the end of the contribution period', () => {
    // 21,001: ESI_EE 157.5075 → 158; ESI_ER 682.5325 → 683
    const input = base({ annualCtc: R(252_012), esiCoveredEarlierInPeriod: true });
    expect(computePayslip(input).esiCovered).toBe(true);
    expect(amounts(input)).toMatchObject({ ESI_EE: 158, ESI_ER: 683 });
  });
  it('eligibility on the full month, contributions on the prorated wage, rounded up', () => {
    // CTC 2,40,000: 10,000 / 4,000 / 6,000; 1 LOP of 30: 9,666.67 → 9,667; 3,866.67 → 3,867; 5,800 → ESI wage 19,334
    // ESI_EE 0.75% × 19,334 = 145.005 → 146; ESI_ER 3.25% × 19,334 = 628.355 → 629
    const input = base({ annualCtc: R(240_000), lopDays: 1 });
    expect(computePayslip(input).esiWage).toBe(R(19_334));
    expect(amounts(input)).toMatchObject({ ESI_EE: 146, ESI_ER: 629 });
    // 21,600 full month is above the ceiling even when 2 LOP days bring the month's wage to 20,160
    expect(computePayslip(base({ annualCtc: R(259_200), lopDays: 2 })).esiCovered).toBe(false);
  });
});

describe('professional tax', () => {
  it('the slab of the month gross, February amount in February', () => {
    const KA = DEFAULT_PT_SLABS.KA ?? [];
    expect(amounts(base({ ptSlabs: KA })).PT).toBe(200);
    expect(amounts(base({ ptSlabs: KA, month: '2027-02' })).PT).toBe(300);
    // one component of 24,999 a month: below 25,000 → no PT line; exactly 25,000 → 200
    const single = [earning('BASIC', 'MONTHLY_CTC')];
    expect(amounts(base({ ptSlabs: KA, components: single, annualCtc: R(299_988) })).PT).toBeUndefined();
    expect(amounts(base({ ptSlabs: KA, components: single, annualCtc: R(300_000) })).PT).toBe(200);
    // the gross is the sum of rounded lines: 2,99,988 in the standard structure gives 12,499.50 → 12,500, 4,999.80 → 5,000,
    // 7,499.70 → 7,500 = 25,000, so PT applies
    expect(amounts(base({ ptSlabs: KA, annualCtc: R(299_988) })).PT).toBe(200);
    const MH = DEFAULT_PT_SLABS.MH ?? [];
    // 8,000 a month: 7,501–10,000 → 175, also in February (no February amount)
    expect(amounts(base({ ptSlabs: MH, annualCtc: R(96_000), month: '2027-02' })).PT).toBe(175);
    expect(amounts(base({ ptSlabs: MH, month: '2027-02' })).PT).toBe(300);
  });
  it('on the gross with additions, after proration', () => {
    const WB = DEFAULT_PT_SLABS.WB ?? [];
    // 50,000 → 200; 15 days → 25,000 → 130; 25,000 + bonus 1 → 25,001 → 150
    expect(amounts(base({ ptSlabs: WB })).PT).toBe(200);
    expect(amounts(base({ ptSlabs: WB, joiningDate: '2026-11-16' })).PT).toBe(130);
    const bonus = [{ code: 'BONUS', name: 'Bonus', amount: R(1), taxable: true }];
    expect(amounts(base({ ptSlabs: WB, joiningDate: '2026-11-16', additions: bonus })).PT).toBe(150);
  });
  it('Tamil Nadu: a year at one salary pays the two half-yearly amounts', () => {
    const TN = DEFAULT_PT_SLABS.TN ?? [];
    const months = [
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
    ];
    const year = (annualCtc: bigint) =>
      months.reduce((total, month) => total + (amounts(base({ ptSlabs: TN, annualCtc, month })).PT ?? 0), 0);
    expect(year(R(600_000))).toBe(2_500); // 50,000 a month: 2 × 1,250
    expect(year(R(72_000))).toBe(850); // 6,000 a month, 36,000 a half-year: 2 × 425
    expect(year(R(132_000))).toBe(2_050); // 11,000 a month, 66,000 a half-year: 2 × 1,025
  });
});

describe('TDS', () => {
  const single = [earning('BASIC', 'MONTHLY_CTC', { pfWage: true })];
  it('new regime, 12 L: no tax', () => {
    // 12,00,000 − 75,000 = 11,25,000 ≤ 12 L → rebate → 0, no TDS line
    const slip = computePayslip(base({ annualCtc: R(1_200_000), components: single, month: '2026-04' }));
    expect([slip.projectedTaxable, slip.annualTax]).toEqual([R(1_125_000), 0n]);
    expect(slip.lines.map((line) => line.code)).not.toContain('TDS');
  });
  it('new regime, 13.2 L: marginal relief, spread over 12 months', () => {
    // April: 1,10,000 + 1,10,000 × 11 = 13,20,000 − 75,000 = 12,45,000;
    // slabs 60,000 + 45,000 × 15% = 66,750 → at most 45,000 → × 1.04 = 46,800 ÷ 12 = 3,900
    const input = base({ annualCtc: R(1_320_000), components: single, month: '2026-04' });
    const slip = computePayslip(input);
    expect([slip.projectedTaxable, slip.annualTax]).toEqual([R(1_245_000), R(46_800)]);
    expect(amounts(input).TDS).toBe(3_900);
  });
  it('new regime, later in the year: less what was deducted, over the months left', () => {
    // January: YTD 9 × 1,10,000 = 9,90,000 paid, 35,100 deducted; 9,90,000 + 1,10,000 + 2 × 1,10,000 = 13,20,000 → 46,800;
    // (46,800 − 35,100) ÷ 3 = 3,900
    const yearToDate = { taxableGross: R(990_000), tds: R(35_100), basic: R(990_000), hra: 0n };
    const input = base({ annualCtc: R(1_320_000), components: single, month: '2027-01', yearToDate });
    expect(amounts(input).TDS).toBe(3_900);
    // deducted too much already → 0, never negative
    const over = base({ ...input, yearToDate: { ...yearToDate, tds: R(60_000) } });
    expect(amounts(over).TDS).toBeUndefined();
  });
  it('new regime, 60 L: surcharge', () => {
    // 60,75,000: 5,06,250 a month × 12 − 75,000 = 60,00,000 → 15,78,720 (see tax.test) ÷ 12 = 1,31,560
    const input = base({ annualCtc: R(6_075_000), components: single, month: '2026-04' });
    expect(computePayslip(input).annualTax).toBe(R(1_578_720));
    expect(amounts(input).TDS).toBe(131_560);
  });
  it('a joiner in October: this month prorated, full months after', () => {
    // CTC 36 L = 3,00,000 a month; joins 16 Oct: 16 of 31 days → 1,54,838.71 → 1,54,839; + 5 × 3,00,000 = 16,54,839
    // − 75,000 = 15,79,839; slabs 60,000 + 3,79,839 × 15% = 56,975.85 → 1,16,975.85 × 1.04 = 1,21,654.884 ÷ 6 = 20,275.81 → 20,276
    const input = base({ annualCtc: R(3_600_000), components: single, month: '2026-10', joiningDate: '2026-10-16' });
    const slip = computePayslip(input);
    expect(slip.projectedTaxable).toBe(R(1_579_839));
    expect(slip.annualTax).toBe(R(121_654.88));
    expect(amounts(input).TDS).toBe(20_276);
  });
  it('a joiner with income and tax from an earlier employer this year', () => {
    // joins 1 October, 36 L a month-rate: 3,00,000 × 6 = 18,00,000 here + 6,00,000 earlier = 24,00,000 − 75,000 = 23,25,000
    // slabs 20,000 + 40,000 + 60,000 + 80,000 + 3,25,000 × 25% = 81,250 → 2,81,250 × 1.04 = 2,92,500;
    // less 40,000 deducted earlier = 2,52,500 ÷ 6 = 42,083.33 → 42,083
    const single = [earning('BASIC', 'MONTHLY_CTC')];
    const input = base({
      annualCtc: R(3_600_000),
      components: single,
      month: '2026-10',
      joiningDate: '2026-10-01',
      previousEmployer: { taxableGross: R(600_000), tds: R(40_000) },
    });
    expect(computePayslip(input).annualTax).toBe(R(292_500));
    expect(amounts(input).TDS).toBe(42_083);
  });
  it("a regime switch mid-year: the new regime's deductions so far count, the old regime's tax is spread over what is left", () => {
    // 18 L, one component of 1,50,000 a month. April–September under NEW: 18 L − 75,000 = 17,25,000 →
    // 20,000 + 40,000 + 60,000 + 1,25,000 × 20% = 1,45,000 × 1.04 = 1,50,800 ÷ 12 = 12,566.67 → 12,567 a month, 75,402 by September.
    // October under OLD with 80C 1,50,000: 18 L − 50,000 − 1,50,000 = 16 L → 1,12,500 + 6 L × 30% = 2,92,500 × 1.04 = 3,04,200;
    // (3,04,200 − 75,402) ÷ 6 = 38,133
    const single = [earning('BASIC', 'MONTHLY_CTC')];
    expect(amounts(base({ annualCtc: R(1_800_000), components: single, month: '2026-04' })).TDS).toBe(12_567);
    const october = base({
      annualCtc: R(1_800_000),
      components: single,
      month: '2026-10',
      taxRegime: 'OLD',
      declarations: [{ section: '80C', amount: 150_000 }],
      yearToDate: { taxableGross: R(900_000), tds: R(75_402), basic: R(900_000), hra: 0n },
    });
    expect(computePayslip(october).annualTax).toBe(R(304_200));
    expect(amounts(october).TDS).toBe(38_133);
  });
  it('a bonus is taxed in its month only', () => {
    // April, 13.2 L + 1,00,000 bonus: 13,20,000 + 1,00,000 − 75,000 = 13,45,000 → 60,000 + 1,45,000 × 15% = 81,750
    // (< 1,45,000 over 12 L: no relief) × 1.04 = 85,020 ÷ 12 = 7,085
    const additions = [{ code: 'BONUS', name: 'Bonus', amount: R(100_000), taxable: true }];
    expect(amounts(base({ annualCtc: R(1_320_000), components: single, month: '2026-04', additions })).TDS).toBe(7_085);
    // a non-taxable addition changes nothing
    const untaxed = [{ ...additions[0]!, taxable: false }];
    expect(amounts(base({ annualCtc: R(1_320_000), components: single, month: '2026-04', additions: untaxed })).TDS).toBe(3_900);
  });
  it('old regime with 80C, 80D and HRA (least of three)', () => {
    // CTC 12 L: BASIC 50,000, HRA 20,000, SPECIAL 30,000 a month; April.
    const components = [
      earning('BASIC', 'MONTHLY_CTC * 0.5'),
      earning('HRA', 'BASIC * 0.4'),
      earning('SPECIAL', 'MONTHLY_CTC - BASIC - HRA'),
    ];
    const declarations = [
      { section: '80C' as const, amount: 200_000 }, // limit 1,50,000
      { section: '80D' as const, amount: 30_000 }, // limit 25,000
      { section: 'HRA' as const, amount: 999_999, rentPaidMonthly: 20_000, metro: true }, // amount not used
    ];
    // HRA: received 2,40,000; rent 20,000 × 12 = 2,40,000 − 10% × 6,00,000 = 1,80,000; 50% × 6,00,000 = 3,00,000 → 1,80,000
    // 12,00,000 − 50,000 − 1,50,000 − 25,000 − 1,80,000 = 7,95,000; 12,500 + 2,95,000 × 20% = 71,500 × 1.04 = 74,360 ÷ 12 = 6,196.67 → 6,197
    const input = base({ annualCtc: R(1_200_000), components, month: '2026-04', taxRegime: 'OLD', declarations });
    const slip = computePayslip(input);
    expect([slip.projectedTaxable, slip.annualTax]).toEqual([R(795_000), R(74_360)]);
    expect(amounts(input).TDS).toBe(6_197);
    // not in a metro, rent 40,000: 4,80,000 − 60,000 = 4,20,000; 40% × 6 L = 2,40,000; received 2,40,000 → 2,40,000
    // 12,00,000 − 50,000 − 1,75,000 − 2,40,000 = 7,35,000 → 12,500 + 47,000 = 59,500 × 1.04 = 61,880
    const nonMetro = declarations.map((item) =>
      item.section === 'HRA' ? { ...item, rentPaidMonthly: 40_000, metro: false } : item,
    );
    expect(computePayslip({ ...input, declarations: nonMetro }).annualTax).toBe(R(61_880));
    // the same declarations do nothing in the new regime: 12 L − 75,000 → no tax
    expect(computePayslip({ ...input, taxRegime: 'NEW' }).annualTax).toBe(0n);
  });
  it('old regime: 80CCD(1B) and 24(b) within limits; HRA in a later month projects rent over the months left', () => {
    const components = [
      earning('BASIC', 'MONTHLY_CTC * 0.5'),
      earning('HRA', 'BASIC * 0.5'),
      earning('SPECIAL', 'MONTHLY_CTC - BASIC - HRA'),
    ];
    // CTC 18 L: BASIC 75,000, HRA 37,500, SPECIAL 37,500. October: YTD 6 months paid.
    const yearToDate = { taxableGross: R(900_000), tds: 0n, basic: R(450_000), hra: R(225_000) };
    const declarations = [
      { section: '80CCD1B' as const, amount: 80_000 }, // limit 50,000
      { section: '24B' as const, amount: 150_000 }, // within 2,00,000
      { section: 'HRA' as const, amount: 0, rentPaidMonthly: 30_000, metro: false },
    ];
    // BASIC projected 4,50,000 + 75,000 + 5 × 75,000 = 9,00,000; HRA received 4,50,000;
    // rent 30,000 × 6 (Oct–Mar) = 1,80,000 − 90,000 = 90,000; 40% × 9 L = 3,60,000 → 90,000
    // 18,00,000 − 50,000 − 50,000 − 1,50,000 − 90,000 = 14,60,000; 1,12,500 + 4,60,000 × 30% = 2,50,500 × 1.04 = 2,60,520
    // TDS (2,60,520 − 0) ÷ 6 = 43,420
    const input = base({ annualCtc: R(1_800_000), components, month: '2026-10', taxRegime: 'OLD', declarations, yearToDate });
    const slip = computePayslip(input);
    expect([slip.projectedTaxable, slip.annualTax]).toEqual([R(1_460_000), R(260_520)]);
    expect(amounts(input).TDS).toBe(43_420);
  });
});

describe('leaving and expenses (B7)', () => {
  it('LEAVE_ENCASHMENT on the full-month BASIC, taxable; EXPENSE not prorated, not taxed', () => {
    // leaves 10 Nov: BASIC 25,000 × 10/30 = 8,333.33 → 8,333; encashment 12.5 days × 25,000 ÷ 30 = 10,416.67 → 10,417
    const input = base({ leavingDate: '2026-11-10', leaveEncashmentDays: 12.5, expenses: R(1_234.5) });
    const slip = computePayslip(input);
    expect(amounts(input)).toMatchObject({ BASIC: 8_333, LEAVE_ENCASHMENT: 10_417, EXPENSE: 1_235 });
    expect(slip.lines.find((line) => line.code === 'LEAVE_ENCASHMENT')?.kind).toBe('EARNING');
    expect(slip.lines.find((line) => line.code === 'EXPENSE')?.kind).toBe('REIMBURSEMENT');
    // gross 8,333 + 3,333 + 5,000 + 10,417 = 27,083; taxable the same (the expense is not); net + 1,235
    expect(slip.gross).toBe(R(27_083));
    expect(slip.taxableGross).toBe(R(27_083));
    expect(slip.net).toBe(R(27_083 + 1_235));
  });
});

describe('invariants', () => {
  it('net = gross − deductions + reimbursements, and no line is negative, over many salaries and days', () => {
    for (let ctc = 100_000; ctc <= 7_000_000; ctc += 123_457) {
      for (const lopDays of [0, 0.5, 7, 29.5]) {
        const slip = computePayslip(
          base({
            annualCtc: R(ctc),
            lopDays,
            pf: { member: true, capped: ctc % 2 === 0 },
            ptSlabs: DEFAULT_PT_SLABS.MH ?? [],
            expenses: R(ctc % 997),
          }),
        );
        const sum = (kind: string) =>
          slip.lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0n);
        expect(slip.net).toBe(sum('EARNING') - sum('DEDUCTION') + sum('REIMBURSEMENT'));
        expect(slip.employerCost).toBe(sum('EARNING') + sum('EMPLOYER') + sum('REIMBURSEMENT'));
        for (const line of slip.lines) {
          expect(line.amount >= 0n).toBe(true);
          expect(line.amount % 100n).toBe(0n); // whole rupees
        }
      }
    }
  });
});

describe('professional tax and the TDS projection', () => {
  // PT of 200 a month from a gross of 25,000, 300 in February (Karnataka's shape): 11 × 200 + 300 = 2,500 a year.
  const slabs = [
    { from: 0, to: 24999, amount: 0, februaryAmount: null },
    { from: 25000, to: null, amount: 200, februaryAmount: 300 },
  ];
  const single = [earning('BASIC', 'MONTHLY_CTC')];
  it('the projection follows §B5 in both regimes: only the standard deduction and declarations (PT is deducted in Form 16)', () => {
    // BEYOND §B5 lists what the projection deducts and PT (section 16(iii)) is not among them; Form 16
    // (form16.ts) deducts it under the old regime, where the year's tax is settled.
    // 12,00,000 − 50,000 = 11,50,000 → 12,500 + 1,00,000 + 1,50,000 × 30% = 1,57,500 × 1.04 = 1,63,800 ÷ 12 = 13,650
    const old = base({ annualCtc: R(1_200_000), components: single, month: '2026-04', taxRegime: 'OLD', ptSlabs: slabs });
    expect(computePayslip(old).projectedTaxable).toBe(R(1_150_000));
    expect(amounts(old)).toMatchObject({ PT: 200, TDS: 13_650 });
    // February's amount on February's payslip
    const february = base({ annualCtc: R(1_200_000), components: single, month: '2027-02', taxRegime: 'OLD', ptSlabs: slabs });
    expect(amounts(february).PT).toBe(300);
    // new regime: 12,00,000 − 75,000 = 11,25,000, within the 87A rebate, no TDS
    const fresh = base({ annualCtc: R(1_200_000), components: single, month: '2026-04', taxRegime: 'NEW', ptSlabs: slabs });
    expect(computePayslip(fresh).projectedTaxable).toBe(R(1_125_000));
    expect(amounts(fresh).TDS).toBeUndefined();
  });
});
