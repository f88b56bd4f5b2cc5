/**
 * A financial year's statutory rules as data (BEYOND §B5; issue 29): rates are decimal strings so they stay
 * exact, amounts are whole rupees. A new financial year is a new pack file registered in ./index.ts, with its tests.
 */
export interface TaxSlab {
  /** the slab's upper end in rupees of taxable income; null = no upper end */
  upTo: number | null;
  ratePercent: string;
}

export interface SurchargeBand {
  /** applies when taxable income exceeds this */
  above: number;
  ratePercent: string;
}

export interface RegimeRules {
  standardDeduction: number;
  slabs: TaxSlab[];
  /** section 87A: no tax up to incomeUpTo; with marginalRelief the tax above it is at most the income over it */
  rebate: { incomeUpTo: number; marginalRelief: boolean };
  /** ascending; the highest band exceeded applies, with marginal relief at each band's threshold */
  surcharge: SurchargeBand[];
  cessPercent: string;
}

export interface RulePack {
  /** e.g. 'IN-FY2026-27' */
  id: string;
  /** e.g. '2026-27' */
  financialYear: string;
  pf: { employeePercent: string; epsPercent: string; wageCeiling: number };
  esi: { wageCeiling: number; employeePercent: string; employerPercent: string };
  tax: { NEW: RegimeRules; OLD: RegimeRules };
  /** old regime only; HRA is the least-of rule below, not a limit */
  declarationLimits: { '80C': number; '80D': number; '80CCD1B': number; '24B': number };
  hra: { rentOverPercentOfBasic: string; metroPercentOfBasic: string; otherPercentOfBasic: string };
}
