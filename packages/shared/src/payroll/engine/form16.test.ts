import { describe, expect, it } from 'vitest';
import {
  computeForm16PartB,
  employmentPeriodOf,
  type Form16Input,
  type Form16PartB,
  type Form16Payslip,
  form16Quarters,
} from './form16';
import { PayrollComputeError, type TaxRegime } from './types';

/**
 * Form 16 Part B, hand-worked with FY 2026-27's pack (rule-packs/fy2026-27.ts, the numbers BEYOND §B5 fixes):
 * new regime slabs 0–4 L 0 · 4–8 L 5% · 8–12 L 10% · 12–16 L 15% · 16–20 L 20% · 20–24 L 25% · above 30%,
 * standard deduction 75,000 (section 16(ia)), rebate 87A up to 12,00,000 with marginal relief; old regime
 * 0–2.5 L 0 · 2.5–5 L 5% · 5–10 L 20% · above 30%, standard deduction 50,000, rebate up to 5,00,000 (no
 * marginal relief); surcharge 10% above 50 L with marginal relief; cess 4%; limits 80C 1,50,000 · 80D 25,000 ·
 * 80CCD(1B) 50,000 · 24(b) 2,00,000; HRA (section 10(13A), rule 2A) least of HRA, rent − 10% BASIC, 50%/40% BASIC.
 * Amounts below are rupees; the engine works in paise (× 100).
 */
const R = (rupees: number) => BigInt(rupees) * 100n;
const slip = (gross: number, extra: Partial<Record<keyof Form16Payslip, number>> = {}): Form16Payslip => ({
  gross: R(gross),
  taxableGross: R(extra.taxableGross ?? gross),
  basic: R(extra.basic ?? 0),
  hra: R(extra.hra ?? 0),
  tds: R(extra.tds ?? 0),
  pt: R(extra.pt ?? 0),
});
const months = (count: number, make: () => Form16Payslip) => Array.from({ length: count }, make);
const rupeesOf = (amount: bigint) => Number(amount / 100n);
const inRupees = ({ chapterVIA, ...rest }: Form16PartB) => ({
  ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'bigint' ? rupeesOf(value) : value])),
  chapterVIA: Object.fromEntries(Object.entries(chapterVIA).map(([key, value]) => [key, rupeesOf(value)])),
});
/** Part B of FY 2026-27 in rupees, of the payslips under the regime; declarations and an earlier employer where given. */
const partB = (
  regime: TaxRegime,
  payslips: Form16Payslip[],
  given: Partial<Pick<Form16Input, 'declarations' | 'previousEmployer'>> = {},
) => inRupees(computeForm16PartB({ fy: '2026-27', regime, payslips, declarations: [], ...given }));

describe('Form 16 Part B (FY 2026-27)', () => {
  it('new regime, 12 × 1,00,000: within the 87A rebate, so no tax and the TDS is refundable', () => {
    const part = partB(
      'NEW',
      months(12, () => slip(100000, { tds: 5000 })),
      {
        // the new regime allows none of these (section 115BAC(2))
        declarations: [
          { section: '80C', amount: 150000 },
          { section: 'HRA', amount: 0, rentPaidMonthly: 30000, metro: true },
        ],
      },
    );
    expect(part).toMatchObject({
      months: 12,
      grossSalary: 1200000, // 12 × 1,00,000
      exemptAllowances: 0,
      hraExemption: 0, // new regime: no 10(13A)
      standardDeduction: 75000,
      incomeFromSalary: 1125000, // 12,00,000 − 75,000
      chapterVIATotal: 0,
      totalIncome: 1125000,
      taxOnIncome: 52500, // 4 L × 5% = 20,000 + 3,25,000 × 10% = 32,500
      rebate87A: 52500, // total income ≤ 12,00,000: the whole tax
      surcharge: 0,
      cess: 0,
      taxPayable: 0,
      netTaxPayable: 0,
      tdsDeducted: 60000, // 12 × 5,000
      balance: -60000, // refundable
    });
  });

  it('new regime just above 12 L: the rebate’s marginal relief leaves the income over 12 L as the tax', () => {
    // 11 × 1,07,000 + 1,08,000 = 12,85,000; − 75,000 = 12,10,000
    const payslips = [...months(11, () => slip(107000, { tds: 800 })), slip(108000, { tds: 800 })];
    const part = partB('NEW', payslips);
    expect(part).toMatchObject({
      grossSalary: 1285000,
      totalIncome: 1210000,
      taxOnIncome: 61500, // 20,000 + 40,000 + 10,000 × 15% = 1,500
      rebate87A: 51500, // tax at most 12,10,000 − 12,00,000 = 10,000, so 61,500 − 10,000
      surcharge: 0,
      cess: 400, // 4% × 10,000
      taxPayable: 10400, // 61,500 − 51,500 + 400
      tdsDeducted: 9600, // 12 × 800
      balance: 800, // payable by the employee
    });
  });

  it('new regime at exactly 12 L of taxable income: the rebate takes all of it', () => {
    const part = partB('NEW', [slip(1275000)]);
    // 12,75,000 − 75,000 = 12,00,000; slab tax 60,000; rebate 60,000
    expect(part).toMatchObject({ totalIncome: 1200000, taxOnIncome: 60000, rebate87A: 60000, taxPayable: 0 });
  });

  it('old regime: non-taxable allowance, HRA in a metro, 24(b) and Chapter VI-A over their limits', () => {
    // each month: earnings 1,02,000 of which 2,000 not taxable; BASIC 50,000; HRA 20,000; TDS 1,600
    const payslips = months(12, () => slip(102000, { taxableGross: 100000, basic: 50000, hra: 20000, tds: 1600 }));
    const part = partB('OLD', payslips, {
      declarations: [
        { section: 'HRA', amount: 0, rentPaidMonthly: 22000, metro: true },
        { section: '24B', amount: 250000 },
        { section: '80C', amount: 100000 },
        { section: '80C', amount: 80000 },
        { section: '80D', amount: 30000 },
        { section: '80CCD1B', amount: 40000 },
      ],
    });
    expect(part).toMatchObject({
      grossSalary: 1224000, // 12 × 1,02,000
      exemptAllowances: 24000, // 12 × 2,000
      // least of HRA 2,40,000 · rent 12 × 22,000 = 2,64,000 − 10% × 6,00,000 = 2,04,000 · 50% × 6,00,000 = 3,00,000
      hraExemption: 204000,
      totalExemptions: 228000, // 24,000 + 2,04,000
      salaryAfterExemptions: 996000, // 12,24,000 − 2,28,000
      standardDeduction: 50000,
      incomeFromSalary: 946000,
      homeLoanInterest: 200000, // 2,50,000 limited to 2,00,000
      grossTotalIncome: 746000, // 9,46,000 − 2,00,000
      chapterVIA: { '80C': 150000, '80D': 25000, '80CCD1B': 40000 }, // 1,80,000 → 1,50,000; 30,000 → 25,000; 40,000
      chapterVIATotal: 215000,
      totalIncome: 531000, // 7,46,000 − 2,15,000
      taxOnIncome: 18700, // 2,50,000 × 5% = 12,500 + 31,000 × 20% = 6,200
      rebate87A: 0, // above 5,00,000 the old regime has no rebate
      cess: 748, // 4% × 18,700
      taxPayable: 19450, // 18,700 + 748 = 19,448 → the nearest ten rupees (section 288B)
      tdsDeducted: 19200, // 12 × 1,600
      balance: 250,
    });
  });

  it('old regime HRA outside a metro takes 40% of BASIC when that is the least', () => {
    // 12 × BASIC 30,000 = 3,60,000 → 40% = 1,44,000; HRA 12 × 15,000 = 1,80,000; rent 12 × 20,000 − 36,000 = 2,04,000
    const payslips = months(12, () => slip(60000, { basic: 30000, hra: 15000 }));
    const part = partB('OLD', payslips, { declarations: [{ section: 'HRA', amount: 0, rentPaidMonthly: 20000, metro: false }] });
    // 7,20,000 − 1,44,000 − 50,000 = 5,26,000; tax 12,500 + 26,000 × 20% = 5,200 → 17,700; cess 708; 18,408 → 18,410 (288B)
    expect(part).toMatchObject({ hraExemption: 144000, totalIncome: 526000, taxOnIncome: 17700, cess: 708, taxPayable: 18410 });
  });

  it('old regime, a joiner paid one month: 5,00,000 of income is rebated in full under 87A', () => {
    const part = partB('OLD', [slip(550000)]);
    // 5,50,000 − 50,000 = 5,00,000; tax 12,500; rebate 12,500 (income not above 5,00,000)
    expect(part).toMatchObject({ months: 1, totalIncome: 500000, taxOnIncome: 12500, rebate87A: 12500, taxPayable: 0 });
  });

  it('new regime above 50 L: the surcharge is cut to the income over 50 L (marginal relief)', () => {
    const part = partB('NEW', [slip(5085000)]);
    // total income 50,85,000 − 75,000 = 50,10,000
    // slab tax: 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 + 26,10,000 × 30% = 7,83,000 → 10,83,000
    // 10% surcharge would be 1,08,300; at 50 L the tax is 10,80,000, so tax + surcharge ≤ 10,80,000 + 10,000 = 10,90,000
    expect(part).toMatchObject({
      totalIncome: 5010000,
      taxOnIncome: 1083000,
      rebate87A: 0,
      surcharge: 7000, // 10,90,000 − 10,83,000
      cess: 43600, // 4% × 10,90,000
      taxPayable: 1133600,
    });
  });

  it('Chapter VI-A never exceeds the gross total income', () => {
    const part = partB('OLD', [slip(150000)], { declarations: [{ section: '80C', amount: 150000 }] });
    // 1,50,000 − 50,000 = 1,00,000 of gross total income; 80C 1,50,000 allowed only up to it
    expect(part).toMatchObject({
      grossTotalIncome: 100000,
      chapterVIA: { '80C': 150000 },
      chapterVIATotal: 100000,
      totalIncome: 0,
    });
  });

  it('old regime: the PT the payslips deducted is a deduction under section 16(iii)', () => {
    // 12 × 50,000; PT 200 a month, 300 in February: 11 × 200 + 300 = 2,500
    const payslips = [...months(10, () => slip(50000, { pt: 200 })), slip(50000, { pt: 300 }), slip(50000, { pt: 200 })];
    const part = partB('OLD', payslips);
    expect(part).toMatchObject({
      grossSalary: 600000,
      standardDeduction: 50000,
      professionalTax: 2500,
      incomeFromSalary: 547500, // 6,00,000 − 50,000 − 2,500
      totalIncome: 547500,
      taxOnIncome: 22000, // 2,50,000 × 5% = 12,500 + 47,500 × 20% = 9,500
      rebate87A: 0,
      cess: 880, // 4% × 22,000
      taxPayable: 22880, // already a multiple of ten (without PT it would be 5,50,000 → 23,400)
    });
  });

  it('new regime: PT is not deducted (section 115BAC(2) allows only 16(ia) of section 16)', () => {
    const payslips = months(12, () => slip(50000, { pt: 200 }));
    const part = partB('NEW', payslips);
    // 6,00,000 − 75,000 = 5,25,000; slab tax 1,25,000 × 5% = 6,250, rebated in full under 87A
    expect(part).toMatchObject({ professionalTax: 0, incomeFromSalary: 525000, totalIncome: 525000, taxPayable: 0 });
  });

  it('settles the year the projection left open: old regime, 12 × 1,00,000 with 2,500 of PT and 12 × 13,650 of TDS', () => {
    // the projection (payslip.test.ts, BEYOND §B5) does not deduct PT: 12,00,000 − 50,000 = 11,50,000 →
    // 1,63,800 = 12 × 13,650 deducted. Form 16 deducts PT under 16(iii): 11,47,500 → 1,63,020, 780 refundable.
    const payslips = [...months(10, () => slip(100000, { pt: 200, tds: 13650 })), slip(100000, { pt: 300, tds: 13650 })];
    payslips.push(slip(100000, { pt: 200, tds: 13650 }));
    const part = partB('OLD', payslips);
    expect(part).toMatchObject({
      totalIncome: 1147500,
      taxOnIncome: 156750, // 12,500 + 1,00,000 + 1,47,500 × 30% = 44,250
      cess: 6270,
      taxPayable: 163020,
      tdsDeducted: 163800,
      balance: -780,
    });
  });

  it('section 288A: total income to the nearest ten rupees, five and over up', () => {
    const income = (last: number) => partB('OLD', [...months(11, () => slip(50000)), slip(last)]);
    // 11 × 50,000 + 50,034 = 6,00,034 − 50,000 = 5,50,034 → 5,50,030
    expect(income(50034)).toMatchObject({ incomeFromSalary: 550034, totalIncome: 550030 });
    // 5,50,035 → 5,50,040 (five rounds up)
    expect(income(50035)).toMatchObject({ incomeFromSalary: 550035, totalIncome: 550040 });
    // 5,50,036 → 5,50,040: tax 12,500 + 50,040 × 20% = 10,008 → 22,508; cess 900.32 → 900; 23,408 → 23,410 (288B)
    expect(income(50036)).toMatchObject({ totalIncome: 550040, taxOnIncome: 22508, cess: 900, taxPayable: 23410 });
  });

  it('section 288B: tax to the nearest ten rupees, down when under five', () => {
    // 6,00,010 − 50,000 = 5,50,010; tax 12,500 + 10,002 = 22,502; cess 900.08 → 900; 23,402 → 23,400
    const payslips = [...months(11, () => slip(50000)), slip(50010)];
    const part = partB('OLD', payslips);
    expect(part).toMatchObject({ totalIncome: 550010, taxOnIncome: 22502, cess: 900, taxPayable: 23400, netTaxPayable: 23400 });
  });

  it('a joiner with salary and tax from an earlier employer (section 192(2)): both count', () => {
    // October–March here: 6 × 2,00,000 = 12,00,000 with 6 × 20,000 of TDS; earlier 6,00,000 and 40,000 of TDS
    const payslips = months(6, () => slip(200000, { tds: 20000 }));
    const part = partB('NEW', payslips, { previousEmployer: { taxableGross: R(600000), tds: R(40000) } });
    expect(part).toMatchObject({
      previousEmployerSalary: 600000,
      grossSalary: 1800000, // 12,00,000 + 6,00,000
      incomeFromSalary: 1725000, // − 75,000
      totalIncome: 1725000,
      taxOnIncome: 145000, // 20,000 + 40,000 + 60,000 + 1,25,000 × 20% = 25,000
      cess: 5800,
      taxPayable: 150800,
      tdsDeducted: 120000,
      previousEmployerTds: 40000,
      balance: -9200, // 1,50,800 − 1,20,000 − 40,000: refundable
    });
  });

  it('old regime: PT here and at an earlier employer add up under section 16(iii)', () => {
    // October–March here: 6 × 60,000 with PT 200 a month, 300 in February: 5 × 200 + 300 = 1,300;
    // earlier employer: 3,00,000 of salary, 1,000 of PT (5 × 200), no TDS
    const payslips = [...months(4, () => slip(60000, { pt: 200 })), slip(60000, { pt: 300 }), slip(60000, { pt: 200 })];
    const part = partB('OLD', payslips, { previousEmployer: { taxableGross: R(300000), tds: 0n, professionalTax: R(1000) } });
    expect(part).toMatchObject({
      grossSalary: 660000, // 6 × 60,000 + 3,00,000
      standardDeduction: 50000,
      previousEmployerProfessionalTax: 1000,
      professionalTax: 2300, // 1,300 here + 1,000 earlier, under the 2,500 cap
      incomeFromSalary: 607700, // 6,60,000 − 50,000 − 2,300
      totalIncome: 607700,
      taxOnIncome: 34040, // 2,50,000 × 5% = 12,500 + 1,07,700 × 20% = 21,540
      cess: 1362, // 4% × 34,040 = 1,361.60 → 1,362
      taxPayable: 35400, // 34,040 + 1,362 = 35,402 → 35,400 (288B)
    });
  });

  it('old regime: PT here and earlier is capped at 2,500 for the year (Article 276(2))', () => {
    // here: 12 × 50,000 with 11 × 200 + 300 = 2,500 of PT; earlier employer 1,00,000 of salary, 5,000 of TDS, 1,800 of PT
    const payslips = [...months(10, () => slip(50000, { pt: 200 })), slip(50000, { pt: 300 }), slip(50000, { pt: 200 })];
    const part = partB('OLD', payslips, {
      previousEmployer: { taxableGross: R(100000), tds: R(5000), professionalTax: R(1800) },
    });
    expect(part).toMatchObject({
      grossSalary: 700000, // 6,00,000 + 1,00,000
      previousEmployerProfessionalTax: 1800, // as reported
      professionalTax: 2500, // 2,500 + 1,800 = 4,300, capped at 2,500
      incomeFromSalary: 647500, // 7,00,000 − 50,000 − 2,500
      totalIncome: 647500,
      taxOnIncome: 42000, // 12,500 + 1,47,500 × 20% = 29,500
      cess: 1680, // 4% × 42,000
      taxPayable: 43680,
      previousEmployerTds: 5000,
      balance: 38680, // 43,680 − 0 − 5,000: payable
    });
  });

  it('old regime: only earlier PT (no PT state here) is deducted, in paise rounded to the rupee', () => {
    // here: 12 × 40,000, no PT; earlier: 2,00,000 and 1,249.50 of PT → 1,250 (half up)
    const part = partB(
      'OLD',
      months(12, () => slip(40000)),
      { previousEmployer: { taxableGross: R(200000), tds: 0n, professionalTax: 124950n } },
    );
    // 4,80,000 + 2,00,000 = 6,80,000 − 50,000 − 1,250 = 6,28,750; tax 12,500 + 1,28,750 × 20% = 25,750 → 38,250
    expect(part).toMatchObject({ professionalTax: 1250, incomeFromSalary: 628750, taxOnIncome: 38250 });
  });

  it('new regime: neither this employer’s nor the earlier employer’s PT is deducted (section 115BAC(2))', () => {
    const part = partB(
      'NEW',
      months(6, () => slip(150000, { pt: 200 })),
      { previousEmployer: { taxableGross: R(600000), tds: R(30000), professionalTax: R(1200) } },
    );
    // 9,00,000 + 6,00,000 = 15,00,000 − 75,000 = 14,25,000; tax 20,000 + 40,000 + 2,25,000 × 15% = 33,750 → 93,750
    expect(part).toMatchObject({
      previousEmployerProfessionalTax: 1200,
      professionalTax: 0,
      incomeFromSalary: 1425000,
      taxOnIncome: 93750,
      cess: 3750, // 4% × 93,750
      taxPayable: 97500,
    });
  });

  it('refuses a year without a rule pack', () => {
    expect(() => computeForm16PartB({ fy: '2019-20', regime: 'NEW', payslips: [], declarations: [] })).toThrow(
      PayrollComputeError,
    );
  });
});

describe('Form 16 Part A basics', () => {
  it('quarterly summary: the four quarters of Form 24Q, 0 where nothing was paid', () => {
    // a joiner from August: Q2 August + September, Q3 three months, Q4 three months, Q1 nothing
    const slip = (month: string, gross: number, tds: number) => ({ month, gross: R(gross), tds: R(tds) });
    const payslips = [
      slip('2026-08', 50000, 1000),
      slip('2026-09', 50000, 1000),
      ...['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'].map((month) => slip(month, 60000, 1500)),
      slip('2027-04', 99999, 99), // the next year's April is not this year's
    ];
    const quarters = form16Quarters('2026-27', payslips).map((q) => ({
      quarter: q.quarter,
      amountPaid: rupeesOf(q.amountPaid),
      tdsDeducted: rupeesOf(q.tdsDeducted),
    }));
    expect(quarters).toEqual([
      { quarter: 'Q1', amountPaid: 0, tdsDeducted: 0 },
      { quarter: 'Q2', amountPaid: 100000, tdsDeducted: 2000 }, // 2 × 50,000; 2 × 1,000
      { quarter: 'Q3', amountPaid: 180000, tdsDeducted: 4500 }, // 3 × 60,000; 3 × 1,500
      { quarter: 'Q4', amountPaid: 180000, tdsDeducted: 4500 },
    ]);
  });

  it('period with the employer: the year cut to the joining and leaving dates', () => {
    expect(employmentPeriodOf('2026-27', '2020-01-15', null)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(employmentPeriodOf('2026-27', '2026-08-10', null)).toEqual({ from: '2026-08-10', to: '2027-03-31' });
    expect(employmentPeriodOf('2026-27', '2026-08-10', '2027-01-20')).toEqual({ from: '2026-08-10', to: '2027-01-20' });
    expect(employmentPeriodOf('2026-27', '2027-04-01', null)).toBeNull();
  });
});
