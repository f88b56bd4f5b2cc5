import { add, compare, fromInt, max, min, mul, ONE, percent, type Rational, sub, ZERO } from './rational';
import type { RegimeRules } from './rule-packs';

const rupeesOf = (amount: number): Rational => fromInt(amount);

/** Tax by the slabs alone. */
export function slabTax(income: Rational, rules: RegimeRules): Rational {
  let tax = ZERO;
  let lower = ZERO;
  for (const slab of rules.slabs) {
    if (compare(income, lower) <= 0) break;
    const upper = slab.upTo === null ? income : min(income, rupeesOf(slab.upTo));
    tax = add(tax, mul(sub(upper, lower), percent(slab.ratePercent)));
    if (slab.upTo === null) break;
    lower = rupeesOf(slab.upTo);
  }
  return tax;
}

/** Slab tax less the section 87A rebate (with its marginal relief where the regime has it). */
function taxAfterRebate(income: Rational, rules: RegimeRules): Rational {
  const tax = slabTax(income, rules);
  const limit = rupeesOf(rules.rebate.incomeUpTo);
  if (compare(income, limit) <= 0) return ZERO;
  return rules.rebate.marginalRelief ? min(tax, sub(income, limit)) : tax;
}

/** Tax plus surcharge, with the surcharge's marginal relief at the threshold crossed. */
function taxWithSurcharge(income: Rational, rules: RegimeRules): Rational {
  const tax = taxAfterRebate(income, rules);
  const bands = rules.surcharge.filter((band) => compare(income, rupeesOf(band.above)) > 0);
  const band = bands.at(-1);
  if (!band) return tax;
  const surcharged = mul(tax, add(ONE, percent(band.ratePercent)));
  // Marginal relief: no more than the tax and surcharge at the threshold plus the income over the threshold.
  const threshold = rupeesOf(band.above);
  const atThreshold = taxWithSurcharge(threshold, rules);
  return min(surcharged, add(atThreshold, sub(income, threshold)));
}

/** The year's income tax on a taxable income (rupees): slabs, rebate 87A, surcharge, cess; not rounded (BEYOND §B5). */
export function annualTax(taxableIncome: Rational, rules: RegimeRules): Rational {
  const income = max(taxableIncome, ZERO);
  return mul(taxWithSurcharge(income, rules), add(ONE, percent(rules.cessPercent)));
}

/** The parts of a year's income tax, for Form 16 Part B and `payroll/tax` (rupees, exact). */
export interface TaxParts {
  slabTax: Rational;
  rebate87A: Rational;
  surcharge: Rational;
  cess: Rational;
  total: Rational;
}

/** annualTax, itemised: slab tax − rebate + surcharge (after its marginal relief) + cess = total. */
export function annualTaxParts(taxableIncome: Rational, rules: RegimeRules): TaxParts {
  const income = max(taxableIncome, ZERO);
  const slab = slabTax(income, rules);
  const afterRebate = taxAfterRebate(income, rules);
  const withSurcharge = taxWithSurcharge(income, rules);
  const cess = mul(withSurcharge, percent(rules.cessPercent));
  return {
    slabTax: slab,
    rebate87A: sub(slab, afterRebate),
    surcharge: sub(withSurcharge, afterRebate),
    cess,
    total: add(withSurcharge, cess),
  };
}
