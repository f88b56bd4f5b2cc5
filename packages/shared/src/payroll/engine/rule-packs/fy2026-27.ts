import type { RulePack } from './rule-pack';

/**
 * FY 2026-27 (April 2026 – March 2027), the first year of the Income-tax Act, 2025 (in force from 1 April 2026),
 * which carries over the 1961 Act's salary deductions and the rates the Finance Act 2025 set: the new regime's
 * slabs, ₹75,000 standard deduction, the ₹12,00,000 rebate with marginal relief, the surcharge bands and the 4%
 * cess; the old regime's slabs, ₹50,000 standard deduction and ₹5,00,000 rebate; the same deduction limits
 * (the 1961 Act's 80C, 80D, 80CCD(1B), 24(b) and 10(13A)/rule 2A amounts). BEYOND §B5 fixes these numbers for
 * "FY 2025-26 and later". PF (EPF Scheme para 29, EPS para 3(2), ₹15,000 ceiling) and ESI (₹21,000 ceiling,
 * 0.75% / 3.25%) are unchanged. Every number is written out again, not inherited, so a change to one year
 * never changes another; the test compares the two packs field by field.
 */
export const FY_2026_27: RulePack = {
  id: 'IN-FY2026-27',
  financialYear: '2026-27',
  pf: { employeePercent: '12', epsPercent: '8.33', wageCeiling: 15000 },
  esi: { wageCeiling: 21000, employeePercent: '0.75', employerPercent: '3.25' },
  tax: {
    NEW: {
      standardDeduction: 75000,
      slabs: [
        { upTo: 400000, ratePercent: '0' },
        { upTo: 800000, ratePercent: '5' },
        { upTo: 1200000, ratePercent: '10' },
        { upTo: 1600000, ratePercent: '15' },
        { upTo: 2000000, ratePercent: '20' },
        { upTo: 2400000, ratePercent: '25' },
        { upTo: null, ratePercent: '30' },
      ],
      rebate: { incomeUpTo: 1200000, marginalRelief: true },
      surcharge: [
        { above: 5000000, ratePercent: '10' },
        { above: 10000000, ratePercent: '15' },
        { above: 20000000, ratePercent: '25' },
      ],
      cessPercent: '4',
    },
    OLD: {
      standardDeduction: 50000,
      slabs: [
        { upTo: 250000, ratePercent: '0' },
        { upTo: 500000, ratePercent: '5' },
        { upTo: 1000000, ratePercent: '20' },
        { upTo: null, ratePercent: '30' },
      ],
      rebate: { incomeUpTo: 500000, marginalRelief: false },
      surcharge: [
        { above: 5000000, ratePercent: '10' },
        { above: 10000000, ratePercent: '15' },
        { above: 20000000, ratePercent: '25' },
        { above: 50000000, ratePercent: '37' },
      ],
      cessPercent: '4',
    },
  },
  declarationLimits: { '80C': 150000, '80D': 25000, '80CCD1B': 50000, '24B': 200000 },
  hra: { rentOverPercentOfBasic: '10', metroPercentOfBasic: '50', otherPercentOfBasic: '40' },
};
