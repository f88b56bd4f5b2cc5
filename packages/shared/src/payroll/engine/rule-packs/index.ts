import { FY_2025_26 } from './fy2025-26';
import { FY_2026_27 } from './fy2026-27';
import type { RulePack } from './rule-pack';

export type { RegimeRules, RulePack, SurchargeBand, TaxSlab } from './rule-pack';

/** The rule packs by financial year ('2026-27'); a new year is one more entry. */
export const RULE_PACKS: Readonly<Record<string, RulePack>> = {
  [FY_2025_26.financialYear]: FY_2025_26,
  [FY_2026_27.financialYear]: FY_2026_27,
};
