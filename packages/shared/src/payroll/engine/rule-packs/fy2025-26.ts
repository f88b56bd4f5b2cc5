import type { RulePack } from './rule-pack';

/**
 * FY 2025-26 (April 2025 – March 2026, assessment year 2026-27), Income-tax Act, 1961 as amended by the
 * Finance Act, 2025; PF and ESI as in force in that year. Each number's source is beside it.
 */
export const FY_2025_26: RulePack = {
  id: 'IN-FY2025-26',
  financialYear: '2025-26',
  pf: {
    // EPF & MP Act 1952 s.6 and EPF Scheme 1952 para 29(1): 12% of basic wages, dearness allowance and retaining allowance
    employeePercent: '12',
    // EPS 1995 para 3(2): 8 1/3% (8.33% as EPFO's ECR computes it) of the employer's share goes to the pension fund
    epsPercent: '8.33',
    // EPS 1995 para 3(2) / EPF Scheme para 26A(2): wage ceiling ₹15,000 a month (GSR 609(E) and 610(E), 22 Aug 2014, from 1 Sep 2014)
    wageCeiling: 15000,
  },
  esi: {
    // ESI (Central) Rules 1950 rule 50: coverage up to ₹21,000 a month in wages (amended with effect from 1 Jan 2017)
    wageCeiling: 21000,
    // ESI (Central) Rules 1950 rule 51 as amended by GSR 423(E), 13 Jun 2019, from 1 Jul 2019: employee 0.75%, employer 3.25%;
    // rule 51 (as amended from 1 Oct 2004) rounds each to the next higher rupee. A person covered at the start of a
    // contribution period (1 Apr–30 Sep, 1 Oct–31 Mar; ESI (General) Regulations 1950 reg. 4) stays covered to its
    // end even when the wage rises above the ceiling (proviso to s.2(9) of the ESI Act 1948).
    employeePercent: '0.75',
    employerPercent: '3.25',
  },
  tax: {
    NEW: {
      // s.16(ia) with s.115BAC(2)(ii): ₹75,000 in the new regime (Finance (No. 2) Act 2024, from AY 2025-26)
      standardDeduction: 75000,
      // s.115BAC(1A) as substituted by the Finance Act 2025 (from AY 2026-27)
      slabs: [
        { upTo: 400000, ratePercent: '0' },
        { upTo: 800000, ratePercent: '5' },
        { upTo: 1200000, ratePercent: '10' },
        { upTo: 1600000, ratePercent: '15' },
        { upTo: 2000000, ratePercent: '20' },
        { upTo: 2400000, ratePercent: '25' },
        { upTo: null, ratePercent: '30' },
      ],
      // s.87A, provisos as amended by the Finance Act 2025: rebate up to ₹60,000 for income ≤ ₹12,00,000 in the
      // new regime, and marginal relief above it (the tax is at most the income over ₹12,00,000)
      rebate: { incomeUpTo: 1200000, marginalRelief: true },
      // Finance Act 2025, First Schedule Part III para A: 10% > ₹50 L, 15% > ₹1 Cr, 25% > ₹2 Cr; s.115BAC caps
      // the new regime at 25% (no 37%); marginal relief per the proviso to that paragraph
      surcharge: [
        { above: 5000000, ratePercent: '10' },
        { above: 10000000, ratePercent: '15' },
        { above: 20000000, ratePercent: '25' },
      ],
      // Finance Act 2025 s.2(11)-(12): Health and Education Cess 4% of tax and surcharge
      cessPercent: '4',
    },
    OLD: {
      // s.16(ia): ₹50,000 outside the new regime
      standardDeduction: 50000,
      // Finance Act 2025, First Schedule Part III para A (individual below 60): 0 to ₹2.5 L, 5% to ₹5 L, 20% to ₹10 L, 30% above
      slabs: [
        { upTo: 250000, ratePercent: '0' },
        { upTo: 500000, ratePercent: '5' },
        { upTo: 1000000, ratePercent: '20' },
        { upTo: null, ratePercent: '30' },
      ],
      // s.87A: rebate up to ₹12,500 for income ≤ ₹5,00,000 (the whole tax at that income); no marginal relief
      rebate: { incomeUpTo: 500000, marginalRelief: false },
      // Finance Act 2025, First Schedule Part III para A: 10% > ₹50 L, 15% > ₹1 Cr, 25% > ₹2 Cr, 37% > ₹5 Cr
      surcharge: [
        { above: 5000000, ratePercent: '10' },
        { above: 10000000, ratePercent: '15' },
        { above: 20000000, ratePercent: '25' },
        { above: 50000000, ratePercent: '37' },
      ],
      cessPercent: '4',
    },
  },
  declarationLimits: {
    // s.80C read with s.80CCE: ₹1,50,000
    '80C': 150000,
    // s.80D(2)(a): ₹25,000 for the person, spouse and children (below 60)
    '80D': 25000,
    // s.80CCD(1B): ₹50,000 more for NPS contributions
    '80CCD1B': 50000,
    // s.24(b) second proviso: ₹2,00,000 interest on a self-occupied home loan
    '24B': 200000,
  },
  hra: {
    // s.10(13A) with rule 2A of the Income-tax Rules 1962: least of HRA received, rent over 10% of salary,
    // 50% of salary in Mumbai, Kolkata, Delhi, Chennai, else 40%
    rentOverPercentOfBasic: '10',
    metroPercentOfBasic: '50',
    otherPercentOfBasic: '40',
  },
};
