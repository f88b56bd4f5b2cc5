import { describe, expect, it } from 'vitest';
import { fromDecimal, fromInt } from './rational';
import { RULE_PACKS } from './rule-packs';
import { FY_2025_26 } from './rule-packs/fy2025-26';
import { FY_2026_27 } from './rule-packs/fy2026-27';
import { annualTax, annualTaxParts, slabTax } from './tax';

const { NEW, OLD } = FY_2026_27.tax;
const taxOn = (income: number, rules = NEW) => annualTax(fromInt(income), rules);
const expectTax = (income: number, rules: typeof NEW, expected: string) =>
  expect(taxOn(income, rules)).toEqual(fromDecimal(expected));

describe('new regime (FY 2026-27)', () => {
  it('slabs', () => {
    // 4 L × 0 + 4 L × 5% + 4 L × 10% + 4 L × 15% + 4 L × 20% + 4 L × 25% + 6 L × 30% = 0 + 20,000 + 40,000 + 60,000 + 80,000 + 1,00,000 + 1,80,000
    expect(slabTax(fromInt(3_000_000), NEW)).toEqual(fromInt(480_000));
    expect(slabTax(fromInt(400_000), NEW)).toEqual(fromInt(0));
    expect(slabTax(fromInt(400_001), NEW)).toEqual(fromDecimal('0.05'));
  });
  it('no tax up to 12,00,000 (rebate 87A)', () => {
    expectTax(0, NEW, '0');
    expectTax(800_000, NEW, '0'); // slabs 20,000, rebated
    expectTax(1_200_000, NEW, '0'); // slabs 20,000 + 40,000 = 60,000, rebated in full
  });
  it('marginal relief just above 12,00,000', () => {
    // 12,00,010: slabs 60,000 + 10 × 15% = 60,001.50; at most 10 over 12 L → 10; cess 4% → 10.40
    expectTax(1_200_010, NEW, '10.4');
    // 12,50,000: slabs 60,000 + 50,000 × 15% = 67,500; at most 50,000 → 50,000; × 1.04 = 52,000
    expectTax(1_250_000, NEW, '52000');
    // 13,00,000: slabs 60,000 + 1,00,000 × 15% = 75,000 < 1,00,000 over → no relief; × 1.04 = 78,000
    expectTax(1_300_000, NEW, '78000');
  });
  it('slab edges with cess', () => {
    expectTax(1_600_000, NEW, '124800'); // 20,000 + 40,000 + 60,000 = 1,20,000 × 1.04
    expectTax(2_400_000, NEW, '312000'); // + 80,000 + 1,00,000 = 3,00,000 × 1.04
    expectTax(5_000_000, NEW, '1123200'); // 3,00,000 + 26 L × 30% = 10,80,000 × 1.04 (no surcharge at exactly 50 L)
  });
  it('surcharge 10% above 50 L with marginal relief', () => {
    // 60 L: 3,00,000 + 36 L × 30% = 13,80,000; + 10% = 15,18,000 (relief limit 10,80,000 + 10 L = 20,80,000 not reached); × 1.04 = 15,78,720
    expectTax(6_000_000, NEW, '1578720');
    // 50,10,000: 3,00,000 + 26,10,000 × 30% = 10,83,000; + 10% = 11,91,300; limit 10,80,000 + 10,000 = 10,90,000; × 1.04 = 11,33,600
    expectTax(5_010_000, NEW, '1133600');
  });
  it('surcharge 15% above 1 Cr with marginal relief against the 10% band', () => {
    // 1,00,50,000: 3,00,000 + 76,50,000 × 30% = 25,95,000; + 15% = 29,84,250;
    // at 1 Cr: (3,00,000 + 76 L × 30% = 25,80,000) × 1.10 = 28,38,000, + 50,000 = 28,88,000 → 28,88,000 × 1.04 = 30,03,520
    expectTax(10_050_000, NEW, '3003520');
  });
  it('surcharge at most 25% in the new regime', () => {
    // 6 Cr: 3,00,000 + 5,76,00,000 × 30% = 1,75,80,000; × 1.25 = 2,19,75,000; × 1.04 = 2,28,54,000
    expectTax(60_000_000, NEW, '22854000');
  });
});

describe('old regime (FY 2026-27)', () => {
  it('slabs and the 87A rebate up to 5,00,000, without marginal relief', () => {
    expectTax(250_000, OLD, '0');
    expectTax(500_000, OLD, '0'); // 12,500, rebated
    // 5,00,100: 12,500 + 100 × 20% = 12,520 × 1.04 = 13,020.80 (no marginal relief in the old regime)
    expectTax(500_100, OLD, '13020.8');
    expectTax(1_000_000, OLD, '117000'); // 12,500 + 1,00,000 = 1,12,500 × 1.04
  });
  it('surcharge 37% above 5 Cr', () => {
    // 6 Cr: 12,500 + 1,00,000 + 5,90,00,000 × 30% = 1,78,12,500; × 1.37 = 2,44,03,125
    // (limit at 5 Cr: (1,12,500 + 4,90,00,000 × 30%) × 1.25 = 1,85,15,625 + 1 Cr = 2,85,15,625, not reached); × 1.04 = 2,53,79,250
    expectTax(60_000_000, OLD, '25379250');
  });
  it('marginal relief at 5 Cr', () => {
    // 5,00,10,000: tax 1,12,500 + 4,90,10,000 × 30% = 1,48,15,500; × 1.37 = 2,02,97,235;
    // at 5 Cr: 1,48,12,500 × 1.25 = 1,85,15,625 + 10,000 = 1,85,25,625 → × 1.04 = 1,92,66,650
    expectTax(50_010_000, OLD, '19266650');
  });
});

describe('each slab and surcharge edge (tax with cess, rupees)', () => {
  it.each([
    // new regime
    ['NEW', 400_000, '0'], // 0
    ['NEW', 800_000, '0'], // 20,000, rebated
    ['NEW', 1_200_000, '0'], // 60,000, rebated
    ['NEW', 1_600_000, '124800'], // 1,20,000 × 1.04
    ['NEW', 2_000_000, '208000'], // + 80,000 = 2,00,000 × 1.04
    ['NEW', 2_400_000, '312000'], // + 1,00,000 = 3,00,000 × 1.04
    ['NEW', 3_000_000, '499200'], // + 6 L × 30% = 4,80,000 × 1.04
    ['NEW', 10_000_000, '2951520'], // 3 L + 76 L × 30% = 25,80,000; × 1.10 = 28,38,000; × 1.04
    ['NEW', 20_000_000, '6673680'], // 3 L + 1,76 L × 30% = 55,80,000; × 1.15 = 64,17,000; × 1.04
    // 2,00,10,000: 55,83,000 × 1.25 = 69,78,750; limit 64,17,000 + 10,000 = 64,27,000; × 1.04 = 66,84,080
    ['NEW', 20_010_000, '6684080'],
    // old regime
    ['OLD', 250_000, '0'],
    ['OLD', 500_000, '0'], // 12,500, rebated
    ['OLD', 1_000_000, '117000'], // 12,500 + 1,00,000 = 1,12,500 × 1.04
    ['OLD', 1_500_000, '273000'], // + 5 L × 30% = 2,62,500 × 1.04
    ['OLD', 50_000_000, '19256250'], // 1,12,500 + 4,90 L × 30% = 1,48,12,500; × 1.25 = 1,85,15,625; × 1.04
  ] as const)('%s %i → %s', (regime, income, expected) => {
    expectTax(income, regime === 'NEW' ? NEW : OLD, expected);
  });
});

describe('rule packs', () => {
  it('has FY 2025-26 and FY 2026-27 with the contract numbers', () => {
    expect(Object.keys(RULE_PACKS).sort()).toEqual(['2025-26', '2026-27']);
    expect(RULE_PACKS['2026-27']?.id).toBe('IN-FY2026-27');
    expect(FY_2025_26.tax.NEW.standardDeduction).toBe(75000);
    expect(FY_2025_26.tax.OLD.standardDeduction).toBe(50000);
    expect(FY_2025_26.pf).toEqual({ employeePercent: '12', epsPercent: '8.33', wageCeiling: 15000 });
    expect(FY_2025_26.esi).toEqual({ wageCeiling: 21000, employeePercent: '0.75', employerPercent: '3.25' });
  });
  it('FY 2026-27 writes out the same rules as FY 2025-26 (BEYOND §B5: "FY 2025-26 and later")', () => {
    const { id: _a, financialYear: _b, ...later } = FY_2026_27;
    const { id: _c, financialYear: _d, ...earlier } = FY_2025_26;
    expect(later).toEqual(earlier);
  });
});

describe('the parts of the tax', () => {
  it('slab tax − rebate + surcharge + cess = total', () => {
    // new 12,50,000: slabs 67,500; rebate 17,500 (marginal relief leaves 50,000); cess 2,000; total 52,000
    expect(annualTaxParts(fromInt(1_250_000), NEW)).toEqual({
      slabTax: fromInt(67_500),
      rebate87A: fromInt(17_500),
      surcharge: fromInt(0),
      cess: fromInt(2_000),
      total: fromInt(52_000),
    });
    // new 50,10,000: slabs 10,83,000; surcharge 1,08,300 cut to 7,000 by marginal relief (10,90,000 − 10,83,000); cess 43,600
    const parts = annualTaxParts(fromInt(5_010_000), NEW);
    expect([parts.slabTax, parts.rebate87A, parts.surcharge, parts.cess, parts.total]).toEqual(
      [1_083_000, 0, 7_000, 43_600, 1_133_600].map((rupees) => fromInt(rupees)),
    );
    // old 5,00,000: 12,500 rebated in full
    expect(annualTaxParts(fromInt(500_000), OLD).rebate87A).toEqual(fromInt(12_500));
  });
});
